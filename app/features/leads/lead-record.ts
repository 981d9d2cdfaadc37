// A stored lead as the application reads it (the leads table, JSON parsed).
import type { LeadAttribution } from "#app/features/leads/attribution/lead-attribution.ts";
import type { JsonObject, LeadKind } from "#app/features/leads/notify/lead-notification.ts";
import type { LeadStatus } from "#app/features/leads/lead-status.ts";

export interface Lead {
  id: string;
  kind: LeadKind;
  source: string;
  status: LeadStatus;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  referrer: string | null;
  payload: JsonObject;
  marketingConsent: boolean;
  consentAt: string | null;
  idempotencyKey: string | null;
  ipHash: string | null;
  userAgent: string | null;
  createdAt: string;
  /** Stored past its kind's flood threshold (decision 025): shown apart in the inbox, reported in a digest. */
  suspectedSpam: boolean;
  /** Identical submissions this record stands for during a flood (decision 053); 1 for every ordinary lead. */
  repeatCount: number;
  /** When the last of those arrived; null while there was only one. */
  lastSeenAt: string | null;
  /** When staff first answered it (decision 035); null while it waits. */
  firstResponseAt: string | null;
  /** The member of staff who did. */
  firstResponseBy: string | null;
  /** Where it came from (decision 036); null when stored before sources were kept. */
  attribution: LeadAttribution | null;
}
