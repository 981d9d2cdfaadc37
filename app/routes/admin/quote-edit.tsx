// /admin/leads/:leadId/quote/edit: staff make the next version of a quote
// (decision 039). A plain form (no script): every line's quantity, hours,
// price and discount, remove a line, add one from the catalogue or a custom
// one, the overall discount, delivery and a note to the customer, checked
// with quoteRevisionSchema. Saving makes the next version (or rewrites the
// unsent draft); the page then shows what changed against the version the
// customer has, and sends the draft once staff are sure.
import { ArrowLeft, Send } from "lucide-react";
import { data, Form, Link, redirect } from "react-router";
import type { Route } from "./+types/quote-edit";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { CsrfField } from "#app/features/staff/auth/csrf-field.tsx";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { FIELD_ERROR_CLASS, FORM_ALERT_CLASS, errorIdOf } from "#app/ui/forms/form-classes.ts";
import { QuoteDiffView } from "#app/features/quotes/versions/quote-diff-table.tsx";
import { DELIVERY_ZONES } from "#app/features/quotes/delivery.ts";
import { formatSast } from "#app/features/leads/inbox/inbox-view.ts";
import { formatCents } from "#app/platform/format/money.ts";
import {
  CUSTOM_LINE,
  EDITOR_FIELDS,
  centsToRandText,
  editorErrors,
  readEditorForm,
} from "#app/features/quotes/editor/quote-editor.ts";
import { DEFAULT_QUOTE_VALIDITY_DAYS, quoteValidUntil } from "#app/features/quotes/quote-expiry.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import { QUOTE_STATUS_LABELS, currentQuoteStatus, staffMayMove } from "#app/features/quotes/quote-status.ts";
import { currentVersionOf, draftVersionOf, versionChanges } from "#app/features/quotes/versions/quote-versions.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { getLead } from "#app/features/leads/leads-db.server.ts";
import { quoteNumberForLead } from "#app/features/leads/inbox/lead-admin.server.ts";
import { getQuoteByNumber } from "#app/features/quotes/quotes-db.server.ts";
import {
  listQuoteVersions,
  saveQuoteVersion,
  sendQuoteVersion,
} from "#app/features/quotes/versions/quote-versions-db.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { catalogueFrom } from "#app/features/catalogue/catalogue-context.server.ts";
import { catalogueChoices, catalogueLine } from "#app/features/quotes/editor/quote-editor.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/quote-edit.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `Edit quote ${loaderData.quoteNumber}` : "Edit quote");

const NO_QUOTE = "There is no quote on this lead. It may have been mistyped.";

async function quoteOfLead(context: Route.LoaderArgs["context"], leadId: string) {
  const { db } = await staffServicesFrom(context);
  const lead = await getLead(db, leadId);
  const quoteNumber = lead?.kind === "quote" ? await quoteNumberForLead(db, lead.id) : undefined;
  const stored = quoteNumber ? await getQuoteByNumber(db, quoteNumber) : undefined;
  if (!lead || !stored) throw data(NO_QUOTE, { status: 404 });
  const versions = await listQuoteVersions(db, stored.id);
  const current = currentVersionOf(versions);
  if (!current) throw data(NO_QUOTE, { status: 404 });
  const draft = draftVersionOf(versions);
  return { db, lead, stored, versions, current, draft, base: draft ?? current };
}

export async function loader({ params, context, request }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { lead, stored, versions, current, draft, base } = await quoteOfLead(context, params.leadId);
  const changes = versionChanges(versions);
  const changeOf = (version: number) => changes.find((change) => change.version === version)?.diff ?? null;
  const status = currentQuoteStatus(stored.quote.status, stored.quote.validUntil, new Date());
  const notice = new URL(request.url).searchParams.get("notice");
  return {
    leadId: lead.id,
    title: lead.fullName ?? lead.email ?? "Lead without a name",
    quoteNumber: stored.quote.quoteNumber,
    statusLabel: QUOTE_STATUS_LABELS[status],
    // Accepted, won or lost quotes take no new version (staffMayMove).
    canSend: staffMayMove("revised", status),
    current: { version: current.version, sentAt: current.sentAt ? formatSast(current.sentAt) : null },
    draft: draft
      ? { version: draft.version, savedBy: draft.createdBy ?? "", savedAt: formatSast(draft.createdAt) }
      : null,
    // What the customer would see changed: the draft against the version they have.
    diff: draft ? changeOf(draft.version) : null,
    // With no draft, what the customer's version changed, so the next one starts from it knowingly.
    currentDiff: draft ? null : changeOf(current.version),
    base: {
      version: base.version,
      lines: base.document.lines.map((line) => ({
        name: line.name,
        hourlyRate: line.hourlyRate,
        quantity: line.quantity,
        hours: line.hours ?? null,
        price: centsToRandText(line.unitPriceCents),
        discount: line.discountAmountCents
          ? `${formatCents(line.discountAmountCents)} off`
          : line.discountPercentage
            ? `${Math.round(line.discountPercentage * 10_000) / 100}% off`
            : null,
      })),
      overallDiscount: base.document.overallDiscount
        ? base.document.overallDiscount.percent !== undefined
          ? `${base.document.overallDiscount.percent}% off`
          : `${formatCents(base.document.overallDiscount.amountCents)} off`
        : null,
      delivery: base.document.delivery
        ? base.document.delivery.method === "collection"
          ? "Collection by the customer"
          : `${base.document.delivery.zoneName ?? base.document.delivery.zone}: ${formatCents(base.document.delivery.feeCents)}`
        : "Not chosen",
      note: base.document.noteToCustomer ?? "",
      total: formatCents(base.document.totalCents),
    },
    catalogue: catalogueChoices(catalogueFrom(context)),
    zones: DELIVERY_ZONES.map((zone) => ({ id: zone.id, label: `${zone.name} (${formatCents(zone.feeCents)})` })),
    notice: notice === "saved" ? "Version saved. Check what changed below, then send it to the customer." : null,
  };
}

type ActionData = { errors: Record<string, string>; values: Record<string, string> };

export async function action({ params, context, request }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const services = await staffServicesFrom(context);
  const { db, lead, stored, draft, base } = await quoteOfLead(context, params.leadId);
  const form = await request.formData();
  const intent = form.get("intent");

  if (intent === "send") {
    const version = Number(form.get("version"));
    const result = await sendQuoteVersion(db, {
      quoteId: stored.id,
      version,
      staffEmail: staff.email,
      channels: services.sendingChannels.includes("customer_email") ? ["customer_email"] : [],
    });
    if (result.status === "sent" || result.status === "already_sent") {
      if (result.status === "sent") {
        logInfo("staff.quote_version_sent", { leadId: lead.id, version, staffId: staff.staffId });
        services.kickOutbox();
      }
      return redirect(`/admin/leads/${lead.id}?notice=version_sent`);
    }
    const message =
      result.status === "superseded"
        ? `Version ${result.latest} was saved since; send that one.`
        : result.status === "not_allowed"
          ? `This quote is ${QUOTE_STATUS_LABELS[result.quoteStatus].toLowerCase()}, so it takes no new version.`
          : "There is no such version to send.";
    return data<ActionData>({ errors: { send: message }, values: {} }, { status: 409 });
  }

  const values: Record<string, string> = {};
  for (const [name, value] of form) if (typeof value === "string") values[name] = value;
  const catalogue = catalogueFrom(context);
  const read = readEditorForm(form, base.document, (type, id) => catalogueLine(catalogue, type, id));
  if (Object.keys(read.errors).length > 0) return data<ActionData>({ errors: read.errors, values }, { status: 400 });
  const now = new Date();
  const revision = reviseQuote(base.document, read.edits, {
    revisedAt: now.toISOString(),
    validUntil: quoteValidUntil(now, DEFAULT_QUOTE_VALIDITY_DAYS),
  });
  if (!revision.ok) {
    return data<ActionData>({ errors: editorErrors(revision.errors, read.rows), values }, { status: 400 });
  }
  const saved = await saveQuoteVersion(db, {
    quoteId: stored.id,
    document: revision.document,
    staffEmail: staff.email,
    ...(draft ? { replacesDraft: draft.version } : {}),
    now,
  });
  if (saved.status === "not_found") throw data(NO_QUOTE, { status: 404 });
  if (saved.status === "immutable") {
    return data<ActionData>(
      {
        errors: { form: `Version ${saved.version} was sent meanwhile; open the editor again to make the next one.` },
        values,
      },
      { status: 409 },
    );
  }
  logInfo("staff.quote_version_saved", { leadId: lead.id, version: saved.version, staffId: staff.staffId });
  return redirect(`/admin/leads/${lead.id}/quote/edit?notice=saved`);
}

const inputClass =
  "mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-base text-ink focus:border-brand focus:outline-3 focus:outline-brand/30 aria-invalid:border-red-700";
const labelClass = "block text-sm font-semibold text-navy";
const buttonClass =
  "inline-flex h-11 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark";

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <p id={errorIdOf(id)} className={FIELD_ERROR_CLASS}>
      {message}
    </p>
  ) : null;
}

export default function QuoteEditPage({ loaderData, actionData }: Route.ComponentProps) {
  const { base, draft, diff, currentDiff, current, catalogue, zones, notice, canSend } = loaderData;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values;
  const value = (name: string, fallback: string) => values?.[name] ?? fallback;
  const invalid = (name: string) => (errors[name] ? { "aria-invalid": true, "aria-describedby": errorIdOf(name) } : {});
  const errorList = Object.entries(errors).filter(([name]) => name !== "send");
  return (
    <>
      <Link
        to={`/admin/leads/${loaderData.leadId}`}
        className="inline-flex items-center gap-1 font-semibold text-brand underline-offset-4 hover:underline"
      >
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to the lead
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-navy">Edit quote {loaderData.quoteNumber}</h1>
      <p className="mt-1 text-muted">
        {loaderData.title}. Status: {loaderData.statusLabel}. The customer has version {current.version}
        {current.sentAt ? `, sent ${current.sentAt}` : ""}.
      </p>
      {notice ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 font-medium text-success">
          {notice}
        </p>
      ) : null}

      {draft && diff ? (
        <section aria-labelledby="draft-heading" className="mt-6 rounded-2xl border border-line bg-white p-6">
          <h2 id="draft-heading" className="text-lg font-bold text-navy">
            Draft version {draft.version}, not sent yet
          </h2>
          <p className="mt-1 text-sm text-muted">
            Saved by {draft.savedBy}, {draft.savedAt}. What the customer will see changed from version {current.version}
            :
          </p>
          <QuoteDiffView diff={diff} headingLevel={3} className="mt-4" />
          {canSend ? (
            <Form method="post" className="mt-4">
              <CsrfField />
              <input type="hidden" name="intent" value="send" />
              <input type="hidden" name="version" value={draft.version} />
              <button type="submit" className={buttonClass}>
                <Send className="size-4" aria-hidden="true" />
                Send version {draft.version} to the customer
              </button>
            </Form>
          ) : (
            <p className="mt-4 font-medium text-navy">
              This quote is closed ({loaderData.statusLabel}): it cannot be sent a new version.
            </p>
          )}
          {errors.send ? (
            <p role="alert" className={`mt-3 ${FORM_ALERT_CLASS}`}>
              {errors.send}
            </p>
          ) : null}
        </section>
      ) : null}

      {currentDiff ? (
        <section
          aria-labelledby="current-heading"
          className="mt-6 rounded-2xl border border-line bg-white p-6"
          data-current-diff=""
        >
          <h2 id="current-heading" className="text-lg font-bold text-navy">
            Version {current.version}, as the customer has it
          </h2>
          <QuoteDiffView diff={currentDiff} headingLevel={3} className="mt-4" />
        </section>
      ) : null}

      <section aria-labelledby="editor-heading" className="mt-6 rounded-2xl border border-line bg-white p-6">
        <h2 id="editor-heading" className="text-lg font-bold text-navy">
          {draft ? `Change draft version ${draft.version}` : `Make version ${current.version + 1}`}
        </h2>
        <p className="mt-1 text-sm text-muted">
          Starting from version {base.version} (total {base.total}). Prices in rand, excluding VAT. Saving does not send
          anything.
        </p>
        {errorList.length > 0 ? (
          <div role="alert" className={`mt-4 ${FORM_ALERT_CLASS}`}>
            <p>Please correct the following:</p>
            <ul className="mt-1 ml-5 list-disc">
              {errorList.map(([name, message]) => (
                <li key={name}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
        <Form method="post" className="mt-4 grid gap-6" noValidate>
          <CsrfField />
          <input type="hidden" name="intent" value="save" />
          {base.lines.map((line, index) => {
            const row = `line-${index}`;
            return (
              <fieldset key={`${index}-${line.name}`} className="grid gap-3 rounded-xl border border-line p-4">
                <legend className="px-1 font-semibold text-navy">{line.name}</legend>
                <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
                  <div>
                    <label htmlFor={EDITOR_FIELDS.quantity(row)} className={labelClass}>
                      {line.hourlyRate ? "People" : "Quantity"}
                    </label>
                    <input
                      id={EDITOR_FIELDS.quantity(row)}
                      name={EDITOR_FIELDS.quantity(row)}
                      inputMode="numeric"
                      defaultValue={value(EDITOR_FIELDS.quantity(row), String(line.quantity))}
                      className={inputClass}
                      {...invalid(EDITOR_FIELDS.quantity(row))}
                    />
                    <FieldError id={EDITOR_FIELDS.quantity(row)} message={errors[EDITOR_FIELDS.quantity(row)]} />
                  </div>
                  {line.hourlyRate ? (
                    <div>
                      <label htmlFor={EDITOR_FIELDS.hours(row)} className={labelClass}>
                        Hours each
                      </label>
                      <input
                        id={EDITOR_FIELDS.hours(row)}
                        name={EDITOR_FIELDS.hours(row)}
                        inputMode="numeric"
                        defaultValue={value(EDITOR_FIELDS.hours(row), String(line.hours ?? ""))}
                        className={inputClass}
                        {...invalid(EDITOR_FIELDS.hours(row))}
                      />
                      <FieldError id={EDITOR_FIELDS.hours(row)} message={errors[EDITOR_FIELDS.hours(row)]} />
                    </div>
                  ) : null}
                  <div>
                    <label htmlFor={EDITOR_FIELDS.price(row)} className={labelClass}>
                      Unit price (R{line.hourlyRate ? " an hour" : " a day"})
                    </label>
                    <input
                      id={EDITOR_FIELDS.price(row)}
                      name={EDITOR_FIELDS.price(row)}
                      inputMode="decimal"
                      defaultValue={value(EDITOR_FIELDS.price(row), line.price)}
                      className={inputClass}
                      {...invalid(EDITOR_FIELDS.price(row))}
                    />
                    <FieldError id={EDITOR_FIELDS.price(row)} message={errors[EDITOR_FIELDS.price(row)]} />
                  </div>
                  <DiscountFields
                    row={row}
                    current={line.discount}
                    value={value}
                    error={errors[EDITOR_FIELDS.discount(row)]}
                  />
                </div>
                <label className="inline-flex items-center gap-2 text-sm font-semibold text-navy">
                  <input
                    type="checkbox"
                    name={EDITOR_FIELDS.remove(index)}
                    defaultChecked={values ? Boolean(values[EDITOR_FIELDS.remove(index)]) : false}
                    className="size-5"
                  />
                  Remove {line.name} from the quote
                </label>
              </fieldset>
            );
          })}

          <fieldset className="grid gap-3 rounded-xl border border-dashed border-slate-400 p-4">
            <legend className="px-1 font-semibold text-navy">Add a line (optional)</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <div>
                <label htmlFor={EDITOR_FIELDS.newItem} className={labelClass}>
                  Item
                </label>
                <select
                  id={EDITOR_FIELDS.newItem}
                  name={EDITOR_FIELDS.newItem}
                  defaultValue={value(EDITOR_FIELDS.newItem, "")}
                  className={inputClass}
                  {...invalid(EDITOR_FIELDS.newItem)}
                >
                  <option value="">No new line</option>
                  <option value={CUSTOM_LINE}>A custom line (name and price below)</option>
                  {catalogue.map((group) => (
                    <optgroup key={group.label} label={group.label}>
                      {group.options.map((option) => (
                        <option key={option.value} value={option.value}>
                          {option.label}
                        </option>
                      ))}
                    </optgroup>
                  ))}
                </select>
                <FieldError id={EDITOR_FIELDS.newItem} message={errors[EDITOR_FIELDS.newItem]} />
              </div>
              <div>
                <label htmlFor={EDITOR_FIELDS.newName} className={labelClass}>
                  Name of a custom line
                </label>
                <input
                  id={EDITOR_FIELDS.newName}
                  name={EDITOR_FIELDS.newName}
                  defaultValue={value(EDITOR_FIELDS.newName, "")}
                  className={inputClass}
                  {...invalid(EDITOR_FIELDS.newName)}
                />
                <FieldError id={EDITOR_FIELDS.newName} message={errors[EDITOR_FIELDS.newName]} />
              </div>
              {(["quantity", "hours", "price"] as const).map((part) => {
                const name = EDITOR_FIELDS[part]("new");
                const label = {
                  quantity: "Quantity (people for a line by the hour)",
                  hours: "Hours each (a line by the hour)",
                  price: "Unit price in rand (blank: the catalogue's)",
                }[part];
                return (
                  <div key={part}>
                    <label htmlFor={name} className={labelClass}>
                      {label}
                    </label>
                    <input
                      id={name}
                      name={name}
                      inputMode={part === "price" ? "decimal" : "numeric"}
                      defaultValue={value(name, part === "quantity" ? "1" : "")}
                      className={inputClass}
                      {...invalid(name)}
                    />
                    <FieldError id={name} message={errors[name]} />
                  </div>
                );
              })}
              <label className="inline-flex items-center gap-2 self-end text-sm font-semibold text-navy">
                <input
                  type="checkbox"
                  name={EDITOR_FIELDS.newHourly}
                  defaultChecked={Boolean(values?.[EDITOR_FIELDS.newHourly])}
                  className="size-5"
                />
                A custom line charged by the hour
              </label>
            </div>
          </fieldset>

          <fieldset className="grid gap-3 rounded-xl border border-line p-4">
            <legend className="px-1 font-semibold text-navy">The whole quote</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <DiscountFields
                row="overall"
                label="Overall discount"
                kindName={EDITOR_FIELDS.overallKind}
                valueName={EDITOR_FIELDS.overallValue}
                current={base.overallDiscount}
                value={value}
                error={errors[EDITOR_FIELDS.overallValue]}
              />
              <div>
                <label htmlFor={EDITOR_FIELDS.delivery} className={labelClass}>
                  Delivery (now: {base.delivery})
                </label>
                <select
                  id={EDITOR_FIELDS.delivery}
                  name={EDITOR_FIELDS.delivery}
                  defaultValue={value(EDITOR_FIELDS.delivery, "")}
                  className={inputClass}
                  {...invalid(EDITOR_FIELDS.delivery)}
                >
                  <option value="">As it is</option>
                  <option value="collection">Collection by the customer (no fee)</option>
                  {zones.map((zone) => (
                    <option key={zone.id} value={zone.id}>
                      Delivery: {zone.label}
                    </option>
                  ))}
                </select>
                <FieldError id={EDITOR_FIELDS.delivery} message={errors[EDITOR_FIELDS.delivery]} />
              </div>
              <div>
                <label htmlFor={EDITOR_FIELDS.deliveryFee} className={labelClass}>
                  Delivery fee in rand (blank: the zone&apos;s)
                </label>
                <input
                  id={EDITOR_FIELDS.deliveryFee}
                  name={EDITOR_FIELDS.deliveryFee}
                  inputMode="decimal"
                  defaultValue={value(EDITOR_FIELDS.deliveryFee, "")}
                  className={inputClass}
                  {...invalid(EDITOR_FIELDS.deliveryFee)}
                />
                <FieldError id={EDITOR_FIELDS.deliveryFee} message={errors[EDITOR_FIELDS.deliveryFee]} />
              </div>
            </div>
            <div>
              <label htmlFor={EDITOR_FIELDS.note} className={labelClass}>
                Note to the customer (shown on the quote and in the e-mail)
              </label>
              <textarea
                id={EDITOR_FIELDS.note}
                name={EDITOR_FIELDS.note}
                rows={3}
                defaultValue={value(EDITOR_FIELDS.note, base.note)}
                className={inputClass}
                {...invalid(EDITOR_FIELDS.note)}
              />
              <FieldError id={EDITOR_FIELDS.note} message={errors[EDITOR_FIELDS.note]} />
            </div>
          </fieldset>
          <div>
            <button type="submit" className={buttonClass}>
              {draft ? `Save draft version ${draft.version}` : `Save as version ${current.version + 1}`}
            </button>
          </div>
        </Form>
      </section>
    </>
  );
}

/** A discount's kind and amount: as it is, none, a percentage, or an amount in rand. */
function DiscountFields({
  row,
  label = "Discount",
  kindName = EDITOR_FIELDS.discountKind(row),
  valueName = EDITOR_FIELDS.discount(row),
  current,
  value,
  error,
}: {
  row: string;
  label?: string;
  kindName?: string;
  valueName?: string;
  current: string | null;
  value: (name: string, fallback: string) => string;
  error: string | undefined;
}) {
  return (
    <>
      <div>
        <label htmlFor={kindName} className={labelClass}>
          {label}
        </label>
        <select id={kindName} name={kindName} defaultValue={value(kindName, "")} className={inputClass}>
          <option value="">As it is ({current ?? "none"})</option>
          <option value="none">No discount</option>
          <option value="percent">A percentage</option>
          <option value="amount">An amount in rand</option>
        </select>
      </div>
      <div>
        <label htmlFor={valueName} className={labelClass}>
          {label}: % or rand
        </label>
        <input
          id={valueName}
          name={valueName}
          inputMode="decimal"
          defaultValue={value(valueName, "")}
          className={inputClass}
          {...(error ? { "aria-invalid": true, "aria-describedby": errorIdOf(valueName) } : {})}
        />
        <FieldError id={valueName} message={error} />
      </div>
    </>
  );
}
