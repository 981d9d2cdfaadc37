// One catalogue item's photos, for owners and editors (decision 043): upload
// a photo with its alt text (a multipart form post, read as it streams, up to
// 15 MB), change a photo's alt text, choose the main photo, remove a photo
// (its original is kept). Plain HTML forms that work without JavaScript.
import { data, Form, redirect } from "react-router";
import type { Route } from "./+types/catalogue-item-photos";
import { STAFF_ROUTES } from "#app/features/staff/staff-roles.ts";
import { CsrfField } from "#app/features/staff/auth/csrf-field.tsx";
import type { Kysely } from "kysely";
import { everyCatalogueItem } from "#app/features/catalogue/editor/editor.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { staffPageMeta } from "#app/features/staff/staff-meta.ts";
import { CataloguePicture } from "#app/features/catalogue/catalogue-picture.tsx";
import { TextField } from "#app/ui/forms/form-field.tsx";
import { Button } from "#app/ui/button.tsx";
import { photoItems } from "#app/features/catalogue/content/catalogue-photos.ts";
import { formatSast } from "#app/features/leads/inbox/inbox-view.ts";
import {
  ALT_TEXT_MAX,
  PHOTO_FILE_FIELD,
  PHOTO_FORM_MESSAGES,
  photoAltSchema,
  photoChoiceSchema,
  photoEditAltSchema,
  photoRemoveSchema,
} from "#app/features/catalogue/photos/catalogue-photo-forms.ts";
import { isPhotoItemKind } from "#app/features/catalogue/photos/catalogue-photos.ts";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import { staffPageHandle } from "#app/platform/islands/route-handle.ts";
import { readStaffForm } from "#app/features/staff/accounts/staff-account-forms.ts";
import { multipartBoundary } from "#app/platform/uploads/multipart-upload.server.ts";
import { cataloguePhotoServicesFrom } from "#app/features/catalogue/photos/photo-context.server.ts";
import { readPhotoUpload } from "#app/features/catalogue/photos/photo-upload.server.ts";
import {
  addCataloguePhoto,
  chooseMainPhoto,
  listItemPhotos,
  photoFilesInUse,
  removeCataloguePhoto,
  setPhotoAlt,
} from "#app/features/catalogue/photos/catalogue-photos-db.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { requireStaff } from "#app/features/staff/require-staff.server.ts";

const access = STAFF_ROUTES["routes/admin/catalogue-item-photos.tsx"];

export const handle = staffPageHandle;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffPageMeta(loaderData ? `Photos of ${loaderData.item.name}` : "Catalogue photos");

const NOTICES: Readonly<Record<string, string>> = {
  uploaded: "Photo uploaded. The catalogue pages show the main photo within a few seconds.",
  alt: "Alt text saved.",
  main: "Main photo chosen: the catalogue pages show this one.",
  removed: "Photo removed from the site. Its original file is kept.",
};

/** The item a page address names, or a 404. */
async function itemOf(db: Kysely<Database>, params: { kind: string; itemId: string }) {
  const { kind, itemId } = params;
  const item = isPhotoItemKind(kind)
    ? photoItems(await everyCatalogueItem(db))[kind].find((entry) => entry.id === itemId)
    : undefined;
  if (!item) throw data("That catalogue item does not exist.", { status: 404 });
  return item;
}

function servicesOf(context: Route.LoaderArgs["context"]) {
  const services = cataloguePhotoServicesFrom(context);
  if (!services) throw data("The photo store is not available on this server.", { status: 503 });
  return services;
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff({ request, context }, access.loader);
  const { db, limits } = servicesOf(context);
  const item = await itemOf(db, params);
  const photos = await listItemPhotos(db, item.kind, item.id);
  const notice = new URL(request.url).searchParams.get("notice");
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
    notice: notice && Object.hasOwn(NOTICES, notice) ? NOTICES[notice] : null,
    maxMegapixels: Math.floor(limits.maxPixels / 1_000_000),
  };
}

type ActionErrors = { intent: string; target?: string; fieldErrors: FieldErrors; alt?: string };

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaff({ request, context }, access.action);
  const services = servicesOf(context);
  const item = await itemOf(services.db, params);
  const now = new Date();
  const here = `/admin/catalogue/photos/${item.kind}/${item.id}`;
  const refuse = (errors: ActionErrors, status = 400) => data<ActionErrors>(errors, { status });

  if (multipartBoundary(request.headers.get("Content-Type"))) {
    const upload = await readPhotoUpload(request, services);
    if (!upload.ok) return refuse({ intent: "upload", fieldErrors: { photo: upload.message } }, upload.status);
    const fields = new FormData();
    for (const [name, value] of Object.entries(upload.fields)) fields.set(name, value);
    const read = readStaffForm(fields, photoAltSchema());
    if (!read.ok) {
      // Nothing half-stored: the files go again unless another photo row already uses them.
      if (!(await photoFilesInUse(services.db, upload.stored.hash)))
        await services.files.removePhoto(upload.stored.hash);
      return refuse({ intent: "upload", fieldErrors: read.fieldErrors, alt: upload.fields.alt ?? "" });
    }
    try {
      await addCataloguePhoto(services.db, {
        ...upload.stored,
        kind: item.kind,
        itemId: item.id,
        alt: read.value.alt,
        staffEmail: staff.email,
        now,
      });
    } catch (error) {
      if (!(await photoFilesInUse(services.db, upload.stored.hash).catch(() => true)))
        await services.files.removePhoto(upload.stored.hash);
      throw error;
    }
    logInfo("catalogue.photo_uploaded", { staffId: staff.staffId, kind: item.kind, item: item.id });
    return redirect(`${here}?notice=uploaded`);
  }

  const form = await request.formData().catch(() => new FormData());
  const intent = String(form.get("intent") ?? "");
  const target = String(form.get("photoId") ?? "");
  const change = { kind: item.kind, itemId: item.id, staffEmail: staff.email, now };
  const missing = () => refuse({ intent, target, fieldErrors: { photoId: PHOTO_FORM_MESSAGES.photo } }, 404);

  if (intent === "alt") {
    const read = readStaffForm(form, photoEditAltSchema());
    if (!read.ok) return refuse({ intent, target, fieldErrors: read.fieldErrors, alt: String(form.get("alt") ?? "") });
    if (!(await setPhotoAlt(services.db, { ...change, ...read.value }))) return missing();
    return redirect(`${here}?notice=alt`);
  }
  if (intent === "main") {
    const read = readStaffForm(form, photoChoiceSchema());
    if (!read.ok) return refuse({ intent, target, fieldErrors: read.fieldErrors });
    if (!(await chooseMainPhoto(services.db, { ...change, ...read.value }))) return missing();
    return redirect(`${here}?notice=main`);
  }
  if (intent === "remove") {
    const read = readStaffForm(form, photoRemoveSchema());
    if (!read.ok) return refuse({ intent, target, fieldErrors: read.fieldErrors });
    if (!(await removeCataloguePhoto(services.db, { ...change, photoId: read.value.photoId }))) return missing();
    logInfo("catalogue.photo_removed", { staffId: staff.staffId, kind: item.kind, item: item.id });
    return redirect(`${here}?notice=removed`);
  }
  return refuse({
    intent: "unknown",
    fieldErrors: { intent: "This form's action is not one the page knows. Reload the page." },
  });
}

export default function CatalogueItemPhotos({ loaderData, actionData }: Route.ComponentProps) {
  const { item, photos } = loaderData;
  const errorsFor = (intent: string, target?: string) =>
    actionData && actionData.intent === intent && (target === undefined || actionData.target === target)
      ? actionData.fieldErrors
      : {};
  const uploadErrors = errorsFor("upload");
  return (
    <div className="grid gap-10">
      <div>
        <p className="text-sm">
          <a href="/admin/catalogue/photos" className="font-semibold text-brand hover:underline">
            Catalogue photos
          </a>
        </p>
        <h1 className="mt-2 text-3xl font-extrabold text-navy">Photos of {item.name}</h1>
        <p className="mt-1 max-w-2xl text-muted">
          The catalogue pages show the main photo; without one they show the drawing. Photos are resized for phones and
          desktops, turned upright, and their location and camera details are removed before the site shows them.
        </p>
        {loaderData.notice ? (
          <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-success">
            {loaderData.notice}
          </p>
        ) : null}
        {actionData?.fieldErrors.intent ? (
          <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-danger">
            {actionData.fieldErrors.intent}
          </p>
        ) : null}
      </div>

      <section aria-labelledby="upload-heading" className="max-w-xl">
        <h2 id="upload-heading" className="text-xl font-bold text-navy">
          Upload a photo
        </h2>
        <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4" noValidate>
          <CsrfField />
          <TextField
            formId="upload"
            name="alt"
            label="Alt text"
            required
            hint={`What the photo shows, for people who cannot see it (at most ${ALT_TEXT_MAX} characters).`}
            defaultValue={actionData?.intent === "upload" ? actionData.alt : ""}
            error={uploadErrors.alt}
          />
          <div className="grid gap-1.5">
            <label htmlFor="upload-photo" className="font-semibold text-navy">
              Photo <span className="font-normal text-muted">(required)</span>
            </label>
            <p id="upload-photo-hint" className="text-sm text-muted">
              JPEG, PNG or WebP, at most 15 MB and {loaderData.maxMegapixels} megapixels.
            </p>
            <input
              id="upload-photo"
              name={PHOTO_FILE_FIELD}
              type="file"
              accept="image/jpeg,image/png,image/webp"
              required
              aria-describedby={uploadErrors.photo ? "upload-photo-hint upload-photo-error" : "upload-photo-hint"}
              aria-invalid={uploadErrors.photo ? true : undefined}
              className="text-sm file:mr-3 file:rounded-md file:border file:border-line file:bg-white file:px-3 file:py-1.5 file:font-semibold file:text-navy"
            />
            {uploadErrors.photo ? (
              <p id="upload-photo-error" className="text-sm font-medium text-danger">
                {uploadErrors.photo}
              </p>
            ) : null}
          </div>
          <Button type="submit" className="w-fit">
            Upload photo
          </Button>
        </Form>
      </section>

      <section aria-labelledby="photos-heading">
        <h2 id="photos-heading" className="text-xl font-bold text-navy">
          Photos on the site
        </h2>
        {photos.length === 0 ? (
          <p className="mt-2 text-muted">None yet: the catalogue shows the drawing.</p>
        ) : (
          <ul className="mt-4 grid gap-6 lg:grid-cols-2">
            {photos.map((photo) => {
              const altErrors = errorsFor("alt", photo.id);
              const removeErrors = errorsFor("remove", photo.id);
              return (
                <li
                  key={photo.id}
                  className="grid gap-4 rounded-xl border border-line bg-white p-4"
                  data-photo-id={photo.id}
                >
                  <CataloguePicture
                    record={photo.picture}
                    layout="card"
                    alt=""
                    width={480}
                    height={360}
                    className="w-full rounded-lg bg-lavender"
                  />
                  <p className="text-sm text-muted">
                    {photo.isMain ? <strong className="mr-2 text-success">Main photo</strong> : null}
                    {photo.size} · {photo.originalName} · uploaded {photo.uploaded}
                    {photo.changed ? ` · changed ${photo.changed}` : ""}
                  </p>
                  <Form method="post" className="grid gap-2" noValidate>
                    <CsrfField />
                    <input type="hidden" name="intent" value="alt" />
                    <input type="hidden" name="photoId" value={photo.id} />
                    <TextField
                      formId={`alt-${photo.id}`}
                      name="alt"
                      label="Alt text"
                      required
                      defaultValue={
                        actionData?.intent === "alt" && actionData.target === photo.id ? actionData.alt : photo.alt
                      }
                      error={altErrors.alt ?? altErrors.photoId}
                    />
                    <Button type="submit" variant="outline" size="sm" className="w-fit">
                      Save alt text
                    </Button>
                  </Form>
                  <div className="flex flex-wrap items-start gap-6">
                    {photo.isMain ? null : (
                      <Form method="post">
                        <CsrfField />
                        <input type="hidden" name="intent" value="main" />
                        <input type="hidden" name="photoId" value={photo.id} />
                        <Button type="submit" variant="outline" size="sm">
                          Make main photo
                        </Button>
                      </Form>
                    )}
                    <Form method="post" className="grid gap-2">
                      <CsrfField />
                      <input type="hidden" name="intent" value="remove" />
                      <input type="hidden" name="photoId" value={photo.id} />
                      <label className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          name="confirm"
                          className="size-4 accent-brand"
                          aria-describedby={
                            removeErrors.confirm || removeErrors.photoId ? `remove-${photo.id}-error` : undefined
                          }
                        />
                        Yes, remove this photo
                      </label>
                      {removeErrors.confirm || removeErrors.photoId ? (
                        <p id={`remove-${photo.id}-error`} className="text-sm font-medium text-danger">
                          {removeErrors.confirm ?? removeErrors.photoId}
                        </p>
                      ) : null}
                      <Button type="submit" variant="outline" size="sm" className="w-fit">
                        Remove photo
                      </Button>
                    </Form>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </section>
    </div>
  );
}
