import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { collectStrings } from "#app/features/site/copy-checks.ts";
import { generalSiteCopy } from "#app/features/site/content/site-copy.test-support.ts";
import {
  CLIENT_TYPES,
  INDUSTRY_TYPES,
  partnerClientTypes,
  partnerIndustryTypes,
} from "#app/features/leads/forms/lead-options.ts";
import {
  allTiersInclude,
  businessBenefits,
  businessPageContent,
  businessProgram,
  businessSteps,
  businessTestimonials,
  clientBenefits,
  clientPageContent,
  clientProgram,
  clientQualification,
  clientTestimonials,
  clientTiers,
  clientTypeNotes,
  industryNotes,
  partnerPaths,
  partnerPrograms,
  partnersOverviewContent,
  partnerTerms,
} from "#app/features/site/partners/partners-content.ts";
import { privacyNotice } from "#app/features/privacy/content/privacy-notice.ts";
import { testimonials } from "#app/features/site/content/testimonials.ts";

const wordCount = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

// The programs carry their benefits, so those are collected once through them.
const partnerCopy = collectStrings([
  businessSteps,
  businessTestimonials,
  clientTestimonials,
  clientTiers,
  allTiersInclude,
  clientQualification,
  industryNotes,
  clientTypeNotes,
  partnerPrograms,
  partnersOverviewContent,
  businessPageContent,
  clientPageContent,
]);
const businessCopy = collectStrings([businessBenefits, businessProgram, businessPageContent, businessSteps]).join(" ");
const clientCopy = collectStrings([
  clientBenefits,
  clientProgram,
  clientPageContent,
  clientTiers,
  clientQualification,
]).join(" ");

describe("business partner program", () => {
  it("offers up to 20% off for clients and 10% referral commission", () => {
    expect(partnerTerms.business.maxClientDiscountPercent).toBe(20);
    expect(partnerTerms.business.referralCommissionPercent).toBe(10);
    expect(businessCopy).toContain("Up to 20% off rentals for your clients");
    expect(businessCopy).toContain("10% commission");
  });

  it("lists the seven benefits of the spec, in order", () => {
    const titles = businessBenefits.map((benefit) => benefit.title.toLowerCase());
    expect(titles).toHaveLength(7);
    const expected = [
      /up to 20% off rentals for your clients/,
      /10% commission on referred projects/,
      /dedicated account manager/,
      /co-branded marketing/,
      /early access to new equipment/,
      /free sound consultation and basic av training/,
      /support in gauteng/,
    ];
    expected.forEach((pattern, index) => expect(titles[index]).toMatch(pattern));
    expect(businessBenefits[1]?.description).toMatch(/completed/);
    expect(businessBenefits[2]?.description).toMatch(/priority/);
    expect(businessBenefits[2]?.description).toMatch(/peak/);
  });

  it("explains How It Works in four steps: Apply, Consultation, Agreement, Start Collaborating", () => {
    expect(businessSteps.map((step) => step.title)).toEqual([
      "Apply",
      "Consultation",
      "Agreement",
      "Start Collaborating",
    ]);
    expect(businessSteps[0]?.description).toContain("2-3 business days");
  });

  it("names the kinds of business it is for", () => {
    expect(businessProgram.audience).toMatch(
      /event planners, venues, photographers, marketing agencies and similar businesses/,
    );
  });
});

describe("client partnership program", () => {
  it("needs a commitment of at least 4 events per year", () => {
    expect(partnerTerms.client.minimumEventsPerYear).toBe(4);
    expect(clientQualification.text).toContain("at least 4 events per year");
  });

  it("has a Standard Tier of 4-6 events, 5% off and 48-hour notice", () => {
    const standard = clientTiers[0];
    expect(standard).toMatchObject({
      id: "standard",
      name: "Standard Tier",
      eventsPerYear: "4-6",
      minEvents: 4,
      maxEvents: 6,
      discountPercent: 5,
      bookingNoticeHours: 48,
    });
    expect(standard?.perks).toEqual(["5% off every hire", "Priority booking with 48-hour notice"]);
  });

  it("has a Premium Tier of 7+ events, 10% off, 24-hour notice, a dedicated manager and a yearly venue assessment", () => {
    const premium = clientTiers[1];
    expect(premium).toMatchObject({
      id: "premium",
      name: "Premium Tier",
      eventsPerYear: "7+",
      minEvents: 7,
      maxEvents: null,
      discountPercent: 10,
      bookingNoticeHours: 24,
    });
    const perks = premium?.perks.join(" | ") ?? "";
    expect(perks).toContain("10% off");
    expect(perks).toContain("24-hour notice");
    expect(perks).toMatch(/dedicated client success manager/);
    expect(perks).toMatch(/annual sound assessment of your main venue/);
  });

  it("starts the Premium Tier where the Standard Tier ends, at the minimum commitment", () => {
    expect(clientTiers).toHaveLength(2);
    expect(clientTiers[0]?.minEvents).toBe(partnerTerms.client.minimumEventsPerYear);
    expect(clientTiers[1]?.minEvents).toBe((clientTiers[0]?.maxEvents ?? 0) + 1);
  });

  it("lists the seven benefits of the spec, in order", () => {
    const titles = clientBenefits.map((benefit) => benefit.title.toLowerCase());
    expect(titles).toHaveLength(7);
    const expected = [
      /tiered discounts/,
      /priority booking/,
      /simplified quoting and invoicing/,
      /dedicated client success manager/,
      /free basic setup help/,
      /annual sound assessment of your main venue/,
      /early access to new equipment/,
    ];
    expected.forEach((pattern, index) => expect(titles[index]).toMatch(pattern));
    expect(clientBenefits[2]?.description).toMatch(/pre-approved credit terms/);
    expect(clientBenefits[2]?.description).toMatch(/[Ee]ligible clients/);
    expect(clientBenefits[4]?.description).toMatch(/standard packages/);
    expect(clientCopy).toContain("5%");
    expect(clientCopy).toContain("10%");
  });

  it("names the kinds of client it is for", () => {
    expect(clientProgram.audience).toMatch(/bands, DJs, venues, corporates, schools and recurring private clients/);
  });
});

describe("who may apply", () => {
  it("comes from the lead options, without 'Other'", () => {
    expect(partnerIndustryTypes).toEqual(INDUSTRY_TYPES.filter((type) => type !== "Other"));
    expect(partnerClientTypes).toEqual(CLIENT_TYPES.filter((type) => type !== "Other"));
    expect(partnerIndustryTypes).not.toContain("Other");
    expect(partnerClientTypes).not.toContain("Other");
  });

  it("has a note for every type and none for 'Other'", () => {
    expect(Object.keys(industryNotes).sort()).toEqual([...partnerIndustryTypes].sort());
    expect(Object.keys(clientTypeNotes).sort()).toEqual([...partnerClientTypes].sort());
  });
});

describe("links", () => {
  it("point to the program and apply pages", () => {
    expect(partnerPrograms.map((program) => program.path)).toEqual(["/partners/business", "/partners/client"]);
    expect(businessProgram.applyPath).toBe("/partners/apply/business");
    expect(clientProgram.applyPath).toBe("/partners/apply/client");
    expect(partnerPaths.overview).toBe("/partners");
  });

  it("use illustrations that exist, each with a title and under 6 KB", () => {
    for (const program of partnerPrograms) {
      const file = fileURLToPath(new URL(`../../../assets/illustrations/${program.image}.svg`, import.meta.url));
      expect(existsSync(file), file).toBe(true);
      const svg = readFileSync(file, "utf8");
      expect(svg).toMatch(/<title[^>]*>[^<]{10,}<\/title>/);
      expect(Buffer.byteLength(svg)).toBeLessThan(6 * 1024);
    }
  });
});

describe("partner testimonials", () => {
  const all = [...businessTestimonials, ...clientTestimonials];

  it("are three per program, with unique ids and full quotes", () => {
    expect(businessTestimonials).toHaveLength(3);
    expect(clientTestimonials).toHaveLength(3);
    expect(new Set(all.map((testimonial) => testimonial.id)).size).toBe(all.length);
    for (const testimonial of all) {
      expect(testimonial.content.length).toBeGreaterThanOrEqual(120);
      expect(testimonial.content.length).toBeLessThanOrEqual(320);
      expect(testimonial.rating).toBeGreaterThanOrEqual(4);
      expect(testimonial.rating).toBeLessThanOrEqual(5);
    }
  });

  it("come from an event planner, a venue manager and a photographer; a DJ, a church and a band", () => {
    expect(businessTestimonials.map((testimonial) => testimonial.role)).toEqual([
      expect.stringMatching(/Event Planner/),
      expect.stringMatching(/Venue Manager/),
      expect.stringMatching(/Photographer/),
    ]);
    const clientRoles = clientTestimonials.map((testimonial) => `${testimonial.role} ${testimonial.organisation}`);
    expect(clientRoles[0]).toMatch(/DJ/);
    expect(clientRoles[1]).toMatch(/church|school/i);
    expect(clientRoles[2]).toMatch(/band/i);
  });

  it("do not repeat the site-wide testimonials", () => {
    const siteNames = new Set(testimonials.map((testimonial) => testimonial.name));
    const siteIds = new Set(testimonials.map((testimonial) => testimonial.id));
    const siteQuotes = testimonials.map((testimonial) => testimonial.content);
    for (const testimonial of all) {
      expect(siteNames.has(testimonial.name), testimonial.name).toBe(false);
      expect(siteIds.has(testimonial.id), testimonial.id).toBe(false);
      expect(siteQuotes).not.toContain(testimonial.content);
    }
  });
});

describe("page copy", () => {
  const pages = [partnersOverviewContent.page, businessPageContent.page, clientPageContent.page, privacyNotice];

  it("gives every page its own title and a 120 to 160 character description", () => {
    expect(new Set(pages.map((page) => page.title)).size).toBe(pages.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(pages.length);
    for (const page of pages) {
      expect(page.description.length, page.title).toBeGreaterThanOrEqual(120);
      expect(page.description.length, page.title).toBeLessThanOrEqual(160);
    }
    expect(businessPageContent.page.title).toMatch(/Business Partner/);
    expect(clientPageContent.page.title).toMatch(/Client Partnership/);
    expect(privacyNotice.title).toBe("Privacy Notice");
  });

  it("shares no sentence longer than eight words with the rest of the site", () => {
    const otherCopy = collectStrings(generalSiteCopy);
    const sentences = (texts: string[]) =>
      texts
        .flatMap((text) => text.split(/[.!?]/))
        .map((sentence) => sentence.trim().replace(/\s+/g, " ").toLowerCase())
        .filter((sentence) => wordCount(sentence) > 8);
    const elsewhere = new Set(sentences(otherCopy));
    const ours = sentences([...partnerCopy, ...collectStrings(privacyNotice)]);
    expect(ours.filter((sentence) => elsewhere.has(sentence))).toEqual([]);
    // ...nor repeats one within the partner pages themselves.
    const partnerSentences = sentences(partnerCopy);
    expect(partnerSentences.filter((sentence, index) => partnerSentences.indexOf(sentence) !== index)).toEqual([]);
  });

  it("contains no placeholder text", () => {
    for (const text of [...partnerCopy, ...collectStrings(privacyNotice)]) {
      expect(text).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|placeholder|xxx/i);
    }
  });
});

describe("privacy notice", () => {
  const text = collectStrings(privacyNotice).join(" ");

  it("has uniquely anchored sections, each with content", () => {
    const ids = privacyNotice.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of privacyNotice.sections) {
      expect(section.id).toMatch(/^[a-z0-9-]+$/);
      expect(section.heading.length).toBeGreaterThan(3);
      expect(section.blocks.length).toBeGreaterThan(0);
    }
  });

  it("was last updated on 29 November 2026", () => {
    expect(privacyNotice.lastUpdated).toEqual({ iso: "2026-11-29", display: "29 November 2026" });
  });

  it("says what is kept of where a visit came from, where, why and for how long", () => {
    expect(text).toContain("your browser's session storage notes where your visit came from");
    expect(text).toContain("It is not a cookie");
    expect(text).toContain("we keep it with that enquiry to learn which of our adverts and listings bring enquiries");
    expect(text).toContain("It is kept as long as the enquiry it came with");
  });

  it("states the retention periods and the regulator's details", () => {
    expect(text).toContain("24 months after our last contact");
    expect(text).toContain("5 years");
    expect(text).toContain("SARS");
    expect(text).toContain("until you withdraw it");
    expect(text).toContain("https://inforegulator.org.za");
    expect(text).toContain("POPIAComplaints@inforegulator.org.za");
    expect(text).toContain("Protection of Personal Information Act 4 of 2013");
    expect(text).toContain('"POPIA request"');
    expect(text).toContain("mailto:info@sandtonsoundhire.co.za?subject=POPIA%20request");
  });

  it("covers what the website collects and how", () => {
    for (const phrase of [
      "Contact form:",
      "Call-back requests:",
      "Partner applications:",
      "Quote requests and the equipment assistant:",
      "Newsletter sign-ups:",
      "keyed hash of your IP address",
      "user agent",
      "advertising cookies",
      "local storage",
      "separate opt-in consent",
      "operators",
      "never sell",
    ]) {
      expect(text).toContain(phrase);
    }
  });
});
