// The lead page's stock panel (decision 044): for the quote's hire dates, each
// line's items with how many we own, how many other accepted quotes and holds
// have out, how many are free, and a warning where the quote asks for more;
// then the quote's hold, placed until a day or released early. Plain HTML
// forms posting to /admin/leads/<id>/stock-hold.
import { Form } from "react-router";
import { TriangleAlert } from "lucide-react";
import { CsrfField } from "#app/features/staff/components.tsx";
import type { LeadStockPanel } from "#app/features/catalogue/stock/stock-availability.server.ts";

const cell = "px-3 py-2 text-right";
const buttonClass =
  "inline-flex h-11 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark";
const outlineButtonClass =
  "inline-flex items-center gap-2 rounded-lg border-2 border-brand px-3 py-1.5 text-sm font-semibold text-brand hover:bg-lavender";

function AvailabilityTable({
  availability,
}: {
  availability: Extract<LeadStockPanel["availability"], { status: "checked" }>;
}) {
  if (availability.lines.every((line) => line.items.length === 0))
    return <p className="mt-3 text-muted">None of this quote&apos;s lines is counted on the stock sheet.</p>;
  return (
    <div
      className="mt-3 overflow-x-auto"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling box must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      role="region"
      aria-label="Stock per line (scroll sideways on a small screen)"
    >
      <table className="w-full min-w-[36rem] text-left text-sm">
        <caption className="sr-only">Stock for each line of the quote on its hire dates</caption>
        <thead className="bg-slate-100 text-navy">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              Item
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Asked
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Owned
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Committed elsewhere
            </th>
            <th scope="col" className={`${cell} font-semibold`}>
              Free
            </th>
          </tr>
        </thead>
        {availability.lines.map((line, index) =>
          line.items.length === 0 ? null : (
            <tbody key={`${index}-${line.name}`} className="border-t border-line">
              <tr>
                <th scope="rowgroup" colSpan={5} className="bg-slate-50 px-3 py-1.5 font-semibold text-navy">
                  {line.name} <span className="font-normal text-muted">({line.kind})</span>
                </th>
              </tr>
              {line.items.map((item) => (
                <tr key={item.name} data-stock-line={item.name} className={item.warning ? "bg-red-50" : undefined}>
                  <th scope="row" className="px-3 py-2 font-normal">
                    {item.name}
                    {item.warning ? (
                      <span className="mt-1 flex items-center gap-1 font-semibold text-danger" data-overbooked="">
                        <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
                        {item.warning}
                      </span>
                    ) : null}
                  </th>
                  <td className={cell}>{item.asked}</td>
                  <td className={cell}>{item.owned ?? "Not counted"}</td>
                  <td className={cell}>{item.committed}</td>
                  <td className={`${cell} font-semibold`}>{item.free ?? "Not counted"}</td>
                </tr>
              ))}
            </tbody>
          ),
        )}
      </table>
    </div>
  );
}

export function StockAvailabilityPanel({ leadId, panel }: { leadId: string; panel: LeadStockPanel }) {
  const { availability, activeHold, pastHolds } = panel;
  const action = `/admin/leads/${leadId}/stock-hold`;
  return (
    <section
      aria-labelledby="stock-heading"
      className="rounded-2xl border border-line bg-white p-6"
      data-stock-panel=""
    >
      <h2 id="stock-heading" className="text-lg font-bold text-navy">
        Stock on the hire dates
      </h2>
      {panel.notice ? (
        <p role="status" className="mt-3 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-success">
          {panel.notice}
        </p>
      ) : null}
      {panel.error ? (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-danger">
          {panel.error}
        </p>
      ) : null}
      {availability.status === "no-date" ? (
        <p className="mt-3 text-muted">This quote has no event date, so its stock cannot be checked or held.</p>
      ) : (
        <>
          <p className="mt-3 text-sm">
            {availability.period}, with the day before and the day after for delivery and return. Counted against other
            accepted quotes and live holds; this quote itself is left out.
          </p>
          {availability.overbooked > 0 ? (
            <p className="mt-3 flex items-center gap-2 rounded-lg bg-red-50 px-4 py-3 font-semibold text-danger">
              <TriangleAlert className="size-5 shrink-0" aria-hidden="true" />
              {availability.overbooked === 1
                ? "1 item is overbooked on these dates."
                : `${availability.overbooked} items are overbooked on these dates.`}
            </p>
          ) : null}
          <AvailabilityTable availability={availability} />

          <h3 className="mt-6 font-bold text-navy">Hold</h3>
          {activeHold ? (
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3" data-active-hold="">
              <p className="text-sm">
                Held until <strong>{activeHold.until}</strong>, placed {activeHold.placedAt} by {activeHold.placedBy}.
              </p>
              <Form method="post" action={action}>
                <CsrfField />
                <input type="hidden" name="intent" value="release" />
                <input type="hidden" name="holdId" value={activeHold.id} />
                <button type="submit" className={outlineButtonClass}>
                  Release the hold
                </button>
              </Form>
            </div>
          ) : (
            <p className="mt-2 text-sm text-muted">
              Not held. A hold makes this quote&apos;s items count as booked on its dates until the day you choose, so
              no one promises them elsewhere while the customer decides.
            </p>
          )}
          <Form method="post" action={action} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
            <CsrfField />
            <input type="hidden" name="intent" value="hold" />
            <div>
              <label htmlFor="stock-held-until" className="block text-sm font-semibold text-navy">
                Hold until (the last day it counts)
              </label>
              <input
                id="stock-held-until"
                name="heldUntil"
                type="date"
                required
                defaultValue={panel.defaultHoldUntil}
                aria-invalid={panel.error ? true : undefined}
                className="mt-1.5 block h-11 rounded-lg border border-slate-400 bg-white px-3 text-base text-ink focus:border-brand focus:outline-3 focus:outline-brand/30"
              />
            </div>
            <button type="submit" className={buttonClass}>
              {activeHold ? "Change the hold" : "Place a hold"}
            </button>
          </Form>
          {pastHolds.length > 0 ? (
            <ul className="mt-4 grid gap-1 text-sm text-muted">
              {pastHolds.map((hold) => (
                <li key={hold.id}>
                  Held until {hold.until}, placed {hold.placedAt} by {hold.placedBy}; {hold.ended}.
                </li>
              ))}
            </ul>
          ) : null}
        </>
      )}
    </section>
  );
}
