// One catalogue item's photos, for owners and editors (decision 043): upload
// a photo with its alt text (a multipart form post, read as it streams, up to
// 15 MB), change a photo's alt text, choose the main photo, remove a photo
// (its original is kept). Plain HTML forms that work without JavaScript.
// The page and its steps: app/features/catalogue/photos/photo-pages.server.ts.
import { data } from "react-router";
import type { Route } from "./+types/catalogue-item-photos";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { multipartBoundary } from "#app/platform/uploads/multipart-upload.server.ts";
import { cataloguePhotoServicesFrom } from "#app/features/catalogue/photos/photo-context.server.ts";
import { ItemPhotos } from "#app/features/catalogue/photos/item-photos-view.tsx";
import {
  ITEM_PHOTO_MESSAGES,
  changeItemPhoto,
  itemPhotosPage,
  photoItemOf,
  uploadItemPhoto,
} from "#app/features/catalogue/photos/photo-pages.server.ts";
import { readFormOrEmpty } from "#app/platform/http/form-body.server.ts";
import { respond } from "#app/platform/http/route-outcome.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";

const access = STAFF_ROUTES["routes/admin/catalogue-item-photos.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `Photos of ${loaderData.item.name}` : "Catalogue photos");

function servicesOf(context: Route.LoaderArgs["context"]) {
  const services = cataloguePhotoServicesFrom(context);
  if (!services) throw data(ITEM_PHOTO_MESSAGES.noStore, { status: 503 });
  return services;
}

async function itemOf(services: { db: Parameters<typeof photoItemOf>[0] }, params: { kind: string; itemId: string }) {
  const item = await photoItemOf(services.db, params);
  if (!item) throw data(ITEM_PHOTO_MESSAGES.noItem, { status: 404 });
  return item;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const services = servicesOf(context);
  const item = await itemOf(services, params);
  return itemPhotosPage(services, item, new URL(request.url).searchParams.get("notice"));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const services = servicesOf(context);
  const post = { item: await itemOf(services, params), staff, now: new Date() };
  if (multipartBoundary(request.headers.get("Content-Type")))
    return respond(await uploadItemPhoto(services, request, post));
  return respond(await changeItemPhoto(services.db, await readFormOrEmpty(request), post));
}

export default function CatalogueItemPhotos({ loaderData, actionData }: Route.ComponentProps) {
  return <ItemPhotos page={loaderData} answer={actionData} />;
}
