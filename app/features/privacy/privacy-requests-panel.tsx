// The inbox's list of confirmed privacy requests still to be answered, each
// with its due date (30 days from confirmation), the soonest first.
import { Link } from "react-router";

export interface PrivacyRequestRow {
  id: string;
  typeLabel: string;
  name: string;
  email: string | null;
  confirmed: string;
  due: string;
  daysLeft: number;
  overdue: boolean;
}

export function PrivacyRequestsPanel({ requests }: { requests: readonly PrivacyRequestRow[] }) {
  if (requests.length === 0) return null;
  return (
    <section
      aria-labelledby="privacy-requests-heading"
      className="mt-6 rounded-2xl border-2 border-amber-300 bg-amber-50 p-5"
    >
      <h2 id="privacy-requests-heading" className="text-lg font-bold text-navy">
        Privacy requests to answer ({requests.length})
      </h2>
      <p className="mt-1 text-sm text-ink">
        POPIA gives us 30 days from confirmation. Open a request to export or erase what we hold.
      </p>
      <ul className="mt-3 grid gap-2">
        {requests.map((request) => (
          <li key={request.id} className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <Link to={`/admin/privacy-requests/${request.id}`} className="font-semibold text-brand underline">
              {request.typeLabel}: {request.name}
            </Link>
            <span className="text-sm text-muted">{request.email}</span>
            <span className="text-sm text-muted">confirmed {request.confirmed}</span>
            <strong className={`text-sm ${request.overdue ? "text-danger" : "text-navy"}`}>
              Due {request.due}
              {request.overdue ? " (overdue)" : ` (${request.daysLeft} days left)`}
            </strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
