// The share image (og:image) of a page: the PNG that scripts/share-images.ts
// drew for its card, imported so the build gives it a hashed name and a
// year's cache (decision 033).
import { business } from "#app/platform/business.ts";
import {
  type ShareCard,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  siteShareCard,
} from "#app/features/site/seo/share-cards.ts";
import type { ShareImage } from "#app/features/site/seo/seo.ts";

const drawn = import.meta.glob<string>("/app/assets/share/*.png", { query: "?url", import: "default", eager: true });

export function shareImage(card: ShareCard): ShareImage {
  const url = drawn[`/app/assets/share/${card.key}.png`];
  if (!url) throw new Error(`No share image "${card.key}": scripts/share-images.ts draws them (npm run build or dev).`);
  return { url, alt: card.alt, width: SHARE_IMAGE_WIDTH, height: SHARE_IMAGE_HEIGHT, type: "image/png" };
}

/**
 * The card drawn at build for a catalogue item, or the brand's card when the
 * item is newer than the build (staff add items without a rebuild, decision 042).
 */
export function catalogueShareImage(card: ShareCard): ShareImage {
  return drawn[`/app/assets/share/${card.key}.png`] ? shareImage(card) : siteShareImage();
}

/** The brand's card, for every page without one of its own. */
export const siteShareImage = () => shareImage(siteShareCard(business));
