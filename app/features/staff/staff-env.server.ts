// The staff area's settings in the site's data configuration (parsed with the
// rest in app/features/site/data-env.server.ts): the first-start account.
import { z } from "zod";
import { newPasswordProblem } from "#app/features/staff/auth/staff-auth.ts";

export const staffDataEnvShape = {
  // First start only: creates this staff account when there is none yet.
  STAFF_BOOTSTRAP_EMAIL: z.email({ message: "STAFF_BOOTSTRAP_EMAIL must be an e-mail address" }).optional(),
  STAFF_BOOTSTRAP_PASSWORD: z.string().optional(),
};

type StaffDataEnv = z.infer<z.ZodObject<typeof staffDataEnvShape>>;

/** The first-start account's address and password come together, and the password passes the staff policy. */
export function checkStaffDataEnv(env: StaffDataEnv, ctx: Pick<z.RefinementCtx, "addIssue">): void {
  if (Boolean(env.STAFF_BOOTSTRAP_EMAIL) !== Boolean(env.STAFF_BOOTSTRAP_PASSWORD)) {
    ctx.addIssue({
      code: "custom",
      path: ["STAFF_BOOTSTRAP_PASSWORD"],
      message: "STAFF_BOOTSTRAP_EMAIL and STAFF_BOOTSTRAP_PASSWORD must be set together",
    });
  } else if (env.STAFF_BOOTSTRAP_EMAIL && env.STAFF_BOOTSTRAP_PASSWORD) {
    const problem = newPasswordProblem(env.STAFF_BOOTSTRAP_PASSWORD, env.STAFF_BOOTSTRAP_EMAIL);
    if (problem)
      ctx.addIssue({
        code: "custom",
        path: ["STAFF_BOOTSTRAP_PASSWORD"],
        message: `STAFF_BOOTSTRAP_PASSWORD: ${problem}`,
      });
  }
}
