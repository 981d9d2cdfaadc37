// /admin/catalogue/stock against a real database: sales read the sheet,
// owners and editors change it; a quantity stored, refused, or for an item
// that is not on the sheet.
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { listStockLevels } from "#app/features/catalogue/stock/stock-db.server.ts";
import { STOCK_FORM_MESSAGES } from "#app/features/catalogue/stock/stock-forms.ts";
import type { StockSheetAnswer, StockSheetPageData } from "#app/features/catalogue/stock/stock-sheet-page.server.ts";
import { ROLE_REFUSED_CHANGE_MESSAGE } from "#app/features/staff/require-staff.server.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import {
  type FormFields,
  answerOf,
  dataOf,
  routeArgs,
  staffRouteTestbed,
} from "#app/routes/admin/staff-route.test-support.tsx";
import { action, loader } from "#app/routes/admin/catalogue-stock.tsx";

const bed = staffRouteTestbed();

const speaker = seedCatalogue.products[0]!;

async function sheet(role: StaffRole, query = "") {
  const { get, context, signedIn } = bed;
  const answer = await answerOf(
    loader(routeArgs(get(`/admin/catalogue/stock${query}`, await signedIn(role)), context())),
  );
  expect(answer.status).toBe(200);
  return dataOf<StockSheetPageData>(answer);
}

async function post(fields: FormFields, role: StaffRole = "editor") {
  const { post: postForm, context, signedIn } = bed;
  return answerOf(action(routeArgs(postForm("/admin/catalogue/stock", fields, await signedIn(role)), context())));
}

describe("/admin/catalogue/stock", () => {
  it("lets sales read the sheet without its forms, and refuses their change (403)", async () => {
    const data = await sheet("sales");
    expect(data.mayEdit).toBe(false);
    expect(data.groups.map((group) => group.heading)).toEqual(["Equipment", "People"]);
    expect(data.groups[0]?.rows[0]).toMatchObject({ kind: "product", id: speaker.id, owned: null, changed: null });
    expect(await post({ kind: "product", id: speaker.id, owned: "4" }, "sales")).toMatchObject({
      status: 403,
      data: ROLE_REFUSED_CHANGE_MESSAGE,
    });
    expect(await listStockLevels(bed.database.db)).toEqual([]);
  });

  it("stores a quantity, then shows it, its change and the saved notice", async () => {
    const saved = await post({ kind: "product", id: speaker.id, owned: "6" });
    expect(saved).toMatchObject({
      status: 302,
      location: `/admin/catalogue/stock?saved=${encodeURIComponent(`product:${speaker.id}`)}#product-${speaker.id}`,
    });
    const data = await sheet("editor", `?saved=${encodeURIComponent(`product:${speaker.id}`)}`);
    expect(data.mayEdit).toBe(true);
    expect(data.savedName).toBe(speaker.name);
    expect(data.groups[0]?.rows[0]).toMatchObject({ owned: 6, changed: expect.stringContaining("editor@") });
    expect(data.changes[0]).toMatchObject({ name: speaker.name, before: null, after: 6 });
  });

  it("names only an item on the sheet in the saved notice", async () => {
    expect((await sheet("owner", "?saved=product:<script>")).savedName).toBeNull();
  });

  it("refuses a quantity that is not a whole number, storing nothing", async () => {
    const answer = await post({ kind: "product", id: speaker.id, owned: "lots" });
    expect(answer.status).toBe(400);
    expect(dataOf<StockSheetAnswer>(answer)).toMatchObject({ target: `product:${speaker.id}`, owned: "lots" });
    expect(dataOf<StockSheetAnswer>(answer).fieldErrors.owned).toBeTruthy();
    expect(await listStockLevels(bed.database.db)).toEqual([]);
  });

  it("answers 404 for an item that is not on the sheet", async () => {
    expect(await post({ kind: "product", id: "no-such-item", owned: "2" })).toMatchObject({
      status: 404,
      data: { target: "product:no-such-item", fieldErrors: { id: STOCK_FORM_MESSAGES.item }, owned: "2" },
    });
    expect(await listStockLevels(bed.database.db)).toEqual([]);
  });
});
