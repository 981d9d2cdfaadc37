// The script the quote page loads (see quoteRequestPageHandle in ~/lib/hydration):
// the visitor's stored quote, the contact form, the summary with its decisions,
// and the PDF download, in plain DOM code.
import { markPageScriptReady } from "./page-script";
import { enhanceQuoteRequestPage } from "./quote-request";

enhanceQuoteRequestPage();
markPageScriptReady("quote-request");
