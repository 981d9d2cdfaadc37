// Public server-only entry of this feature: what other features use on the server.
// Other features import this feature only through here or index.ts.
export { type DataEnv, getDataEnv } from "#app/features/site/data-env.server.ts";
