// /admin/catalogue/photos/:kind/:itemId against a real
// database (which keeps the originals, decision 060) and a real variant cache: an upload read as it streams, alt
// text, the main photo and removal; who may, and what is refused.
import path from "node:path";
import { describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { listItemPhotos } from "#app/features/catalogue/photos/catalogue-photos-db.server.ts";
import { PHOTO_FORM_MESSAGES } from "#app/features/catalogue/photos/catalogue-photo-forms.ts";
import {
  type CataloguePhotoServices,
  cataloguePhotoServicesContext,
} from "#app/features/catalogue/photos/photo-context.server.ts";
import { cachedPhotoStore } from "#app/features/catalogue/photos/photo-files.server.ts";
import {
  ITEM_PHOTO_MESSAGES,
  ITEM_PHOTO_NOTICES,
  type ItemPhotosAnswer,
  type ItemPhotosPageData,
} from "#app/features/catalogue/photos/photo-pages.server.ts";
import { DEFAULT_PHOTO_LIMITS } from "#app/features/catalogue/photos/photo-variants.server.ts";
import { CSRF_FIELD } from "#app/features/staff/auth/staff-auth.ts";
import {
  type FormFields,
  SITE,
  type StaffSession,
  answerOf,
  dataOf,
  routeArgs,
  staffRouteTestbed,
} from "#app/routes/admin/staff-route.test-support.tsx";
import { blankPng } from "#app/platform/uploads/upload-files.test-support.ts";
import { action, loader } from "#app/routes/admin/catalogue-item-photos.tsx";

const bed = staffRouteTestbed();

const speaker = seedCatalogue.products.find((product) => product.id === "powered-speaker-12-premium")!;
const PATH = `/admin/catalogue/photos/product/${speaker.id}`;
const params = { kind: "product", itemId: speaker.id };

function photoServices(): CataloguePhotoServices {
  const { database, dir } = bed;
  const cacheDir = path.join(dir, "photo-cache");
  return {
    db: database.db,
    files: cachedPhotoStore({ db: database.db, cacheDir, limits: DEFAULT_PHOTO_LIMITS, minFreeDiskBytes: 0 }),
    scratchDir: path.join(dir, "upload-tmp"),
    limits: DEFAULT_PHOTO_LIMITS,
    minFreeDiskBytes: 0,
  };
}

function photoContext() {
  const services = photoServices();
  return bed.context((context) => context.set(cataloguePhotoServicesContext, services));
}

async function page(routeParams: typeof params = params, query = "") {
  const { get, signedIn } = bed;
  return answerOf(loader(routeArgs(get(`${PATH}${query}`, await signedIn("editor")), photoContext(), routeParams)));
}

async function post(fields: FormFields, routeParams: typeof params = params) {
  const { post: postForm, signedIn } = bed;
  const request = postForm(PATH, fields, await signedIn("editor"));
  return answerOf(action(routeArgs(request, photoContext(), routeParams)));
}

function uploadRequest(session: StaffSession, alt: string): Request {
  const form = new FormData();
  form.set(CSRF_FIELD, session.csrf);
  form.set("alt", alt);
  form.set("photo", new Blob([new Uint8Array(blankPng(400, 300))], { type: "image/png" }), "speaker.png");
  return new Request(`${SITE}${PATH}`, {
    method: "POST",
    headers: { Cookie: session.cookie, Origin: SITE },
    body: form,
  });
}

async function upload(alt = "The 12-inch speaker on its stand") {
  const editor = await bed.signedIn("editor");
  return answerOf(action(routeArgs(uploadRequest(editor, alt), photoContext(), params)));
}

describe("/admin/catalogue/photos/:kind/:itemId", () => {
  it("refuses sales (403) for the page and for a change", async () => {
    const { get, post: postForm, signedIn } = bed;
    const sales = await signedIn("sales");
    expect((await answerOf(loader(routeArgs(get(PATH, sales), photoContext(), params)))).status).toBe(403);
    const change = postForm(PATH, { intent: "main", photoId: "x" }, sales);
    expect((await answerOf(action(routeArgs(change, photoContext(), params)))).status).toBe(403);
  });

  it("answers 404 for a kind or an item that does not exist, and 503 without a photo store", async () => {
    expect(await page({ kind: "category", itemId: "speakers" })).toMatchObject({
      status: 404,
      data: ITEM_PHOTO_MESSAGES.noItem,
    });
    expect(await page({ kind: "product", itemId: "no-such" })).toMatchObject({ status: 404 });
    expect(await post({ intent: "main", photoId: "x" }, { kind: "product", itemId: "no-such" })).toMatchObject({
      status: 404,
    });
    const { get, context, signedIn } = bed;
    const request = get(PATH, await signedIn("owner"));
    expect(await answerOf(loader(routeArgs(request, context(), params)))).toMatchObject({
      status: 503,
      data: ITEM_PHOTO_MESSAGES.noStore,
    });
  });

  it("shows an item without photos, and a known notice only", async () => {
    const data = dataOf<ItemPhotosPageData>(await page(params, "?notice=uploaded"));
    expect(data).toMatchObject({ item: { id: speaker.id, name: speaker.name }, photos: [] });
    expect(data.notice).toBe(ITEM_PHOTO_NOTICES.uploaded);
    expect(data.maxMegapixels).toBe(Math.floor(DEFAULT_PHOTO_LIMITS.maxPixels / 1_000_000));
    expect(dataOf<ItemPhotosPageData>(await page(params, "?notice=nonsense")).notice).toBeNull();
  });

  it("stores an upload with its alt text, then changes the alt text and removes it", async () => {
    expect(await upload()).toMatchObject({ status: 302, location: `${PATH}?notice=uploaded` });
    const [photo] = dataOf<ItemPhotosPageData>(await page()).photos;
    expect(photo).toMatchObject({ isMain: true, alt: "The 12-inch speaker on its stand", size: "400 × 300 px" });

    const alt = await post({ intent: "alt", photoId: photo!.id, alt: "Speaker, front view" });
    expect(alt).toMatchObject({ status: 302, location: `${PATH}?notice=alt` });
    expect((await listItemPhotos(bed.database.db, "product", speaker.id))[0]?.alt).toBe("Speaker, front view");

    const removed = await post({ intent: "remove", photoId: photo!.id, confirm: "on" });
    expect(removed).toMatchObject({ status: 302, location: `${PATH}?notice=removed` });
    expect(await listItemPhotos(bed.database.db, "product", speaker.id)).toEqual([]);
  });

  it("refuses an upload without alt text, storing nothing", async () => {
    const answer = await upload("");
    expect(answer.status).toBe(400);
    expect(dataOf<ItemPhotosAnswer>(answer)).toMatchObject({ intent: "upload", alt: "" });
    expect(dataOf<ItemPhotosAnswer>(answer).fieldErrors.alt).toBeTruthy();
    expect(await listItemPhotos(bed.database.db, "product", speaker.id)).toEqual([]);
    const originals = await bed.database.db
      .withTables<{ catalogue_photo_originals: { hash: string } }>()
      .selectFrom("catalogue_photo_originals")
      .select("hash")
      .execute();
    expect(originals).toEqual([]);
  });

  it("refuses a removal without its confirmation (400), a photo that does not exist (404), an unknown intent", async () => {
    await upload();
    const [photo] = await listItemPhotos(bed.database.db, "product", speaker.id);
    const unconfirmed = await post({ intent: "remove", photoId: photo!.id });
    expect(unconfirmed).toMatchObject({ status: 400, data: { intent: "remove", target: photo!.id } });
    expect(await listItemPhotos(bed.database.db, "product", speaker.id)).toHaveLength(1);
    expect(await post({ intent: "main", photoId: "0".repeat(photo!.id.length) })).toMatchObject({
      status: 404,
      data: { fieldErrors: { photoId: PHOTO_FORM_MESSAGES.photo } },
    });
    expect(await post({ intent: "rotate", photoId: photo!.id })).toMatchObject({
      status: 400,
      data: { intent: "unknown", fieldErrors: { intent: ITEM_PHOTO_MESSAGES.unknownIntent } },
    });
  });
});
