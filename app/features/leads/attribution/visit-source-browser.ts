// The visit's source, first touch: on the first page of a visit (the first in
// this tab's session) the shell notes what that page's address and referrer
// tell (UTM parameters, an ad click, the referring host, the path) in
// sessionStorage; the lead forms and the quote request send it with the form.
// No cookie, nothing sent anywhere else, gone when the tab closes (decision 036).
// The forms read it with app/features/leads/attribution/visit-source-hook.ts.
import { VISIT_SOURCE_STORAGE_KEY, visitSourceOf } from "#app/features/leads/attribution/lead-attribution.ts";

export function rememberVisitSource(): void {
  try {
    if (sessionStorage.getItem(VISIT_SOURCE_STORAGE_KEY) !== null) return;
    const source = visitSourceOf(location.href, document.referrer, [location.host]);
    sessionStorage.setItem(VISIT_SOURCE_STORAGE_KEY, JSON.stringify(source));
  } catch {
    // Storage blocked (some private modes): the server falls back to what the form's post tells.
  }
}
