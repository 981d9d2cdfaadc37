// What each landing page offers near its top (issue 35): the bundles and
// products its search is about, by catalogue id, and the catalogue page that
// lists more of the same. The records themselves (names, photos, prices) come
// from the published catalogue at each request; an item staff hide or remove
// simply drops out. equipment.test.ts checks every id against the catalogue.
import type { LandingSlug } from "#app/features/landing/content/slugs.ts";

export type LandingItemKind = "bundle" | "product" | "personnel";

export interface LandingEquipment {
  /** The section's heading, in the words of the search. */
  heading: string;
  items: readonly { kind: LandingItemKind; id: string }[];
  /** The catalogue page with more of the same (a section, a category, or bundles of one event type). */
  seeAll: { label: string; to: string };
}

const bundle = (id: string) => ({ kind: "bundle" as const, id });
const product = (id: string) => ({ kind: "product" as const, id });
const person = (id: string) => ({ kind: "personnel" as const, id });

const SEE_WEDDING_PACKAGES = { label: "See all wedding packages", to: "/catalogue/bundles?type=wedding" };
const SEE_BUNDLES = { label: "See all sound bundles", to: "/catalogue/bundles" };
const SEE_PRODUCTS = { label: "See all sound equipment", to: "/catalogue/products" };

export const LANDING_EQUIPMENT = {
  "sound-hire-gauteng": {
    heading: "Sound packages and speakers to hire",
    items: [
      bundle("small-corporate-event"),
      bundle("complete-event-solution"),
      product("powered-speaker-12-premium"),
      product("wireless-handheld-microphone"),
    ],
    seeAll: SEE_BUNDLES,
  },
  "wedding-sound-hire-gauteng": {
    heading: "Wedding sound to hire",
    items: [
      bundle("wedding-ceremony-sound"),
      bundle("complete-event-solution"),
      product("wireless-handheld-microphone"),
      person("sound-engineer"),
    ],
    seeAll: SEE_WEDDING_PACKAGES,
  },
  "sound-equipment-hire-gauteng": {
    heading: "Sound equipment to hire",
    items: [
      product("powered-speaker-12-premium"),
      product("subwoofer-18-active"),
      product("mixer-16-channel"),
      product("wireless-handheld-microphone"),
    ],
    seeAll: SEE_PRODUCTS,
  },
  "sound-equipment-hire-near-me": {
    heading: "Sound equipment delivered near you",
    items: [
      bundle("small-corporate-event"),
      product("powered-speaker-12-standard"),
      product("subwoofer-18-active"),
      product("wired-vocal-microphone"),
    ],
    seeAll: SEE_PRODUCTS,
  },
  "microphone-hire-gauteng": {
    heading: "Microphones to hire",
    items: [
      product("wireless-handheld-microphone"),
      product("wired-vocal-microphone"),
      product("wired-speech-microphone"),
      product("microphone-stand"),
    ],
    seeAll: { label: "See all microphones", to: "/catalogue/products/microphones" },
  },
  "mixer-hire-gauteng": {
    heading: "Mixers and engineers to hire",
    items: [
      product("mixer-16-channel"),
      person("sound-engineer"),
      product("wired-instrument-microphone"),
      bundle("complete-event-solution"),
    ],
    seeAll: { label: "See all mixers", to: "/catalogue/products/mixers" },
  },
  "subwoofer-hire-gauteng": {
    heading: "Subwoofers to hire",
    items: [
      product("subwoofer-18-active"),
      product("subwoofer-dual-18"),
      product("subwoofer-18-professional"),
      bundle("dj-starter-kit"),
    ],
    seeAll: { label: "See all subwoofers", to: "/catalogue/products/subwoofers" },
  },
  "wedding-sound-gauteng": {
    heading: "Wedding sound packages",
    items: [
      bundle("wedding-ceremony-sound"),
      bundle("complete-event-solution"),
      product("wireless-handheld-microphone"),
      person("sound-engineer"),
    ],
    seeAll: SEE_WEDDING_PACKAGES,
  },
  "wedding-sound-packages-gauteng": {
    heading: "Wedding sound packages to book",
    items: [
      bundle("wedding-ceremony-sound"),
      bundle("complete-event-solution"),
      bundle("small-party-lighting"),
      person("sound-engineer"),
    ],
    seeAll: SEE_WEDDING_PACKAGES,
  },
  "sound-hire-for-weddings-gauteng": {
    heading: "Sound for your wedding",
    items: [
      bundle("wedding-ceremony-sound"),
      bundle("complete-event-solution"),
      product("powered-speaker-12-premium"),
      product("wireless-handheld-microphone"),
    ],
    seeAll: SEE_WEDDING_PACKAGES,
  },
  "wedding-dj-sound-gauteng": {
    heading: "Wedding DJ sound to hire",
    items: [
      bundle("dj-starter-kit"),
      bundle("wedding-ceremony-sound"),
      product("subwoofer-18-active"),
      product("moving-head-light"),
    ],
    seeAll: { label: "See all DJ packages", to: "/catalogue/bundles?type=dj" },
  },
  "wedding-ceremony-sound-gauteng": {
    heading: "Ceremony sound to hire",
    items: [
      bundle("wedding-ceremony-sound"),
      product("wireless-handheld-microphone"),
      product("powered-speaker-12-standard"),
      product("microphone-stand"),
    ],
    seeAll: SEE_WEDDING_PACKAGES,
  },
  "wedding-reception-sound-gauteng": {
    heading: "Reception sound and lighting to hire",
    items: [
      bundle("complete-event-solution"),
      bundle("wedding-ceremony-sound"),
      bundle("small-party-lighting"),
      product("led-par-light"),
    ],
    seeAll: SEE_WEDDING_PACKAGES,
  },
} as const satisfies Record<LandingSlug, LandingEquipment>;

export function landingEquipment(slug: LandingSlug): LandingEquipment {
  return LANDING_EQUIPMENT[slug];
}
