// The catalogue item editor's page (issue 24): the heading and its notices,
// the draft's preview as the public card shows it with Publish and Discard,
// the edit form, and the item's history. Plain HTML forms.
import { Form, Link } from "react-router";
import { CsrfField } from "#app/features/staff/components.tsx";
import { ItemCard } from "#app/features/catalogue/item-card.tsx";
import { CheckList } from "#app/features/site/components.tsx";
import { Button } from "#app/ui/button.tsx";
import { IslandScope } from "#app/platform/islands/island.tsx";
import { type EditorErrors, FORM_FIELDS, KIND_TITLES } from "#app/features/catalogue/editor/catalogue-editing.ts";
import type { CatalogueItemKind } from "#app/features/quotes/index.ts";
import { EditorField, type EditorFieldContext } from "#app/features/catalogue/editor/item-editor-fields.tsx";
import type { ItemEditorAnswer, ItemEditorPageData } from "#app/features/catalogue/editor/item-editor-page.server.ts";

function ItemEditorHeader({ page, errors }: { page: ItemEditorPageData; errors: EditorErrors }) {
  const fieldErrors = Object.entries(errors).filter(([field]) => field !== "intent");
  return (
    <div>
      <p className="text-sm">
        <Link to="/admin/catalogue" className="font-semibold text-brand underline">
          Catalogue
        </Link>{" "}
        / {KIND_TITLES[page.kind].many}
      </p>
      <h1 className="mt-1 text-3xl font-extrabold text-navy">{page.heading}</h1>
      {page.published ? (
        <p className="mt-1 text-muted">
          Published: {page.published.price} · {page.published.hidden ? "hidden" : "shown"} on the site · last change{" "}
          {page.published.lastChange}
        </p>
      ) : page.isNew ? null : (
        <p className="mt-1 text-muted">Not published yet.</p>
      )}
      {page.notice ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-success">
          {page.notice}
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
  );
}

function IntentButton({
  intent,
  variant,
  children,
}: {
  intent: string;
  variant: "brand" | "outline";
  children: string;
}) {
  return (
    <Form method="post">
      <CsrfField />
      <input type="hidden" name="intent" value={intent} />
      <Button type="submit" variant={variant}>
        {children}
      </Button>
    </Form>
  );
}

interface DraftPreviewProps {
  page: ItemEditorPageData;
  draft: NonNullable<ItemEditorPageData["draft"]>;
  values: Record<string, unknown>;
  siteUrl: string;
}

function DraftPreview({ page, draft, values, siteUrl }: DraftPreviewProps) {
  const { kind } = page;
  return (
    <section aria-labelledby="preview-heading" className="grid gap-4 rounded-xl border-2 border-amber bg-white p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h2 id="preview-heading" className="text-xl font-bold text-navy">
          Preview of the draft
        </h2>
        <p className="text-sm text-muted">
          Saved {draft.saved} · hire price {draft.price}
        </p>
      </div>
      <div className="grid gap-6 md:grid-cols-[minmax(0,22rem)_1fr]">
        {draft.preview ? (
          // The public card itself; inert, since its buttons work only on the public site.
          <div inert className="max-w-sm">
            <IslandScope>
              <ItemCard kind={kind as CatalogueItemKind} record={draft.preview} siteUrl={siteUrl} headingLevel="h3" />
            </IslandScope>
          </div>
        ) : (
          <div className="max-w-sm rounded-2xl border border-line p-5">
            <h3 className="text-lg font-bold text-navy">{String(values.name ?? "")}</h3>
            <p className="mt-2 text-sm text-muted">{String(values.description ?? "")}</p>
          </div>
        )}
        {draft.keyFeatures.length > 0 ? (
          <div>
            <h3 className="font-bold text-navy">{kind === "product" ? "Key Features" : "What's included"}</h3>
            <CheckList items={draft.keyFeatures} className="mt-3 grid gap-2 text-sm" />
          </div>
        ) : null}
      </div>
      <div className="flex flex-wrap gap-3">
        <IntentButton intent="publish" variant="brand">
          Publish
        </IntentButton>
        <IntentButton intent="discard" variant="outline">
          Discard the draft
        </IntentButton>
      </div>
    </section>
  );
}

function ItemEditForm({ page, context }: { page: ItemEditorPageData; context: EditorFieldContext }) {
  return (
    <section aria-labelledby="edit-heading" className="max-w-3xl">
      <h2 id="edit-heading" className="text-xl font-bold text-navy">
        {page.isNew ? `Add a ${page.kindTitle.toLowerCase()}` : "Edit"}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Saving stores a draft; nothing changes on the public site until you publish it.
      </p>
      <Form method="post" noValidate className="mt-4 grid gap-5">
        <CsrfField />
        <input type="hidden" name="intent" value="save" />
        {FORM_FIELDS[page.kind].map((name) => (
          <EditorField key={name} name={name} context={context} />
        ))}
        <Button type="submit" variant="brand" className="w-fit">
          Save draft and preview
        </Button>
      </Form>
    </section>
  );
}

function ItemHistory({ history }: { history: ItemEditorPageData["history"] }) {
  return (
    <section aria-labelledby="history-heading">
      <h2 id="history-heading" className="text-xl font-bold text-navy">
        History
      </h2>
      <ul className="mt-3 grid gap-2 text-sm">
        {history.map((entry) => (
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
  );
}

export interface ItemEditorProps {
  page: ItemEditorPageData;
  answer: ItemEditorAnswer | undefined;
  /** The site's address, for the preview card's links. */
  siteUrl: string;
}

export function ItemEditor({ page, answer, siteUrl }: ItemEditorProps) {
  const values = (answer?.values ?? page.record) as Record<string, unknown>;
  const errors: EditorErrors = answer?.errors ?? {};
  const context: EditorFieldContext = {
    kind: page.kind,
    isNew: page.isNew,
    choices: page.choices,
    values,
    errors,
    rulePrice: page.rulePrice,
  };
  return (
    <div className="grid gap-10">
      <ItemEditorHeader page={page} errors={errors} />
      {page.draft ? <DraftPreview page={page} draft={page.draft} values={values} siteUrl={siteUrl} /> : null}
      <ItemEditForm page={page} context={context} />
      {page.history.length > 0 ? <ItemHistory history={page.history} /> : null}
    </div>
  );
}
