// The catalogue editor's lists (issue 24): every kind with each item's price
// (from cost or set by staff), whether it is hidden and its last change, and
// hide/show without deleting. Plain HTML forms, as everywhere in the staff area.
import { Form, Link, data, redirect } from "react-router";
import type { Route } from "./+types/catalogue";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { CsrfField } from "#app/features/staff/auth/csrf-field.tsx";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { Button } from "#app/ui/button.tsx";
import { isCatalogueEditKind } from "#app/features/catalogue/editor/catalogue-editing.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { catalogueOverview, moveItem, setItemHidden } from "#app/features/catalogue/editor/editor.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/catalogue.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Catalogue");

const NOTICES: Readonly<Record<string, string>> = {
  hidden: "Hidden: it no longer shows on the public site. Nothing was deleted.",
  shown: "Shown again on the public site.",
  moved: "Moved: the public lists show the new order.",
};

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db } = await staffServicesFrom(context);
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    ...(await catalogueOverview(db)),
    notice: notice && Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const { db } = await staffServicesFrom(context);
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  const kind = form.get("kind");
  const itemId = String(form.get("itemId") ?? "");
  if (!isCatalogueEditKind(kind) || !["hide", "show", "up", "down"].includes(String(intent)))
    return data({ error: "This form's action is not one the page knows. Reload the page." }, { status: 400 });
  if (intent === "up" || intent === "down") {
    const moved = await moveItem(db, { kind, itemId, direction: intent, staffEmail: staff.email, now: new Date() });
    if (moved.status === "missing")
      return data({ error: "Item: this item no longer exists. Reload the page." }, { status: 404 });
    return redirect(`/admin/catalogue?notice=moved#${kind}-${itemId}`);
  }
  const result = await setItemHidden(db, {
    kind,
    itemId,
    hidden: intent === "hide",
    staffEmail: staff.email,
    now: new Date(),
  });
  if (result.status === "missing")
    return data({ error: "Item: this item no longer exists. Reload the page." }, { status: 404 });
  logInfo("catalogue.visibility", { staffId: staff.staffId, kind, itemId, hidden: intent === "hide" });
  return redirect(`/admin/catalogue?notice=${intent === "hide" ? "hidden" : "shown"}#${kind}-${itemId}`);
}

const cell = "px-3 py-2 align-top";

export default function CatalogueEditor({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="grid gap-10">
      <div>
        <h1 className="text-3xl font-extrabold text-navy">Catalogue</h1>
        <p className="mt-1 max-w-3xl text-muted">
          Everything the public catalogue lists. Saving an item stores a draft you can preview; the public site changes
          only when you publish it. Hiding an item takes it off the site without deleting it. Every published change is
          in the{" "}
          <Link to="/admin/catalogue/audit" className="font-semibold text-brand underline">
            audit log
          </Link>
          .
        </p>
        {loaderData.notice ? (
          <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-success">
            {loaderData.notice}
          </p>
        ) : null}
        {actionData?.error ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-danger">
            {actionData.error}
          </p>
        ) : null}
        {loaderData.newDrafts.length > 0 ? (
          <section aria-labelledby="new-drafts-heading" className="mt-6 rounded-xl border border-amber bg-white p-4">
            <h2 id="new-drafts-heading" className="font-bold text-navy">
              New items waiting to be published
            </h2>
            <ul className="mt-2 grid gap-1 text-sm">
              {loaderData.newDrafts.map((draft) => (
                <li key={`${draft.kind}-${draft.id}`}>
                  <Link
                    to={`/admin/catalogue/${draft.path}/${draft.id}`}
                    className="font-semibold text-brand underline"
                  >
                    {draft.name}
                  </Link>{" "}
                  <span className="text-muted">saved {draft.saved}</span>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>

      {loaderData.kinds.map((section) => (
        <section key={section.kind} aria-labelledby={`${section.kind}-heading`}>
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id={`${section.kind}-heading`} className="text-xl font-bold text-navy">
              {section.title} <span className="text-base font-normal text-muted">({section.rows.length})</span>
            </h2>
            <Link
              to={`/admin/catalogue/${section.path}/new`}
              className="rounded-md border border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-brand hover:text-white"
            >
              Add a new {section.one.toLowerCase()}
            </Link>
          </div>
          <div className="mt-3 overflow-x-auto rounded-xl border border-line bg-white">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-100 text-navy">
                <tr>
                  <th scope="col" className={cell}>
                    Name
                  </th>
                  <th scope="col" className={cell}>
                    Hire price
                  </th>
                  <th scope="col" className={cell}>
                    On the site
                  </th>
                  <th scope="col" className={cell}>
                    Last change
                  </th>
                  <th scope="col" className={cell}>
                    <span className="sr-only">Hide, show or move</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {section.rows.map((row, index) => (
                  <tr key={row.id} id={`${section.kind}-${row.id}`} className="border-t border-line">
                    <td className={cell}>
                      <Link
                        to={`/admin/catalogue/${section.path}/${row.id}`}
                        className="font-semibold text-brand underline"
                      >
                        {row.name}
                      </Link>
                      {row.hasDraft ? (
                        <span className="ml-2 rounded bg-amber px-1.5 py-0.5 text-xs font-bold text-ink">Draft</span>
                      ) : null}
                    </td>
                    <td className={cell}>{row.price}</td>
                    <td className={cell}>{row.hidden ? "Hidden" : "Shown"}</td>
                    <td className={cell}>{row.lastChange}</td>
                    <td className={cell}>
                      <Form method="post" className="flex flex-wrap gap-2">
                        <CsrfField />
                        <input type="hidden" name="kind" value={section.kind} />
                        <input type="hidden" name="itemId" value={row.id} />
                        <Button
                          type="submit"
                          name="intent"
                          value={row.hidden ? "show" : "hide"}
                          variant="outline"
                          size="sm"
                        >
                          {row.hidden ? "Show" : "Hide"}
                          <span className="sr-only"> {row.name}</span>
                        </Button>
                        {index > 0 ? (
                          <Button type="submit" name="intent" value="up" variant="outline" size="sm">
                            Move up<span className="sr-only"> {row.name}</span>
                          </Button>
                        ) : null}
                        {index < section.rows.length - 1 ? (
                          <Button type="submit" name="intent" value="down" variant="outline" size="sm">
                            Move down<span className="sr-only"> {row.name}</span>
                          </Button>
                        ) : null}
                      </Form>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ))}
    </div>
  );
}
