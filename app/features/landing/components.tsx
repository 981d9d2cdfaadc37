// landing's public components: what other features render of it.
// Apart from index.ts, so code that runs under Node alone (scripts, the reliability tests,
// the benchmarks) can use the feature's rules and services without loading React modules.
export { LandingPageView } from "#app/features/landing/landing-page-view.tsx";
export { LandingEquipmentSection } from "#app/features/landing/landing-equipment.tsx";
