// POST /q/<token>/decisions: the live page's forms as its island sends them.
// The same check and storage as the page's action (no JavaScript), answered
// as JSON with the page's new view: 200 recorded, 400 with the field
// messages, 404 for an unknown or wrong token, 409 once decided, 410 when
// expired, 429 and 503.
import type { Route } from "./+types/live-quote-decisions";
import { methodNotAllowed } from "#app/platform/http/json-body.server.ts";
import { json, refusal } from "#app/platform/http/json.server.ts";
import { loadLiveQuotePage, submitLiveDecision } from "#app/features/quotes/live/live-quote-page.server.ts";
import { openDepositOnAcceptance } from "#app/features/quotes/deposits/live-deposit.server.ts";
import { LIVE_QUOTE_HEADERS, liveQuoteResult } from "#app/routes/live-quote.tsx";

const USE_POST = "Send a decision on the quote with POST";

export async function action({ request, context, params }: Route.ActionArgs) {
  if (request.method !== "POST") return methodNotAllowed(request, "POST", USE_POST);
  const formData = await request.formData().catch(() => new FormData());
  const outcome = await submitLiveDecision(context, request, params.token, formData);
  const { result, status } = liveQuoteResult(outcome);
  if (!result) return refusal(404, "We could not find a quote for this link. Please check the link, or call us.");
  // The deposit is asked for at the total just accepted (decision 040).
  if (outcome.status === "recorded" && outcome.intent === "accept")
    await openDepositOnAcceptance(context, params.token);
  const current = await loadLiveQuotePage(context, request, params.token, { countView: false });
  const view = current.status === "ok" ? current.view : undefined;
  const response = json(status, { result, ...(view ? { view } : {}) });
  for (const [name, value] of Object.entries(LIVE_QUOTE_HEADERS)) response.headers.set(name, value);
  return response;
}

export function loader({ request }: Route.LoaderArgs) {
  return methodNotAllowed(request, "POST", USE_POST);
}
