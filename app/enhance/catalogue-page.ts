// The script catalogue pages load (see cataloguePageHandle in ~/lib/hydration):
// search and filters and the equipment assistant, in plain DOM code over the
// server-rendered markup. The quote drawer, Add to Quote and Share are islands.
import { enhanceEquipmentAssistants } from "./equipment-assistant";
import { setUpLiveSearch } from "./live-search";
import { markPageScriptReady } from "./page-script";

setUpLiveSearch();
enhanceEquipmentAssistants();

markPageScriptReady("catalogue");
