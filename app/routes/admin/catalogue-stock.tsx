// The stock sheet (decision 044): how many of each product and how many
// people we have, which the lead page's availability panel counts against.
// Owners and editors set the numbers; sales read them to promise dates. An
// empty box means the item is not counted, never that we have none. Plain
// HTML forms, one per row, as everywhere in the staff area.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/catalogue-stock";
import { CsrfField } from "#app/features/staff/auth/csrf-field.tsx";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { Button } from "#app/ui/button.tsx";
import { formatSast } from "#app/features/leads/inbox/inbox-view.ts";
import { type StockedKind, stockKey } from "#app/features/catalogue/availability.ts";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { readStaffForm } from "#app/features/staff/accounts/staff-account-forms.ts";
import { STAFF_ROUTES, accessAllows } from "#app/features/staff/staff-roles.ts";
import {
  MAX_QUANTITY_OWNED,
  STOCK_FORM_MESSAGES,
  stockLevelSchema,
} from "#app/features/catalogue/stock/stock-forms.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { stockItemName } from "#app/features/catalogue/stock/stock-availability.server.ts";
import {
  listStockLevels,
  recentStockLevelChanges,
  setStockLevel,
} from "#app/features/catalogue/stock/stock-db.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/catalogue-stock.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = () => staffPageMeta("Stock");

const KIND_HEADINGS: Readonly<Record<StockedKind, string>> = { product: "Equipment", personnel: "People" };

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff({ request, context }, access.loader);
  const { db } = await staffServicesFrom(context);
  const catalogue = catalogueFrom(context).data;
  const [levels, changes] = await Promise.all([listStockLevels(db), recentStockLevelChanges(db)]);
  const byKey = new Map(levels.map((level) => [stockKey(level.kind, level.id), level]));
  const rows = (kind: StockedKind, records: readonly { id: string; name: string }[]) =>
    records.map((record) => {
      const level = byKey.get(stockKey(kind, record.id));
      return {
        kind,
        id: record.id,
        name: record.name,
        owned: level?.owned ?? null,
        changed: level ? `${formatSast(level.updatedAt)} by ${level.updatedBy}` : null,
      };
    });
  const saved = new URL(request.url).searchParams.get("saved");
  return {
    mayEdit: accessAllows(staff.role, access.action),
    groups: [
      { kind: "product" as const, heading: KIND_HEADINGS.product, rows: rows("product", catalogue.products) },
      { kind: "personnel" as const, heading: KIND_HEADINGS.personnel, rows: rows("personnel", catalogue.personnel) },
    ],
    changes: changes.map((change) => ({
      ...change,
      name: stockItemName(stockKey(change.kind, change.id), catalogue),
      when: formatSast(change.at),
    })),
    // Only an item on the sheet is named: the address is not a place for any text to show.
    savedName: [
      ...catalogue.products.map((record) => stockKey("product", record.id)),
      ...catalogue.personnel.map((record) => stockKey("personnel", record.id)),
    ].includes(saved as ReturnType<typeof stockKey>)
      ? stockItemName(saved as ReturnType<typeof stockKey>, catalogue)
      : null,
  };
}

type ActionErrors = { target: string; fieldErrors: FieldErrors; owned: string };

export async function action({ request, context }: Route.ActionArgs) {
  // Sales may read the sheet but not change it (decision 044).
  const staff = await requireStaff({ request, context }, access.action);
  const { db } = await staffServicesFrom(context);
  const form = await request.formData().catch(() => new FormData());
  const target = `${String(form.get("kind") ?? "")}:${String(form.get("id") ?? "")}`;
  const read = readStaffForm(form, stockLevelSchema());
  if (!read.ok)
    return data<ActionErrors>(
      { target, fieldErrors: read.fieldErrors, owned: String(form.get("owned") ?? "") },
      { status: 400 },
    );
  const { kind, id, owned } = read.value;
  const records: readonly { id: string }[] =
    kind === "product" ? catalogueFrom(context).data.products : catalogueFrom(context).data.personnel;
  if (!records.some((record) => record.id === id))
    return data<ActionErrors>(
      { target, fieldErrors: { id: STOCK_FORM_MESSAGES.item }, owned: String(owned ?? "") },
      { status: 404 },
    );
  await setStockLevel(db, { kind, id, owned, staffEmail: staff.email, now: new Date() });
  logInfo("staff.stock_level", { staffId: staff.staffId, kind, id, owned });
  return redirect(`/admin/catalogue/stock?saved=${encodeURIComponent(stockKey(kind, id))}#${kind}-${id}`);
}

const cell = "px-3 py-2 align-top";

export default function StockSheet({ loaderData, actionData }: Route.ComponentProps) {
  const { mayEdit, groups, changes, savedName } = loaderData;
  // grid-cols-1 (minmax(0, 1fr)): the wide tables scroll in their boxes instead of widening the page.
  return (
    <div className="grid grid-cols-1 gap-10">
      <div>
        <h1 className="text-3xl font-extrabold text-navy">Stock</h1>
        <p className="mt-1 max-w-3xl text-muted">
          How many of each item we own. A lead&apos;s page counts these against accepted quotes and holds on the same
          days, including the day before and the day after each hire for delivery and return. Leave a box empty for an
          item we do not count: it is never shown as short.
        </p>
        {mayEdit ? null : (
          <p className="mt-2 text-sm text-muted">You can read the sheet; owners and editors change it.</p>
        )}
        {savedName ? (
          <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-success">
            Saved the quantity owned of {savedName}.
          </p>
        ) : null}
      </div>

      {groups.map((group) => (
        <section key={group.kind} aria-labelledby={`${group.kind}-heading`}>
          <h2 id={`${group.kind}-heading`} className="text-xl font-bold text-navy">
            {group.heading}
          </h2>
          <div
            // relative: the Save buttons' screen-reader words are placed inside the scrolling box, not past the page's edge.
            className="relative mt-4 overflow-x-auto rounded-xl border border-line bg-white"
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard (WCAG 2.1.1)
            tabIndex={0}
            role="region"
            aria-label={`${group.heading}: quantities owned (scroll sideways on a small screen)`}
          >
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-slate-100 text-navy">
                <tr>
                  <th scope="col" className={`${cell} font-semibold`}>
                    Item
                  </th>
                  <th scope="col" className={`${cell} font-semibold`}>
                    Quantity owned
                  </th>
                  <th scope="col" className={`${cell} font-semibold`}>
                    Last changed
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {group.rows.map((row) => {
                  const key = `${row.kind}:${row.id}`;
                  const errors = actionData?.target === key ? actionData.fieldErrors : {};
                  const error = errors.owned ?? errors.id ?? errors.kind;
                  const inputId = `${row.kind}-${row.id}`;
                  return (
                    <tr key={key} data-stock-item={key}>
                      <th scope="row" className={`${cell} font-semibold text-navy`}>
                        {mayEdit ? <label htmlFor={inputId}>{row.name}</label> : row.name}
                      </th>
                      <td className={cell}>
                        {mayEdit ? (
                          <Form method="post" className="flex flex-wrap items-center gap-2" noValidate>
                            <CsrfField />
                            <input type="hidden" name="kind" value={row.kind} />
                            <input type="hidden" name="id" value={row.id} />
                            <input
                              id={inputId}
                              name="owned"
                              type="number"
                              min={0}
                              max={MAX_QUANTITY_OWNED}
                              step={1}
                              inputMode="numeric"
                              defaultValue={actionData?.target === key ? actionData.owned : (row.owned ?? "")}
                              placeholder="Not counted"
                              aria-invalid={error ? true : undefined}
                              aria-describedby={error ? `${inputId}-error` : undefined}
                              className="h-10 w-32 rounded-lg border border-slate-400 bg-white px-3 text-base text-ink focus:border-brand focus:outline-3 focus:outline-brand/30"
                            />
                            <Button type="submit" variant="outline" size="sm">
                              Save<span className="sr-only"> {row.name}</span>
                            </Button>
                            {error ? (
                              <p
                                id={`${inputId}-error`}
                                role="alert"
                                className="w-full text-sm font-medium text-danger"
                              >
                                {error}
                              </p>
                            ) : null}
                          </Form>
                        ) : (
                          <span data-owned="">{row.owned ?? "Not counted"}</span>
                        )}
                      </td>
                      <td className={`${cell} text-muted`}>{row.changed ?? "Never set"}</td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        </section>
      ))}

      <section aria-labelledby="stock-history-heading">
        <h2 id="stock-history-heading" className="text-xl font-bold text-navy">
          Recent changes
        </h2>
        {changes.length === 0 ? (
          <p className="mt-2 text-muted">No quantities have been set yet.</p>
        ) : (
          <ol className="mt-4 grid gap-2 text-sm">
            {changes.map((change) => (
              <li key={`${change.at}-${change.kind}-${change.id}`} className="border-l-2 border-brand-light pl-3">
                <span className="text-muted">
                  {change.when} · {change.by}
                </span>
                <span className="block text-ink">
                  {change.name}: {change.before ?? "not counted"} → {change.after ?? "not counted"}
                </span>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
