// The quote page's address, in a module of its own: the drawer's button links
// to it before it hydrates, and its sheet (loaded when opened) links to it too.

export const QUOTE_PAGE = "/quote-request";
