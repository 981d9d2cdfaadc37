// The staff area's part in the data layer: the first account from the
// environment, the e-mails of failed sign-ins and of invitations and password
// resets, and the hourly prune of expired sessions and old sign-in attempts.
import type { Kysely } from "kysely";
import type { DataEnv } from "#app/features/site/index.server.ts";
import type { DataFeature, DataLayer } from "#app/platform/db/data-layer.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import type { OutboxSenders } from "#app/platform/mail/types.server.ts";
import { ensureBootstrapStaff } from "#app/features/staff/accounts.server.ts";
import { createStaffAccountEmailSenderFromEnv } from "#app/features/staff/accounts/staff-account-email.server.ts";
import { pruneLoginAttempts } from "#app/features/staff/auth/login-attempts.server.ts";
import { createStaffAlertSenderFromEnv } from "#app/features/staff/auth/staff-alert.server.ts";
import { passwordChecks } from "#app/features/staff/staff-auth.server.ts";
import { pruneStaffSessions } from "#app/features/staff/staff-db.server.ts";
import type { StaffServices } from "#app/features/staff/staff-context.server.ts";

const PRUNE_EVERY_MS = 60 * 60_000;

/** Senders of the staff channels, configured ones only; `db` holds the key account links are signed with. */
export function staffSenders(env: DataEnv, siteUrl: string | undefined, db?: Kysely<Database>): OutboxSenders {
  const senders: OutboxSenders = {};
  const staffAlert = createStaffAlertSenderFromEnv(env, siteUrl);
  if (staffAlert) senders.staff_alert = staffAlert;
  const staffAccount = createStaffAccountEmailSenderFromEnv(env, siteUrl, db);
  if (staffAccount) senders.staff_account_email = staffAccount;
  return senders;
}

export function staffDataFeature(env: DataEnv, siteUrl: string | undefined): DataFeature {
  return {
    senders: (db) => staffSenders(env, siteUrl, db),
    async start({ db }) {
      const bootstrap = await ensureBootstrapStaff(db, env.STAFF_BOOTSTRAP_EMAIL, env.STAFF_BOOTSTRAP_PASSWORD);
      if (bootstrap) logInfo("staff.bootstrap", bootstrap.status === "invalid" ? { status: "invalid" } : bootstrap);
    },
    jobs: [
      { name: "staff_session.prune", everyMs: PRUNE_EVERY_MS, run: ({ db }) => pruneStaffSessions(db, new Date()) },
      { name: "login_attempts.prune", everyMs: PRUNE_EVERY_MS, run: ({ db }) => pruneLoginAttempts(db, new Date()) },
    ],
    processGauges: [
      {
        name: "site_password_checks_waiting",
        help: "Sign-in password checks waiting for a turn in this process (past the line they are refused).",
        read: () => passwordChecks.waiting,
      },
      {
        name: "site_password_checks_running",
        help: "Sign-in password checks running in this process.",
        read: () => passwordChecks.running,
      },
    ],
  };
}

/** What the staff area's routes read from the context (staff-context.server.ts). */
export function staffServicesOf(
  layer: DataLayer,
  env: Pick<DataEnv, "IP_HASH_SALT" | "LEAD_RESPONSE_TARGET_MINUTES">,
): StaffServices {
  return {
    db: layer.db,
    ipHashSalt: env.IP_HASH_SALT,
    sendingChannels: layer.sendingChannels,
    kickOutbox: layer.kickOutbox,
    responseTargetMinutes: env.LEAD_RESPONSE_TARGET_MINUTES,
  };
}
