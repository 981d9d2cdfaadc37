// The customer's side of a quote lead's quote, for staff: its status, when the
// customer opened its page, what they decided there, and its versions.
import { Link } from "react-router";
import type { StaffQuoteSummary } from "#app/features/quotes/index.server.ts";
import { QuoteVersionList } from "#app/features/quotes/components.tsx";
import { WhatsAppIcon } from "#app/ui/whatsapp-link.tsx";

/** The customer's side of the quote: status, when they opened its page, and what they decided there. */
export function LiveQuoteRecords({ live }: { live: StaffQuoteSummary }) {
  const { records } = live;
  return (
    <div className="mt-3 grid gap-3 rounded-xl bg-slate-50 p-4 text-sm" data-live-quote="">
      <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
        <dt className="font-semibold text-navy">Quote status</dt>
        <dd data-quote-status="">{live.status}</dd>
        <dt className="font-semibold text-navy">First viewed</dt>
        <dd data-first-viewed="">{live.firstViewed ?? "Not opened yet"}</dd>
        <dt className="font-semibold text-navy">Last viewed</dt>
        <dd data-last-viewed="">{live.lastViewed ?? "Not opened yet"}</dd>
      </dl>
      {records.acceptances.map((acceptance) => (
        <div key={acceptance.when} data-acceptance="">
          <p className="font-semibold text-navy">Acceptance record</p>
          <dl className="grid gap-x-6 gap-y-1 sm:grid-cols-[auto_1fr]">
            <dt className="font-semibold text-navy">Signed as</dt>
            <dd>{acceptance.signedName}</dd>
            <dt className="font-semibold text-navy">Quote accepted</dt>
            <dd data-accepted-version="">{acceptance.accepted}</dd>
            <dt className="font-semibold text-navy">Accepted</dt>
            <dd data-accepted-at="">{acceptance.when}</dd>
            <dt className="font-semibold text-navy">Internet address</dt>
            <dd>{acceptance.ipAddress}</dd>
            <dt className="font-semibold text-navy">Browser</dt>
            <dd className="break-words">{acceptance.browser}</dd>
            <dt className="font-semibold text-navy">Hire terms</dt>
            <dd>Version {acceptance.termsVersion}</dd>
          </dl>
        </div>
      ))}
      {records.declines.map((decline) => (
        <p key={decline.when} data-decline="">
          <span className="font-semibold text-navy">Declined {decline.when}:</span> {decline.reason}
          {decline.note ? ` (“${decline.note}”)` : ""}
        </p>
      ))}
      {records.changeRequests.map((request) => (
        <div key={request.when} data-change-request="">
          <p className="font-semibold text-navy">Change request, {request.when}</p>
          <ul className="ml-5 list-disc">
            {request.lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
            {request.wantsDiscount ? <li>Meet them halfway on the price (discount request)</li> : null}
          </ul>
          {request.note ? <p>Note: {request.note}</p> : null}
        </div>
      ))}
      <div data-quote-versions="">
        <p className="font-semibold text-navy">Versions</p>
        <QuoteVersionList versions={live.versions} />
        <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          <Link to={live.editPath} className="font-semibold text-brand underline-offset-4 hover:underline">
            {live.hasDraft ? "Continue the draft version" : "Revise the quote (make the next version)"}
          </Link>
          {live.whatsAppVersion ? (
            <a
              href={live.whatsAppVersion}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
              data-whatsapp-version=""
            >
              <WhatsAppIcon className="size-4" />
              Send the revised quote on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null}
        </p>
      </div>
      {live.path ? (
        <p>
          <a href={live.path} className="font-semibold text-brand underline-offset-4 hover:underline">
            Open the customer&apos;s quote page
          </a>{" "}
          <span className="text-muted">(your visits are not counted as theirs)</span>
        </p>
      ) : null}
    </div>
  );
}
