import { describe, expect, it } from "vitest";
import {
  EMPTY_VISIT_SOURCE,
  type LeadAttribution,
  landingPathOf,
  referrerHostOf,
  visitSourceFromPost,
  visitSourceOf,
} from "#app/features/leads/attribution/lead-attribution.ts";
import { readVisitSource } from "#app/features/leads/attribution/lead-attribution-schema.ts";
import { leadChannel } from "#app/features/leads/lead-channel.ts";

const SITE = ["www.sandtonsoundhire.co.za"];

describe("visitSourceOf", () => {
  it("reads the UTM parameters, the ad click and the landing path of a Google Ads visit", () => {
    const source = visitSourceOf(
      "https://www.sandtonsoundhire.co.za/sound-hire-sandton?utm_source=google&utm_medium=cpc&utm_campaign=wedding-dj-2026&utm_term=pa+hire&utm_content=ad-a&gclid=Cj0KCQ-secret#form",
      "https://www.google.co.za/",
      SITE,
    );
    expect(source).toEqual({
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "wedding-dj-2026",
      utmTerm: "pa hire",
      utmContent: "ad-a",
      adClick: "google",
      referrerHost: "www.google.co.za",
      landingPage: "/sound-hire-sandton",
    });
    // The click id's value is never kept.
    expect(JSON.stringify(source)).not.toContain("Cj0KCQ");
  });

  it("keeps the referring host only, never its path or query", () => {
    expect(referrerHostOf("https://blog.example.org/best-venues?ref=123&email=a@b.c", SITE)).toBe("blog.example.org");
  });

  it("does not count the site itself as a referrer, with or without www", () => {
    expect(referrerHostOf("https://www.sandtonsoundhire.co.za/catalogue", SITE)).toBeNull();
    expect(referrerHostOf("https://sandtonsoundhire.co.za/", SITE)).toBeNull();
    expect(referrerHostOf("http://localhost:3500/", ["localhost:3500"])).toBeNull();
  });

  it("ignores referrers that are not web addresses", () => {
    expect(referrerHostOf("", SITE)).toBeNull();
    expect(referrerHostOf("android-app://com.google.android.gm/", SITE)).toBeNull();
    expect(referrerHostOf("not a url", SITE)).toBeNull();
  });

  it("keeps the landing page's path only", () => {
    expect(landingPathOf("https://www.sandtonsoundhire.co.za/contact?utm_source=x&name=Thandi#top")).toBe("/contact");
    expect(landingPathOf("/catalogue/products/speakers?q=jbl")).toBe("/catalogue/products/speakers");
  });

  it("cuts UTM values to 150 characters", () => {
    const source = visitSourceOf(`https://x.test/?utm_campaign=${"a".repeat(400)}`, null, SITE);
    expect(source.utmCampaign).toHaveLength(150);
  });

  it("reads a direct visit as empty but for the landing page", () => {
    expect(visitSourceOf("https://www.sandtonsoundhire.co.za/", "", SITE)).toEqual({
      ...EMPTY_VISIT_SOURCE,
      landingPage: "/",
    });
  });
});

describe("visitSourceFromPost (no script ran)", () => {
  it("reads the form page's UTM parameters and path from the post's Referer", () => {
    expect(
      visitSourceFromPost("https://www.sandtonsoundhire.co.za/contact?utm_source=newsletter&utm_medium=email", SITE),
    ).toMatchObject({ utmSource: "newsletter", utmMedium: "email", referrerHost: null, landingPage: "/contact" });
  });

  it("takes another site's Referer as the referrer host", () => {
    expect(visitSourceFromPost("https://partner.example.com/events?x=1", SITE)).toEqual({
      ...EMPTY_VISIT_SOURCE,
      referrerHost: "partner.example.com",
    });
  });

  it("reads nothing from no Referer", () => {
    expect(visitSourceFromPost(null, SITE)).toEqual(EMPTY_VISIT_SOURCE);
  });
});

describe("readVisitSource (the server's check)", () => {
  it("accepts a source as JSON text or as an object", () => {
    const sent = { utmSource: "google", utmMedium: "cpc", landingPage: "/contact", referrerHost: "www.google.com" };
    expect(readVisitSource(JSON.stringify(sent))).toEqual({ ...EMPTY_VISIT_SOURCE, ...sent });
    expect(readVisitSource(sent)).toEqual({ ...EMPTY_VISIT_SOURCE, ...sent });
  });

  it("drops what is not what it should be, and never refuses", () => {
    expect(
      readVisitSource({
        utmSource: 42,
        utmMedium: "x".repeat(1000),
        referrerHost: "https://evil.example/path?q=1",
        landingPage: "javascript:alert(1)",
        adClick: "yahoo",
        extra: "dropped",
      }),
    ).toEqual({ ...EMPTY_VISIT_SOURCE, utmMedium: "x".repeat(150) });
    expect(readVisitSource("{not json")).toBeNull();
    expect(readVisitSource(["an", "array"])).toBeNull();
    expect(readVisitSource(null)).toBeNull();
    expect(readVisitSource({})).toBeNull();
  });

  it("removes control characters and keeps a full address sent as landing page to its path", () => {
    expect(
      readVisitSource({ utmCampaign: "spring\u0000\u202e sale", landingPage: "/quote-request?utm_source=x" }),
    ).toMatchObject({ landingPage: "/quote-request" });
  });
});

describe("leadChannel: the rule of decision 036", () => {
  const lead = (source: Partial<LeadAttribution>): LeadAttribution => ({
    ...EMPTY_VISIT_SOURCE,
    form: "contact",
    ...source,
  });

  it("Google Ads: a gclid, or utm_medium=cpc from Google or unnamed", () => {
    expect(leadChannel(lead({ adClick: "google" }))).toBe("google_ads");
    expect(leadChannel(lead({ utmSource: "google", utmMedium: "cpc" }))).toBe("google_ads");
    expect(leadChannel(lead({ utmMedium: "CPC" }))).toBe("google_ads");
  });

  it("other paid search: msclkid, or a paid medium from another source", () => {
    expect(leadChannel(lead({ adClick: "microsoft" }))).toBe("paid_search");
    expect(leadChannel(lead({ utmSource: "bing", utmMedium: "cpc" }))).toBe("paid_search");
  });

  it("paid social: a paid medium from a social network, or a paid-social medium", () => {
    expect(leadChannel(lead({ utmSource: "facebook", utmMedium: "cpc" }))).toBe("paid_social");
    expect(leadChannel(lead({ utmSource: "meta", utmMedium: "paid_social" }))).toBe("paid_social");
  });

  it("e-mail, social and organic by medium; other tagged links are another campaign", () => {
    expect(leadChannel(lead({ utmSource: "mailchimp", utmMedium: "email" }))).toBe("email");
    expect(leadChannel(lead({ utmSource: "instagram", utmMedium: "social" }))).toBe("social");
    expect(leadChannel(lead({ utmSource: "linkedin" }))).toBe("social");
    expect(leadChannel(lead({ utmSource: "google", utmMedium: "organic" }))).toBe("organic_search");
    expect(leadChannel(lead({ utmSource: "flyer", utmMedium: "qr" }))).toBe("other_campaign");
  });

  it("without UTM parameters: search engines, social networks, webmail, other sites, direct", () => {
    expect(leadChannel(lead({ referrerHost: "www.google.co.za" }))).toBe("organic_search");
    expect(leadChannel(lead({ referrerHost: "duckduckgo.com" }))).toBe("organic_search");
    expect(leadChannel(lead({ referrerHost: "search.brave.com" }))).toBe("organic_search");
    expect(leadChannel(lead({ referrerHost: "l.facebook.com" }))).toBe("social");
    expect(leadChannel(lead({ referrerHost: "t.co" }))).toBe("social");
    expect(leadChannel(lead({ referrerHost: "lnkd.in" }))).toBe("social");
    expect(leadChannel(lead({ referrerHost: "mail.google.com" }))).toBe("email");
    expect(leadChannel(lead({ referrerHost: "googleusercontent.com" }))).toBe("referral");
    expect(leadChannel(lead({ referrerHost: "www.weddingvenues.co.za" }))).toBe("referral");
    expect(leadChannel(lead({ landingPage: "/" }))).toBe("direct");
  });

  it("a lead stored before sources were kept is not recorded", () => {
    expect(leadChannel(null)).toBe("unknown");
  });
});
