// The script catalogue pages load (see cataloguePageHandle in ~/lib/hydration):
// the quote drawer, Add to Quote, search and filters, sharing and the
// equipment assistant, in plain DOM code over the server-rendered markup.
import { markPageScriptReady } from "./page-script";

markPageScriptReady("catalogue");
