// The catalogue's audit log (issue 24): every published change, who made it
// and when, and each changed field before and after.
import { Link } from "react-router";
import type { AuditView } from "#app/features/catalogue/editor/editor.server.ts";
import type { AuditLogPageData } from "#app/features/catalogue/editor/audit-log-page.server.ts";

const cell = "px-3 py-2 align-top";

function ChangedFields({ entry }: { entry: AuditView }) {
  return (
    <div className="mt-3 overflow-x-auto">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">
          Fields changed on {entry.name}, {entry.when}
        </caption>
        <thead className="bg-slate-100 text-navy">
          <tr>
            <th scope="col" className={cell}>
              Field
            </th>
            <th scope="col" className={cell}>
              Before
            </th>
            <th scope="col" className={cell}>
              After
            </th>
          </tr>
        </thead>
        <tbody>
          {entry.changes.map((change) => (
            <tr key={change.field} className="border-t border-line">
              <th scope="row" className={`${cell} font-semibold`}>
                {change.field}
              </th>
              <td className={cell}>{change.before}</td>
              <td className={cell}>{change.after}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AuditEntry({ entry }: { entry: AuditView }) {
  return (
    <li className="rounded-xl border border-line bg-white p-4">
      <h2 className="font-bold text-navy">
        {entry.action}: {entry.kindTitle.toLowerCase()}{" "}
        <Link to={`/admin/catalogue/${entry.path}/${entry.itemId}`} className="text-brand underline">
          {entry.name}
        </Link>
      </h2>
      <p className="text-sm text-muted">
        {entry.when} by {entry.who}
      </p>
      {entry.changes.length > 0 ? <ChangedFields entry={entry} /> : null}
    </li>
  );
}

export function AuditLog({ page }: { page: AuditLogPageData }) {
  return (
    <div className="grid gap-6">
      <div>
        <p className="text-sm">
          <Link to="/admin/catalogue" className="font-semibold text-brand underline">
            Catalogue
          </Link>
        </p>
        <h1 className="mt-1 text-3xl font-extrabold text-navy">Catalogue audit log</h1>
        <p className="mt-1 max-w-3xl text-muted">
          Every change published to the catalogue, newest first (the latest {page.shown}): who made it, when (South
          African time), and each changed field before and after.
        </p>
      </div>
      {page.entries.length === 0 ? (
        <p>No changes have been published since the catalogue was imported from the content files.</p>
      ) : (
        <ol className="grid gap-4">
          {page.entries.map((entry) => (
            <AuditEntry key={entry.id} entry={entry} />
          ))}
        </ol>
      )}
    </div>
  );
}
