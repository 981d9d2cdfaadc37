// The visitor's choice about analytics cookies, and the tag manager it gates.
// Nothing from the tag manager loads before the visitor allows it.

export const CONSENT_STORAGE_KEY = "ssh-analytics-consent";
export type ConsentChoice = "granted" | "denied";

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/** Hosts the tag manager and the analytics it loads talk to; the CSP allows them only when GTM_ID is set. */
export const ANALYTICS_CSP_SOURCES = {
  script: ["https://*.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
} as const;

export function isGtmId(value: unknown): value is string {
  return typeof value === "string" && /^GTM-[A-Z0-9]{4,12}$/.test(value);
}

export function tagManagerUrl(gtmId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

/** The stored choice, or undefined when the visitor has not chosen (or storage held something else). */
export function readConsent(stored: string | null | undefined): ConsentChoice | undefined {
  if (!stored) return undefined;
  try {
    const value = (JSON.parse(stored) as { choice?: unknown }).choice;
    return value === "granted" || value === "denied" ? value : undefined;
  } catch {
    return undefined;
  }
}

/** What is stored: the choice and when it was made (a record of consent, as POPIA expects). */
export function storedConsent(choice: ConsentChoice, now: Date): string {
  return JSON.stringify({ choice, at: now.toISOString() });
}
