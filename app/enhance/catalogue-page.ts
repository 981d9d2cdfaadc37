// The script catalogue pages load (see cataloguePageHandle in ~/lib/hydration):
// the quote drawer, Add to Quote, search and filters, sharing and the
// equipment assistant, in plain DOM code over the server-rendered markup.
import { setUpAddToQuote } from "./add-to-quote";
import { enhanceEquipmentAssistants } from "./equipment-assistant";
import { setUpLiveSearch } from "./live-search";
import { markPageScriptReady } from "./page-script";
import { setUpQuoteDrawer } from "./quote-drawer";
import { prepareSharePopovers, setUpSharePopovers } from "./share-popover";

setUpQuoteDrawer();
setUpAddToQuote();
setUpSharePopovers();
// Results swapped in by a search carry their own share popovers.
setUpLiveSearch({ afterSwap: prepareSharePopovers });
enhanceEquipmentAssistants();

markPageScriptReady("catalogue");
