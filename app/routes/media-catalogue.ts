// GET /media/catalogue/<hash>-<width>.<avif|webp>: a catalogue photo's served
// variant (decision 043), from this process's cache or made again from the
// original in the database (decision 060). Names come from the file's
// content, so an answer never changes: cached for a year. Anything that is
// not exactly such a name, or names no stored photo's variant, is a 404;
// originals are never served.
import type { Route } from "./+types/media-catalogue";
import { PHOTO_MEDIA_TYPES, parsePhotoVariantName } from "#app/features/catalogue/photos/catalogue-photos.ts";
import { cataloguePhotoServicesFrom } from "#app/features/catalogue/photos/photo-context.server.ts";

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });

export async function loader({ params, context }: Route.LoaderArgs) {
  const variant = parsePhotoVariantName(params.name);
  const services = cataloguePhotoServicesFrom(context);
  if (!variant || !services) return notFound();
  const file = await services.files.openVariant(params.name);
  if (!file) return notFound();
  if (file === "busy")
    return new Response("Busy: please try again in a few seconds.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store", "Retry-After": "5" },
    });
  return new Response(file.body, {
    headers: {
      "Content-Type": PHOTO_MEDIA_TYPES[variant.format],
      "Content-Length": String(file.size),
      "Cache-Control": "public, max-age=31536000, immutable",
      // (X-Content-Type-Options: nosniff is on every answer: server/security-headers.ts.)
      // Shown on this site's pages; another site may not embed them from here.
      "Cross-Origin-Resource-Policy": "same-origin",
    },
  });
}
