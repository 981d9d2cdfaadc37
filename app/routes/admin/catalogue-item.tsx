// One catalogue item in the editor (issue 24): every field of its kind,
// checked by the schema the public pages trust; saving stores a draft, the
// preview shows it as the public card does, and "Publish" applies it (audit
// and revision in one transaction). /admin/catalogue/{kind}/new adds an item.
import { Form, Link, data, redirect } from "react-router";
import type { Route } from "./+types/catalogue-item";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { CsrfField } from "#app/features/staff/auth/csrf-field.tsx";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { ItemCard } from "#app/features/catalogue/item-card.tsx";
import { SelectField, TextAreaField, TextField } from "#app/ui/forms/form-field.tsx";
import { CheckList } from "#app/features/site/sections/check-list.tsx";
import { Button } from "#app/ui/button.tsx";
import { IslandScope } from "#app/platform/islands/island.tsx";
import {
  type AnyCatalogueRecord,
  type CatalogueEditKind,
  type EditorErrors,
  FIELD_LABELS,
  FORM_FIELDS,
  KIND_TITLES,
  SPARE_CONTENT_ROWS,
  centsToRandText,
  fractionToPercentText,
  kindForPath,
} from "#app/features/catalogue/editor/catalogue-editing.ts";
import { BUNDLE_TYPES } from "#app/features/site/seo/schemas.ts";
import { formatSast } from "#app/features/leads/inbox/inbox-view.ts";
import type { CatalogueItemKind } from "#app/features/quotes/quote.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { useSiteUrl } from "#app/root.tsx";
import {
  NEW_ITEM,
  discardDraft,
  editorChoices,
  editorPriceLabel,
  itemEditorData,
  publicPreviewRecord,
  publishDraft,
  rulePriceLabel,
  saveItemForm,
} from "#app/features/catalogue/editor/editor.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";
import { staffServicesFrom } from "#app/features/staff/staff-context.server.ts";

const access = STAFF_ROUTES["routes/admin/catalogue-item.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `${loaderData.heading} · Catalogue` : "Catalogue");

const NOTICES: Readonly<Record<string, string>> = {
  saved: "Draft saved. Check the preview below, then publish it to change the public site.",
  published: "Published: the public site now shows this version.",
  discarded: "Draft discarded: the published version is unchanged.",
};

function kindFrom(params: { kind?: string }): CatalogueEditKind {
  const kind = kindForPath(params.kind);
  if (!kind) throw data("Not found", { status: 404 });
  return kind;
}

export async function loader({ params, request, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db } = await staffServicesFrom(context);
  const kind = kindFrom(params);
  const isNew = params.itemId === NEW_ITEM;
  const [{ item, draft, history }, choices] = await Promise.all([
    itemEditorData(db, kind, isNew ? undefined : params.itemId),
    editorChoices(db),
  ]);
  if (!isNew && !item && !draft) throw data("Not found", { status: 404 });
  const notice = new URL(request.url).searchParams.get("notice");
  const shownRecord = draft?.record ?? item?.record;
  return {
    kind,
    path: KIND_TITLES[kind].path,
    kindTitle: KIND_TITLES[kind].one,
    isNew,
    heading: isNew ? `New ${KIND_TITLES[kind].one.toLowerCase()}` : (shownRecord?.name ?? ""),
    record: (shownRecord ?? {}) as Partial<AnyCatalogueRecord>,
    published: item
      ? {
          price: editorPriceLabel(kind, item.record),
          hidden: item.hidden,
          lastChange: `${formatSast(item.updatedAt)} by ${item.updatedBy}`,
        }
      : null,
    draft: draft
      ? {
          saved: `${formatSast(draft.savedAt)} by ${draft.savedBy}`,
          isNew: draft.isNew,
          price: editorPriceLabel(kind, draft.record),
          preview: publicPreviewRecord(kind, draft.record),
          keyFeatures: "keyFeatures" in draft.record ? draft.record.keyFeatures : [],
        }
      : null,
    rulePrice: shownRecord ? rulePriceLabel(kind, shownRecord) : undefined,
    choices,
    history,
    notice: notice && Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : null,
  };
}

type ActionAnswer = { errors: EditorErrors; values?: Record<string, unknown> };

export async function action({ params, request, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const { db } = await staffServicesFrom(context);
  const kind = kindFrom(params);
  const isNew = params.itemId === NEW_ITEM;
  const form = await request.formData().catch(() => new FormData());
  const intent = form.get("intent");
  const now = new Date();
  const base = `/admin/catalogue/${KIND_TITLES[kind].path}`;

  if (intent === "save") {
    const result = await saveItemForm(db, {
      kind,
      itemId: isNew ? undefined : params.itemId,
      form,
      staffEmail: staff.email,
      now,
    });
    if (result.status === "invalid")
      return data<ActionAnswer>({ errors: result.errors, values: result.values }, { status: 400 });
    logInfo("catalogue.draft_saved", { staffId: staff.staffId, kind, itemId: result.itemId });
    return redirect(`${base}/${result.itemId}?notice=saved#preview-heading`);
  }
  if (!isNew && intent === "publish") {
    const result = await publishDraft(db, { kind, itemId: params.itemId, staffEmail: staff.email, now });
    if (result.status !== "published")
      return data<ActionAnswer>(
        {
          errors: {
            intent:
              result.status === "no_draft"
                ? "Publish: there is no saved draft to publish. Reload the page."
                : "Publish: another item with this id was published meanwhile; choose another id.",
          },
        },
        { status: 409 },
      );
    logInfo("catalogue.published", { staffId: staff.staffId, kind, itemId: params.itemId, revision: result.revision });
    return redirect(`${base}/${params.itemId}?notice=published`);
  }
  if (!isNew && intent === "discard") {
    await discardDraft(db, kind, params.itemId);
    const stillThere = (await itemEditorData(db, kind, params.itemId)).item;
    return redirect(stillThere ? `${base}/${params.itemId}?notice=discarded` : "/admin/catalogue");
  }
  return data<ActionAnswer>(
    { errors: { intent: "This form's action is not one the page knows. Reload the page." } },
    { status: 400 },
  );
}

/** The text a field's control starts with: the posted value after an error, else the draft or the record. */
function initialText(field: string, value: unknown): string {
  if (value === undefined || value === null) return "";
  if (field === "hirePriceOverrideCents") return typeof value === "number" ? centsToRandText(value) : "";
  if (field === "discountPercentage") return typeof value === "number" ? fractionToPercentText(value) : "";
  if (field === "keyFeatures" && Array.isArray(value)) return value.join("\n");
  return typeof value === "number" || typeof value === "string" ? String(value) : "";
}

interface ContentRow {
  value: string;
  quantity: string;
}

function contentRowsOf(kind: CatalogueEditKind, items: unknown): ContentRow[] {
  const rows = Array.isArray(items)
    ? (items as { productId?: string; id?: string; type?: string; quantity?: number }[]).map((line) => ({
        value: kind === "promotion" ? `${line.type ?? ""}:${line.id ?? ""}` : (line.productId ?? line.id ?? ""),
        quantity: String(line.quantity ?? 1),
      }))
    : [];
  return [...rows, ...Array.from({ length: SPARE_CONTENT_ROWS }, () => ({ value: "", quantity: "1" }))];
}

const FORM_ID = "catalogue-item";

export default function CatalogueItem({ loaderData, actionData }: Route.ComponentProps) {
  const { kind, choices } = loaderData;
  const siteUrl = useSiteUrl();
  const values = (actionData?.values ?? loaderData.record) as Record<string, unknown>;
  const errors: EditorErrors = actionData?.errors ?? {};
  const fieldErrors = Object.entries(errors).filter(([field]) => field !== "intent");
  const contentOptions =
    kind === "bundle"
      ? [{ label: "Products", options: choices.products }]
      : kind === "add-on"
        ? [
            { label: "Products", options: choices.products },
            { label: "Personnel", options: choices.personnel },
          ]
        : [
            { label: "Products", options: choices.products.map((o) => ({ ...o, value: `product:${o.value}` })) },
            { label: "Bundles", options: choices.bundles.map((o) => ({ ...o, value: `bundle:${o.value}` })) },
            { label: "Personnel", options: choices.personnel.map((o) => ({ ...o, value: `personnel:${o.value}` })) },
          ];

  const field = (name: string) => {
    const label = FIELD_LABELS[name] ?? name;
    const common = { formId: FORM_ID, name, label, error: errors[name], defaultValue: initialText(name, values[name]) };
    switch (name) {
      case "id":
        return loaderData.isNew ? (
          <TextField
            key={name}
            {...common}
            required
            hint="Lower-case letters, digits and hyphens, e.g. garden-party-sound. It becomes part of the web address and cannot change later."
          />
        ) : (
          <p key={name} className="text-sm">
            <span className="font-semibold text-navy">{label}:</span> <code>{String(values.id ?? "")}</code>
          </p>
        );
      case "description":
        return <TextAreaField key={name} {...common} required rows={6} />;
      case "keyFeatures":
        return (
          <TextAreaField
            key={name}
            {...common}
            required
            rows={7}
            hint="One per line: 4 to 8 lines of 10 to 140 characters."
          />
        );
      case "image":
        return <SelectField key={name} {...common} required placeholder="Choose a drawing" options={choices.images} />;
      case "parentId":
        return (
          <SelectField
            key={name}
            {...common}
            placeholder="None: a top-level category"
            options={choices.topCategories}
          />
        );
      case "type":
        return kind === "bundle" ? (
          <SelectField key={name} {...common} required placeholder="Choose an event type" options={BUNDLE_TYPES} />
        ) : (
          <TextField key={name} {...common} required hint="What kind of equipment it is, e.g. Powered Speaker." />
        );
      case "capacity":
        return (
          <TextField
            key={name}
            {...common}
            required={kind === "promotion"}
            inputMode="numeric"
            hint="Guests it serves, a whole number."
          />
        );
      case "popularity":
        return (
          <TextField
            key={name}
            {...common}
            required
            inputMode="numeric"
            hint="Higher sorts first under Most Popular."
          />
        );
      case "costPrice":
        return (
          <TextField
            key={name}
            {...common}
            required
            inputMode="text"
            hint="What the company paid; never shown to visitors. The hire price derives from it unless you set one."
          />
        );
      case "hirePriceOverrideCents":
        return (
          <TextField
            key={name}
            {...common}
            inputMode="text"
            hint={`Leave empty to use the rule${loaderData.rulePrice ? ` (${loaderData.rulePrice} from the cost price)` : ""}. Clear it to go back to the rule.`}
          />
        );
      case "discountPercentage":
        return (
          <TextField
            key={name}
            {...common}
            required={kind === "promotion"}
            inputMode="text"
            hint="A percentage between 0 and 100, e.g. 15."
          />
        );
      case "category":
        return <TextField key={name} {...common} required hint="E.g. speakers, weddings or corporate." />;
      case "hourlyRate":
        return (
          <label key={name} className="flex items-center gap-2 text-sm font-semibold text-navy">
            <input
              type="checkbox"
              name="hourlyRate"
              defaultChecked={values.hourlyRate === true}
              className="size-4 accent-brand"
            />
            {label}
          </label>
        );
      case "categories": {
        const chosen = Array.isArray(values.categories) ? (values.categories as string[]) : [];
        return (
          <fieldset key={name} aria-describedby={errors.categories ? `${FORM_ID}-categories-error` : undefined}>
            <legend className="text-sm font-semibold text-navy">
              {label} <span className="font-normal text-muted">(top-level category first, then its sub-category)</span>
            </legend>
            <div className="mt-2 grid gap-1 sm:grid-cols-2">
              {choices.categories.map((option) => (
                <label key={option.value} className="flex items-center gap-2 text-sm">
                  <input
                    type="checkbox"
                    name="categories"
                    value={option.value}
                    defaultChecked={chosen.includes(option.value)}
                    className="size-4 accent-brand"
                  />
                  {option.label}
                </label>
              ))}
            </div>
            {errors.categories ? (
              <p id={`${FORM_ID}-categories-error`} className="mt-1 text-sm font-medium text-danger">
                {errors.categories}
              </p>
            ) : null}
          </fieldset>
        );
      }
      case "items": {
        const rows = contentRowsOf(kind, values.items);
        return (
          <fieldset key={name}>
            <legend className="text-sm font-semibold text-navy">
              {label}{" "}
              <span className="font-normal text-muted">
                (choose an item and a quantity; leave a row empty to drop it)
              </span>
            </legend>
            {errors.items ? <p className="mt-1 text-sm font-medium text-danger">{errors.items}</p> : null}
            <ol className="mt-2 grid gap-2">
              {rows.map((row, index) => {
                const rowError = errors[`items.${index}`];
                const errorId = rowError ? `${FORM_ID}-items-${index}-error` : undefined;
                return (
                  <li key={index} className="flex flex-wrap items-end gap-3">
                    <label className="grid gap-1 text-sm">
                      <span>Item, row {index + 1}</span>
                      <select
                        name={`items.${index}.id`}
                        defaultValue={row.value}
                        aria-invalid={rowError ? true : undefined}
                        aria-describedby={errorId}
                        className="rounded-lg border border-slate-400 bg-white px-3 py-2"
                      >
                        <option value="">None</option>
                        {contentOptions.map((group) => (
                          <optgroup key={group.label} label={group.label}>
                            {group.options.map((option) => (
                              <option key={option.value} value={option.value}>
                                {option.label}
                              </option>
                            ))}
                          </optgroup>
                        ))}
                      </select>
                    </label>
                    <label className="grid gap-1 text-sm">
                      <span>Quantity, row {index + 1}</span>
                      <input
                        name={`items.${index}.quantity`}
                        defaultValue={row.quantity}
                        inputMode="numeric"
                        className="w-24 rounded-lg border border-slate-400 bg-white px-3 py-2"
                      />
                    </label>
                    {rowError ? (
                      <p id={errorId} className="w-full text-sm font-medium text-danger">
                        {rowError}
                      </p>
                    ) : null}
                  </li>
                );
              })}
            </ol>
          </fieldset>
        );
      }
      default:
        return <TextField key={name} {...common} required />;
    }
  };

  return (
    <div className="grid gap-10">
      <div>
        <p className="text-sm">
          <Link to="/admin/catalogue" className="font-semibold text-brand underline">
            Catalogue
          </Link>{" "}
          / {KIND_TITLES[kind].many}
        </p>
        <h1 className="mt-1 text-3xl font-extrabold text-navy">{loaderData.heading}</h1>
        {loaderData.published ? (
          <p className="mt-1 text-muted">
            Published: {loaderData.published.price} · {loaderData.published.hidden ? "hidden" : "shown"} on the site ·
            last change {loaderData.published.lastChange}
          </p>
        ) : loaderData.isNew ? null : (
          <p className="mt-1 text-muted">Not published yet.</p>
        )}
        {loaderData.notice ? (
          <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-success">
            {loaderData.notice}
          </p>
        ) : null}
        {errors.intent ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-danger">
            {errors.intent}
          </p>
        ) : null}
        {fieldErrors.length > 0 ? (
          <div role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm text-danger">
            <p className="font-semibold">The draft was not saved. Please correct:</p>
            <ul className="mt-1 list-disc pl-5">
              {fieldErrors.map(([fieldName, message]) => (
                <li key={fieldName}>{message}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>

      {loaderData.draft ? (
        <section aria-labelledby="preview-heading" className="grid gap-4 rounded-xl border-2 border-amber bg-white p-5">
          <div className="flex flex-wrap items-baseline justify-between gap-3">
            <h2 id="preview-heading" className="text-xl font-bold text-navy">
              Preview of the draft
            </h2>
            <p className="text-sm text-muted">
              Saved {loaderData.draft.saved} · hire price {loaderData.draft.price}
            </p>
          </div>
          <div className="grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr]">
            {loaderData.draft.preview ? (
              // The public card itself; inert, since its buttons work only on the public site.
              <div inert className="max-w-sm">
                <IslandScope>
                  <ItemCard
                    kind={kind as CatalogueItemKind}
                    record={loaderData.draft.preview}
                    siteUrl={siteUrl}
                    headingLevel="h3"
                  />
                </IslandScope>
              </div>
            ) : (
              <div className="max-w-sm rounded-2xl border border-line p-5">
                <h3 className="text-lg font-bold text-navy">{String(values.name ?? "")}</h3>
                <p className="mt-2 text-sm text-muted">{String(values.description ?? "")}</p>
              </div>
            )}
            {loaderData.draft.keyFeatures.length > 0 ? (
              <div>
                <h3 className="font-bold text-navy">{kind === "product" ? "Key Features" : "What's included"}</h3>
                <CheckList items={loaderData.draft.keyFeatures} className="mt-3 grid gap-2 text-sm" />
              </div>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-3">
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value="publish" />
              <Button type="submit" variant="brand">
                Publish
              </Button>
            </Form>
            <Form method="post">
              <CsrfField />
              <input type="hidden" name="intent" value="discard" />
              <Button type="submit" variant="outline">
                Discard the draft
              </Button>
            </Form>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="edit-heading" className="max-w-3xl">
        <h2 id="edit-heading" className="text-xl font-bold text-navy">
          {loaderData.isNew ? `Add a ${loaderData.kindTitle.toLowerCase()}` : "Edit"}
        </h2>
        <p className="mt-1 text-sm text-muted">
          Saving stores a draft; nothing changes on the public site until you publish it.
        </p>
        <Form method="post" noValidate className="mt-4 grid gap-5">
          <CsrfField />
          <input type="hidden" name="intent" value="save" />
          {FORM_FIELDS[kind].map(field)}
          <Button type="submit" variant="brand" className="w-fit">
            Save draft and preview
          </Button>
        </Form>
      </section>

      {loaderData.history.length > 0 ? (
        <section aria-labelledby="history-heading">
          <h2 id="history-heading" className="text-xl font-bold text-navy">
            History
          </h2>
          <ul className="mt-3 grid gap-2 text-sm">
            {loaderData.history.map((entry) => (
              <li key={entry.id}>
                <span className="font-semibold">{entry.action}</span> {entry.when} by {entry.who}
                {entry.changes.length > 0 ? `: ${entry.changes.map((change) => change.field).join(", ")}` : null}
              </li>
            ))}
          </ul>
          <p className="mt-2 text-sm">
            <Link to="/admin/catalogue/audit" className="font-semibold text-brand underline">
              Before and after of every change in the audit log
            </Link>
          </p>
        </section>
      ) : null}
    </div>
  );
}
