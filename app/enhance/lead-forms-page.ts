// The script a page with lead forms loads (see leadFormPageHandle).
import { enhanceLeadForms } from "./lead-forms";

enhanceLeadForms();
