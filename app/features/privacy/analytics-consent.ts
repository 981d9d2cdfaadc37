// The visitor's choice about analytics cookies, and the tag manager it gates.
// Nothing from the tag manager loads before the visitor allows it. The choice
// is kept in a cookie, written by the notice's form post (app/routes/consent.ts)
// or, with JavaScript, by the shell (app/features/privacy/consent-browser.ts); both write it here.
import { readCookie, serializeCookie } from "#app/platform/http/cookies.ts";

/** Where the choice was kept before it moved to the cookie; still read, so earlier answers stand. */
export const CONSENT_STORAGE_KEY = "ssh-analytics-consent";
export const CONSENT_COOKIE = "ssh-analytics-consent";
/** A year; then the visitor is asked again. */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The route the notice's form posts to. */
export const CONSENT_ACTION_PATH = "/consent";
export const CONSENT_BANNER_ID = "consent-banner";
export const CONSENT_SETTINGS_ID = "consent-settings";

export const CONSENT_CHOICES = ["granted", "denied"] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

export const TAG_MANAGER_ORIGIN = "https://www.googletagmanager.com";

/**
 * Hosts the tag manager and the analytics it loads send to and fetch images
 * from; the CSP allows them only when GTM_ID is set. No script host: a host in
 * script-src would run any container (gtm.js?id=GTM-ANYONE) an injected tag
 * names. The configured container's script carries the response's nonce
 * instead (app/features/privacy/consent-browser.ts), and the tag manager passes the nonce on to
 * the scripts it adds.
 */
export const ANALYTICS_CSP_SOURCES = {
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
} as const;

export function isGtmId(value: unknown): value is string {
  return typeof value === "string" && /^GTM-[A-Z0-9]{4,12}$/.test(value);
}

export function tagManagerUrl(gtmId: string): string {
  return `${TAG_MANAGER_ORIGIN}/gtm.js?id=${encodeURIComponent(gtmId)}`;
}

/** A choice kept in local storage by earlier versions of the site, or undefined (nothing, or something else). */
export function readConsent(stored: string | null | undefined): ConsentChoice | undefined {
  if (!stored) return undefined;
  try {
    const value = (JSON.parse(stored) as { choice?: unknown }).choice;
    return value === "granted" || value === "denied" ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Set-Cookie (or document.cookie) string that keeps a choice: the choice
 * and when it was made, e.g. "granted-1718445600000". Not HttpOnly: the
 * browser code reads it to load the tag manager. Path=/ so every page sees it.
 */
export function consentCookie(choice: ConsentChoice, now: Date, secure: boolean): string {
  return serializeCookie(CONSENT_COOKIE, `${choice}-${now.getTime()}`, {
    maxAge: CONSENT_MAX_AGE_SECONDS,
    secure,
    sameSite: "Lax",
    httpOnly: false,
  });
}

/** The choice kept in a Cookie header (or document.cookie), or undefined. */
export function readConsentCookie(cookies: string | null | undefined): ConsentChoice | undefined {
  const choice = readCookie(cookies, CONSENT_COOKIE)?.split("-")[0];
  return choice === "granted" || choice === "denied" ? choice : undefined;
}
