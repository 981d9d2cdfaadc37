// What the flood's bounds need to know of a submission (decision 053), worked
// out before the write: its fingerprints (hashed here; the rules of what is
// "identical" are in app/features/leads/flood/flood-defence.ts) and whether it is plausibly a
// person's by its phone number and text.
import { createHash } from "node:crypto";
import type { LimitSettings } from "#app/platform/limits/abuse-limits.ts";
import { campaignText, heldCap, normalisedMessage, plausiblyAPerson } from "#app/features/leads/flood/flood-defence.ts";
import type { LeadKind } from "#app/features/leads/notify/lead-notification.ts";
import type { ValidLeadPayload } from "#app/features/leads/forms/lead-payload.ts";
import type { FloodFacts } from "#app/features/leads/flood/flood-holds.server.ts";

function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** What a submission says, as far as the flood's bounds care. */
export interface SubmissionText {
  /** Everything submitted (the volatile fields are left out by campaignText). */
  payload: unknown;
  /** The free-text message; "" without one. */
  message: string;
  /** What a person typed as text: the message, the name, the company. */
  texts: readonly string[];
  phone: string | null;
}

/** A lead's text: a partner's website is a link by design, so it is not among the texts checked for links. */
export function leadText(payload: ValidLeadPayload): SubmissionText {
  return {
    payload,
    message: payload.comments,
    texts: [payload.comments, payload.contact.fullname, payload.contact.company ?? ""],
    phone: payload.contact.tel,
  };
}

export function floodFacts(
  kind: LeadKind,
  text: SubmissionText,
  proof: FloodFacts["proof"],
  settings: LimitSettings,
): FloodFacts {
  const message = normalisedMessage(text.message);
  return {
    campaignFingerprint: sha256Hex(campaignText(kind, text.payload)),
    messageFingerprint: message ? sha256Hex(`${kind}\n${message}`) : null,
    plausible: plausiblyAPerson(text.texts, text.phone),
    proof,
    heldCap: heldCap(settings.floodThreshold),
  };
}
