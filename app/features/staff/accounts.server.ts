// Creating and changing staff accounts: shared by the command line
// (scripts/staff.ts) and the first-start account from the environment.
import type { Kysely } from "kysely";
import { isPlausibleEmail, newPasswordProblem, normaliseStaffEmail } from "#app/features/staff/auth/staff-auth.ts";
import { hashPassword } from "#app/features/staff/auth/password.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { countStaffUsers, createStaffUser, setStaffPassword } from "#app/features/staff/staff-db.server.ts";

export type AccountResult =
  | { status: "created"; email: string }
  | { status: "password_changed"; email: string }
  | { status: "exists"; email: string }
  | { status: "missing"; email: string }
  | { status: "invalid"; message: string };

function checkInput(email: string, password: string): { email: string } | { message: string } {
  const address = normaliseStaffEmail(email);
  if (!isPlausibleEmail(address)) return { message: `"${email}" is not an e-mail address.` };
  const problem = newPasswordProblem(password, address);
  return problem ? { message: problem } : { email: address };
}

/** Creates an account, or with `reset` sets a new password on an existing one (signing it out everywhere). */
export async function saveStaffAccount(
  db: Kysely<Database>,
  input: { email: string; password: string; reset?: boolean },
): Promise<AccountResult> {
  const checked = checkInput(input.email, input.password);
  if ("message" in checked) return { status: "invalid", message: checked.message };
  const passwordHash = await hashPassword(input.password);
  if (input.reset) {
    const changed = await setStaffPassword(db, checked.email, passwordHash);
    return { status: changed ? "password_changed" : "missing", email: checked.email };
  }
  const { created } = await createStaffUser(db, { email: checked.email, passwordHash });
  return { status: created ? "created" : "exists", email: checked.email };
}

/**
 * The first-start account: created from the environment only while there is
 * no account at all, so a password left in the environment cannot later
 * re-create or overwrite anything.
 */
export async function ensureBootstrapStaff(
  db: Kysely<Database>,
  email: string | undefined,
  password: string | undefined,
): Promise<AccountResult | undefined> {
  if (!email || !password) return undefined;
  if ((await countStaffUsers(db)) > 0) return undefined;
  return saveStaffAccount(db, { email, password });
}
