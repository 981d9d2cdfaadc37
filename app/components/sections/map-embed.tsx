import { MapPin } from "lucide-react";
import { business } from "~/content/business";

const query = `${business.geo.latitude},${business.geo.longitude}`;
export const MAP_EMBED_URL = `https://maps.google.com/maps?q=${query}&z=15&output=embed`;
const openUrl = `https://www.google.com/maps/search/?api=1&query=${query}`;

/**
 * The map loads only when the visitor asks for it (the shell script swaps in
 * the frame), so the page stays fast and no third party sees the visit before.
 */
export function MapEmbed() {
  const address = `${business.address.street}, ${business.address.city}, ${business.address.postalCode}`;
  return (
    <div
      data-map
      data-map-src={MAP_EMBED_URL}
      data-map-title={`Map showing ${business.name} at ${address}`}
      className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-4 rounded-2xl border border-line bg-lavender p-6 text-center"
    >
      <MapPin className="size-10 text-brand" aria-hidden="true" />
      <p className="font-semibold text-navy">{address}</p>
      <p className="max-w-xs text-sm text-muted">
        The map is provided by Google Maps and loads only when you ask for it.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          data-map-show
          className="hidden rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark [.js_&]:inline-block"
        >
          Show map
        </button>
        <a
          href={openUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="rounded-lg border-2 border-brand px-4 py-2 font-semibold text-brand hover:bg-white"
        >
          Open in Google Maps<span className="sr-only"> (opens in a new tab)</span>
        </a>
      </div>
    </div>
  );
}
