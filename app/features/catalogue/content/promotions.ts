// Current specials. Prices come from the catalogue; costPrice is the
// combined price of everything in the promotion, before the discount.
import type { Promotion } from "#app/features/site/index.ts";

export const promotions: Promotion[] = [
  {
    id: "speaker-power-duo",
    name: "Speaker Power Duo",
    description:
      "Two premium 12-inch powered speakers with an 18-inch active subwoofer: full-range sound with real low end for parties, DJ sets and functions of up to 100 guests, at 15% off the standard hire price.",
    image: "promotion-speaker-power-duo",
    category: "speakers",
    costPrice: 22500,
    discountPercentage: 0.15,
    capacity: 100,
    items: [
      { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
      { type: "product", id: "subwoofer-18-active", quantity: 1 },
    ],
  },
  {
    id: "wedding-season-special",
    name: "Wedding Season Special",
    description:
      "Our wedding ceremony sound bundle plus two wireless handheld microphones for speeches and a sound engineer for the day, for weddings of up to 80 guests. Save 10% on the combined price.",
    image: "promotion-wedding-season-special",
    category: "weddings",
    costPrice: 13000,
    discountPercentage: 0.1,
    capacity: 80,
    items: [
      { type: "bundle", id: "wedding-ceremony-sound", quantity: 1 },
      { type: "product", id: "wireless-handheld-microphone", quantity: 2 },
      { type: "personnel", id: "sound-engineer", quantity: 1 },
    ],
  },
  {
    id: "corporate-complete-solution",
    name: "Corporate Complete Solution",
    description:
      "The complete event solution bundle, a sound engineer to run the programme and a setup technician to install and test everything, for conferences and functions of up to 200 delegates, at 12% off.",
    image: "promotion-corporate-complete-solution",
    category: "corporate",
    costPrice: 22000,
    discountPercentage: 0.12,
    capacity: 200,
    items: [
      { type: "bundle", id: "complete-event-solution", quantity: 1 },
      { type: "personnel", id: "sound-engineer", quantity: 1 },
      { type: "personnel", id: "setup-technician", quantity: 1 },
    ],
  },
];

export function getPromotionById(id: string): Promotion | undefined {
  return promotions.find((promotion) => promotion.id === id);
}
