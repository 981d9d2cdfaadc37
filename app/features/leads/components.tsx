// leads's public components: what other features render of it.
// Apart from index.ts, so code that runs under Node alone (scripts, the reliability tests,
// the benchmarks) can use the feature's rules and services without loading React modules.
export { RobotCheck } from "#app/features/leads/flood/robot-check-panel.tsx";
export { LeadFormLayout } from "#app/features/leads/forms/lead-form-layout.tsx";
export { SidebarSubscribeFormIsland } from "#app/features/leads/forms/subscribe-form.island.tsx";
export { StatusBadge } from "#app/features/leads/inbox/badges.tsx";
