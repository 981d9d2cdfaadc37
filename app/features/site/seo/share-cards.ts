// The share images (og:image) the site's pages carry: one card per blog post
// with its title, one per product with its name, and the brand's card for
// every other page. This module says what each card shows and how it is
// described (og:image:alt); scripts/share-images.ts draws them at build time
// as 1200×630 PNGs (decision 033). Pure.
import type { Business } from "#app/platform/business.ts";

/** Facebook, X and LinkedIn's large preview: 1.91:1. */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;
/** The square logo (/logo.png) for structured data: Google wants at least 112×112. */
export const LOGO_SIZE = 512;

export interface ShareCard {
  /** File name without extension: "site", "blog-wedding-sound-guide", "product-wireless-handheld-mic". */
  key: string;
  /** The small line above the title. */
  kicker: string;
  title: string;
  /** og:image:alt: what the image shows, for people who cannot see it. */
  alt: string;
}

export function siteShareCard(business: Pick<Business, "name" | "tagline">): ShareCard {
  return {
    key: "site",
    kicker: "Sound & AV hire in Sandton",
    title: business.tagline,
    alt: `${business.name}: ${business.tagline.charAt(0).toLowerCase()}${business.tagline.slice(1)}.`,
  };
}

export function blogShareCard(post: { slug: string; title: string }, business: Pick<Business, "name">): ShareCard {
  return {
    key: `blog-${post.slug}`,
    kicker: `${business.name} blog`,
    title: post.title,
    alt: `"${post.title}", an article on the ${business.name} blog.`,
  };
}

export function productShareCard(
  product: { id: string; name: string; type: string },
  business: Pick<Business, "name">,
): ShareCard {
  return {
    key: `product-${product.id}`,
    kicker: `${product.type} for hire`,
    title: product.name,
    alt: `${product.name}, for hire from ${business.name} in Sandton.`,
  };
}
