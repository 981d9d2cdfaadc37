// Sample data for every e-mail the site sends: what the staff preview at
// /admin/emails renders, and what the e-mail tests check. The figures are the
// catalogue's (two premium speakers, the Speaker Power Duo at 15% off, four
// hours of a sound engineer); the people and addresses are made up.
import type { LeadNotification, LeadWaitingNudge, QuoteExpiringNudge, SpamDigest } from "#app/features/leads/index.ts";
import type { QuoteDocument } from "#app/features/quotes/index.ts";
import type { StaffLoginAlert } from "#app/features/staff/auth/staff-login-alert.ts";

export const SAMPLE_SITE_URL = "https://www.sandtonsoundhire.co.za";

export function sampleEmailQuote(overrides: Partial<QuoteDocument> = {}): QuoteDocument {
  return {
    quoteNumber: "Q-261121-7KQM",
    createdAt: "2026-11-21T09:30:00.000Z",
    contact: { name: "Zoë Nkosi-Müller", email: "zoe@example.co.za", phone: "082 555 0123" },
    eventDate: "2026-12-12",
    venue: "Summer Place, Hyde Park",
    hireDays: 1,
    pricingRule: "One-day hire: equipment at the day rate. Personnel by the hour: people × hours × hourly rate.",
    lines: [
      {
        id: "powered-speaker-12-premium",
        type: "product",
        name: "Premium 12-Inch Powered Speaker",
        quantity: 2,
        unitPriceCents: 37_500,
        hourlyRate: false,
        lineTotalCents: 75_000,
        vatCents: 11_250,
      },
      {
        id: "speaker-power-duo",
        type: "promotion",
        name: "Speaker Power Duo",
        quantity: 1,
        unitPriceCents: 112_500,
        hourlyRate: false,
        discountPercentage: 0.15,
        lineTotalCents: 95_625,
        vatCents: 14_344,
      },
      {
        id: "sound-engineer",
        type: "personnel",
        name: "On-Site Sound Engineer",
        quantity: 1,
        hours: 4,
        unitPriceCents: 250_000,
        hourlyRate: true,
        lineTotalCents: 1_000_000,
        vatCents: 150_000,
      },
    ],
    totalItems: 4,
    totalDiscountCents: 16_875,
    subtotalCents: 1_170_625,
    vatCents: 175_594,
    totalCents: 1_346_219,
    validUntil: "2026-12-05",
    status: "sent",
    ...overrides,
  };
}

export function sampleCallbackLead(overrides: Partial<LeadNotification> = {}): LeadNotification {
  return {
    leadId: "0190f3c2-0000-7000-8000-000000000001",
    kind: "callback",
    source: "Website Form",
    createdAt: "2026-11-21T08:00:00.000Z",
    fullName: "Lerato Dlamini",
    email: "lerato@example.co.za",
    phone: "082 555 0101",
    referrer: "https://www.sandtonsoundhire.co.za/services",
    marketingConsent: false,
    payload: {
      requestedAt: "2026-11-21T08:00:00.000Z",
      referrer: "https://www.sandtonsoundhire.co.za/services",
      vdn: "sales",
      preferredTime: "As soon as possible",
      comments: "Year-end function for 120 guests in Bryanston.\nWe need speeches and a DJ set.",
      source: "Website Form",
      contact: {
        name: "Lerato",
        surname: "Dlamini",
        fullname: "Lerato Dlamini",
        tel: "082 555 0101",
        email: "lerato@example.co.za",
      },
    },
    ...overrides,
  };
}

export function sampleQuoteLead(quote: QuoteDocument = sampleEmailQuote()): LeadNotification {
  return {
    leadId: "0190f3c2-0000-7000-8000-000000000002",
    kind: "quote",
    source: "Quote Request",
    createdAt: quote.createdAt,
    fullName: quote.contact.name,
    email: quote.contact.email,
    phone: quote.contact.phone,
    referrer: null,
    marketingConsent: true,
    payload: quote as unknown as LeadNotification["payload"],
  };
}

export function sampleDecisionLead(): LeadNotification {
  const quote = sampleEmailQuote();
  return {
    ...sampleQuoteLead(quote),
    leadId: "0190f3c2-0000-7000-8000-000000000003",
    payload: { quoteNumber: quote.quoteNumber, requestType: "accept", status: "accepted" },
    decision: {
      quoteNumber: quote.quoteNumber,
      requestType: "accept",
      status: "accepted",
      decidedAt: "2026-11-22T07:15:00.000Z",
    },
  };
}

export const SAMPLE_SPAM_DIGEST: SpamDigest = {
  byKind: { callback: 311, quote: 1 },
  total: 312,
  firstAt: "2026-11-21T09:30:00.000Z",
  lastAt: "2026-11-21T09:31:00.000Z",
};

export const SAMPLE_STAFF_LOGIN_ALERT: StaffLoginAlert = {
  kind: "failed_sign_ins",
  email: "thandi@sandtonsoundhire.co.za",
  failures: 5,
  networks: 1,
  firstAt: "2026-11-21T07:31:00.000Z",
  lastAt: "2026-11-21T07:34:00.000Z",
};

export const SAMPLE_STAFF_INVITATION = {
  email: "lerato@sandtonsoundhire.co.za",
  role: "sales",
  invitedBy: "thandi@sandtonsoundhire.co.za",
  expiresAt: "2026-11-28T08:00:00.000Z",
} as const;

export const SAMPLE_PASSWORD_RESET = {
  email: "thandi@sandtonsoundhire.co.za",
  expiresAt: "2026-11-21T08:15:00.000Z",
} as const;

/** The sample quote, two days before its last valid day. */
export const SAMPLE_QUOTE_EXPIRING_NUDGE: QuoteExpiringNudge = {
  kind: "quote_expiring",
  audience: "customer",
  quoteNumber: "Q-261121-7KQM",
  leadId: "01937a2c-8f00-7000-8000-000000000043",
  recipient: "naledi@example.co.za",
  validUntil: "2026-12-05",
};

/** A call-back that arrived at 10:00 on a Thursday and has waited 42 business minutes. */
export const SAMPLE_LEAD_WAITING_NUDGE: LeadWaitingNudge = {
  kind: "lead_waiting",
  audience: "staff",
  leadId: "01937a2c-8f00-7000-8000-000000000042",
  leadKind: "callback",
  leadName: "Thandi Mokoena",
  receivedAt: "2026-11-26T08:00:00.000Z",
  waitedMinutes: 42,
  targetMinutes: 15,
};

/** Stands in for a signed link token (confirmation, quote PDF); it opens nothing. */
export const SAMPLE_LINK_TOKEN = "sample-token";
/** A live quote link's token as the previews show it: 43 base64url characters, not a real quote's. */
export const SAMPLE_LIVE_TOKEN = "sample-live-quote-token-for-the-e-mail-prev";
export const SAMPLE_CONFIRMATION_EXPIRY = new Date("2026-11-24T08:00:00.000Z");
