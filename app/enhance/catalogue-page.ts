// The script catalogue pages load (see cataloguePageHandle in ~/lib/hydration):
// search and filters, in plain DOM code over the server-rendered markup.
// The quote drawer, Add to Quote, Share and the equipment assistant are islands.
import { setUpLiveSearch } from "./live-search";
import { markPageScriptReady } from "./page-script";

setUpLiveSearch();

markPageScriptReady("catalogue");
