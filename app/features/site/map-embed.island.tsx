// The Find Us map on the contact page. Google's map loads only when the
// visitor asks for it, so the page stays fast and no third party sees the
// visit before. Without JavaScript the visitor still has the Open in Google
// Maps link; the Show map button appears once React has the island.
import { MapPin } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { business } from "#app/platform/business.ts";
import { island } from "#app/platform/islands/island.tsx";

const query = `${business.geo.latitude},${business.geo.longitude}`;
export const MAP_EMBED_URL = `https://maps.google.com/maps?q=${query}&z=15&output=embed`;
const openUrl = `https://www.google.com/maps/search/?api=1&query=${query}`;
const address = `${business.address.street}, ${business.address.city}, ${business.address.postalCode}`;
export const MAP_TITLE = `Map showing ${business.name} at ${address}`;

const noSubscription = () => () => {};
/** False on the server and while hydrating, true once React runs the island in the browser. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

export type MapEmbedProps = Record<string, never>;

export default function MapEmbed(_props: MapEmbedProps) {
  const hydrated = useHydrated();
  const [shown, setShown] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  // The button that had focus is gone: focus goes to the map that replaced it.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);

  if (shown) {
    return (
      <iframe
        ref={frame}
        src={MAP_EMBED_URL}
        title={MAP_TITLE}
        loading="lazy"
        referrerPolicy="no-referrer-when-downgrade"
        className="aspect-[4/3] w-full rounded-2xl border-0"
      />
    );
  }
  return (
    <div className="flex aspect-[4/3] w-full flex-col items-center justify-center gap-4 rounded-2xl border border-line bg-lavender p-6 text-center">
      <MapPin className="size-10 text-brand" aria-hidden="true" />
      <p className="font-semibold text-navy">{address}</p>
      <p className="max-w-xs text-sm text-muted">
        The map is provided by Google Maps and loads only when you ask for it.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        {hydrated ? (
          <button
            type="button"
            onClick={() => setShown(true)}
            className="rounded-lg bg-brand px-4 py-2 font-semibold text-white hover:bg-brand-dark"
          >
            Show map
          </button>
        ) : null}
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

export const MapEmbedIsland = island("map-embed", MapEmbed, { hydrate: "visible" });
