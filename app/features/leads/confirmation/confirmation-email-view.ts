// The e-mail that asks a visitor to confirm a newsletter sign-up or a privacy
// request. Fixed wording only: nothing the visitor typed goes to an address
// that has not been confirmed yet, so the form cannot be used to send our
// e-mail with someone else's text to a stranger. The e-mail itself is
// app/features/leads/confirmation/confirmation-email.tsx.
import { business } from "#app/platform/business.ts";
import type { ConfirmationPurpose } from "#app/features/leads/confirmation/confirmation-page.ts";

const wording: Readonly<Record<ConfirmationPurpose, { subject: string; ask: string; button: string; ignore: string }>> =
  {
    subscribe: {
      subject: `Please confirm your subscription to the ${business.name} blog`,
      ask: `Someone, hopefully you, asked to receive the ${business.name} blog at this address. Please confirm that you want our articles by e-mail (about once a month):`,
      button: "Confirm my subscription",
      ignore:
        "If it wasn't you, ignore this e-mail: without confirmation you won't hear from us again, and the address is deleted.",
    },
    privacy: {
      subject: `Please confirm your privacy request to ${business.name}`,
      ask: `Someone, hopefully you, asked ${business.name} for access to, correction or deletion of the personal information we hold about this e-mail address. So that your information never goes to anyone else, please confirm the request:`,
      button: "Confirm my request",
      ignore: "If it wasn't you, ignore this e-mail: nothing happens without confirmation, and the request is deleted.",
    },
  };

/** "24 November 2026 at 10:00" in Johannesburg time. */
function formatExpiry(expiresAt: Date): string {
  const date = new Intl.DateTimeFormat("en-ZA", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "Africa/Johannesburg",
  }).format(expiresAt);
  const time = new Intl.DateTimeFormat("en-ZA", {
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
    timeZone: "Africa/Johannesburg",
  }).format(expiresAt);
  return `${date} at ${time}`;
}

export interface ConfirmationWording {
  subject: string;
  ask: string;
  button: string;
  ignore: string;
  /** "The link works until 24 November 2026 at 10:00 (South African time)." */
  expiry: string;
}

/** What the e-mail says for `purpose`, with the link's expiry written out. */
export function confirmationWording(purpose: ConfirmationPurpose, expiresAt: Date): ConfirmationWording {
  return {
    ...wording[purpose],
    expiry: `The link works until ${formatExpiry(expiresAt)} (South African time).`,
  };
}

/** Where a confirmation link points. */
export function confirmationLink(siteUrl: string, token: string): string {
  return `${siteUrl.replace(/\/+$/, "")}/confirm?token=${encodeURIComponent(token)}`;
}
