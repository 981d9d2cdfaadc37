import { describe, expect, it } from "vitest";
import {
  EXPORT_MAX_ROWS,
  type ExportableLead,
  INBOX_PAGE_SIZE,
  INBOX_SEARCH_MAX_LENGTH,
  LEAD_CSV_HEADER,
  exportFileName,
  formatSast,
  inboxSearch,
  leadCsvRow,
  leadKindLabel,
  leadStatusLabel,
  leadSummary,
  pageWindow,
  parseInboxQuery,
  statusesFor,
  suspectedSpamFor,
} from "#app/features/leads/inbox/inbox-view.ts";
import { OPEN_LEAD_STATUSES } from "#app/features/leads/lead-status.ts";

const query = (search: string) => parseInboxQuery(new URLSearchParams(search));

describe("parseInboxQuery", () => {
  it("gives the plain inbox for an empty query", () => {
    expect(query("")).toEqual({ kind: undefined, status: undefined, q: "", page: 1 });
  });

  it("reads a known kind, status, search and page", () => {
    expect(query("kind=quote&status=contacted&q=Thandi&page=3")).toEqual({
      kind: "quote",
      status: "contacted",
      q: "Thandi",
      page: 3,
    });
  });

  it("accepts 'open' as a status", () => {
    expect(query("status=open").status).toBe("open");
  });

  it("ignores an unknown kind or status", () => {
    expect(query("kind=spaceship&status=closed")).toMatchObject({ kind: undefined, status: undefined });
    expect(query("kind=QUOTE&status=New")).toMatchObject({ kind: undefined, status: undefined });
    expect(query("kind=&status=")).toMatchObject({ kind: undefined, status: undefined });
  });

  it("trims the search and caps it at 100 characters", () => {
    expect(INBOX_SEARCH_MAX_LENGTH).toBe(100);
    expect(query("q=%20%20082%20555%200123%20%20").q).toBe("082 555 0123");
    const long = `  ${"x".repeat(150)}`;
    expect(query(`q=${encodeURIComponent(long)}`).q).toBe("x".repeat(100));
  });

  it.each(["0", "-2", "1.5", "two", "", "Infinity", "1e400"])("falls back to page 1 for page=%j", (page) => {
    expect(query(`page=${encodeURIComponent(page)}`).page).toBe(1);
  });

  it("keeps a large page number (pageWindow clamps it later)", () => {
    expect(query("page=999").page).toBe(999);
  });
});

describe("statusesFor", () => {
  it("expands 'open' into the statuses that still need work", () => {
    expect(statusesFor("open")).toBe(OPEN_LEAD_STATUSES);
    expect(statusesFor("open")).toEqual(["new", "contacted", "quoted", "changes_requested", "accepted"]);
  });

  it("passes a single status and no filter through", () => {
    expect(statusesFor("won")).toBe("won");
    expect(statusesFor(undefined)).toBeUndefined();
  });
});

describe("inboxSearch", () => {
  it("is empty for the plain inbox", () => {
    expect(inboxSearch({})).toBe("");
    expect(inboxSearch({ q: "", page: 1 })).toBe("");
  });

  it("leaves page 1 out", () => {
    expect(inboxSearch({ status: "open", page: 1 })).toBe("?status=open");
    expect(inboxSearch({ page: 2 })).toBe("?page=2");
  });

  it("writes every filter, encoded", () => {
    expect(inboxSearch({ kind: "partner_business", status: "new", q: "50% & more", page: 4 })).toBe(
      "?kind=partner_business&status=new&q=50%25+%26+more&page=4",
    );
  });

  it("reads back through parseInboxQuery", () => {
    const original = { kind: "callback", status: "open", q: "+27 82 555 0123", page: 2 } as const;
    expect(parseInboxQuery(new URLSearchParams(inboxSearch(original)))).toEqual(original);
    const held = { spam: "held", q: "", page: 1 } as const;
    expect(inboxSearch(held)).toBe("?spam=held");
    expect(parseInboxQuery(new URLSearchParams(inboxSearch(held)))).toMatchObject(held);
  });
});

describe("the Waiting view", () => {
  it("is asked for with view=waiting, keeps the other filters and reads back", () => {
    expect(query("view=waiting").view).toBe("waiting");
    expect(query("view=all").view).toBeUndefined();
    expect(query("").view).toBeUndefined();
    const waiting = { view: "waiting", kind: "quote", q: "", page: 2 } as const;
    expect(inboxSearch(waiting)).toBe("?view=waiting&kind=quote&page=2");
    expect(parseInboxQuery(new URLSearchParams(inboxSearch(waiting)))).toMatchObject(waiting);
  });
});

describe("suspected spam in the inbox", () => {
  it("hides held leads from the plain inbox and shows them alone or with the rest when asked", () => {
    expect(query("").spam).toBeUndefined();
    expect(query("spam=held").spam).toBe("held");
    expect(query("spam=all").spam).toBe("all");
    expect(query("spam=yes").spam).toBeUndefined();
    expect(suspectedSpamFor(undefined)).toBe(false);
    expect(suspectedSpamFor("held")).toBe(true);
    expect(suspectedSpamFor("all")).toBeUndefined();
  });
});

describe("pageWindow", () => {
  it("shows one empty page when there are no rows", () => {
    expect(pageWindow(0, 1)).toEqual({ page: 1, pageCount: 1, from: 0, to: 0, offset: 0 });
    expect(pageWindow(0, 5)).toEqual({ page: 1, pageCount: 1, from: 0, to: 0, offset: 0 });
  });

  it("uses pages of 25 by default", () => {
    expect(INBOX_PAGE_SIZE).toBe(25);
    expect(pageWindow(30, 1)).toEqual({ page: 1, pageCount: 2, from: 1, to: 25, offset: 0 });
    expect(pageWindow(30, 2)).toEqual({ page: 2, pageCount: 2, from: 26, to: 30, offset: 25 });
  });

  it("has no empty page after an exact multiple", () => {
    expect(pageWindow(50, 2)).toEqual({ page: 2, pageCount: 2, from: 26, to: 50, offset: 25 });
    expect(pageWindow(25, 1)).toEqual({ page: 1, pageCount: 1, from: 1, to: 25, offset: 0 });
    expect(pageWindow(25, 2)).toEqual({ page: 1, pageCount: 1, from: 1, to: 25, offset: 0 });
  });

  it("shows the last page for a page past the end", () => {
    expect(pageWindow(51, 99)).toEqual({ page: 3, pageCount: 3, from: 51, to: 51, offset: 50 });
  });

  it("shows the first page for a page below 1, and whole pages only", () => {
    expect(pageWindow(30, 0).page).toBe(1);
    expect(pageWindow(30, -3).page).toBe(1);
    expect(pageWindow(60, 2.9)).toMatchObject({ page: 2, offset: 25 });
  });

  it("takes another page size", () => {
    expect(pageWindow(7, 2, 3)).toEqual({ page: 2, pageCount: 3, from: 4, to: 6, offset: 3 });
    expect(pageWindow(7, 3, 3)).toEqual({ page: 3, pageCount: 3, from: 7, to: 7, offset: 6 });
  });
});

describe("labels", () => {
  it("capitalises the kind's label", () => {
    expect(leadKindLabel("callback")).toBe("Call-back request");
    expect(leadKindLabel("quote")).toBe("Quote request");
    expect(leadKindLabel("subscriber")).toBe("Newsletter subscriber");
  });

  it("names each status", () => {
    expect(leadStatusLabel("new")).toBe("New");
    expect(leadStatusLabel("spam")).toBe("Spam");
  });
});

describe("leadSummary", () => {
  it("gives a quote's number and its count of lines", () => {
    expect(leadSummary("quote", { quoteNumber: "Q-261121-K7PX", lines: [{}, {}, {}] })).toBe("Q-261121-K7PX: 3 lines");
  });

  it("says 'line' for a single line", () => {
    expect(leadSummary("quote", { quoteNumber: "Q-261121-K7PX", lines: [{}] })).toBe("Q-261121-K7PX: 1 line");
  });

  it("copes with a quote payload missing its number or lines", () => {
    expect(leadSummary("quote", {})).toBe("Quote: 0 lines");
    expect(leadSummary("quote", { quoteNumber: 12, lines: "three" })).toBe("Quote: 0 lines");
  });

  it("names the page a subscriber signed up on", () => {
    expect(leadSummary("subscriber", { page: "/blog/festival-sound" })).toBe(
      "Blog subscription from /blog/festival-sound",
    );
    expect(leadSummary("subscriber", {})).toBe("Blog subscription from the blog");
  });

  it("gives a partner's company and reason", () => {
    const payload = { contact: { company: "Lekker Events", interestReason: "We run  weddings\nevery weekend" } };
    expect(leadSummary("partner_business", payload)).toBe("Lekker Events: We run weddings every weekend");
    expect(leadSummary("partner_client", { contact: { company: "Lekker Events" } })).toBe("Lekker Events");
    expect(leadSummary("partner_client", { contact: { interestReason: "Corporate launches" } })).toBe(
      "Corporate launches",
    );
  });

  it("falls back to a partner's comments, then to nothing", () => {
    expect(leadSummary("partner_business", { comments: "Call me" })).toBe("Call me");
    expect(leadSummary("partner_business", {})).toBe("");
  });

  it("gives a call-back's comments", () => {
    expect(leadSummary("callback", { comments: "  Need   a PA for Saturday  ", preferredTime: "Morning" })).toBe(
      "Need a PA for Saturday",
    );
  });

  it("gives a call-back's preferred time when there are no comments", () => {
    expect(leadSummary("callback", { comments: "   ", preferredTime: "After 5pm" })).toBe("Call back: After 5pm");
  });

  it("says 'No message' when there is nothing to show", () => {
    expect(leadSummary("callback", {})).toBe("No message");
    expect(leadSummary("contact", { comments: 42 })).toBe("No message");
    expect(leadSummary("assistant", null)).toBe("No message");
    expect(leadSummary("contact", ["comments"])).toBe("No message");
  });

  it("shortens long text to 140 characters ending in an ellipsis", () => {
    const summary = leadSummary("contact", { comments: "a".repeat(300) });
    expect(summary).toHaveLength(140);
    expect(summary).toBe(`${"a".repeat(139)}…`);
    const partner = leadSummary("partner_client", { contact: { company: "Co", interestReason: "b".repeat(300) } });
    expect(partner).toHaveLength(140);
    expect(partner.endsWith("…")).toBe(true);
  });

  it("keeps text of exactly 140 characters whole, and trims a space before the ellipsis", () => {
    expect(leadSummary("contact", { comments: "c".repeat(140) })).toBe("c".repeat(140));
    const spaced = leadSummary("contact", { comments: `${"d".repeat(138)} ${"e".repeat(20)}` });
    expect(spaced).toBe(`${"d".repeat(138)}…`);
  });
});

describe("formatSast", () => {
  it("shows the time in Johannesburg (UTC+2)", () => {
    expect(formatSast("2026-11-21T12:05:00.000Z")).toBe("21 Nov 2026, 14:05");
  });

  it("moves to the next day after 22:00 UTC, with midnight as 00", () => {
    expect(formatSast("2026-01-15T22:00:00.000Z")).toBe("16 Jan 2026, 00:00");
    // Single-digit days are written as the locale data has them ("1" or "01").
    expect(formatSast("2026-12-31T22:30:00Z")).toMatch(/^0?1 Jan 2027, 00:30$/);
  });

  it("reads offsets other than Z", () => {
    expect(formatSast("2026-11-21T14:05:00+02:00")).toBe("21 Nov 2026, 14:05");
  });

  it("returns input it cannot read unchanged", () => {
    expect(formatSast("not a date")).toBe("not a date");
    expect(formatSast("")).toBe("");
  });
});

describe("CSV export", () => {
  const lead: ExportableLead = {
    id: "01JD0000000000000000000000",
    kind: "quote",
    source: "Quote Request",
    status: "quoted",
    fullName: "Thandi Mokoena",
    email: "thandi@example.co.za",
    phone: "082 555 0123",
    referrer: "https://www.sandtonsoundhire.co.za/catalogue",
    payload: { quoteNumber: "Q-261121-K7PX", lines: [{}, {}] },
    marketingConsent: true,
    consentAt: "2026-11-21T12:05:00.000Z",
    createdAt: "2026-11-21T12:05:00.000Z",
    attribution: {
      form: "quote",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "year-end-functions",
      utmTerm: "pa hire sandton",
      utmContent: null,
      adClick: "google",
      referrerHost: "www.google.co.za",
      landingPage: "/sound-hire-sandton",
    },
  };

  it("has as many cells in a row as the header has columns", () => {
    expect(leadCsvRow(lead)).toHaveLength(LEAD_CSV_HEADER.length);
    expect(leadCsvRow(lead, { quoteNumber: "Q-261121-K7PX", totalCents: 100, status: "new" })).toHaveLength(
      LEAD_CSV_HEADER.length,
    );
  });

  it("puts each value under its heading", () => {
    const row = leadCsvRow(lead, { quoteNumber: "Q-261121-K7PX", totalCents: 1_170_625, status: "accepted" });
    expect(Object.fromEntries(LEAD_CSV_HEADER.map((heading, i) => [heading, row[i]]))).toEqual({
      "Received (SAST)": "21 Nov 2026, 14:05",
      Kind: "Quote request",
      Status: "Quoted",
      Name: "Thandi Mokoena",
      "E-mail": "thandi@example.co.za",
      Phone: "082 555 0123",
      Summary: "Q-261121-K7PX: 2 lines",
      "Quote number": "Q-261121-K7PX",
      "Quote total (R)": "11706.25",
      "Quote status": "accepted",
      Source: "Quote Request",
      Referrer: "https://www.sandtonsoundhire.co.za/catalogue",
      "Marketing consent": "Yes",
      "Consent given at (SAST)": "21 Nov 2026, 14:05",
      "Lead id": "01JD0000000000000000000000",
      Channel: "Google Ads",
      Form: "Quote request",
      "UTM source": "google",
      "UTM medium": "cpc",
      "UTM campaign": "year-end-functions",
      "UTM term": "pa hire sandton",
      "UTM content": "",
      "Ad click": "google",
      "Referrer host": "www.google.co.za",
      "Landing page": "/sound-hire-sandton",
    });
  });

  it("writes two decimals for a whole-rand total", () => {
    const row = leadCsvRow(lead, { quoteNumber: "Q", totalCents: 150_000, status: "new" });
    expect(row[LEAD_CSV_HEADER.indexOf("Quote total (R)")]).toBe("1500.00");
  });

  it("leaves absent values empty", () => {
    const bare: ExportableLead = {
      ...lead,
      kind: "callback",
      status: "new",
      fullName: null,
      email: null,
      phone: null,
      referrer: null,
      payload: { preferredTime: "Morning" },
      marketingConsent: false,
      consentAt: null,
      attribution: null,
    };
    expect(leadCsvRow(bare)).toEqual([
      "21 Nov 2026, 14:05",
      "Call-back request",
      "New",
      "",
      "",
      "",
      "Call back: Morning",
      "",
      "",
      "",
      "Quote Request",
      "",
      "No",
      "",
      "01JD0000000000000000000000",
      // A lead from before sources were kept.
      "Not recorded",
      ...Array<string>(9).fill(""),
    ]);
  });

  it("has a generous ceiling on exported rows", () => {
    expect(EXPORT_MAX_ROWS).toBe(10_000);
  });

  it("names the file for the day in South Africa", () => {
    expect(exportFileName(new Date("2026-11-21T12:00:00Z"))).toBe("leads-2026-11-21.csv");
    expect(exportFileName(new Date("2026-11-21T21:59:59Z"))).toBe("leads-2026-11-21.csv");
    expect(exportFileName(new Date("2026-11-21T22:00:00Z"))).toBe("leads-2026-11-22.csv");
    expect(exportFileName(new Date("2026-11-21T23:30:00Z"))).toBe("leads-2026-11-22.csv");
  });
});
