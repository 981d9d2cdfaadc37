// Sample catalogue records (a speaker, a mic, a bundle, personnel, a promotion and
// add-ons) for the quote model's tests.
import type { AddOn, Bundle, Personnel, Product, Promotion } from "#app/features/site/index.ts";

export const features = ["Feature one here", "Feature two here", "Feature three here", "Feature four here"];
export const description = "A description long enough for the schema, repeated to pass the minimum length. ".repeat(2);

export const speaker: Product = {
  id: "powered-speaker-12-premium",
  name: "Premium 12-inch Powered Speaker",
  description,
  image: "speaker",
  categories: ["speakers", "powered-speakers"],
  type: "Powered Speaker",
  costPrice: 7500,
  keyFeatures: features,
};
export const mic: Product = {
  ...speaker,
  id: "wired-vocal-microphone",
  name: "Wired Vocal Microphone",
  type: "Microphone",
  costPrice: 350,
};
export const bundle: Bundle = {
  id: "small-corporate-event",
  name: "Small Corporate Event",
  description,
  image: "bundle",
  costPrice: 12000,
  type: "corporate",
  capacity: 50,
  popularity: 3,
  items: [{ productId: speaker.id, quantity: 2 }],
  keyFeatures: features,
};
export const engineer: Personnel = {
  id: "sound-engineer",
  name: "Sound Engineer",
  description,
  image: "engineer",
  costPrice: 1500,
  hourlyRate: true,
  keyFeatures: features,
};
export const siteAssessment: Personnel = {
  ...engineer,
  id: "site-assessment",
  name: "Site Assessment",
  costPrice: 950,
  hourlyRate: false,
};
export const powerDuo: Promotion = {
  id: "speaker-power-duo",
  name: "Speaker Power Duo",
  description,
  image: "promo",
  category: "speakers",
  costPrice: 22500,
  discountPercentage: 0.15,
  capacity: 150,
  items: [{ type: "product", id: speaker.id, quantity: 2 }],
};
export const addOn = (id: string, costPrice: number, discountPercentage?: number): AddOn => ({
  id,
  name: id,
  description,
  image: "add-on",
  costPrice,
  ...(discountPercentage === undefined ? {} : { discountPercentage }),
  items: [{ id: mic.id, quantity: 1 }],
  keyFeatures: features,
});
export const wirelessMicUpgrade = addOn("wireless-mic-upgrade", 4400, 0.05);
export const lightingPack = addOn("atmospheric-lighting-pack", 6200, 0.08);
export const engineerAddOn = addOn("sound-engineer-add-on", 2500);
export const subwooferEnhancement = addOn("subwoofer-enhancement", 4000);
