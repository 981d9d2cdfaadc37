// A small assistant catalogue (bundles, speakers, a subwoofer and personnel) and a
// conversation driver for the equipment assistant's tests.
import type { PricedBundle, PricedPersonnel, PricedProduct } from "#app/features/quotes/index.ts";
import {
  type AssistantCatalogue,
  type AssistantState,
  assistantReply,
  initialAssistantState,
  type recommend,
} from "#app/features/assistant/assistant.ts";

export const features = ["Feature number one", "Feature number two", "Feature number three", "Feature number four"];

export function bundle(id: string, name: string, capacity?: number): PricedBundle {
  return {
    id,
    name,
    description: `${name} fixture`,
    image: id,
    hirePrice: 500,
    type: "corporate",
    ...(capacity === undefined ? {} : { capacity }),
    popularity: 1,
    items: [{ productId: "powered-speaker-12-premium", quantity: 1 }],
    keyFeatures: features,
  };
}

export function speaker(id: string, name: string, capacity: number): PricedProduct {
  return {
    id,
    name,
    description: `${name} fixture`,
    image: id,
    categories: ["speakers", "powered-speakers"],
    type: "Powered Speaker",
    capacity,
    hirePrice: 375,
    keyFeatures: features,
  };
}

export const smallCorporate = bundle("small-corporate-event", "Small Corporate Event", 50);
export const weddingCeremony = bundle("wedding-ceremony-sound", "Wedding Ceremony Sound", 80);
export const djStarter = bundle("dj-starter-kit", "DJ Starter Kit", 150);
export const partyLighting = bundle("small-party-lighting", "Small Party Lighting");
export const completeEvent = bundle("complete-event-solution", "Complete Event Solution", 200);
export const premiumSpeaker = speaker("powered-speaker-12-premium", "Premium 12-Inch Powered Speaker", 50);
export const standardSpeaker = speaker("powered-speaker-12-standard", "Standard 12-Inch Powered Speaker", 75);
// A large product that is not a powered speaker never counts as one.
export const subwoofer: PricedProduct = {
  ...speaker("subwoofer-18", "18-Inch Subwoofer", 500),
  categories: ["speakers", "subwoofers"],
};
export const engineer: PricedPersonnel = {
  id: "sound-engineer",
  name: "On-Site Sound Engineer",
  description: "Sound engineer fixture",
  image: "personnel-sound-engineer",
  hirePrice: 2500,
  hourlyRate: true,
  keyFeatures: features,
};
export const setupTechnician: PricedPersonnel = { ...engineer, id: "setup-technician", name: "Setup Technician" };

export const catalogue: AssistantCatalogue = {
  bundles: [smallCorporate, weddingCeremony, djStarter, partyLighting, completeEvent],
  products: [premiumSpeaker, standardSpeaker, subwoofer],
  personnel: [setupTechnician, engineer],
};

export const names = (list: ReturnType<typeof recommend>) => list.map((entry) => `${entry.kind}:${entry.record.id}`);

/** Runs replies through the assistant, returning the last step. */
export function converse(
  replies: string[],
  data: AssistantCatalogue = catalogue,
  from: AssistantState = initialAssistantState(),
) {
  let step = { state: from, messages: [], delay: "none" } as ReturnType<typeof assistantReply>;
  for (const reply of replies) step = assistantReply(step.state, reply, data);
  return step;
}
