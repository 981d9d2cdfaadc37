import { MapPin } from "lucide-react";
import { useState } from "react";
import { business } from "~/content/business";

const query = `${business.geo.latitude},${business.geo.longitude}`;
const embedUrl = `https://maps.google.com/maps?q=${query}&z=15&output=embed`;
const openUrl = `https://www.google.com/maps/search/?api=1&query=${query}`;

/**
 * The map only loads when the visitor asks for it: the page stays fast and no
 * third party sees the visit until then.
 */
export function MapEmbed() {
  const [shown, setShown] = useState(false);
  const address = `${business.address.street}, ${business.address.city}, ${business.address.postalCode}`;
  if (shown) {
    return (
      <iframe
        title={`Map showing ${business.name} at ${address}`}
        src={embedUrl}
        className="aspect-[4/3] w-full rounded-2xl border-0"
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
      />
    );
  }
  return (
    <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-4 rounded-2xl border border-line bg-lavender p-6 text-center">
      <MapPin className="size-10 text-brand" aria-hidden="true" />
      <p className="font-semibold text-navy">{address}</p>
      <p className="max-w-xs text-sm text-muted">The map is provided by Google Maps and loads only when you ask for it.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => setShown(true)}
          className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
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
