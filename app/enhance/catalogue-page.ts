// The script catalogue pages load (see cataloguePageHandle in ~/lib/hydration):
// search and filters, sharing and the equipment assistant, in plain DOM code
// over the server-rendered markup. The quote drawer and Add to Quote are islands.
import { enhanceEquipmentAssistants } from "./equipment-assistant";
import { setUpLiveSearch } from "./live-search";
import { markPageScriptReady } from "./page-script";
import { prepareSharePopovers, setUpSharePopovers } from "./share-popover";

setUpSharePopovers();
// Results swapped in by a search carry their own share popovers.
setUpLiveSearch({ afterSwap: prepareSharePopovers });
enhanceEquipmentAssistants();

markPageScriptReady("catalogue");
