// Share a catalogue item: its Facebook, Twitter and WhatsApp pages, Copy link
// (with the spec's 'Link Copied' toast) and, where the device has one, its own
// share sheet. A Radix popover beside the Share button: Escape or a click
// outside closes it and focus returns to the button. It needs script, so
// without it the button is not shown.
import { Copy, Share2 } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { Popover, PopoverContent, PopoverTrigger } from "~/components/ui/popover";
import { business } from "~/content/business";
import { KIND_LABELS, type CatalogueItemKind } from "~/lib/quote";
import { COPY_MESSAGES, shareLinks, shareText, shareUrl } from "~/lib/share";
import { island } from "./island";
import { notify } from "./toast";

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
  "flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm font-medium text-ink hover:bg-lavender";

/** The device's own share sheet, offered only where there is one (the popover only opens in the browser). */
function ShareWithApp({ data }: { data: ShareData }) {
  if (typeof navigator.share !== "function") return null;
  return (
    <li>
      <button type="button" className={itemClass} onClick={() => void shareWithApp(data)}>
        Share with an app
      </button>
    </li>
  );
}

export default function SharePopover({ kind, id, name, siteUrl }: SharePopoverProps) {
  const url = shareUrl(siteUrl, kind, id);
  const text = shareText(KIND_LABELS[kind], name, business.name);
  const links = shareLinks(url, text);
  return (
    <Popover>
      <PopoverTrigger
        className={buttonVariants({ variant: "outline", className: "noscript:hidden" })}
        aria-label={`Share: ${name}`}
      >
        <Share2 aria-hidden="true" />
        Share
      </PopoverTrigger>
      <PopoverContent align="end" aria-label={`Share ${name}`} className="w-56 p-2">
        <ul className="grid gap-0.5">
          <ShareWithApp data={{ title: name, text, url }} />
          <li>
            <a href={links.facebook} target="_blank" rel="noopener noreferrer" className={itemClass}>
              Facebook<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={links.twitter} target="_blank" rel="noopener noreferrer" className={itemClass}>
              Twitter<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={itemClass}>
              WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <button type="button" className={itemClass} onClick={() => void copyLink(url)}>
              <Copy className="size-4" aria-hidden="true" />
              Copy link
            </button>
          </li>
        </ul>
      </PopoverContent>
    </Popover>
  );
}

/** Hydrated as it nears the viewport: the Share buttons sit on cards down the page. */
export const SharePopoverIsland = island("share-popover", SharePopover, { hydrate: "visible" });
