// Share a catalogue item (spec: a popover with its Facebook, Twitter and
// WhatsApp pages and a copy-link action). The popover is the browser's own
// (`popover` and `popovertarget`, as the header's menus: decision 022): the
// button opens it with or without script, Escape or a click elsewhere closes
// it and focus returns to the button. The island adds what needs script:
// Copy link, with the spec's 'Link Copied' toast, and, where the device has
// one, its own share sheet. It hydrates on the first touch of the button,
// before the visitor can reach Copy link, which waits disabled until then.
import { Copy, Share2 } from "lucide-react";
import { useId } from "react";
import { buttonVariants } from "#app/ui/button.tsx";
import { business } from "#app/platform/business.ts";
import { type CatalogueItemKind, KIND_LABELS } from "#app/features/quotes/index.ts";
import { COPY_MESSAGES, shareLinks, shareText, shareUrl } from "#app/features/site/index.ts";
import { island } from "#app/platform/islands/island.tsx";
import { notify } from "#app/ui/toast/toast.ts";
import { useHydrated } from "#app/platform/islands/use-hydrated.ts";

export type SharePopoverProps = {
  kind: CatalogueItemKind;
  id: string;
  name: string;
  /** The site's origin, for the item's absolute address. */
  siteUrl: string;
};

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    notify({ title: COPY_MESSAGES.success.title, variant: "success" });
  } catch {
    notify({
      title: COPY_MESSAGES.failure.title,
      description: COPY_MESSAGES.failure.description,
      variant: "destructive",
    });
  }
}

async function shareWithApp(data: ShareData) {
  try {
    await navigator.share(data);
  } catch (error) {
    // The visitor closed the sheet, or the device refused: nothing to tell them.
    console.error(error);
  }
}

const itemClass =
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-ink hover:bg-lavender disabled:opacity-60";

function ExternalLink({ href, label }: { href: string; label: string }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" className={itemClass}>
        {label}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>
    </li>
  );
}

export default function SharePopover({ kind, id, name, siteUrl }: SharePopoverProps) {
  const popoverId = useId();
  const hydrated = useHydrated();
  const url = shareUrl(siteUrl, kind, id);
  const text = shareText(KIND_LABELS[kind], name, business.name);
  const links = shareLinks(url, text);
  const deviceCanShare = hydrated && typeof navigator.share === "function";
  return (
    <>
      <button
        type="button"
        popoverTarget={popoverId}
        className={buttonVariants({ variant: "outline" })}
        aria-label={`Share: ${name}`}
      >
        <Share2 aria-hidden="true" />
        Share
      </button>
      <div
        id={popoverId}
        popover="auto"
        role="dialog"
        aria-label={`Share ${name}`}
        className="share-panel w-56 rounded-lg border border-line bg-white p-2 text-ink shadow-lg"
      >
        <ul className="grid gap-0.5">
          <ExternalLink href={links.facebook} label="Facebook" />
          <ExternalLink href={links.twitter} label="Twitter" />
          <ExternalLink href={links.whatsapp} label="WhatsApp" />
          <li className="noscript:hidden">
            <button type="button" className={itemClass} disabled={!hydrated} onClick={() => void copyLink(url)}>
              <Copy className="size-4" aria-hidden="true" />
              Copy link
            </button>
          </li>
          {deviceCanShare ? (
            <li>
              <button type="button" className={itemClass} onClick={() => void shareWithApp({ title: name, text, url })}>
                <Share2 className="size-4" aria-hidden="true" />
                Share with an app
              </button>
            </li>
          ) : null}
        </ul>
      </div>
    </>
  );
}

/** Hydrated on the first touch: the popover itself needs no script. */
export const SharePopoverIsland = island("share-popover", SharePopover, { hydrate: "interaction" });

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
