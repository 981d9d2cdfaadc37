// The stock sheet (decision 044): how many of each product and how many
// people we have, what the page shows and the one step behind its rows'
// forms (app/routes/admin/catalogue-stock.tsx).
import type { Kysely } from "kysely";
import type { CatalogueData } from "#app/features/catalogue/content/catalogue-data.ts";
import { type StockedKind, stockKey } from "#app/features/catalogue/availability.ts";
import { STOCK_FORM_MESSAGES, stockLevelSchema } from "#app/features/catalogue/stock/stock-forms.ts";
import { stockItemName } from "#app/features/catalogue/stock/stock-availability.server.ts";
import {
  listStockLevels,
  recentStockLevelChanges,
  setStockLevel,
} from "#app/features/catalogue/stock/stock-db.server.ts";
import { readStaffForm } from "#app/features/staff/index.ts";
import type { SignedInStaff } from "#app/features/staff/index.server.ts";
import { formatSast } from "#app/features/leads/index.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import { type RouteOutcome, answer, redirectTo } from "#app/platform/http/route-outcome.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";

const KIND_HEADINGS: Readonly<Record<StockedKind, string>> = { product: "Equipment", personnel: "People" };

/** The item a `saved` address names, when it is on the sheet: the address is not a place for any text to show. */
function savedItemName(saved: string | null, catalogue: CatalogueData): string | null {
  const keys: string[] = [
    ...catalogue.products.map((record) => stockKey("product", record.id)),
    ...catalogue.personnel.map((record) => stockKey("personnel", record.id)),
  ];
  return saved !== null && keys.includes(saved) ? stockItemName(saved as ReturnType<typeof stockKey>, catalogue) : null;
}

export async function stockSheetPage(
  db: Kysely<Database>,
  { catalogue, mayEdit, saved }: { catalogue: CatalogueData; mayEdit: boolean; saved: string | null },
) {
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
  return {
    mayEdit,
    groups: [
      { kind: "product" as const, heading: KIND_HEADINGS.product, rows: rows("product", catalogue.products) },
      { kind: "personnel" as const, heading: KIND_HEADINGS.personnel, rows: rows("personnel", catalogue.personnel) },
    ],
    changes: changes.map((change) => ({
      ...change,
      name: stockItemName(stockKey(change.kind, change.id), catalogue),
      when: formatSast(change.at),
    })),
    savedName: savedItemName(saved, catalogue),
  };
}

export type StockSheetPageData = Awaited<ReturnType<typeof stockSheetPage>>;

/** The row a refusal belongs to, its messages and the quantity typed. */
export interface StockSheetAnswer {
  target: string;
  fieldErrors: FieldErrors;
  owned: string;
}

/** Sets the quantity owned of one item on the sheet (empty: not counted). */
export async function setStockFromForm(
  db: Kysely<Database>,
  {
    form,
    catalogue,
    staff,
    now,
  }: { form: FormData; catalogue: CatalogueData; staff: Pick<SignedInStaff, "staffId" | "email">; now: Date },
): Promise<RouteOutcome<StockSheetAnswer>> {
  const target = `${String(form.get("kind") ?? "")}:${String(form.get("id") ?? "")}`;
  const read = readStaffForm(form, stockLevelSchema());
  if (!read.ok) return answer(400, { target, fieldErrors: read.fieldErrors, owned: String(form.get("owned") ?? "") });
  const { kind, id, owned } = read.value;
  const records: readonly { id: string }[] = kind === "product" ? catalogue.products : catalogue.personnel;
  if (!records.some((record) => record.id === id))
    return answer(404, { target, fieldErrors: { id: STOCK_FORM_MESSAGES.item }, owned: String(owned ?? "") });
  await setStockLevel(db, { kind, id, owned, staffEmail: staff.email, now });
  logInfo("staff.stock_level", { staffId: staff.staffId, kind, id, owned });
  return redirectTo(`/admin/catalogue/stock?saved=${encodeURIComponent(stockKey(kind, id))}#${kind}-${id}`);
}
