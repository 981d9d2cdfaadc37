// Share an item: Facebook, Twitter and WhatsApp pages, copy the link, and the
// device's own share sheet where it has one.
import { Copy, Share2 } from "lucide-react";
import { Popover } from "radix-ui";
import { useSyncExternalStore } from "react";
import { notify } from "~/enhance/toasts";
import { Button } from "~/components/ui/button";
import { business } from "~/content/business";
import { KIND_LABELS, type CatalogueItemKind } from "~/lib/quote";
import { COPY_MESSAGES, shareLinks, shareText, shareUrl } from "~/lib/share";

const canShareNatively = () => typeof navigator !== "undefined" && typeof navigator.share === "function";

export function SharePopover({ kind, id, name, siteUrl }: { kind: CatalogueItemKind; id: string; name: string; siteUrl: string }) {
  const nativeShare = useSyncExternalStore(() => () => {}, canShareNatively, () => false);
  const url = shareUrl(siteUrl, kind, id);
  const text = shareText(KIND_LABELS[kind], name, business.name);
  const links = shareLinks(url, text);

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      notify({ title: COPY_MESSAGES.success.title, variant: "success" });
    } catch {
      notify({ title: COPY_MESSAGES.failure.title, description: COPY_MESSAGES.failure.description, variant: "destructive" });
    }
  }

  async function shareNatively() {
    try {
      await navigator.share({ title: name, text, url });
    } catch (error) {
      console.error(error);
    }
  }

  const linkClass = "block rounded-md px-3 py-2 text-sm font-medium text-ink hover:bg-lavender";
  return (
    <Popover.Root>
      <Popover.Trigger asChild>
        <Button type="button" variant="outline" aria-label={`Share: ${name}`}>
          <Share2 aria-hidden="true" />
          Share
        </Button>
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content align="end" sideOffset={8} className="z-50 w-56 rounded-xl border border-line bg-white p-2 shadow-lg" aria-label={`Share ${name}`}>
          <ul className="grid gap-0.5">
            {nativeShare ? (
              <li>
                <button type="button" onClick={shareNatively} className={`${linkClass} w-full text-left`}>
                  Share with an app
                </button>
              </li>
            ) : null}
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
            <li>
              <button type="button" onClick={copyLink} className={`${linkClass} flex w-full items-center gap-2 text-left`}>
                <Copy className="size-4" aria-hidden="true" />
                Copy link
              </button>
            </li>
          </ul>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
