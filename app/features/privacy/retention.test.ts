import { describe, expect, it } from "vitest";
import {
  DEFAULT_RETENTION,
  type NoticeForm,
  describeMonths,
  formPrivacyNotice,
  monthsBefore,
  privacyRequestDueAt,
  retentionCutoffs,
} from "#app/features/privacy/retention.ts";

describe("retention cut-offs", () => {
  const now = new Date("2026-11-21T10:00:00.000Z");

  it("counts the default periods back from now: 24 months, 5 years, 90 days, 90 days, 7 days", () => {
    const cutoffs = retentionCutoffs(DEFAULT_RETENTION, now);
    expect(cutoffs.enquiry.toISOString()).toBe("2024-11-21T10:00:00.000Z");
    expect(cutoffs.booking.toISOString()).toBe("2021-11-21T10:00:00.000Z");
    expect(cutoffs.telemetry.toISOString()).toBe("2026-08-23T10:00:00.000Z");
    expect(cutoffs.deliveryLog.toISOString()).toBe("2026-08-23T10:00:00.000Z");
    expect(cutoffs.unconfirmed.toISOString()).toBe("2026-11-14T10:00:00.000Z");
  });

  it("follows a configured policy", () => {
    const cutoffs = retentionCutoffs(
      { enquiryMonths: 6, bookingYears: 7, telemetryDays: 30, deliveryLogDays: 14, unconfirmedDays: 2 },
      now,
    );
    expect(cutoffs.enquiry.toISOString()).toBe("2026-05-21T10:00:00.000Z");
    expect(cutoffs.booking.toISOString()).toBe("2019-11-21T10:00:00.000Z");
    expect(cutoffs.telemetry.toISOString()).toBe("2026-10-22T10:00:00.000Z");
    expect(cutoffs.deliveryLog.toISOString()).toBe("2026-11-07T10:00:00.000Z");
    expect(cutoffs.unconfirmed.toISOString()).toBe("2026-11-19T10:00:00.000Z");
  });

  it("clamps a month-end to the shorter month rather than spilling into the next", () => {
    expect(monthsBefore(new Date("2026-03-31T00:00:00Z"), 1).toISOString()).toBe("2026-02-28T00:00:00.000Z");
    expect(monthsBefore(new Date("2024-02-29T00:00:00Z"), 12).toISOString()).toBe("2023-02-28T00:00:00.000Z");
  });

  it("makes a privacy request due 30 days after it was confirmed", () => {
    expect(privacyRequestDueAt(new Date("2026-11-21T10:00:00Z")).toISOString()).toBe("2026-12-21T10:00:00.000Z");
  });
});

describe("form notices", () => {
  const forms: NoticeForm[] = [
    "contact",
    "callback",
    "sidebar",
    "business",
    "client",
    "quote",
    "assistant",
    "subscribe",
    "privacy",
  ];

  it("gives each form its own single sentence", () => {
    const notices = forms.map((form) => formPrivacyNotice(form, DEFAULT_RETENTION));
    expect(new Set(notices).size).toBe(forms.length);
    for (const notice of notices) {
      expect(notice).toMatch(/^We use .+\.$/);
      expect(notice.slice(0, -1)).not.toContain(". ");
    }
  });

  it("quotes the periods of the policy the clean-up applies", () => {
    expect(formPrivacyNotice("contact", DEFAULT_RETENTION)).toContain("2 years after our last contact");
    expect(formPrivacyNotice("contact", DEFAULT_RETENTION)).toContain("(then 5 years, for our tax records)");
    expect(formPrivacyNotice("subscribe", DEFAULT_RETENTION)).toContain("after 7 days if you never confirm");
    const configured = { ...DEFAULT_RETENTION, enquiryMonths: 36, bookingYears: 6, unconfirmedDays: 3 };
    expect(formPrivacyNotice("callback", configured)).toContain("3 years after our last contact");
    expect(formPrivacyNotice("callback", configured)).toContain("(then 6 years)");
    expect(formPrivacyNotice("privacy", configured)).toContain("after 3 days if you never confirm");
    expect(formPrivacyNotice("privacy", configured)).toContain("within 30 days");
  });

  it("words periods as people say them", () => {
    expect(describeMonths(24)).toBe("2 years");
    expect(describeMonths(18)).toBe("18 months");
    expect(describeMonths(1)).toBe("1 month");
  });
});
