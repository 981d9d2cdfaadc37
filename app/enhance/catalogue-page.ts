// The script catalogue pages load (see cataloguePageHandle in ~/lib/hydration):
// the quote drawer, Add to Quote, search and filters, sharing and the
// equipment assistant, in plain DOM code over the server-rendered markup.
import { enhanceEquipmentAssistants } from "./equipment-assistant";
import { markPageScriptReady } from "./page-script";

enhanceEquipmentAssistants();
markPageScriptReady("catalogue");
