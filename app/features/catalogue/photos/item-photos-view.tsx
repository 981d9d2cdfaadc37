// One catalogue item's photos (decision 043): the upload form, and each photo
// with its alt text, the main-photo choice and removal. Plain HTML forms that
// work without JavaScript.
import { Form } from "react-router";
import { CsrfField } from "#app/features/staff/components.tsx";
import { CataloguePicture } from "#app/features/catalogue/catalogue-picture.tsx";
import { TextField } from "#app/ui/forms/form-field.tsx";
import { Button } from "#app/ui/button.tsx";
import { ALT_TEXT_MAX, PHOTO_FILE_FIELD } from "#app/features/catalogue/photos/catalogue-photo-forms.ts";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import type { ItemPhotosAnswer, ItemPhotosPageData } from "#app/features/catalogue/photos/photo-pages.server.ts";

type Photo = ItemPhotosPageData["photos"][number];

/** The messages of a refused post, for the form it came from (and the photo it named) only. */
function errorsFor(answer: ItemPhotosAnswer | undefined, intent: string, target?: string): FieldErrors {
  return answer && answer.intent === intent && (target === undefined || answer.target === target)
    ? answer.fieldErrors
    : {};
}

function Notices({ page, answer }: { page: ItemPhotosPageData; answer?: ItemPhotosAnswer }) {
  return (
    <>
      {page.notice ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-success">
          {page.notice}
        </p>
      ) : null}
      {answer?.fieldErrors.intent ? (
        <p role="alert" className="mt-4 rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-danger">
          {answer.fieldErrors.intent}
        </p>
      ) : null}
    </>
  );
}

function UploadForm({ page, answer }: { page: ItemPhotosPageData; answer?: ItemPhotosAnswer }) {
  const uploadErrors = errorsFor(answer, "upload");
  return (
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
          defaultValue={answer?.intent === "upload" ? answer.alt : ""}
          error={uploadErrors.alt}
        />
        <div className="grid gap-1.5">
          <label htmlFor="upload-photo" className="font-semibold text-navy">
            Photo <span className="font-normal text-muted">(required)</span>
          </label>
          <p id="upload-photo-hint" className="text-sm text-muted">
            JPEG, PNG or WebP, at most 15 MB and {page.maxMegapixels} megapixels.
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
  );
}

function AltTextForm({ photo, answer }: { photo: Photo; answer?: ItemPhotosAnswer }) {
  const altErrors = errorsFor(answer, "alt", photo.id);
  return (
    <Form method="post" className="grid gap-2" noValidate>
      <CsrfField />
      <input type="hidden" name="intent" value="alt" />
      <input type="hidden" name="photoId" value={photo.id} />
      <TextField
        formId={`alt-${photo.id}`}
        name="alt"
        label="Alt text"
        required
        defaultValue={answer?.intent === "alt" && answer.target === photo.id ? answer.alt : photo.alt}
        error={altErrors.alt ?? altErrors.photoId}
      />
      <Button type="submit" variant="outline" size="sm" className="w-fit">
        Save alt text
      </Button>
    </Form>
  );
}

function RemoveForm({ photo, answer }: { photo: Photo; answer?: ItemPhotosAnswer }) {
  const removeErrors = errorsFor(answer, "remove", photo.id);
  const error = removeErrors.confirm ?? removeErrors.photoId;
  return (
    <Form method="post" className="grid gap-2">
      <CsrfField />
      <input type="hidden" name="intent" value="remove" />
      <input type="hidden" name="photoId" value={photo.id} />
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          name="confirm"
          className="size-4 accent-brand"
          aria-describedby={removeErrors.confirm || removeErrors.photoId ? `remove-${photo.id}-error` : undefined}
        />
        Yes, remove this photo
      </label>
      {removeErrors.confirm || removeErrors.photoId ? (
        <p id={`remove-${photo.id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <Button type="submit" variant="outline" size="sm" className="w-fit">
        Remove photo
      </Button>
    </Form>
  );
}

function PhotoCard({ photo, answer }: { photo: Photo; answer?: ItemPhotosAnswer }) {
  return (
    <li className="grid gap-4 rounded-xl border border-line bg-white p-4" data-photo-id={photo.id}>
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
      <AltTextForm photo={photo} answer={answer} />
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
        <RemoveForm photo={photo} answer={answer} />
      </div>
    </li>
  );
}

export function ItemPhotos({ page, answer }: { page: ItemPhotosPageData; answer?: ItemPhotosAnswer }) {
  return (
    <div className="grid gap-10">
      <div>
        <p className="text-sm">
          <a href="/admin/catalogue/photos" className="font-semibold text-brand hover:underline">
            Catalogue photos
          </a>
        </p>
        <h1 className="mt-2 text-3xl font-extrabold text-navy">Photos of {page.item.name}</h1>
        <p className="mt-1 max-w-2xl text-muted">
          The catalogue pages show the main photo; without one they show the drawing. Photos are resized for phones and
          desktops, turned upright, and their location and camera details are removed before the site shows them.
        </p>
        <Notices page={page} answer={answer} />
      </div>
      <UploadForm page={page} answer={answer} />
      <section aria-labelledby="photos-heading">
        <h2 id="photos-heading" className="text-xl font-bold text-navy">
          Photos on the site
        </h2>
        {page.photos.length === 0 ? (
          <p className="mt-2 text-muted">None yet: the catalogue shows the drawing.</p>
        ) : (
          <ul className="mt-4 grid gap-6 lg:grid-cols-2">
            {page.photos.map((photo) => (
              <PhotoCard key={photo.id} photo={photo} answer={answer} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
