// What the outbox keeps of an e-mail as it went (decision 069): written by
// the senders through sendOutboxMail, stored by markDelivered, read back for
// /admin/emails. Pure, so the staff page's view can read it too.

/**
 * An e-mail as it went, kept on its row for staff (/admin/emails): who it
 * went to (one readable line), its subject, its parts, and the names of its
 * attachments (not their bytes). Links that act for someone are withheld.
 */
export interface SentEmailCopy {
  to: string;
  subject: string;
  html?: string;
  text?: string;
  attachments?: string[];
}

const optionalText = (value: unknown) => value === undefined || typeof value === "string";

/** A row's sent_copy read back, or null when there is none or it is not one. */
export function parseSentCopy(json: string | null): SentEmailCopy | null {
  if (json === null) return null;
  try {
    const value: unknown = JSON.parse(json);
    if (!value || typeof value !== "object") return null;
    const copy = value as Record<string, unknown>;
    const attachments = copy.attachments;
    const valid =
      typeof copy.to === "string" &&
      typeof copy.subject === "string" &&
      optionalText(copy.html) &&
      optionalText(copy.text) &&
      (attachments === undefined ||
        (Array.isArray(attachments) && attachments.every((name) => typeof name === "string")));
    return valid ? (copy as unknown as SentEmailCopy) : null;
  } catch {
    return null;
  }
}
