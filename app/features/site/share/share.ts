// The Share popover on catalogue items: the item's own address, the text that
// goes with it, the social links and the copy-link messages.
import type { CatalogueItemKind } from "#app/features/quotes/index.ts";

/** Where each kind of item lives: products have their own page, the rest an anchor on their section page. */
const SHARE_PATHS: Record<CatalogueItemKind, (encodedId: string) => string> = {
  product: (id) => `/catalogue/product/${id}`,
  bundle: (id) => `/catalogue/bundles#${id}`,
  promotion: (id) => `/catalogue/promotions#${id}`,
  personnel: (id) => `/catalogue/personnel#${id}`,
  "add-on": (id) => `/catalogue/add-ons#${id}`,
};

/** The absolute address of a catalogue item, for sharing. */
export function shareUrl(origin: string, kind: CatalogueItemKind, id: string): string {
  return `${origin.replace(/\/+$/, "")}${SHARE_PATHS[kind](encodeURIComponent(id))}`;
}

/** The sentence shared with the link, e.g. 'Check out this Bundle: DJ Starter Kit from Sandton Sound Hire'. */
export function shareText(typeLabel: string, name: string, brand: string): string {
  return `Check out this ${typeLabel}: ${name} from ${brand}`;
}

export interface ShareLinks {
  facebook: string;
  twitter: string;
  whatsapp: string;
}

/** The Facebook, X (Twitter) and WhatsApp share addresses for a link and its text. */
export function shareLinks(url: string, text: string): ShareLinks {
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    twitter: `https://twitter.com/intent/tweet?text=${encodeURIComponent(text)}&url=${encodeURIComponent(url)}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`,
  };
}

/** Toasts for Copy link, and the alert shown where the clipboard API is missing. */
export const COPY_MESSAGES = {
  success: { title: "Link Copied" },
  failure: { title: "Copy Failed", description: "Could not copy the link. Try again." },
  fallbackAlert: "Link copied to clipboard!",
} as const;
