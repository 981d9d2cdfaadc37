// All landing pages, in the order of LANDING_SLUGS.
import type { LandingPage } from "../schemas";
import { LANDING_SLUGS } from "./slugs";
import { page as soundHireGauteng } from "./sound-hire-gauteng";
import { page as weddingSoundHireGauteng } from "./wedding-sound-hire-gauteng";
import { page as soundEquipmentHireGauteng } from "./sound-equipment-hire-gauteng";
import { page as soundEquipmentHireNearMe } from "./sound-equipment-hire-near-me";
import { page as microphoneHireGauteng } from "./microphone-hire-gauteng";
import { page as mixerHireGauteng } from "./mixer-hire-gauteng";
import { page as subwooferHireGauteng } from "./subwoofer-hire-gauteng";
import { page as weddingSoundGauteng } from "./wedding-sound-gauteng";
import { page as weddingSoundPackagesGauteng } from "./wedding-sound-packages-gauteng";
import { page as soundHireForWeddingsGauteng } from "./sound-hire-for-weddings-gauteng";
import { page as weddingDjSoundGauteng } from "./wedding-dj-sound-gauteng";
import { page as weddingCeremonySoundGauteng } from "./wedding-ceremony-sound-gauteng";
import { page as weddingReceptionSoundGauteng } from "./wedding-reception-sound-gauteng";

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
