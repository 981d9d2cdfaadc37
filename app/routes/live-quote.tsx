// /q/<token>: a quote's live page (decision 034). The server renders the quote
// and its island (status, history and the customer's forms); without
// JavaScript the forms post here and the page renders the answer. An accepted
// quote also shows its deposit, the banking details and the proof-of-payment
// form (decision 040). An unknown or wrong token is the site's 404 page. Never
// indexed, never cached, and no referrer leaves it (the token is in its address).
import { data } from "react-router";
import type { Route } from "./+types/live-quote";
import { NotFoundPage } from "#app/features/site/not-found-page.tsx";
import { LiveQuoteStatement } from "#app/features/quotes/live/live-quote-statement.tsx";
import { LiveQuoteDeposit } from "#app/features/quotes/deposits/live-quote-deposit.tsx";
import { readProofOutcome } from "#app/features/quotes/deposits/deposit-status.ts";
import { liveDepositFor, openDepositOnAcceptance } from "#app/features/quotes/deposits/live-deposit.server.ts";
import { logError } from "#app/platform/log/log.server.ts";
import { QuoteDiffView } from "#app/features/quotes/versions/quote-diff-table.tsx";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { LiveQuoteIsland, type LiveQuoteResult } from "#app/features/quotes/live/live-quote.island.tsx";
import { liveQuotePath } from "#app/features/quotes/live/live-quote.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";
import { serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import { newSubmissionKey } from "#app/platform/forms/submission-key.ts";
import {
  type LiveDecisionOutcome,
  loadLiveQuotePage,
  submitLiveDecision,
} from "#app/features/quotes/live/live-quote-page.server.ts";

export const handle = sitePageHandle;

/**
 * The page must not sit in a cache or an index. (No referrer leaves it
 * either: the server sends Referrer-Policy: same-origin under /q/, and the
 * meta tag below repeats it.)
 */
export const LIVE_QUOTE_HEADERS = {
  "X-Robots-Tag": "noindex, nofollow",
  "Cache-Control": "no-store",
} as const;

export const headers: Route.HeadersFunction = () => LIVE_QUOTE_HEADERS;

export const meta: Route.MetaFunction = (args) => [
  ...pageMeta(args, {
    title: args.loaderData?.view ? `Your quote ${args.loaderData.view.quoteNumber}` : "Page Not Found",
    description: "Your quote from Sandton Sound Hire: accept it, decline it or ask for changes.",
    noindex: true,
  }),
  { name: "referrer", content: "same-origin" },
];

/** The island's answer for an outcome of the action. */
export function liveQuoteResult(outcome: LiveDecisionOutcome): { result: LiveQuoteResult | null; status: number } {
  switch (outcome.status) {
    case "recorded":
      return { result: { status: "recorded", intent: outcome.intent, requestType: outcome.requestType }, status: 200 };
    case "invalid":
      return {
        result: { status: "invalid", intent: outcome.intent, fieldErrors: outcome.fieldErrors, values: outcome.values },
        status: 400,
      };
    case "expired":
      return { result: { status: "refused", message: outcome.message }, status: 410 };
    case "already_decided":
      return { result: { status: "refused", message: outcome.message }, status: 409 };
    case "version_changed":
      return {
        result: { status: "refused", message: outcome.message, currentVersion: outcome.currentVersion },
        status: 409,
      };
    case "rate_limited":
      return { result: { status: "refused", message: serverMessages.rateLimited }, status: 429 };
    case "unavailable":
      return { result: { status: "refused", message: serverMessages.unavailable }, status: 503 };
    case "not_found":
      return { result: null, status: 404 };
  }
}

async function page(args: Route.LoaderArgs | Route.ActionArgs, result: LiveQuoteResult | null, status = 200) {
  const { request, context, params } = args;
  const outcome = await loadLiveQuotePage(context, request, params.token);
  if (outcome.status === "ok") {
    // The page the island loads after an acceptance (?accepted): it says so above the deposit.
    if (result === null && outcome.view.status === "accepted" && new URL(request.url).searchParams.has("accepted"))
      result = { status: "recorded", intent: "accept", requestType: "accept" };
    // An accepted quote's deposit (decision 040); the page still shows the quote if it cannot be read.
    const proofOutcome = readProofOutcome(new URL(request.url).searchParams.get("proof"));
    const deposit = await liveDepositFor(context, params.token, outcome.view.status, proofOutcome).catch(
      (error: unknown) => {
        logError("deposit.read_failed", error);
        return undefined;
      },
    );
    return data(
      {
        view: outcome.view,
        versions: outcome.versions,
        submissionKey: newSubmissionKey(),
        result,
        deposit,
        proofKey: newSubmissionKey(),
      },
      { status },
    );
  }
  if (outcome.status === "not_found")
    return data(
      { view: null, versions: null, submissionKey: "", result: null, deposit: undefined, proofKey: "" },
      { status: 404 },
    );
  const message = outcome.status === "rate_limited" ? serverMessages.rateLimited : serverMessages.unavailable;
  throw data(message, { status: outcome.status === "rate_limited" ? 429 : 503 });
}

export function loader(args: Route.LoaderArgs) {
  return page(args, null);
}

export async function action(args: Route.ActionArgs) {
  const formData = await args.request.formData().catch(() => new FormData());
  const outcome = await submitLiveDecision(args.context, args.request, args.params.token, formData);
  const { result, status } = liveQuoteResult(outcome);
  if (outcome.status === "recorded" && outcome.intent === "accept")
    await openDepositOnAcceptance(args.context, args.params.token);
  return page(args, result, status);
}

export default function LiveQuotePage({ loaderData, actionData, params }: Route.ComponentProps) {
  const { view, versions, submissionKey, result, deposit, proofKey } = actionData ?? loaderData;
  if (!view || !versions) return <NotFoundPage />;
  const current = versions.versions.find((version) => version.current);
  return (
    <div className="container-page grid gap-10 py-12 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <section aria-labelledby="live-quote-heading">
        <p className="text-sm font-bold tracking-wide text-brand uppercase">Your quote</p>
        <h1 id="live-quote-heading" className="mt-1 text-3xl font-extrabold text-navy">
          Quote {view.quoteNumber}
          {current && current.version > 1 ? <span className="block text-xl">Version {current.version}</span> : null}
        </h1>
        {versions.diff ? (
          <div className="mt-6" data-quote-diff="">
            <QuoteDiffView diff={versions.diff} headingLevel={2} />
          </div>
        ) : null}
        <div className="mt-6">
          <LiveQuoteStatement statement={view.statement} />
        </div>
        {versions.versions.length > 1 ? (
          <section aria-labelledby="versions-heading" className="mt-8" data-quote-versions="">
            <h2 id="versions-heading" className="text-xl font-bold text-navy">
              Versions of this quote
            </h2>
            <ul className="mt-3 grid gap-2">
              {versions.versions.map((version) => (
                <li key={version.version}>
                  <a href={version.pdfPath} className="font-semibold text-brand underline underline-offset-4" download>
                    Download version {version.version} (PDF)
                  </a>{" "}
                  <span className="text-muted">
                    sent <time dateTime={version.sentAt}>{version.sentOn}</time>
                    {version.current ? ", the current version" : ""}
                  </span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </section>
      <div>
        <LiveQuoteIsland
          view={view}
          pagePath={liveQuotePath(params.token)}
          submissionKey={submissionKey}
          result={result}
        />
        {deposit ? <LiveQuoteDeposit deposit={deposit} submissionKey={proofKey} /> : null}
      </div>
    </div>
  );
}
