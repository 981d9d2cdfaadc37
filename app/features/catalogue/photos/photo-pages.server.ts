// The staff photo pages (decision 043): every item with its number of photos,
// and one item's photos with the steps behind their forms: upload (a
// multipart post read as it streams), alt text, main photo and removal
// (app/routes/admin/catalogue-photos.tsx, catalogue-item-photos.tsx).
import type { Kysely } from "kysely";
import { everyCatalogueItem } from "#app/features/catalogue/editor/editor.server.ts";
import {
  PHOTO_KIND_LABELS,
  type PhotoItem,
  photoItems,
  photoKey,
} from "#app/features/catalogue/content/catalogue-photos.ts";
import { PHOTO_ITEM_KINDS, isPhotoItemKind } from "#app/features/catalogue/photos/catalogue-photos.ts";
import {
  PHOTO_FORM_MESSAGES,
  photoAltSchema,
  photoChoiceSchema,
  photoEditAltSchema,
  photoRemoveSchema,
} from "#app/features/catalogue/photos/catalogue-photo-forms.ts";
import {
  addCataloguePhoto,
  chooseMainPhoto,
  listItemPhotos,
  photoCounts,
  removeCataloguePhoto,
  setPhotoAlt,
} from "#app/features/catalogue/photos/catalogue-photos-db.server.ts";
import type { CataloguePhotoServices } from "#app/features/catalogue/photos/photo-context.server.ts";
import { readPhotoUpload } from "#app/features/catalogue/photos/photo-upload.server.ts";
import { readStaffForm } from "#app/features/staff/index.ts";
import type { SignedInStaff } from "#app/features/staff/index.server.ts";
import { formatSast } from "#app/features/leads/index.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import { type RouteOutcome, answer, redirectTo } from "#app/platform/http/route-outcome.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";

export const ITEM_PHOTO_NOTICES: Readonly<Record<string, string>> = {
  uploaded: "Photo uploaded. The catalogue pages show the main photo within a few seconds.",
  alt: "Alt text saved.",
  main: "Main photo chosen: the catalogue pages show this one.",
  removed: "Photo removed from the site. Its original file is kept.",
};

export const ITEM_PHOTO_MESSAGES = {
  noItem: "That catalogue item does not exist.",
  noStore: "The photo store is not available on this server.",
  unknownIntent: "This form's action is not one the page knows. Reload the page.",
} as const;

/** Every item that may have photos, by kind, with how many it has. */
export async function photoOverviewPage(db: Kysely<Database>) {
  const counts = await photoCounts(db);
  const items = photoItems(await everyCatalogueItem(db));
  return {
    groups: PHOTO_ITEM_KINDS.map((kind) => ({
      kind,
      label: PHOTO_KIND_LABELS[kind],
      items: items[kind].map((item) => ({ ...item, photos: counts.get(photoKey(kind, item.id)) ?? 0 })),
    })),
  };
}

export type PhotoOverviewPageData = Awaited<ReturnType<typeof photoOverviewPage>>;

/** The item a page address names, or undefined. */
export async function photoItemOf(
  db: Kysely<Database>,
  { kind, itemId }: { kind: string; itemId: string },
): Promise<PhotoItem | undefined> {
  if (!isPhotoItemKind(kind)) return undefined;
  return photoItems(await everyCatalogueItem(db))[kind].find((entry) => entry.id === itemId);
}

export async function itemPhotosPage(services: CataloguePhotoServices, item: PhotoItem, notice: string | null) {
  const photos = await listItemPhotos(services.db, item.kind, item.id);
  return {
    item,
    photos: photos.map((photo) => ({
      id: photo.id,
      isMain: photo.isMain,
      alt: photo.alt,
      picture: { image: item.image, photo },
      size: `${photo.width} × ${photo.height} px`,
      originalName: photo.originalName,
      uploaded: `${formatSast(photo.uploadedAt)} by ${photo.uploadedBy}`,
      changed: photo.updatedAt === photo.uploadedAt ? null : `${formatSast(photo.updatedAt)} by ${photo.updatedBy}`,
    })),
    notice: notice && Object.hasOwn(ITEM_PHOTO_NOTICES, notice) ? ITEM_PHOTO_NOTICES[notice] : null,
    maxMegapixels: Math.floor(services.limits.maxPixels / 1_000_000),
  };
}

export type ItemPhotosPageData = Awaited<ReturnType<typeof itemPhotosPage>>;

/** Which form a refusal belongs to (and which photo's), its messages and the alt text typed. */
export interface ItemPhotosAnswer {
  intent: string;
  target?: string;
  fieldErrors: FieldErrors;
  alt?: string;
}

interface PhotoPost {
  item: PhotoItem;
  staff: Pick<SignedInStaff, "staffId" | "email">;
  now: Date;
}

function pageOf(item: PhotoItem): string {
  return `/admin/catalogue/photos/${item.kind}/${item.id}`;
}

/**
 * A photo and its alt text, from a multipart post read as it streams. Its
 * row and original are kept in one transaction (decision 060): a refusal or
 * a failure keeps neither. Its variants then go to this process's cache.
 */
export async function uploadItemPhoto(
  services: CataloguePhotoServices,
  request: Request,
  { item, staff, now }: PhotoPost,
): Promise<RouteOutcome<ItemPhotosAnswer>> {
  const upload = await readPhotoUpload(request, services);
  if (!upload.ok) return answer(upload.status, { intent: "upload", fieldErrors: { photo: upload.message } });
  const fields = new FormData();
  for (const [name, value] of Object.entries(upload.fields)) fields.set(name, value);
  const read = readStaffForm(fields, photoAltSchema());
  if (!read.ok) return answer(400, { intent: "upload", fieldErrors: read.fieldErrors, alt: upload.fields.alt ?? "" });
  const { variants, ...photo } = upload.stored;
  await addCataloguePhoto(services.db, {
    ...photo,
    kind: item.kind,
    itemId: item.id,
    alt: read.value.alt,
    staffEmail: staff.email,
    now,
  });
  await services.files.cacheVariants(variants);
  logInfo("catalogue.photo_uploaded", { staffId: staff.staffId, kind: item.kind, item: item.id });
  return redirectTo(`${pageOf(item)}?notice=uploaded`);
}

/** A change to one photo: its alt text, making it the main photo, or removing it. */
export async function changeItemPhoto(
  db: Kysely<Database>,
  form: FormData,
  { item, staff, now }: PhotoPost,
): Promise<RouteOutcome<ItemPhotosAnswer>> {
  const intent = String(form.get("intent") ?? "");
  const target = String(form.get("photoId") ?? "");
  const change = { kind: item.kind, itemId: item.id, staffEmail: staff.email, now };
  const missing = () => answer(404, { intent, target, fieldErrors: { photoId: PHOTO_FORM_MESSAGES.photo } });
  const refused = (fieldErrors: FieldErrors, alt?: string) =>
    answer(400, alt === undefined ? { intent, target, fieldErrors } : { intent, target, fieldErrors, alt });

  if (intent === "alt") {
    const read = readStaffForm(form, photoEditAltSchema());
    if (!read.ok) return refused(read.fieldErrors, String(form.get("alt") ?? ""));
    if (!(await setPhotoAlt(db, { ...change, ...read.value }))) return missing();
    return redirectTo(`${pageOf(item)}?notice=alt`);
  }
  if (intent === "main") {
    const read = readStaffForm(form, photoChoiceSchema());
    if (!read.ok) return refused(read.fieldErrors);
    if (!(await chooseMainPhoto(db, { ...change, ...read.value }))) return missing();
    return redirectTo(`${pageOf(item)}?notice=main`);
  }
  if (intent === "remove") {
    const read = readStaffForm(form, photoRemoveSchema());
    if (!read.ok) return refused(read.fieldErrors);
    if (!(await removeCataloguePhoto(db, { ...change, photoId: read.value.photoId }))) return missing();
    logInfo("catalogue.photo_removed", { staffId: staff.staffId, kind: item.kind, item: item.id });
    return redirectTo(`${pageOf(item)}?notice=removed`);
  }
  return answer(400, { intent: "unknown", fieldErrors: { intent: ITEM_PHOTO_MESSAGES.unknownIntent } });
}
