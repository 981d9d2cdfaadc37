// Stable ids of catalogue items. The catalogue issue fills in the records;
// promotions and later content refer to items by these ids.

export const PRODUCT_IDS = [
  "powered-speaker-12-premium",
  "powered-speaker-12-standard",
  "subwoofer-18-active",
  "subwoofer-dual-18",
  "subwoofer-18-professional",
  "wired-vocal-microphone",
  "wired-speech-microphone",
  "wired-instrument-microphone",
  "wireless-handheld-microphone",
  "mixer-16-channel",
  "moving-head-light",
  "led-par-light",
  "microphone-stand",
  "fog-machine",
  "cable-ramp",
] as const;

export const BUNDLE_IDS = [
  "small-corporate-event",
  "wedding-ceremony-sound",
  "dj-starter-kit",
  "small-party-lighting",
  "complete-event-solution",
] as const;

export const PERSONNEL_IDS = ["setup-technician", "teardown-technician", "sound-engineer", "site-assessment"] as const;

export const PROMOTION_IDS = ["speaker-power-duo", "wedding-season-special", "corporate-complete-solution"] as const;

export const ADD_ON_IDS = [
  "wireless-mic-upgrade",
  "atmospheric-lighting-pack",
  "sound-engineer-add-on",
  "subwoofer-enhancement",
] as const;
