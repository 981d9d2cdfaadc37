// /admin/catalogue/:kind/:itemId against a real database: who may open and
// change it, a draft saved, published and discarded, a refused form with
// nothing stored, and addresses that name no item.
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { findDraft } from "#app/features/catalogue/catalogue-db.server.ts";
import {
  ITEM_EDITOR_MESSAGES,
  ITEM_EDITOR_NOTICES,
  type ItemEditorAnswer,
  type ItemEditorPageData,
} from "#app/features/catalogue/editor/item-editor-page.server.ts";
import { ROLE_REFUSED_CHANGE_MESSAGE, ROLE_REFUSED_MESSAGE } from "#app/features/staff/require-staff.server.ts";
import {
  type FormFields,
  answerOf,
  dataOf,
  routeArgs,
  staffRouteTestbed,
} from "#app/routes/admin/staff-route.test-support.tsx";
import { action, loader } from "#app/routes/admin/catalogue-item.tsx";

const bed = staffRouteTestbed();

const speaker = seedCatalogue.products.find((product) => product.id === "powered-speaker-12-premium")!;
const PATH = `/admin/catalogue/products/${speaker.id}`;
const params = { kind: "products", itemId: speaker.id };

const speakerForm = (changes: FormFields = {}): FormFields => ({
  intent: "save",
  name: speaker.name,
  description: speaker.description,
  image: speaker.image,
  categories: [...speaker.categories],
  type: speaker.type,
  capacity: String(speaker.capacity),
  costPrice: String(speaker.costPrice),
  hirePriceOverrideCents: "",
  keyFeatures: speaker.keyFeatures.join("\n"),
  ...changes,
});

async function page(path = PATH, routeParams: typeof params = params) {
  const { get, context, signedIn } = bed;
  const editor = await signedIn("editor");
  return answerOf(loader(routeArgs(get(path, editor), context(), routeParams)));
}

async function post(fields: FormFields, routeParams: typeof params = params) {
  const { post: postForm, context, signedIn } = bed;
  const editor = await signedIn("editor", "editor2@sandtonsoundhire.co.za");
  return answerOf(action(routeArgs(postForm(PATH, fields, editor), context(), routeParams)));
}

describe("/admin/catalogue/:kind/:itemId", () => {
  it("refuses sales, who have no catalogue permission, for reading and for changing (403)", async () => {
    const { get, post: postForm, context, signedIn } = bed;
    const sales = await signedIn("sales");
    const read = await answerOf(loader(routeArgs(get(PATH, sales), context(), params)));
    expect(read).toMatchObject({ status: 403, data: ROLE_REFUSED_MESSAGE });
    const change = await answerOf(action(routeArgs(postForm(PATH, speakerForm(), sales), context(), params)));
    expect(change).toMatchObject({ status: 403, data: ROLE_REFUSED_CHANGE_MESSAGE });
    expect(await findDraft(bed.database.db, "product", speaker.id)).toBeUndefined();
  });

  it("shows the published item, its price and no draft", async () => {
    const answer = await page();
    expect(answer.status).toBe(200);
    const data = dataOf<ItemEditorPageData>(answer);
    expect(data).toMatchObject({ kind: "product", isNew: false, heading: speaker.name, draft: null, notice: null });
    expect(data.published).toMatchObject({
      hidden: false,
      price: expect.stringMatching(/^R[\d,]+\.\d\d \(from cost\)$/),
    });
    expect(data.record).toMatchObject({ id: speaker.id, name: speaker.name });
  });

  it("offers an empty form for a new item, and shows a known notice only", async () => {
    const fresh = dataOf<ItemEditorPageData>(
      await page("/admin/catalogue/products/new?notice=saved", { kind: "products", itemId: "new" }),
    );
    expect(fresh).toMatchObject({ isNew: true, heading: "New product", published: null, record: {} });
    expect(fresh.notice).toBe(ITEM_EDITOR_NOTICES.saved);
    expect(dataOf<ItemEditorPageData>(await page(`${PATH}?notice=<b>hi</b>`)).notice).toBeNull();
  });

  it("answers 404 for a kind or an item that does not exist", async () => {
    expect(await page("/admin/catalogue/spaceships/x", { kind: "spaceships", itemId: "x" })).toMatchObject({
      status: 404,
      thrown: true,
    });
    expect(await page("/admin/catalogue/products/no-such", { kind: "products", itemId: "no-such" })).toMatchObject({
      status: 404,
    });
    expect(await post(speakerForm(), { kind: "spaceships", itemId: speaker.id })).toMatchObject({ status: 404 });
  });

  it("saves a draft, shows it, publishes it and then shows the published change", async () => {
    const saved = await post(speakerForm({ name: "Premium 12-inch speaker" }));
    expect(saved).toMatchObject({ status: 302, location: `${PATH}?notice=saved#preview-heading` });
    const draft = dataOf<ItemEditorPageData>(await page());
    expect(draft.heading).toBe("Premium 12-inch speaker");
    expect(draft.draft).toMatchObject({ isNew: false, keyFeatures: speaker.keyFeatures });
    expect(draft.draft?.preview).toMatchObject({ name: "Premium 12-inch speaker" });

    const published = await post({ intent: "publish" });
    expect(published).toMatchObject({ status: 302, location: `${PATH}?notice=published` });
    const after = dataOf<ItemEditorPageData>(await page());
    expect(after).toMatchObject({ heading: "Premium 12-inch speaker", draft: null });
    expect(after.history[0]).toMatchObject({ action: "Changed", who: "editor2@sandtonsoundhire.co.za" });
  });

  it("discards a draft and keeps the published version", async () => {
    await post(speakerForm({ name: "A name never published" }));
    expect(await post({ intent: "discard" })).toMatchObject({ status: 302, location: `${PATH}?notice=discarded` });
    expect(dataOf<ItemEditorPageData>(await page())).toMatchObject({ heading: speaker.name, draft: null });
  });

  it("refuses an invalid form with each field's message and the values typed, storing nothing", async () => {
    const answer = await post(speakerForm({ description: "Too short.", costPrice: "lots" }));
    expect(answer.status).toBe(400);
    const refused = dataOf<ItemEditorAnswer>(answer);
    expect(refused.errors).toEqual({
      description: "Description: at least 120 characters.",
      costPrice: "Cost price (rand): enter a number.",
    });
    expect(refused.values).toMatchObject({ description: "Too short." });
    expect(await findDraft(bed.database.db, "product", speaker.id)).toBeUndefined();
  });

  it("refuses publishing without a draft (409) and an intent it does not know (400)", async () => {
    expect(await post({ intent: "publish" })).toMatchObject({
      status: 409,
      data: { errors: { intent: ITEM_EDITOR_MESSAGES.noDraft } },
    });
    expect(await post({ intent: "explode" })).toMatchObject({
      status: 400,
      data: { errors: { intent: ITEM_EDITOR_MESSAGES.unknownIntent } },
    });
  });
});
