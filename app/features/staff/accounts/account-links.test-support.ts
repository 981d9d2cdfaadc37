// The token of the latest link the staff account e-mails carry (an invitation
// or a password reset), minted as the outbox does when it sends one. Test-only.
import type { Kysely } from "kysely";
import {
  type StaffAccountEmail,
  mintAccountLinkToken,
} from "#app/features/staff/accounts/staff-account-links.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";

export async function latestLinkToken(db: Kysely<Database>, now = new Date()): Promise<string> {
  const emails = (await listOutbox(db))
    .filter((row) => row.channel === "staff_account_email")
    .map((row) => row.payload as unknown as StaffAccountEmail);
  const latest = emails.at(-1);
  if (!latest) throw new Error("no staff account e-mail queued");
  const minted = await mintAccountLinkToken(db, latest, now);
  if (!minted) throw new Error("no link minted");
  return minted.token;
}
