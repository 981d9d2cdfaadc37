// The page where a visitor sends their quote, in a module of its own: the drawer
// links to it before its lazily loaded sheet arrives, and the sheet links to it
// too without importing the drawer back.
export const QUOTE_PAGE = "/quote-request";
