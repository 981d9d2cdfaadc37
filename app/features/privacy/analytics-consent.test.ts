import { describe, expect, it } from "vitest";
import {
  consentCookie,
  isGtmId,
  readConsent,
  readConsentCookie,
  tagManagerUrl,
} from "#app/features/privacy/analytics-consent.ts";

describe("analytics consent", () => {
  const now = new Date("2026-11-21T10:00:00.000Z");

  it("keeps the choice and its time in a cookie the page's script can read, for a year", () => {
    expect(consentCookie("granted", now, false)).toBe(
      `ssh-analytics-consent=granted-${now.getTime()}; Path=/; SameSite=Lax; Max-Age=31536000`,
    );
    expect(consentCookie("denied", now, true)).toBe(
      `ssh-analytics-consent=denied-${now.getTime()}; Path=/; SameSite=Lax; Max-Age=31536000; Secure`,
    );
  });

  it("reads the choice back from the cookies and ignores anything else", () => {
    for (const choice of ["granted", "denied"] as const) {
      const cookie = consentCookie(choice, now, false).split(";")[0];
      expect(readConsentCookie(`theme=dark; ${cookie}`)).toBe(choice);
    }
    for (const cookies of [null, undefined, "", "ssh-analytics-consent=maybe-1", "other=granted-1"]) {
      expect(readConsentCookie(cookies)).toBeUndefined();
    }
  });

  it("still reads a choice kept in local storage before the cookie", () => {
    expect(readConsent(JSON.stringify({ choice: "granted", at: now.toISOString() }))).toBe("granted");
    expect(readConsent(JSON.stringify({ choice: "denied", at: now.toISOString() }))).toBe("denied");
    for (const stored of [null, undefined, "", "granted", "{", '{"choice":"maybe"}', "[]", "null"]) {
      expect(readConsent(stored)).toBeUndefined();
    }
  });

  it("accepts only container ids of Google's form and builds the script address", () => {
    expect(isGtmId("GTM-ABC1234")).toBe(true);
    for (const id of ["", "GTM-", "gtm-abc1234", 'GTM-ABC1234"><script>', "UA-12345-1", 42])
      expect(isGtmId(id)).toBe(false);
    expect(tagManagerUrl("GTM-ABC1234")).toBe("https://www.googletagmanager.com/gtm.js?id=GTM-ABC1234");
  });
});
