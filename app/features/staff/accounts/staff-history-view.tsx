// The history of changes to staff accounts, newest first, as the staff page shows it.
import type { StaffAdminPageData } from "#app/features/staff/accounts/staff-admin-page.server.ts";

const cell = "px-3 py-2 align-top";

export function StaffHistory({ events }: { events: StaffAdminPageData["events"] }) {
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className="text-xl font-bold text-navy">
        History
      </h2>
      {events.length === 0 ? (
        <p className="mt-2 text-muted">No changes yet.</p>
      ) : (
        <table className="mt-4 w-full border-collapse text-left text-sm">
          <caption className="sr-only">The latest changes to staff accounts, newest first</caption>
          <thead>
            <tr className="border-b border-line">
              <th scope="col" className={cell}>
                When
              </th>
              <th scope="col" className={cell}>
                What
              </th>
              <th scope="col" className={cell}>
                Account
              </th>
              <th scope="col" className={cell}>
                By
              </th>
            </tr>
          </thead>
          <tbody>
            {events.map((event, index) => (
              <tr key={index} className="border-b border-line">
                <td className={`${cell} whitespace-nowrap`}>{event.when}</td>
                <td className={cell}>
                  {event.label}
                  {event.detail ? ` (${event.detail})` : ""}
                </td>
                <td className={`${cell} break-all`}>{event.subjectEmail}</td>
                <td className={`${cell} break-all`}>{event.actorEmail}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
