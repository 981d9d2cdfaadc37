// Public entry of this feature: what other features use, safe in the browser.
// Kept small and free of .server modules: an island that imports it bundles what it re-exports.
export { readStaffForm } from "#app/features/staff/accounts/staff-account-forms.ts";
