import { describe, expect, it } from "vitest";
import { collectStrings, wordCount } from "#app/features/site/copy-checks.ts";
import { sharedSentences } from "#app/features/site/shared-sentences.ts";
import { LandingPageSchema } from "#app/features/site/seo/schemas.ts";
import { LANDING_SLUGS } from "#app/features/landing/content/slugs.ts";
import { landingPages } from "#app/features/landing/content/index.ts";

const copyOf = (page: (typeof landingPages)[number]) =>
  collectStrings([page.hero.intro, page.pitch, page.quickTips, page.faqs]).join(" ");

describe("landing pages", () => {
  it("are the spec's thirteen, in order, each valid", () => {
    expect(landingPages.map((page) => page.slug)).toEqual([...LANDING_SLUGS]);
    for (const page of landingPages) expect(LandingPageSchema.safeParse(page).error, page.slug).toBeUndefined();
  });

  it("each has at least 500 words of its own copy", () => {
    for (const page of landingPages) expect(wordCount(copyOf(page)), page.slug).toBeGreaterThanOrEqual(500);
  });

  it("have unique titles, descriptions and headings", () => {
    for (const field of ["title", "description"] as const) {
      expect(new Set(landingPages.map((page) => page[field])).size, field).toBe(landingPages.length);
    }
    expect(new Set(landingPages.map((page) => page.hero.heading)).size).toBe(landingPages.length);
  });

  it("share no sentence of more than 12 words", () => {
    const documents = Object.fromEntries(landingPages.map((page) => [page.slug, collectStrings(page).join(". ")]));
    expect(sharedSentences(documents, 12)).toEqual([]);
  });

  it("link only to pages that exist", () => {
    const known = new RegExp(
      `^/(${LANDING_SLUGS.join("|")}|services(/(corporate-events|weddings|dj-events|bands))?|catalogue(/(products(/[a-z-]+)?|product/[a-z0-9-]+|bundles|personnel|promotions|add-ons))?|contact|call-me-back|quote-request|partners|blog(/[a-z0-9-]+)?)$`,
    );
    for (const page of landingPages) {
      for (const link of page.internalLinks) expect(link.to, page.slug).toMatch(known);
    }
  });
});
