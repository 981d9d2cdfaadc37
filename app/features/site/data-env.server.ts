// The site's data configuration, read and validated once: the platform's
// settings (database, mail, webhook, limits, telemetry, outbox) with each
// feature's own. Kept apart from env.server.ts until the two are merged; it
// is parsed by the same parseEnvironment (empty string = unset, errors name
// the variable).
import { z } from "zod";
import { checkPlatformDataEnv, platformDataEnvShape } from "#app/platform/config/data-env.server.ts";
import { parseEnvironment } from "#app/platform/config/env.server.ts";
// Straight from the features' settings modules, not their public entries: the settings are read
// by commands Node runs from source (scripts/), and the entries lead to e-mail templates (.tsx).
// eslint-disable-next-line no-restricted-imports
import { leadsDataEnvShape } from "#app/features/leads/leads-env.server.ts";
// eslint-disable-next-line no-restricted-imports
import { checkStaffDataEnv, staffDataEnvShape } from "#app/features/staff/staff-env.server.ts";

const DataEnvSchema = z
  .object({ ...platformDataEnvShape, ...leadsDataEnvShape, ...staffDataEnvShape })
  .superRefine((env, ctx) => {
    checkPlatformDataEnv(env, ctx);
    checkStaffDataEnv(env, ctx);
  });

export type DataEnv = z.infer<typeof DataEnvSchema>;

export function parseDataEnv(source: Record<string, string | undefined>): DataEnv {
  return parseEnvironment(DataEnvSchema, source, "data configuration");
}

let cached: DataEnv | undefined;

export function getDataEnv(): DataEnv {
  cached ??= parseDataEnv(process.env);
  return cached;
}
