// The outbox at /admin/emails: every message the site queued, newest first,
// with a filter by state, pages of 50, and one message in full: a sent e-mail
// as it went (its HTML part in a frame sandboxed with no permissions at all,
// its text part as text), anything else as its row holds it (text; React
// escapes it). The filter is a plain GET form: this page loads no React in
// the browser.
import { Link } from "react-router";
import type { OutboxListed, OutboxPageData } from "#app/features/staff/emails/outbox-page.server.ts";
import { OUTBOX_STATES, OUTBOX_STATE_LABELS, outboxSearch } from "#app/features/staff/emails/outbox-view.ts";
import { EmailParts } from "#app/features/staff/emails/email-parts-view.tsx";

const STATE_CLASSES = {
  waiting: "bg-amber-100 text-amber-900",
  retrying: "bg-orange-100 text-orange-900",
  sent: "bg-green-100 text-green-900",
  failed: "bg-red-100 text-red-900",
} as const;

function MessageRow({ message, state }: { message: OutboxListed; state: OutboxPageData["state"] }) {
  return (
    <tr className="border-t border-line align-top">
      <td className="py-2 pr-3">
        <Link
          to={outboxSearch({ state: state ?? undefined, message: message.id })}
          className="font-semibold text-brand underline-offset-4 hover:underline"
        >
          {message.title}
        </Link>
      </td>
      <td className="whitespace-nowrap py-2 pr-3">{message.recipient}</td>
      <td className={`min-w-[12rem] py-2 pr-3 ${message.subjectSent ? "" : "text-muted"}`}>{message.subject}</td>
      <td className="py-2 pr-3">
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASSES[message.state]}`}>
          {message.stateLabel}
        </span>
        {message.attempts > 0 ? <span className="block text-xs text-muted">{message.attempts} attempts</span> : null}
      </td>
      <td className="py-2 pr-3 text-sm">
        Queued {message.queuedAt}
        {message.sentAt ? <span className="block">Sent {message.sentAt}</span> : null}
        {message.nextAttemptAt ? <span className="block text-muted">Next try {message.nextAttemptAt}</span> : null}
      </td>
    </tr>
  );
}

type Chosen = NonNullable<OutboxPageData["chosen"]>;

function ChosenFacts({ chosen }: { chosen: Chosen }) {
  return (
    <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      <dt className="font-semibold">To</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{chosen.recipient}</dd>
      <dt className="font-semibold">Subject</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{chosen.subject}</dd>
      <dt className="font-semibold">State</dt>
      <dd>
        {chosen.stateLabel}
        {chosen.attempts > 0 ? ` after ${chosen.attempts} ${chosen.attempts === 1 ? "attempt" : "attempts"}` : ""}
        {chosen.lastError ? ` · last error: ${chosen.lastError}` : ""}
      </dd>
      <dt className="font-semibold">Time</dt>
      <dd>
        Queued {chosen.queuedAt}
        {chosen.sentAt ? ` · sent ${chosen.sentAt}` : ""}
        {chosen.nextAttemptAt ? ` · next try ${chosen.nextAttemptAt}` : ""}
      </dd>
      {chosen.sent?.attachments ? (
        <>
          <dt className="font-semibold">Attached</dt>
          <dd className="min-w-0 [overflow-wrap:anywhere]">{chosen.sent.attachments.join(", ")}</dd>
        </>
      ) : null}
    </dl>
  );
}

function ChosenMessage({ chosen }: { chosen: Chosen }) {
  return (
    <section aria-labelledby="outbox-message" className="mt-6 rounded-2xl border border-line bg-white p-6">
      <h3 id="outbox-message" className="text-lg font-bold text-navy">
        {chosen.title} to {chosen.recipient}
      </h3>
      <ChosenFacts chosen={chosen} />
      {chosen.sent ? (
        <>
          <p className="mt-3 text-sm">
            The e-mail as it was sent. Links that would act for the recipient (sign in, confirm, open their quote) are
            kept as WITHHELD.
          </p>
          <EmailParts
            subject={chosen.sent.subject}
            html={chosen.sent.html}
            text={chosen.sent.text}
            idPrefix="outbox-sent"
            headingSuffix=" as sent"
            headingLevel="h4"
            // No permissions at all: this is what really went out, with what customers typed in it.
            sandbox=""
            sectionClassName="mt-6"
          />
        </>
      ) : (
        <>
          <p className="mt-3 text-sm">
            What the outbox holds for this message, as stored; the e-mail is drawn from it when it is sent (the samples
            above show how each kind looks).
          </p>
          <pre className="mt-3 max-h-[32rem] overflow-auto whitespace-pre-wrap break-words rounded-md bg-slate-50 p-3 text-xs">
            {chosen.stored}
          </pre>
        </>
      )}
    </section>
  );
}

export function OutboxSection({ outbox }: { outbox: OutboxPageData }) {
  const { state, page, pageCount, total, messages } = outbox;
  return (
    <section aria-labelledby="outbox-heading" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="outbox-heading" className="text-2xl font-bold text-navy">
        Outbox
      </h2>
      <p className="mt-1 text-sm text-muted">Every message the site has queued, newest first ({total}).</p>
      <form method="get" className="mt-4 flex flex-wrap items-end gap-3" aria-label="Filter the outbox">
        <div>
          <label htmlFor="outbox-state" className="block text-sm font-semibold text-navy">
            State
          </label>
          <select
            id="outbox-state"
            name="state"
            defaultValue={state ?? ""}
            className="mt-1.5 rounded-lg border border-slate-400 bg-white px-3 py-2 text-base"
          >
            <option value="">All</option>
            {OUTBOX_STATES.map((option) => (
              <option key={option} value={option}>
                {OUTBOX_STATE_LABELS[option]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="h-11 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark">
          Show
        </button>
      </form>
      {messages.length === 0 ? (
        <p className="mt-4">No messages{state ? ` in this state` : ""}.</p>
      ) : (
        <div className="mt-4 overflow-x-auto">
          <table className="w-full min-w-[48rem] text-left text-sm [overflow-wrap:normal]">
            <caption className="sr-only">Outbox messages, newest first</caption>
            <thead>
              <tr>
                <th scope="col" className="py-2 pr-3">
                  Message
                </th>
                <th scope="col" className="py-2 pr-3">
                  To
                </th>
                <th scope="col" className="py-2 pr-3">
                  Subject
                </th>
                <th scope="col" className="py-2 pr-3">
                  State
                </th>
                <th scope="col" className="py-2 pr-3">
                  Time
                </th>
              </tr>
            </thead>
            <tbody>
              {messages.map((message) => (
                <MessageRow key={message.id} message={message} state={state} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pageCount > 1 ? (
        <nav aria-label="Outbox pages" className="mt-4 flex gap-4">
          {page > 1 ? <Link to={outboxSearch({ state: state ?? undefined, page: page - 1 })}>Newer</Link> : null}
          <span>
            Page {page} of {pageCount}
          </span>
          {page < pageCount ? (
            <Link to={outboxSearch({ state: state ?? undefined, page: page + 1 })}>Older</Link>
          ) : null}
        </nav>
      ) : null}
      {outbox.chosen ? <ChosenMessage chosen={outbox.chosen} /> : null}
    </section>
  );
}

/** Said at the top of the page when this site has no SMTP server set: nothing leaves the outbox. */
export function EmailNotConfigured() {
  return (
    <p role="status" className="mb-6 rounded-lg bg-amber-50 px-4 py-3 font-medium text-amber-900" data-email-off="">
      E-mail is not configured on this site (no SMTP server is set), so no e-mail is sent: messages wait in the outbox
      below and go out once SMTP_URL is set.
    </p>
  );
}
