// The dashboard's small pieces: a big figure, a table of lead counts linking
// to the inbox, the notifications panel and the latest quote decisions.
import { Link } from "react-router";
import { channelLabel } from "#app/features/leads/inbox/lead-view.ts";
import type { DashboardData } from "#app/features/leads/dashboard/dashboard-data.server.ts";

const DECISION_TEXT: Readonly<Record<string, string>> = {
  discount: "Asked for a discount",
  accept: "Accepted",
  decline: "Declined",
  undecided: "Still deciding",
};

export function Figure({ label, value, href }: { label: string; value: number; href?: string }) {
  const body = (
    <>
      <span className="block text-3xl font-bold text-navy">{value.toLocaleString("en-ZA")}</span>
      <span className="mt-1 block text-sm text-muted">{label}</span>
    </>
  );
  return (
    <li className="rounded-2xl border border-line bg-white p-5">
      {href ? (
        <Link to={href} className="block rounded-md hover:underline">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}

/** A panel of lead counts, each row linking to the inbox filtered to it. */
export function CountTable(props: {
  id: string;
  title: string;
  caption: string;
  column: string;
  rows: { key: string; label: string; href: string; count: number }[];
}) {
  return (
    <section aria-labelledby={props.id} className="rounded-2xl border border-line bg-white p-6">
      <h2 id={props.id} className="text-lg font-bold text-navy">
        {props.title}
      </h2>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">{props.caption}</caption>
        <thead>
          <tr className="text-navy">
            <th scope="col" className="py-2 font-semibold">
              {props.column}
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Leads
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {props.rows.map((row) => (
            <tr key={row.key}>
              <td className="py-2">
                <Link to={row.href} className="text-brand underline-offset-4 hover:underline">
                  {row.label}
                </Link>
              </td>
              <td className="py-2 text-right">{row.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

export function NotificationsPanel({ figures, sendingChannels }: Pick<DashboardData, "figures" | "sendingChannels">) {
  return (
    <section aria-labelledby="delivery-heading" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="delivery-heading" className="text-lg font-bold text-navy">
        Notifications
      </h2>
      <ul className="mt-4 grid grid-cols-3 gap-3 text-center">
        <li className="rounded-xl bg-green-50 p-3">
          <span className="block text-2xl font-bold text-green-900">{figures.outbox.sent}</span>
          <span className="text-sm text-green-900">sent</span>
        </li>
        <li className="rounded-xl bg-amber-50 p-3">
          <span className="block text-2xl font-bold text-amber-900">{figures.outbox.pending}</span>
          <span className="text-sm text-amber-900">pending</span>
        </li>
        <li className="rounded-xl bg-red-50 p-3">
          <span className="block text-2xl font-bold text-red-900">{figures.outbox.failed}</span>
          <span className="text-sm text-red-900">failed</span>
        </li>
      </ul>
      <p className="mt-4 text-sm text-muted">
        {sendingChannels.length > 0
          ? `This server delivers: ${sendingChannels.join(", ")}.`
          : "No delivery channel is configured on this server, so notifications wait in the queue. Set SMTP_URL to send the sales e-mails."}
      </p>
      {Object.entries(figures.pendingByChannel).length > 0 ? (
        <ul className="mt-2 text-sm text-muted">
          {Object.entries(figures.pendingByChannel).map(([channel, count]) => (
            <li key={channel}>
              {channelLabel(channel)}: {count} pending
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function DecisionsPanel({ decisions }: Pick<DashboardData, "decisions">) {
  return (
    <section aria-labelledby="decisions-heading" className="rounded-2xl border border-line bg-white p-6">
      <h2 id="decisions-heading" className="text-lg font-bold text-navy">
        Latest quote decisions
      </h2>
      {decisions.length === 0 ? (
        <p className="mt-4 text-sm text-muted">No visitor has decided on a quote yet.</p>
      ) : (
        <ul className="mt-4 divide-y divide-line text-sm">
          {decisions.map((decision) => (
            <li key={`${decision.quoteNumber}-${decision.createdAt}`} className="py-2">
              <Link
                to={`/admin/leads/${decision.leadId}`}
                className="font-semibold text-brand underline-offset-4 hover:underline"
              >
                {decision.quoteNumber}
              </Link>{" "}
              {decision.contactName}: {DECISION_TEXT[decision.requestType] ?? decision.requestType}
              <span className="block text-muted">
                <time dateTime={decision.createdAt}>{decision.when}</time>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
