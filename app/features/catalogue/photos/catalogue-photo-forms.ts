// The staff photo forms' rules (decision 043): alt text required, with
// messages that name their field. zod/mini, for the staff pages' server side.
import * as z from "zod/mini";
import { posted } from "#app/platform/forms/form-fields.ts";

/** The upload form's file field. */
export const PHOTO_FILE_FIELD = "photo";

export const ALT_TEXT_MAX = 250;

export const PHOTO_FORM_MESSAGES = {
  alt: "Alt text: describe what the photo shows (at least 5 characters), for people who cannot see it.",
  altLong: `Alt text: keep it under ${ALT_TEXT_MAX} characters.`,
  photo: "Photo: this photo no longer exists. Reload the page.",
  file: "Photo: choose a JPEG, PNG or WebP photo to upload.",
  confirmRemove: "Confirm: tick the box to confirm you want to remove this photo.",
} as const;

const altText = () =>
  posted(
    z.string().check(z.minLength(5, PHOTO_FORM_MESSAGES.alt), z.maxLength(ALT_TEXT_MAX, PHOTO_FORM_MESSAGES.altLong)),
  );
const photoId = () =>
  posted(z.string().check(z.minLength(1, PHOTO_FORM_MESSAGES.photo), z.maxLength(64, PHOTO_FORM_MESSAGES.photo)));

export const photoAltSchema = () => z.object({ alt: altText() });
export const photoEditAltSchema = () => z.object({ photoId: photoId(), alt: altText() });
export const photoChoiceSchema = () => z.object({ photoId: photoId() });
export const photoRemoveSchema = () =>
  z.object({
    photoId: photoId(),
    confirm: posted(z.string().check(z.refine((value) => value === "on", PHOTO_FORM_MESSAGES.confirmRemove))),
  });
