// Public server-only entry of this feature: what other features use on the server.
// Other features import this feature only through here or index.ts.
export { currentStaff } from "#app/features/staff/staff-auth.server.ts";
export { type SignedInStaff, type StaffServices, staffServicesFrom } from "#app/features/staff/staff-context.server.ts";
export { staffDataFeature, staffSenders, staffServicesOf } from "#app/features/staff/staff-data.server.ts";
export { checkStaffDataEnv, staffDataEnvShape } from "#app/features/staff/staff-env.server.ts";
