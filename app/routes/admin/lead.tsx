// One lead in full: what the visitor sent (quote lines and PDF included),
// where it came from, consent, its notifications, and its history; with the
// forms that move it through the workflow.
import { SOURCE_NOT_RECORDED, leadSourceRows } from "#app/features/leads/inbox/lead-source-view.ts";
import { AlarmClock, ArrowLeft, FileText, RotateCw } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/lead";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { StatusBadge, SuspectedSpamBadge } from "#app/features/leads/inbox/badges.tsx";
import { CsrfField } from "#app/features/staff/auth/csrf-field.tsx";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { TextAreaField } from "#app/ui/forms/form-field.tsx";
import { formatSast, leadKindLabel } from "#app/features/leads/inbox/inbox-view.ts";
import {
  LEAD_ACTION_MESSAGES,
  NOTE_MAX_LENGTH,
  canRetry,
  channelLabel,
  describeDelivery,
  leadNotice,
  leadTimeline,
  parseLeadAction,
  payloadEntries,
  leadWhatsAppReply,
  repeatedSubmissionText,
  revisedQuoteWhatsApp,
} from "#app/features/leads/inbox/lead-view.ts";
import { parseFormSubmission, firstMessages } from "#app/platform/forms/form-submission.ts";
import { liveQuoteUrl } from "#app/features/quotes/live/live-quote.ts";
import { LOST_REASONS, LOST_REASON_LABELS, staffMayMove } from "#app/features/quotes/quote-status.ts";
import { quoteOutcomeInput, quoteOutcomeSchema, versionChanges } from "#app/features/quotes/versions/quote-versions.ts";
import { listQuoteVersions, markQuoteOutcome } from "#app/features/quotes/versions/quote-versions-db.server.ts";
import { getEnv } from "#app/platform/config/env.server.ts";
import { WhatsAppIcon } from "#app/ui/whatsapp-link.tsx";
import { LEAD_STATUSES, LEAD_STATUS_LABELS } from "#app/features/leads/lead-status.ts";
import { quoteStatement } from "#app/features/quotes/quote-statement.ts";
import type { QuoteStatus } from "#app/features/quotes/quote-status.ts";
import {
  DEFAULT_RESPONSE_TARGET_MINUTES,
  expectsResponse,
  formatBusinessDuration,
  overTargetText,
  responseTiming,
} from "#app/features/leads/first-response.ts";
import {
  addLeadNote,
  changeLeadStatus,
  listLeadEvents,
  quoteNumberForLead,
  retryDelivery,
} from "#app/features/leads/inbox/lead-admin.server.ts";
import { getLead } from "#app/features/leads/leads-db.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import { getQuoteByNumber, listQuoteDecisions } from "#app/features/quotes/quotes-db.server.ts";
import { issueLiveQuoteToken, liveQuoteViews, quoteHistory } from "#app/features/quotes/live/live-quotes-db.server.ts";
import { staffQuoteRecords } from "#app/features/quotes/live/live-quote-view.ts";
import { liveQuotePath } from "#app/features/quotes/live/live-quote.ts";
import { QUOTE_STATUS_LABELS, currentQuoteStatus } from "#app/features/quotes/quote-status.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";
import { LeadDepositSection } from "#app/features/quotes/deposits/lead-deposit-section.tsx";
import { QuoteVersionList, type StaffQuoteVersion } from "#app/features/quotes/versions/quote-version-list.tsx";
import { getPaymentConfig } from "#app/features/quotes/deposits/payment-env.server.ts";
import { depositNotice, staffDepositFor } from "#app/features/quotes/deposits/staff-deposit.server.ts";
import { StockAvailabilityPanel } from "#app/features/catalogue/stock/stock-availability-panel.tsx";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { leadStockPanel } from "#app/features/catalogue/stock/stock-availability.server.ts";

const access = STAFF_ROUTES["routes/admin/lead.tsx"];

// Plain HTML forms: staff pages load no React in the browser.
export const handle = staffPageHandle;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `${loaderData.lead.title} (${leadKindLabel(loaderData.lead.kind)})` : "Lead");

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const {
    db,
    sendingChannels,
    responseTargetMinutes = DEFAULT_RESPONSE_TARGET_MINUTES,
  } = await staffServicesFrom(context);
  const lead = await getLead(db, params.leadId);
  if (!lead) throw data("There is no lead with this address. It may have been mistyped.", { status: 404 });
  const quoteNumber = lead.kind === "quote" ? await quoteNumberForLead(db, lead.id) : undefined;
  const [events, deliveries, stored, decisions] = await Promise.all([
    listLeadEvents(db, lead.id),
    listOutbox(db, { leadId: lead.id }),
    quoteNumber ? getQuoteByNumber(db, quoteNumber) : undefined,
    quoteNumber ? listQuoteDecisions(db, quoteNumber) : [],
  ]);
  const [history, views, liveToken, versions] = stored
    ? await Promise.all([
        quoteHistory(db, stored.id),
        liveQuoteViews(db, stored.id),
        issueLiveQuoteToken(db, stored.quote.quoteNumber),
        listQuoteVersions(db, stored.id),
      ])
    : [[], undefined, undefined, []];
  const quoteStatusNow = stored
    ? currentQuoteStatus(stored.quote.status, stored.quote.validUntil, new Date())
    : undefined;
  const currentVersion = stored?.quote.version ?? 1;
  const changes = versionChanges(versions);
  const live = stored
    ? {
        status: QUOTE_STATUS_LABELS[currentQuoteStatus(stored.quote.status, stored.quote.validUntil, new Date())],
        firstViewed: views?.firstViewedAt ? formatSast(views.firstViewedAt) : null,
        lastViewed: views?.lastViewedAt ? formatSast(views.lastViewedAt) : null,
        // Staff opening it are not counted as the customer's views.
        path: liveToken ? liveQuotePath(liveToken) : null,
        records: staffQuoteRecords(history, formatSast),
        // Every version (decision 039): who made it, when it was sent and first seen, and what it changed.
        versions: versions.map((version): StaffQuoteVersion => ({
          version: version.version,
          madeBy: version.createdBy ?? "The customer's request",
          madeAt: formatSast(version.createdAt),
          sent: version.sentAt ? `${formatSast(version.sentAt)}${version.sentBy ? ` by ${version.sentBy}` : ""}` : null,
          firstSeen: version.firstSeenAt ? formatSast(version.firstSeenAt) : null,
          current: version.version === currentVersion,
          diff: changes.find((change) => change.version === version.version)?.diff ?? null,
        })),
        editPath: `/admin/leads/${lead.id}/quote/edit`,
        hasDraft: versions.some((version) => version.sentAt === null),
        // The revised quote's link for a WhatsApp chat, once a version was sent.
        whatsAppVersion:
          liveToken && currentVersion > 1
            ? (revisedQuoteWhatsApp(lead, {
                quoteNumber: stored.quote.quoteNumber,
                version: currentVersion,
                liveUrl: liveQuoteUrl(getEnv().SITE_URL, liveToken),
              }) ?? null)
            : null,
        canMarkWon: quoteStatusNow ? staffMayMove("won", quoteStatusNow) : false,
        canMarkLost: quoteStatusNow ? staffMayMove("lost", quoteStatusNow) : false,
      }
    : undefined;
  const timing = responseTiming(lead, new Date(), responseTargetMinutes);
  // An accepted quote's deposit and proofs of payment (decision 040).
  const deposit = stored
    ? await staffDepositFor(db, {
        leadId: lead.id,
        quoteId: stored.id,
        quoteStatus: currentQuoteStatus(stored.quote.status, stored.quote.validUntil, new Date()),
        totalCents: stored.quote.totalCents,
        percent: getPaymentConfig().depositPercent,
        formatTime: formatSast,
      })
    : undefined;
  return {
    live,
    deposit,
    depositNotice: depositNotice(new URL(request.url).searchParams.get("deposit")),
    stock: stored
      ? await leadStockPanel(db, stored, new URL(request.url), new Date(), catalogueFrom(context).data)
      : undefined,
    notice: leadNotice(new URL(request.url).searchParams.get("notice")),
    // Speed to lead (decision 035): who answered first and when, or how long it has waited.
    response: expectsResponse(lead.kind)
      ? {
          answered: lead.firstResponseAt
            ? { when: formatSast(lead.firstResponseAt), iso: lead.firstResponseAt, by: lead.firstResponseBy ?? "" }
            : null,
          waited: formatBusinessDuration(timing.businessMinutes),
          overTarget: timing.overTarget ? overTargetText(responseTargetMinutes) : null,
        }
      : null,
    lead: {
      id: lead.id,
      kind: lead.kind,
      status: lead.status,
      suspectedSpam: lead.suspectedSpam,
      repeated: repeatedSubmissionText(lead.repeatCount, lead.lastSeenAt ? formatSast(lead.lastSeenAt) : null),
      title: lead.fullName ?? lead.email ?? "Lead without a name",
      fullName: lead.fullName,
      email: lead.email,
      phone: lead.phone,
      whatsAppReply: leadWhatsAppReply(lead, quoteNumber),
      source: lead.source,
      referrer: lead.referrer,
      received: formatSast(lead.createdAt),
      marketingConsent: lead.marketingConsent,
      consentAt: lead.consentAt ? formatSast(lead.consentAt) : null,
      userAgent: lead.userAgent,
      ipHash: lead.ipHash,
      sourceRows: leadSourceRows(lead.attribution),
      entries: lead.kind === "quote" ? [] : payloadEntries(lead.payload),
    },
    quote: stored?.quote,
    // The quote as every rendering of it reads: event, people × hours, delivery, VAT totals, expiry.
    statement: stored ? quoteStatement(stored.quote, { withCustomer: true }) : undefined,
    deliveries: deliveries.map((delivery) => ({
      id: delivery.id,
      channel: channelLabel(delivery.channel),
      description: describeDelivery(delivery, sendingChannels.includes(delivery.channel)),
      lastError: delivery.status === "sent" ? null : delivery.lastError,
      status: delivery.status,
      retryable: canRetry(delivery),
      decision: delivery.payload.decision ? `About: ${delivery.payload.decision.requestType} decision` : null,
    })),
    timeline: leadTimeline({ createdAt: lead.createdAt, source: lead.source, events, deliveries, decisions }).map(
      (entry) => ({ ...entry, when: formatSast(entry.at) }),
    ),
  };
}

type ActionErrors = { intent: string; field?: string; message: string };

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const services = await staffServicesFrom(context);
  const form = await request.formData();
  if (form.get("intent") === "quote_outcome") {
    // Won, or lost with its reason (decision 039): the quote, the lead and the history together.
    const payload = new URLSearchParams();
    for (const [name, value] of form) if (typeof value === "string") payload.append(name, value);
    const submission = parseFormSubmission(payload, quoteOutcomeSchema);
    if (submission.status !== "success") {
      const errors = firstMessages(submission.error);
      const [field, message] = Object.entries(errors)[0] ?? ["outcome", "Choose won or lost"];
      return data<ActionErrors>({ intent: "quote_outcome", field, message }, { status: 400 });
    }
    const result = await markQuoteOutcome(services.db, {
      leadId: params.leadId,
      staffEmail: staff.email,
      ...quoteOutcomeInput(submission.value),
    });
    if (result.status === "not_found") throw data("There is no quote on this lead.", { status: 404 });
    if (result.status === "not_allowed") {
      return data<ActionErrors>(
        {
          intent: "quote_outcome",
          field: "outcome",
          message: `This quote is ${QUOTE_STATUS_LABELS[result.quoteStatus].toLowerCase()}, so it cannot be marked ${String(submission.value.outcome)}.`,
        },
        { status: 409 },
      );
    }
    logInfo("staff.quote_outcome", { leadId: params.leadId, staffId: staff.staffId, to: result.quoteStatus });
    return redirect(`/admin/leads/${params.leadId}?notice=outcome`);
  }
  const parsed = parseLeadAction(form);
  if (!parsed.ok)
    return data<ActionErrors>({ intent: parsed.intent, field: parsed.field, message: parsed.message }, { status: 400 });
  const { action: leadAction } = parsed;
  const back = (notice: string) => redirect(`/admin/leads/${params.leadId}?notice=${notice}`);

  if (leadAction.intent === "status") {
    const result = await changeLeadStatus(services.db, {
      leadId: params.leadId,
      ...leadAction,
      staffEmail: staff.email,
    });
    if (result.status === "not_found") throw data("There is no lead with this address.", { status: 404 });
    if (result.status === "conflict") {
      return data<ActionErrors>(
        { intent: "status", field: "status", message: LEAD_ACTION_MESSAGES.conflict(result.current) },
        { status: 409 },
      );
    }
    if (result.status === "unchanged") {
      return data<ActionErrors>(
        { intent: "status", field: "status", message: LEAD_ACTION_MESSAGES.unchanged(leadAction.to) },
        { status: 400 },
      );
    }
    logInfo("staff.lead_status", { leadId: params.leadId, staffId: staff.staffId, to: leadAction.to });
    return back("status");
  }
  if (leadAction.intent === "note") {
    if (!(await addLeadNote(services.db, { leadId: params.leadId, note: leadAction.note, staffEmail: staff.email }))) {
      throw data("There is no lead with this address.", { status: 404 });
    }
    return back("note");
  }
  const result = await retryDelivery(services.db, {
    leadId: params.leadId,
    outboxId: leadAction.outboxId,
    staffEmail: staff.email,
  });
  if (result === "not_found")
    return data<ActionErrors>({ intent: "retry", message: LEAD_ACTION_MESSAGES.notificationMissing }, { status: 404 });
  if (result === "not_retryable")
    return data<ActionErrors>({ intent: "retry", message: LEAD_ACTION_MESSAGES.notRetryable }, { status: 409 });
  services.kickOutbox();
  logInfo("staff.delivery_retry", { leadId: params.leadId, outboxId: leadAction.outboxId, staffId: staff.staffId });
  return back("retry");
}

type LiveQuoteSummary = NonNullable<Route.ComponentProps["loaderData"]["live"]>;

/** The customer's side of the quote: status, when they opened its page, and what they decided there. */
function LiveQuoteRecords({ live }: { live: LiveQuoteSummary }) {
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

function Section({ title, id, children }: { title: string; id: string; children: React.ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-6">
      <h2 id={id} className="text-lg font-bold text-navy">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-navy">{label}</dt>
      {/* A value may be one long token (an e-mail address, a web address, a user agent): it wraps anywhere
          rather than widening the page on a phone. */}
      <dd className="min-w-0 whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

const DECISION_STATUS: Readonly<Record<QuoteStatus, string>> = {
  sent: "Awaiting the customer's decision",
  viewed: "The customer has opened the quote",
  changes_requested: "The customer asked for changes",
  revised: "Revised; awaiting the customer's decision",
  accepted: "Accepted by the customer",
  declined: "Declined by the customer",
  expired: "Expired without a decision",
  won: "Won",
  lost: "Lost",
};

const buttonClass =
  "inline-flex h-11 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark";

export default function LeadPage({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, quote, statement, deliveries, timeline, notice, live, response, deposit } = loaderData;
  const errorFor = (intent: string) => (actionData?.intent === intent ? actionData.message : undefined);
  return (
    <>
      <Link
        to="/admin"
        className="inline-flex items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the inbox
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold text-navy">{lead.title}</h1>
        <StatusBadge status={lead.status} />
        {lead.suspectedSpam ? <SuspectedSpamBadge /> : null}
      </div>
      <p className="mt-1 text-muted">
        {leadKindLabel(lead.kind)}, received {lead.received}
      </p>
      {response ? (
        <p className="mt-1" data-first-response="">
          {response.answered ? (
            <>
              First answered <time dateTime={response.answered.iso}>{response.answered.when}</time> by{" "}
              {response.answered.by}, after {response.waited} of business hours
            </>
          ) : (
            <>Waiting {response.waited} of business hours for a first response</>
          )}
          {response.overTarget ? (
            <span className="ml-2 inline-flex items-center gap-1 rounded-md bg-amber-100 px-1.5 py-0.5 text-sm font-semibold text-amber-900">
              <AlarmClock className="size-3.5" aria-hidden="true" />
              {response.overTarget}
            </span>
          ) : null}
        </p>
      ) : null}
      {lead.suspectedSpam ? (
        <p className="mt-2 text-sm text-muted">
          Received during a flood of submissions, so it was held as suspected spam: sales had no e-mail about it of its
          own, only the digest. It may still be a real enquiry.
        </p>
      ) : null}
      {lead.repeated ? (
        <p className="mt-2 text-sm text-muted">
          {`This record stands for ${lead.repeated}: identical submissions during a flood are kept once, with a count.`}
        </p>
      ) : null}
      {lead.kind === "privacy_request" ? (
        <p className="mt-2">
          <Link to={`/admin/privacy-requests/${lead.id}`} className="font-semibold text-brand underline">
            Open the privacy request: due date, export and erasure
          </Link>
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 font-medium text-success">
          {notice}
        </p>
      ) : null}
      {actionData?.intent === "unknown" ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 font-medium text-danger">
          {actionData.message}
        </p>
      ) : null}

      {/* grid-cols-1 (minmax(0, 1fr)): a column never widens past the screen; a wide table scrolls in its box. */}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="grid grid-cols-1 content-start gap-6 lg:col-span-2">
          <Section title="Contact and consent" id="contact-heading">
            <dl className="divide-y divide-line">
              <Detail label="Name">{lead.fullName ?? "Not given"}</Detail>
              <Detail label="E-mail">
                {lead.email ? (
                  <a href={`mailto:${lead.email}`} className="text-brand underline-offset-4 hover:underline">
                    {lead.email}
                  </a>
                ) : (
                  "Not given"
                )}
              </Detail>
              <Detail label="Phone">
                {lead.phone ? (
                  <a
                    href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`}
                    className="text-brand underline-offset-4 hover:underline"
                  >
                    {lead.phone}
                  </a>
                ) : (
                  "Not given"
                )}
                {lead.whatsAppReply ? (
                  <a
                    href={lead.whatsAppReply}
                    target="_blank"
                    rel="noopener"
                    className="ml-3 inline-flex items-center gap-1.5 font-semibold text-brand underline-offset-4 hover:underline"
                    data-whatsapp-link=""
                  >
                    <WhatsAppIcon className="size-4" />
                    Reply on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
                  </a>
                ) : null}
              </Detail>
              <Detail label="Source">{lead.source}</Detail>
              <Detail label="Referrer">{lead.referrer ?? "Not recorded"}</Detail>
              <Detail label="Marketing consent">
                {lead.marketingConsent ? `Yes, given ${lead.consentAt ?? "with the submission"}` : "No"}
              </Detail>
              {lead.userAgent ? <Detail label="Browser">{lead.userAgent}</Detail> : null}
              {lead.ipHash ? <Detail label="Network (hashed)">{lead.ipHash.slice(0, 12)}</Detail> : null}
            </dl>
          </Section>

          <Section title="Where it came from" id="source-heading">
            {lead.sourceRows.length > 0 ? (
              <dl className="divide-y divide-line" data-lead-source="">
                {lead.sourceRows.map((row) => (
                  <Detail key={row.label} label={row.label}>
                    {row.value}
                  </Detail>
                ))}
              </dl>
            ) : (
              <p className="text-muted">{SOURCE_NOT_RECORDED}</p>
            )}
          </Section>

          {quote && statement ? (
            <Section title={`Quote ${quote.quoteNumber}`} id="quote-heading">
              <p className="font-semibold text-navy">{DECISION_STATUS[quote.status] ?? quote.status}</p>
              {live ? <LiveQuoteRecords live={live} /> : null}
              <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
                {[...statement.details.slice(1), ...statement.customer.slice(1)].map((row) => (
                  <div key={row.label} className="contents">
                    <dt className="font-semibold text-navy">{row.label}</dt>
                    <dd className="text-ink">{row.value}</dd>
                  </div>
                ))}
              </dl>
              {/* A phone scrolls the lines sideways in their box, which takes focus so a keyboard can scroll it too. */}
              <div
                className="mt-4 overflow-x-auto"
                // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard (WCAG 2.1.1)
                tabIndex={0}
                role="region"
                aria-label="Quote lines (scroll sideways on a small screen)"
              >
                <table className="w-full min-w-[36rem] text-left text-sm">
                  <caption className="sr-only">Quote lines, excluding VAT</caption>
                  <thead className="bg-slate-100 text-navy">
                    <tr>
                      <th scope="col" className="px-3 py-2 font-semibold">
                        Item
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-semibold">
                        Qty
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-semibold">
                        Unit price
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-semibold">
                        Discount
                      </th>
                      <th scope="col" className="px-3 py-2 text-right font-semibold">
                        Line total
                      </th>
                    </tr>
                  </thead>
                  <tbody className="divide-y divide-line">
                    {statement.lines.map((line, index) => (
                      <tr key={`${index}-${line.name}`}>
                        <td className="px-3 py-2">
                          {line.name}
                          <span className="block text-xs text-muted">
                            {line.detail ? `${line.kind}: ${line.detail}` : line.kind}
                          </span>
                        </td>
                        <td className="px-3 py-2 text-right">{line.quantity}</td>
                        <td className="px-3 py-2 text-right">{line.unitPrice}</td>
                        <td className="px-3 py-2 text-right">{line.discount || "None"}</td>
                        <td className="px-3 py-2 text-right font-semibold">{line.total}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    {statement.totals.map((row, index) => {
                      const last = index === statement.totals.length - 1;
                      return (
                        <tr key={row.label}>
                          <th
                            scope="row"
                            colSpan={4}
                            className={`px-3 text-right text-navy ${last ? "pb-2 font-bold" : "font-semibold"} ${index === 0 ? "pt-3" : ""}`}
                          >
                            {row.label}
                          </th>
                          <td
                            className={`px-3 text-right ${last ? "pb-2 font-bold" : ""} ${index === 0 ? "pt-3" : ""}`}
                          >
                            {row.value}
                          </td>
                        </tr>
                      );
                    })}
                  </tfoot>
                </table>
              </div>
              <a
                href={`/admin/leads/${lead.id}/quote.pdf`}
                className="mt-4 inline-flex items-center gap-2 font-semibold text-brand underline-offset-4 hover:underline"
              >
                <FileText className="size-4" aria-hidden="true" />
                Open the quote PDF
              </a>
            </Section>
          ) : (
            <Section title="What they sent" id="sent-heading">
              {lead.entries.length > 0 ? (
                <dl className="divide-y divide-line">
                  {lead.entries.map((entry) => (
                    <Detail key={entry.label} label={entry.label}>
                      {entry.value}
                    </Detail>
                  ))}
                </dl>
              ) : (
                <p className="text-muted">Nothing beyond the contact details above.</p>
              )}
            </Section>
          )}

          {deposit ? <LeadDepositSection deposit={deposit} notice={loaderData.depositNotice} /> : null}
          {loaderData.stock ? <StockAvailabilityPanel leadId={lead.id} panel={loaderData.stock} /> : null}

          <Section title="Notifications" id="notifications-heading">
            {deliveries.length === 0 ? (
              <p className="text-muted">No notifications were queued for this lead.</p>
            ) : (
              <ul className="divide-y divide-line">
                {deliveries.map((delivery) => (
                  <li key={delivery.id} className="flex flex-wrap items-start justify-between gap-3 py-3">
                    <div>
                      <p className="font-semibold text-navy">
                        {delivery.channel}
                        {delivery.decision ? (
                          <span className="font-normal text-muted"> ({delivery.decision})</span>
                        ) : null}
                      </p>
                      <p className="text-sm" data-delivery-status={delivery.status}>
                        {delivery.description}
                      </p>
                      {delivery.lastError ? (
                        <p className="mt-1 break-words text-sm text-danger">Last error: {delivery.lastError}</p>
                      ) : null}
                    </div>
                    {delivery.retryable ? (
                      <Form method="post">
                        <CsrfField />
                        <input type="hidden" name="intent" value="retry" />
                        <input type="hidden" name="outbox_id" value={delivery.id} />
                        <button
                          type="submit"
                          className="inline-flex items-center gap-2 rounded-lg border-2 border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-lavender"
                        >
                          <RotateCw className="size-4" aria-hidden="true" />
                          Retry {delivery.channel.toLowerCase()}
                        </button>
                      </Form>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            {errorFor("retry") ? (
              <p role="alert" className="mt-3 text-sm font-medium text-danger">
                {errorFor("retry")}
              </p>
            ) : null}
          </Section>
        </div>

        <div className="grid grid-cols-1 content-start gap-6">
          <Section title="Status" id="status-heading">
            <Form method="post" className="grid gap-3">
              <CsrfField />
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="current_status" value={lead.status} />
              <div>
                <label htmlFor="lead-status" className="block text-sm font-semibold text-navy">
                  Move this lead to
                </label>
                <select
                  id="lead-status"
                  name="status"
                  defaultValue={lead.status}
                  aria-invalid={errorFor("status") ? true : undefined}
                  aria-describedby={errorFor("status") ? "lead-status-error" : undefined}
                  className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-3 focus:outline-brand/30"
                >
                  {LEAD_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {LEAD_STATUS_LABELS[status]}
                    </option>
                  ))}
                </select>
                {errorFor("status") ? (
                  <p id="lead-status-error" role="alert" className="mt-1 text-sm font-medium text-red-700">
                    {errorFor("status")}
                  </p>
                ) : null}
              </div>
              <button type="submit" className={buttonClass}>
                Update status
              </button>
            </Form>
          </Section>

          {live && (live.canMarkWon || live.canMarkLost) ? (
            <Section title="Won or lost" id="outcome-heading">
              <Form method="post" className="grid gap-3" data-quote-outcome="">
                <CsrfField />
                <input type="hidden" name="intent" value="quote_outcome" />
                <fieldset>
                  <legend className="text-sm font-semibold text-navy">This job is</legend>
                  <div className="mt-1.5 flex gap-4">
                    {live.canMarkWon ? (
                      <label className="inline-flex items-center gap-2">
                        <input type="radio" name="outcome" value="won" className="size-5" /> Won
                      </label>
                    ) : null}
                    <label className="inline-flex items-center gap-2">
                      <input type="radio" name="outcome" value="lost" className="size-5" /> Lost
                    </label>
                  </div>
                </fieldset>
                <div>
                  <label htmlFor="outcome-reason" className="block text-sm font-semibold text-navy">
                    Why it was lost
                  </label>
                  <select
                    id="outcome-reason"
                    name="reason"
                    defaultValue=""
                    aria-invalid={
                      actionData?.intent === "quote_outcome" && actionData.field === "reason" ? true : undefined
                    }
                    aria-describedby={
                      actionData?.intent === "quote_outcome" && actionData.field === "reason"
                        ? "outcome-error"
                        : undefined
                    }
                    className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-3 focus:outline-brand/30"
                  >
                    <option value="">Not lost, or choose a reason</option>
                    {LOST_REASONS.map((reason) => (
                      <option key={reason} value={reason}>
                        {LOST_REASON_LABELS[reason]}
                      </option>
                    ))}
                  </select>
                </div>
                <div>
                  <label htmlFor="outcome-note" className="block text-sm font-semibold text-navy">
                    In your words (needed for &quot;Other&quot;)
                  </label>
                  <textarea
                    id="outcome-note"
                    name="note"
                    rows={2}
                    className="mt-1.5 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-3 focus:outline-brand/30"
                  />
                </div>
                {errorFor("quote_outcome") ? (
                  <p id="outcome-error" role="alert" className="text-sm font-medium text-red-700">
                    {errorFor("quote_outcome")}
                  </p>
                ) : null}
                <button type="submit" className={buttonClass}>
                  Record the outcome
                </button>
              </Form>
            </Section>
          ) : null}

          <Section title="Add a note" id="note-heading">
            <Form method="post" className="grid gap-3">
              <CsrfField />
              <input type="hidden" name="intent" value="note" />
              <TextAreaField
                formId="lead"
                name="note"
                label="Note for the team"
                required
                rows={4}
                hint={`What was said, what was promised, what happens next. Up to ${NOTE_MAX_LENGTH.toLocaleString("en-US")} characters.`}
                error={errorFor("note")}
              />
              <button type="submit" className={buttonClass}>
                Add note
              </button>
            </Form>
          </Section>

          <Section title="History" id="history-heading">
            <ol className="grid gap-4">
              {timeline.map((entry, index) => (
                <li key={`${entry.at}-${index}`} className="border-l-2 border-brand-light pl-3">
                  <p className="text-xs text-muted">
                    <time dateTime={entry.at}>{entry.when}</time> · {entry.actor}
                  </p>
                  <p className="font-medium text-ink">{entry.text}</p>
                  {entry.note !== undefined ? (
                    <p className="mt-1 whitespace-pre-wrap break-words text-ink">{entry.note}</p>
                  ) : null}
                </li>
              ))}
            </ol>
          </Section>
        </div>
      </div>
    </>
  );
}
