// Delivery zones and their estimated fees: the one place they are kept. A fee
// covers delivery before the event and collection after it (one round trip
// from the Kramerville warehouse), in cents excluding VAT. The team confirms
// the fee on the final quote once it knows the venue's access and timing.

export interface DeliveryZone {
  id: string;
  name: string;
  /** Delivery and collection, excluding VAT, in cents. */
  feeCents: number;
}

export const DELIVERY_ZONES = [
  {
    id: "sandton",
    name: "Sandton",
    feeCents: 45_000,
  },
  {
    id: "johannesburg",
    name: "Johannesburg",
    feeCents: 65_000,
  },
  {
    id: "midrand",
    name: "Midrand",
    feeCents: 75_000,
  },
  {
    id: "pretoria",
    name: "Pretoria",
    feeCents: 120_000,
  },
  {
    id: "gauteng",
    name: "Wider Gauteng",
    feeCents: 180_000,
  },
] as const satisfies readonly DeliveryZone[];

export type DeliveryZoneId = (typeof DELIVERY_ZONES)[number]["id"];

export const DELIVERY_ZONE_IDS = DELIVERY_ZONES.map((zone) => zone.id) as readonly DeliveryZoneId[];

export function deliveryZone(id: string): DeliveryZone | undefined {
  return DELIVERY_ZONES.find((zone) => zone.id === id);
}

// chunk-group: quote-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
