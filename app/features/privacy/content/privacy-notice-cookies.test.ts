// Every cookie the site sets for its visitors is named in the privacy notice,
// with how long it is kept. The test finds the modules that set a cookie in
// the source itself, so a module that starts setting one fails here until it
// is listed below with its definition and, for a visitor's cookie, the notice
// names it. The staff area's cookies are for staff, not visitors.
import { readFileSync, readdirSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { privacyNoticeFor } from "#app/features/privacy/content/privacy-notice.ts";
import { DEFAULT_RETENTION } from "#app/features/privacy/retention.ts";
import { CONSENT_COOKIE, CONSENT_MAX_AGE_SECONDS } from "#app/features/privacy/analytics-consent.ts";
import { BASKET_COOKIE } from "#app/features/quotes/basket/basket-cookie.ts";

interface VisitorCookie {
  name: string;
  lifetimeDays: number;
}

const DAY_SECONDS = 24 * 60 * 60;
const consentCookie: VisitorCookie = { name: CONSENT_COOKIE, lifetimeDays: CONSENT_MAX_AGE_SECONDS / DAY_SECONDS };

/** Each module that sets a cookie, and the visitor cookies it sets ("staff": the staff area's own). */
const COOKIE_SETTERS: Readonly<Record<string, readonly VisitorCookie[] | "staff">> = {
  "app/features/quotes/basket/basket-cookie.ts": [BASKET_COOKIE],
  "app/features/privacy/analytics-consent.ts": [consentCookie],
  "app/features/privacy/consent-browser.ts": [consentCookie],
  "app/features/staff/staff-cookies.server.ts": "staff",
};

// A call that writes a Set-Cookie value or a cookie in the browser.
const SETS_A_COOKIE = /(?<!function )\b(?:serializeCookie|createCookie)\(|document\.cookie\s*=/;

const root = join(import.meta.dirname, "../../../..");

function sourceFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.test(-support)?\.tsx?$/.test(entry.name);
    return isSource ? [relative(root, path)] : [];
  });
}

/** How the notice says a lifetime: "a year", or a number of days. */
function lifetimeWords(days: number): string {
  return days === 365 ? "a year" : `${days} days`;
}

function noticeParagraphNaming(name: string): string | undefined {
  const blocks = privacyNoticeFor(DEFAULT_RETENTION).sections.flatMap((section) => section.blocks);
  return blocks.map((block) => JSON.stringify(block)).find((text) => text.includes(`(${name})`));
}

describe("the privacy notice's cookies", () => {
  it("knows every module that sets a cookie", () => {
    const setters = [...sourceFiles(join(root, "app")), ...sourceFiles(join(root, "server"))].filter((path) =>
      SETS_A_COOKIE.test(readFileSync(join(root, path), "utf8")),
    );
    expect(setters.sort()).toEqual(Object.keys(COOKIE_SETTERS).sort());
  });

  const visitorCookies = Object.values(COOKIE_SETTERS).flatMap((cookies) => (cookies === "staff" ? [] : cookies));
  it.each(visitorCookies.map((cookie) => [cookie.name, cookie] as const))(
    "names %s and how long it is kept",
    (name, cookie) => {
      const paragraph = noticeParagraphNaming(name);
      expect(paragraph, `no paragraph of the notice names the cookie (${name})`).toBeDefined();
      expect(paragraph).toContain(`kept for ${lifetimeWords(cookie.lifetimeDays)}`);
    },
  );

  it("says the basket cookie is strictly necessary, so it is set without asking first", () => {
    expect(noticeParagraphNaming(BASKET_COOKIE.name)).toMatch(/strictly necessary .* so we don't ask for it first/);
  });
});
