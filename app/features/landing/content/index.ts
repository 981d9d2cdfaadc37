// All landing pages, in the order of LANDING_SLUGS.
import type { LandingPage } from "#app/features/site/index.ts";
import { LANDING_SLUGS } from "#app/features/landing/content/slugs.ts";
import { page as soundHireGauteng } from "#app/features/landing/content/sound-hire-gauteng.ts";
import { page as weddingSoundHireGauteng } from "#app/features/landing/content/wedding-sound-hire-gauteng.ts";
import { page as soundEquipmentHireGauteng } from "#app/features/landing/content/sound-equipment-hire-gauteng.ts";
import { page as soundEquipmentHireNearMe } from "#app/features/landing/content/sound-equipment-hire-near-me.ts";
import { page as microphoneHireGauteng } from "#app/features/landing/content/microphone-hire-gauteng.ts";
import { page as mixerHireGauteng } from "#app/features/landing/content/mixer-hire-gauteng.ts";
import { page as subwooferHireGauteng } from "#app/features/landing/content/subwoofer-hire-gauteng.ts";
import { page as weddingSoundGauteng } from "#app/features/landing/content/wedding-sound-gauteng.ts";
import { page as weddingSoundPackagesGauteng } from "#app/features/landing/content/wedding-sound-packages-gauteng.ts";
import { page as soundHireForWeddingsGauteng } from "#app/features/landing/content/sound-hire-for-weddings-gauteng.ts";
import { page as weddingDjSoundGauteng } from "#app/features/landing/content/wedding-dj-sound-gauteng.ts";
import { page as weddingCeremonySoundGauteng } from "#app/features/landing/content/wedding-ceremony-sound-gauteng.ts";
import { page as weddingReceptionSoundGauteng } from "#app/features/landing/content/wedding-reception-sound-gauteng.ts";

export const landingPages: LandingPage[] = [
  soundHireGauteng,
  weddingSoundHireGauteng,
  soundEquipmentHireGauteng,
  soundEquipmentHireNearMe,
  microphoneHireGauteng,
  mixerHireGauteng,
  subwooferHireGauteng,
  weddingSoundGauteng,
  weddingSoundPackagesGauteng,
  soundHireForWeddingsGauteng,
  weddingDjSoundGauteng,
  weddingCeremonySoundGauteng,
  weddingReceptionSoundGauteng,
];

export function getLandingPage(slug: string): LandingPage | undefined {
  return landingPages.find((page) => page.slug === slug);
}

export { LANDING_SLUGS };
