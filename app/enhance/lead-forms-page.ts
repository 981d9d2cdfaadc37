// The script a page with lead forms loads (see the leadForms route handle).
import { enhanceLeadForms } from "./lead-forms";

enhanceLeadForms();
