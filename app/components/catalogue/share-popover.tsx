// Share an item: Facebook, Twitter and WhatsApp pages, copy the link, and the
// device's own share sheet where it has one. A native popover opened by its
// button (popovertarget), so it opens even before any script has run; the
// catalogue script (app/enhance/share-popover.ts) places it by its button,
// copies the link and offers the share sheet.
import { Copy, Share2 } from "lucide-react";
import { buttonVariants } from "~/components/ui/button";
import { business } from "~/content/business";
import { KIND_LABELS, type CatalogueItemKind } from "~/lib/quote";
import { shareLinks, shareText, shareUrl } from "~/lib/share";

export function SharePopover({
  kind,
  id,
  name,
  siteUrl,
}: {
  kind: CatalogueItemKind;
  id: string;
  name: string;
  siteUrl: string;
}) {
  const url = shareUrl(siteUrl, kind, id);
  const text = shareText(KIND_LABELS[kind], name, business.name);
  const links = shareLinks(url, text);
  const popoverId = `share-${kind}-${id}`;

  const linkClass = "block rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-lavender";
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
        className="share-popover w-56 rounded-xl border border-line bg-white p-2 shadow-lg"
        data-share-popover=""
        data-share-url={url}
        data-share-title={name}
        data-share-text={text}
      >
        <ul className="grid gap-0.5">
          <li data-native-share="" hidden>
            <button type="button" className={`${linkClass} w-full text-left`} data-share-native="">
              Share with an app
            </button>
          </li>
          <li>
            <a href={links.facebook} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Facebook<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={links.twitter} target="_blank" rel="noopener noreferrer" className={linkClass}>
              Twitter<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li>
            <a href={links.whatsapp} target="_blank" rel="noopener noreferrer" className={linkClass}>
              WhatsApp<span className="sr-only"> (opens in a new tab)</span>
            </a>
          </li>
          <li data-copy-link="" hidden>
            <button
              type="button"
              className={`${linkClass} flex w-full items-center gap-2 text-left`}
              data-share-copy=""
            >
              <Copy className="size-4" aria-hidden="true" />
              Copy link
            </button>
          </li>
        </ul>
      </div>
    </>
  );
}
