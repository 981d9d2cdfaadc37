// Checking a catalogue record staff edited (issue 24, decision 041): the content
// schemas' verdict with messages that name the field and the rule, and whether the
// record's references (categories, bundle contents, add-on and promotion items)
// exist. Pure.
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import type { AddOn, Bundle, Product, ProductCategory, Promotion } from "#app/features/site/index.ts";
import {
  type AnyCatalogueRecord,
  type CatalogueEditKind,
  type CatalogueRecordOf,
  type EditorErrors,
  DATA_KEY,
  FIELD_LABELS,
  KIND_TITLES,
  SCHEMAS,
} from "#app/features/catalogue/editor/catalogue-editing.ts";

interface SchemaIssue {
  code: string;
  path: PropertyKey[];
  message: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  origin?: string;
  inclusive?: boolean;
  expected?: string;
}

/** A schema's issue as the rule in plain words. */
function ruleOf(issue: SchemaIssue): string {
  const isText = issue.origin === "string";
  const isList = issue.origin === "array";
  const unit = isText ? " characters" : isList ? " entries" : "";
  switch (issue.code) {
    case "too_small":
      if (isText && issue.minimum === 1) return "required";
      return issue.inclusive === false
        ? `must be more than ${String(issue.minimum)}${unit}`
        : `at least ${String(issue.minimum)}${unit}`;
    case "too_big":
      return issue.inclusive === false
        ? `must be less than ${String(issue.maximum)}${unit}`
        : `at most ${String(issue.maximum)}${unit}`;
    case "invalid_type":
      return issue.expected === "number" ? "enter a number" : "required";
    case "invalid_value":
      return "choose one of the options";
    case "not_multiple_of":
    case "invalid_format":
    case "custom":
    default:
      return issue.message;
  }
}

function fieldNameOf(path: PropertyKey[]): string {
  if (path[0] === "items" && typeof path[1] === "number") return `items.${path[1]}`;
  return String(path[0] ?? "");
}

function labelFor(field: string): string {
  const match = /^items\.(\d+)$/.exec(field);
  if (match) return `Contents, row ${Number(match[1]) + 1}`;
  return FIELD_LABELS[field] ?? field;
}

export type RecordCheck<Kind extends CatalogueEditKind> =
  { ok: true; record: CatalogueRecordOf[Kind] } | { ok: false; errors: EditorErrors };

/**
 * A candidate record checked by the schema the pages trust and against the
 * rest of the catalogue. Each message names its field and the rule, e.g.
 * "Description: at least 120 characters".
 */
export function checkRecord<Kind extends CatalogueEditKind>(
  kind: Kind,
  candidate: unknown,
  catalogue: CatalogueData,
  options: { isNew: boolean },
): RecordCheck<Kind> {
  const errors: EditorErrors = {};
  const result = SCHEMAS[kind].safeParse(candidate);
  if (!result.success) {
    for (const issue of result.error.issues as SchemaIssue[]) {
      const field = fieldNameOf(issue.path);
      const line = field === "keyFeatures" && typeof issue.path[1] === "number" ? `, line ${issue.path[1] + 1}` : "";
      errors[field] ??= `${labelFor(field)}${line}: ${ruleOf(issue)}.`;
    }
    return { ok: false, errors };
  }
  const record = result.data as CatalogueRecordOf[Kind];
  const existing = catalogue[DATA_KEY[kind]] as readonly { id: string }[];
  if (options.isNew && existing.some((item) => item.id === record.id))
    errors.id = `${labelFor("id")}: another ${KIND_TITLES[kind].one.toLowerCase()} already has the id "${record.id}".`;
  Object.assign(errors, referenceProblems(kind, record, catalogue));
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, record };
}

/** References to other items that do not exist (or, for a category, a parent that is itself a sub-category). */
export function referenceProblems(
  kind: CatalogueEditKind,
  record: AnyCatalogueRecord,
  catalogue: CatalogueData,
): EditorErrors {
  const errors: EditorErrors = {};
  const has = (list: readonly { id: string }[], id: string) => list.some((item) => item.id === id);
  const seen = new Set<string>();
  const duplicate = (field: string, key: string) => {
    if (seen.has(key))
      errors[field] ??= `${labelFor(field)}: this item is already listed; change its quantity instead.`;
    seen.add(key);
  };
  if (kind === "category") {
    const { parentId, id } = record as ProductCategory;
    if (parentId !== undefined) {
      const parent = catalogue.productCategories.find((category) => category.id === parentId);
      if (!parent || parentId === id)
        errors.parentId = `${labelFor("parentId")}: choose an existing top-level category.`;
      else if (parent.parentId !== undefined)
        errors.parentId = `${labelFor("parentId")}: a sub-category cannot be a parent; choose a top-level category.`;
    }
  }
  if (kind === "product") {
    const unknown = (record as Product).categories.filter((id) => !has(catalogue.productCategories, id));
    if (unknown.length > 0) errors.categories = `${labelFor("categories")}: choose existing categories.`;
  }
  if (kind === "bundle")
    (record as Bundle).items.forEach((line, index) => {
      if (!has(catalogue.products, line.productId))
        errors[`items.${index}`] = `${labelFor(`items.${index}`)}: choose an existing product.`;
      duplicate(`items.${index}`, line.productId);
    });
  if (kind === "add-on")
    (record as AddOn).items.forEach((line, index) => {
      if (!has(catalogue.products, line.id) && !has(catalogue.personnel, line.id))
        errors[`items.${index}`] = `${labelFor(`items.${index}`)}: choose an existing product or personnel item.`;
      duplicate(`items.${index}`, line.id);
    });
  if (kind === "promotion")
    (record as Promotion).items.forEach((line, index) => {
      const list =
        line.type === "product" ? catalogue.products : line.type === "bundle" ? catalogue.bundles : catalogue.personnel;
      if (!has(list, line.id))
        errors[`items.${index}`] = `${labelFor(`items.${index}`)}: choose an existing ${line.type} item.`;
      duplicate(`items.${index}`, `${line.type}:${line.id}`);
    });
  return errors;
}
