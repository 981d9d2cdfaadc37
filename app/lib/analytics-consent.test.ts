import { describe, expect, it } from "vitest";
import { isGtmId, readConsent, storedConsent, tagManagerUrl } from "./analytics-consent.ts";

describe("analytics consent", () => {
  it("reads back the stored choice and ignores anything else", () => {
    const now = new Date("2026-11-21T10:00:00.000Z");
    expect(readConsent(storedConsent("granted", now))).toBe("granted");
    expect(readConsent(storedConsent("denied", now))).toBe("denied");
    expect(JSON.parse(storedConsent("granted", now))).toEqual({ choice: "granted", at: "2026-11-21T10:00:00.000Z" });
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
