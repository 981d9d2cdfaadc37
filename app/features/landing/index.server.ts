// Public server-only entry of this feature: what routes and other features use on the server.
export { type LandingEquipmentView, landingEquipmentFrom } from "#app/features/landing/landing-equipment.server.ts";
