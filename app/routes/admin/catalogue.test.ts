// /admin/catalogue against a real database: the lists for owners and editors,
// hiding, showing and moving an item, and what is refused.
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { readStoredCatalogue } from "#app/features/catalogue/catalogue-records.server.ts";
import {
  CATALOGUE_LIST_MESSAGES,
  CATALOGUE_LIST_NOTICES,
  type CatalogueListPageData,
} from "#app/features/catalogue/editor/catalogue-list-page.server.ts";
import { ROLE_REFUSED_CHANGE_MESSAGE, ROLE_REFUSED_MESSAGE } from "#app/features/staff/require-staff.server.ts";
import {
  type FormFields,
  answerOf,
  dataOf,
  routeArgs,
  staffRouteTestbed,
} from "#app/routes/admin/staff-route.test-support.tsx";
import { action, loader } from "#app/routes/admin/catalogue.tsx";

const bed = staffRouteTestbed();

const first = seedCatalogue.products[0]!;
const second = seedCatalogue.products[1]!;

async function page(path = "/admin/catalogue") {
  const { get, context, signedIn } = bed;
  return answerOf(loader(routeArgs(get(path, await signedIn("owner")), context())));
}

async function post(fields: FormFields) {
  const { post: postForm, context, signedIn } = bed;
  return answerOf(action(routeArgs(postForm("/admin/catalogue", fields, await signedIn("editor")), context())));
}

async function storedProduct(id: string) {
  return (await readStoredCatalogue(bed.database.db)).product.find((item) => item.record.id === id);
}

describe("/admin/catalogue", () => {
  it("refuses sales (403) for the lists and for a change", async () => {
    const { get, post: postForm, context, signedIn } = bed;
    const sales = await signedIn("sales");
    expect(await answerOf(loader(routeArgs(get("/admin/catalogue", sales), context())))).toMatchObject({
      status: 403,
      data: ROLE_REFUSED_MESSAGE,
    });
    const hide = postForm("/admin/catalogue", { intent: "hide", kind: "product", itemId: first.id }, sales);
    expect(await answerOf(action(routeArgs(hide, context())))).toMatchObject({
      status: 403,
      data: ROLE_REFUSED_CHANGE_MESSAGE,
    });
    expect((await storedProduct(first.id))?.hidden).toBe(false);
  });

  it("lists every kind with its items, in the catalogue's order", async () => {
    const data = dataOf<CatalogueListPageData>(await page());
    expect(data.kinds.map((section) => section.kind)).toEqual([
      "category",
      "product",
      "personnel",
      "bundle",
      "add-on",
      "promotion",
    ]);
    const products = data.kinds.find((section) => section.kind === "product")!;
    expect(products.rows.map((row) => row.id).slice(0, 2)).toEqual([first.id, second.id]);
    expect(products.rows[0]).toMatchObject({ name: first.name, hidden: false, hasDraft: false });
    expect(data.newDrafts).toEqual([]);
    expect(data.notice).toBeNull();
  });

  it("hides an item and shows it again, with the notice on the way back", async () => {
    const hidden = await post({ intent: "hide", kind: "product", itemId: first.id });
    expect(hidden).toMatchObject({ status: 302, location: `/admin/catalogue?notice=hidden#product-${first.id}` });
    expect((await storedProduct(first.id))?.hidden).toBe(true);
    expect(dataOf<CatalogueListPageData>(await page("/admin/catalogue?notice=hidden")).notice).toBe(
      CATALOGUE_LIST_NOTICES.hidden,
    );
    const shown = await post({ intent: "show", kind: "product", itemId: first.id });
    expect(shown.location).toBe(`/admin/catalogue?notice=shown#product-${first.id}`);
    expect((await storedProduct(first.id))?.hidden).toBe(false);
  });

  it("moves an item down its list", async () => {
    const moved = await post({ intent: "down", kind: "product", itemId: first.id });
    expect(moved).toMatchObject({ status: 302, location: `/admin/catalogue?notice=moved#product-${first.id}` });
    const products = dataOf<CatalogueListPageData>(await page()).kinds.find((section) => section.kind === "product")!;
    expect(products.rows.map((row) => row.id).slice(0, 2)).toEqual([second.id, first.id]);
  });

  it("refuses an unknown intent or kind (400) and an item that does not exist (404)", async () => {
    expect(await post({ intent: "delete", kind: "product", itemId: first.id })).toMatchObject({
      status: 400,
      data: { error: CATALOGUE_LIST_MESSAGES.unknownIntent },
    });
    expect(await post({ intent: "hide", kind: "spaceship", itemId: first.id })).toMatchObject({ status: 400 });
    expect(await post({ intent: "hide", kind: "product", itemId: "no-such-item" })).toMatchObject({
      status: 404,
      data: { error: CATALOGUE_LIST_MESSAGES.missing },
    });
    expect(await post({ intent: "up", kind: "product", itemId: "no-such-item" })).toMatchObject({ status: 404 });
  });
});
