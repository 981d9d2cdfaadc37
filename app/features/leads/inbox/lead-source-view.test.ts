import { describe, expect, it } from "vitest";
import { leadSourceRows } from "#app/features/leads/inbox/lead-source-view.ts";
import { EMPTY_VISIT_SOURCE } from "#app/features/leads/attribution/lead-attribution.ts";

describe("leadSourceRows", () => {
  it("shows a Google Ads lead's channel, form, tags, referring site and landing page", () => {
    expect(
      leadSourceRows({
        ...EMPTY_VISIT_SOURCE,
        form: "sidebar",
        utmSource: "google",
        utmMedium: "cpc",
        utmCampaign: "year-end-functions",
        adClick: "google",
        referrerHost: "www.google.co.za",
        landingPage: "/sound-hire-sandton",
      }),
    ).toEqual([
      { label: "Channel", value: "Google Ads" },
      { label: "Form", value: "Landing page call-back form" },
      { label: "Source / medium", value: "google / cpc" },
      { label: "Campaign", value: "year-end-functions" },
      { label: "Ad click", value: "Google Ads click" },
      { label: "Referring site", value: "www.google.co.za" },
      { label: "Landing page", value: "/sound-hire-sandton" },
    ]);
  });

  it("says what a direct visit lacks rather than leaving it blank", () => {
    expect(leadSourceRows({ ...EMPTY_VISIT_SOURCE, form: "contact", landingPage: "/contact" })).toEqual([
      { label: "Channel", value: "Direct" },
      { label: "Form", value: "Contact form" },
      { label: "Source / medium", value: "No campaign tags" },
      { label: "Campaign", value: "None" },
      { label: "Referring site", value: "None (typed in, a bookmark or an app)" },
      { label: "Landing page", value: "/contact" },
    ]);
  });

  it("has no rows for a lead from before sources were kept", () => {
    expect(leadSourceRows(null)).toEqual([]);
  });
});
