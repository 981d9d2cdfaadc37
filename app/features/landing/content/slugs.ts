// The thirteen search landing pages of the spec, in its order. Routes, the
// sitemap and prerendering read this list; the pages' content is in ./<slug>.ts.
export const LANDING_SLUGS = [
  "sound-hire-gauteng",
  "wedding-sound-hire-gauteng",
  "sound-equipment-hire-gauteng",
  "sound-equipment-hire-near-me",
  "microphone-hire-gauteng",
  "mixer-hire-gauteng",
  "subwoofer-hire-gauteng",
  "wedding-sound-gauteng",
  "wedding-sound-packages-gauteng",
  "sound-hire-for-weddings-gauteng",
  "wedding-dj-sound-gauteng",
  "wedding-ceremony-sound-gauteng",
  "wedding-reception-sound-gauteng",
] as const;

export type LandingSlug = (typeof LANDING_SLUGS)[number];

/** Which landing pages each service and catalogue page links to, so none is an orphan. */
export const LANDING_LINKS = {
  weddings: [
    "wedding-sound-hire-gauteng",
    "wedding-sound-gauteng",
    "wedding-sound-packages-gauteng",
    "sound-hire-for-weddings-gauteng",
    "wedding-ceremony-sound-gauteng",
    "wedding-reception-sound-gauteng",
    "wedding-dj-sound-gauteng",
  ],
  "corporate-events": [
    "sound-hire-gauteng",
    "microphone-hire-gauteng",
    "mixer-hire-gauteng",
    "sound-equipment-hire-gauteng",
  ],
  "dj-events": [
    "subwoofer-hire-gauteng",
    "wedding-dj-sound-gauteng",
    "sound-equipment-hire-near-me",
    "mixer-hire-gauteng",
  ],
  bands: ["subwoofer-hire-gauteng", "mixer-hire-gauteng", "microphone-hire-gauteng", "sound-equipment-hire-gauteng"],
  catalogue: [
    "sound-equipment-hire-gauteng",
    "sound-equipment-hire-near-me",
    "microphone-hire-gauteng",
    "mixer-hire-gauteng",
    "subwoofer-hire-gauteng",
    "sound-hire-gauteng",
  ],
} as const satisfies Record<string, readonly LandingSlug[]>;

/** Short link labels, kept here so link lists don't pull every page's copy into a bundle. */
export const LANDING_LINK_LABELS: Readonly<Record<LandingSlug, string>> = {
  "sound-hire-gauteng": "Sound hire in Gauteng",
  "wedding-sound-hire-gauteng": "Wedding sound hire",
  "sound-equipment-hire-gauteng": "Sound equipment hire",
  "sound-equipment-hire-near-me": "Sound equipment hire near you",
  "microphone-hire-gauteng": "Microphone hire",
  "mixer-hire-gauteng": "Mixer hire",
  "subwoofer-hire-gauteng": "Subwoofer hire",
  "wedding-sound-gauteng": "Wedding sound for planners and venues",
  "wedding-sound-packages-gauteng": "Wedding sound packages",
  "sound-hire-for-weddings-gauteng": "Sound hire for smaller weddings",
  "wedding-dj-sound-gauteng": "Wedding DJ sound",
  "wedding-ceremony-sound-gauteng": "Wedding ceremony sound",
  "wedding-reception-sound-gauteng": "Wedding reception sound",
};
