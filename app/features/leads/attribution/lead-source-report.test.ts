import { describe, expect, it } from "vitest";
import { EMPTY_VISIT_SOURCE, type LeadAttribution } from "#app/features/leads/attribution/lead-attribution.ts";
import {
  type SourceReportLead,
  quoteCountsAsAccepted,
  reportStart,
  reportWeeks,
  sourceReport,
  shortWeekLabel,
  sourceReportCsvRows,
  sourceReportSummary,
  weekStartOf,
} from "#app/features/leads/attribution/lead-source-report.ts";

const ads: LeadAttribution = { ...EMPTY_VISIT_SOURCE, form: "quote", utmSource: "google", utmMedium: "cpc" };
const direct: LeadAttribution = { ...EMPTY_VISIT_SOURCE, form: "contact", landingPage: "/" };

describe("weeks in South African time", () => {
  it("starts a week on Monday 00:00 SAST", () => {
    // Sunday 22:30 UTC is Monday 00:30 in Johannesburg.
    expect(weekStartOf("2026-11-22T22:30:00.000Z")).toBe("2026-11-23");
    expect(weekStartOf("2026-11-22T21:59:59.000Z")).toBe("2026-11-16");
    expect(weekStartOf("2026-11-26T10:00:00.000Z")).toBe("2026-11-23");
  });

  it("lists the last weeks oldest first and says when the first began", () => {
    const now = new Date("2026-11-26T10:00:00.000Z");
    expect(reportWeeks(now, 3)).toEqual(["2026-11-09", "2026-11-16", "2026-11-23"]);
    expect(reportStart(now, 3).toISOString()).toBe("2026-11-08T22:00:00.000Z");
  });
});

describe("quoteCountsAsAccepted", () => {
  it("counts today's accepted status (the visitor's accept decision) and a won job", () => {
    expect(quoteCountsAsAccepted("accepted")).toBe(true);
    expect(quoteCountsAsAccepted("won")).toBe(true);
    expect(quoteCountsAsAccepted("discount_requested")).toBe(false);
    expect(quoteCountsAsAccepted("new")).toBe(false);
  });
});

describe("sourceReport", () => {
  const now = new Date("2026-11-26T10:00:00.000Z");
  const leads: SourceReportLead[] = [
    // This week: two Google Ads quotes (one accepted at R 12 650,00), one direct contact.
    { createdAt: "2026-11-24T08:00:00.000Z", attribution: ads, quote: { status: "accepted", totalCents: 1_265_000 } },
    { createdAt: "2026-11-25T08:00:00.000Z", attribution: ads, quote: { status: "new", totalCents: 500_000 } },
    { createdAt: "2026-11-25T09:00:00.000Z", attribution: direct, quote: null },
    // Last week: one Google Ads quote accepted, one lead from before sources were kept.
    { createdAt: "2026-11-17T08:00:00.000Z", attribution: ads, quote: { status: "accepted", totalCents: 345_000 } },
    { createdAt: "2026-11-18T08:00:00.000Z", attribution: null, quote: null },
    // Before the report's weeks: left out.
    { createdAt: "2026-10-01T08:00:00.000Z", attribution: ads, quote: { status: "accepted", totalCents: 999_900 } },
  ];
  const report = sourceReport(leads, now, 2);

  it("counts leads, quotes, acceptances and accepted value per channel and week", () => {
    expect(report.weeks).toEqual(["2026-11-16", "2026-11-23"]);
    expect(report.channels.map((row) => row.channel)).toEqual(["google_ads", "direct", "unknown"]);
    const [googleAds] = report.channels;
    expect(googleAds!.label).toBe("Google Ads");
    expect(googleAds!.total).toEqual({ leads: 3, quotes: 3, acceptances: 2, acceptedCents: 1_610_000 });
    expect(googleAds!.byWeek).toEqual([
      { leads: 1, quotes: 1, acceptances: 1, acceptedCents: 345_000 },
      { leads: 2, quotes: 2, acceptances: 1, acceptedCents: 1_265_000 },
    ]);
    expect(report.byWeek.map((week) => week.leads)).toEqual([2, 3]);
    expect(report.total).toEqual({ leads: 5, quotes: 3, acceptances: 2, acceptedCents: 1_610_000 });
  });

  it("gives the CSV one row per week and channel with leads", () => {
    expect(sourceReportCsvRows(report)).toEqual([
      ["2026-11-16", "Google Ads", "1", "1", "1", "3450.00"],
      ["2026-11-16", "Not recorded", "1", "0", "0", "0.00"],
      ["2026-11-23", "Google Ads", "2", "2", "1", "12650.00"],
      ["2026-11-23", "Direct", "1", "0", "0", "0.00"],
    ]);
  });
});

describe("sourceReportSummary", () => {
  const money = (cents: number) => `R${(cents / 100).toFixed(2)}`;
  const now = new Date("2026-11-26T10:00:00.000Z");

  it("names the top channels with their shares and the accepted value", () => {
    const ads: LeadAttribution = { ...EMPTY_VISIT_SOURCE, form: "quote", adClick: "google" };
    const direct: LeadAttribution = { ...EMPTY_VISIT_SOURCE, form: "contact" };
    const report = sourceReport(
      [
        {
          createdAt: "2026-11-24T08:00:00.000Z",
          attribution: ads,
          quote: { status: "accepted", totalCents: 1_265_000 },
        },
        { createdAt: "2026-11-24T09:00:00.000Z", attribution: ads, quote: { status: "new", totalCents: 5_000 } },
        { createdAt: "2026-11-25T08:00:00.000Z", attribution: direct, quote: null },
      ],
      now,
      12,
    );
    expect(sourceReportSummary(report, money)).toBe(
      "3 leads in the last 12 weeks: Google Ads 2 (67%), Direct 1 (33%). 1 quote accepted, worth R12650.00; the most from Google Ads (R12650.00).",
    );
  });

  it("says so when nothing arrived", () => {
    expect(sourceReportSummary(sourceReport([], now, 12), money)).toBe("No leads arrived in the last 12 weeks.");
  });

  it("labels a week by its Monday", () => {
    expect(shortWeekLabel("2026-11-23")).toBe("23 Nov");
  });
});
