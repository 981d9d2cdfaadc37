// E-mail confirmation of newsletter sign-ups and privacy requests: the key
// that signs the links (a site key, kept in the database), and what
// confirming does.
import { notificationOfLead } from "#app/features/leads/lead-rows.server.ts";
import type { Kysely } from "kysely";
import type { LeadKind, LeadNotification } from "#app/features/leads/notify/lead-notification.ts";
import { CONFIRMATION_LINK_HOURS } from "#app/features/privacy/index.ts";
import type { ConfirmationPurpose } from "#app/features/leads/confirmation/confirmation-page.ts";
import {
  signConfirmation,
  type TokenCheck,
  verifyConfirmation,
} from "#app/features/leads/confirmation/signed-token.server.ts";
import { siteKey } from "#app/platform/security/site-keys.server.ts";
import { queueNotification } from "#app/platform/mail/outbox-db.server.ts";
import type { Database, OutboxChannel } from "#app/platform/db/schema.server.ts";

const KEY_NAME = "confirmation-links";

/** The key that signs confirmation links. */
export function confirmationKey(db: Kysely<Database>): Promise<Uint8Array> {
  return siteKey(db, KEY_NAME);
}

export const PURPOSE_KIND: Readonly<Record<ConfirmationPurpose, LeadKind>> = {
  subscribe: "subscriber",
  privacy: "privacy_request",
};

export function purposeOfKind(kind: LeadKind): ConfirmationPurpose | null {
  if (kind === "subscriber") return "subscribe";
  if (kind === "privacy_request") return "privacy";
  return null;
}

/** A fresh link for the lead, valid for CONFIRMATION_LINK_HOURS from `now`. */
export async function confirmationToken(
  db: Kysely<Database>,
  purpose: ConfirmationPurpose,
  leadId: string,
  now: Date,
): Promise<{ token: string; expiresAt: Date }> {
  const expiresAt = new Date(now.getTime() + CONFIRMATION_LINK_HOURS * 60 * 60_000);
  return { token: signConfirmation(await confirmationKey(db), { purpose, leadId, expiresAt }), expiresAt };
}

export async function checkConfirmationToken(db: Kysely<Database>, token: unknown, now: Date): Promise<TokenCheck> {
  return verifyConfirmation(await confirmationKey(db), token, now);
}

export type ConfirmResult =
  | { status: "confirmed"; purpose: ConfirmationPurpose; leadId: string }
  | { status: "already_confirmed"; purpose: ConfirmationPurpose; leadId: string }
  /** Removed meanwhile: never confirmed in time, erased, or past retention. */
  | { status: "gone"; purpose: ConfirmationPurpose };

/**
 * Confirms the lead a valid link names: from now on it counts. A newsletter
 * sign-up records its consent at this moment; the sales team is told about
 * it (and the CRM, when configured) only now, through the outbox. Confirming
 * twice changes nothing.
 */
export async function confirmLead(
  db: Kysely<Database>,
  { purpose, leadId }: { purpose: ConfirmationPurpose; leadId: string },
  channels: readonly OutboxChannel[],
  now: Date = new Date(),
): Promise<ConfirmResult> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", leadId)
      .where("kind", "=", PURPOSE_KIND[purpose])
      .where("anonymised_at", "is", null)
      .executeTakeFirst();
    if (!lead) return { status: "gone", purpose };
    const at = now.toISOString();
    const updated = await trx
      .updateTable("leads")
      .set(purpose === "subscribe" ? { confirmed_at: at, marketing_consent: 1, consent_at: at } : { confirmed_at: at })
      .where("id", "=", leadId)
      .where("confirmed_at", "is", null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return { status: "already_confirmed", purpose, leadId };
    const notification = notificationOfLead(
      lead,
      { ...(JSON.parse(lead.payload) as Record<string, never>), confirmedAt: at },
      purpose === "subscribe",
    );
    await queueNotification(trx, notification, channels, now);
    return { status: "confirmed", purpose, leadId };
  });
}

/** A repeated sign-up gets a new confirmation e-mail at most this often. */
export const CONFIRMATION_RESEND_AFTER_MS = 10 * 60_000;

/**
 * Someone signs up again with an address that has not confirmed yet (the
 * first e-mail lost, or the link expired): a new confirmation e-mail is
 * queued, unless one went out in the last ten minutes, so the form cannot be
 * used to flood an inbox. True when one was queued.
 */
export async function requeueConfirmation(
  db: Kysely<Database>,
  leadId: string,
  now: Date = new Date(),
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom("leads")
      .selectAll()
      .where("id", "=", leadId)
      .where("kind", "in", ["subscriber", "privacy_request"])
      .where("confirmed_at", "is", null)
      .where("anonymised_at", "is", null)
      .executeTakeFirst();
    if (!lead) return false;
    const recent = await trx
      .selectFrom("outbox")
      .select("id")
      .where("lead_id", "=", leadId)
      .where("channel", "=", "confirmation_email")
      .where("created_at", ">", new Date(now.getTime() - CONFIRMATION_RESEND_AFTER_MS).toISOString())
      .executeTakeFirst();
    if (recent) return false;
    const notification: LeadNotification = {
      leadId,
      kind: lead.kind,
      source: lead.source,
      createdAt: lead.created_at,
      fullName: null,
      email: lead.email,
      phone: null,
      referrer: null,
      marketingConsent: false,
      payload: {},
    };
    await queueNotification(trx, notification, ["confirmation_email"], now);
    return true;
  });
}
