import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { business } from "../../content/business.ts";
import { type PricedQuoteLine, QUOTE_NOTES, type QuoteDocument } from "../../lib/quote-document.ts";
import { SAMPLE_QUOTE_LINES, sampleQuote } from "../../lib/quote-document.test-support.ts";
import { pageTexts } from "./pdf-text.test-support.ts";
import { quotePdfFileName, renderQuotePdf } from "./quote-pdf.server.ts";

const QUOTE_NUMBER = sampleQuote().quoteNumber;

async function render(quote: QuoteDocument): Promise<{ bytes: Uint8Array; pdf: PDFDocument; texts: string[][] }> {
  const bytes = await renderQuotePdf(quote);
  // updateMetadata: false, or loading would overwrite the producer and dates.
  const pdf = await PDFDocument.load(bytes, { updateMetadata: false });
  return { bytes, pdf, texts: pageTexts(pdf) };
}

function manyLines(count: number): PricedQuoteLine[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `item-${index + 1}`,
    type: "product" as const,
    name: `Line item number ${index + 1} with a name long enough to wrap onto a second line in the item column`,
    quantity: 1,
    unitPriceCents: 10_000,
    hourlyRate: false,
    lineTotalCents: 10_000,
    vatCents: 1_500,
  }));
}

describe("renderQuotePdf", () => {
  it("renders a one-page PDF that pdf-lib can parse, with the quote's metadata", async () => {
    const { bytes, pdf } = await render(sampleQuote());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(pdf.getPageCount()).toBe(1);
    expect(pdf.getTitle()).toBe(`Quote ${QUOTE_NUMBER}`);
    expect(pdf.getAuthor()).toBe(business.name);
    expect(pdf.getSubject()).toBeTruthy();
    expect(pdf.getCreator()).toBeTruthy();
    expect(pdf.getProducer()).toBeTruthy();
    expect(pdf.getCreationDate()?.toISOString()).toBe("2026-11-21T09:30:00.000Z");
    const [width, height] = [pdf.getPage(0).getWidth(), pdf.getPage(0).getHeight()];
    expect([width, height]).toEqual([595.28, 841.89]);
  });

  it("draws the quote number, dates, contact, lines, totals and notes", async () => {
    const { texts } = await render(sampleQuote());
    const text = (texts[0] ?? []).join("\n");
    for (const expected of [
      business.name,
      "Quote",
      QUOTE_NUMBER,
      "21 November 2026",
      "Prepared for",
      "Thandi Mokoena",
      "thandi@example.co.za",
      "082 555 0123",
      "Event date: 12 December 2026",
      "Venue: Summer Place, Hyde Park",
      "Premium 12-Inch Powered Speaker",
      "R375.00",
      "R750.00",
      "R1,125.00",
      "15% off",
      "R956.25",
      "R2,500.00/hr",
      "per hour",
      "R10,000.00",
      "Total items",
      "Total discount",
      "-R168.75",
      "Subtotal (excl. VAT)",
      "R11,706.25",
      "VAT (15%)",
      "R1,755.94",
      "Total (incl. VAT)",
      "R13,462.19",
      QUOTE_NOTES.delivery.split(" ").slice(0, 4).join(" "),
      "This quote is valid for 14 days.",
      business.legalName,
      business.phone.display,
      business.email,
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("dates the quote in Johannesburg time and leaves out an empty discount", async () => {
    const { texts } = await render(
      sampleQuote({
        createdAt: "2026-11-21T22:30:00.000Z",
        lines: [SAMPLE_QUOTE_LINES[0] as PricedQuoteLine],
        totalItems: 2,
        totalDiscountCents: 0,
        subtotalCents: 75_000,
        vatCents: 11_250,
        totalCents: 86_250,
        eventDate: undefined,
        venue: undefined,
      }),
    );
    const text = (texts[0] ?? []).join("\n");
    expect(text).toContain("22 November 2026");
    expect(text).not.toContain("Total discount");
    expect(text).not.toContain("Event date");
    expect(text).not.toContain("Venue");
  });

  it("flows many lines onto further pages, repeating the table header and numbering pages", async () => {
    const lines = manyLines(60);
    const { pdf, texts } = await render(
      sampleQuote({
        lines,
        totalItems: 60,
        totalDiscountCents: 0,
        subtotalCents: 600_000,
        vatCents: 90_000,
        totalCents: 690_000,
      }),
    );
    const pageCount = pdf.getPageCount();
    expect(pageCount).toBeGreaterThan(1);
    texts.forEach((runs, index) => {
      expect(runs).toContain(`Page ${index + 1} of ${pageCount}`);
      // Every page with lines on it repeats the header (the totals may end on a page of their own).
      if (runs.some((run) => run.startsWith("Line item number"))) expect(runs).toContain("Line total");
      const text = runs.join("\n");
      expect(text).toContain(QUOTE_NUMBER);
      expect(text).toContain(business.legalName);
    });
    const all = texts.flat().join("\n");
    expect(all).toContain("Line item number 60 with");
    expect(all).toContain("R6,000.00");
    // Long names wrap: no single run holds the whole name.
    expect(texts.flat()).not.toContain(lines[0]?.name);
  });

  it("replaces characters Helvetica cannot encode instead of throwing", async () => {
    const { texts } = await render(
      sampleQuote({
        contact: { name: "Nomvula Dlamini-Müller 🎉", email: "nomvula@example.co.za", phone: "+27 82 555 0123" },
        venue: "Kêrk Saal, Pretoria 東京\nline two",
        lines: [{ ...(SAMPLE_QUOTE_LINES[0] as PricedQuoteLine), name: "Speaker 👨‍👩‍👧 set" }],
      }),
    );
    const text = (texts[0] ?? []).join("\n");
    expect(text).toContain("Nomvula Dlamini-Müller ?");
    expect(text).toContain("Venue: Kêrk Saal, Pretoria ? line two");
    expect(text).toContain("Speaker ? set");
  });

  it("turns control characters into spaces and caps a very long venue and item name", async () => {
    const { pdf, texts } = await render(
      sampleQuote({
        contact: { name: "Thandi\u0000\tMokoena", email: "thandi@example.co.za", phone: "" },
        venue: "Hall ".repeat(400),
        lines: [{ ...(SAMPLE_QUOTE_LINES[0] as PricedQuoteLine), name: "Speaker ".repeat(400) }],
      }),
    );
    const runs = texts[0] ?? [];
    expect(runs).toContain("Thandi Mokoena");
    expect(pdf.getPageCount()).toBe(1);
    const venueRuns = runs.filter((run) => run.startsWith("Hall") || run.startsWith("Venue:"));
    expect(venueRuns.length).toBeLessThanOrEqual(3);
    expect(venueRuns.at(-1)).toMatch(/\.\.\.$/);
  });

  it("builds no links or annotations from visitor text", async () => {
    const { pdf } = await render(
      sampleQuote({ venue: "https://evil.example/phish", contact: { name: "x", email: "a@b.co", phone: "1" } }),
    );
    // pdf-lib gives each page an empty /Annots array; it must stay empty.
    for (const page of pdf.getPages()) expect(page.node.Annots()?.size() ?? 0).toBe(0);
  });

  it("renders the same bytes for the same quote", async () => {
    const [first, second] = await Promise.all([renderQuotePdf(sampleQuote()), renderQuotePdf(sampleQuote())]);
    expect(Buffer.from(first).equals(Buffer.from(second))).toBe(true);
  });
});

describe("quotePdfFileName", () => {
  it("names the file after the quote number", () => {
    expect(quotePdfFileName(QUOTE_NUMBER)).toBe("Quote-Q-261121-7KQM.pdf");
  });

  it("keeps only letters, digits and hyphens", () => {
    expect(quotePdfFileName('../Q-261121-7KQM"\r\n')).toBe("Quote-Q-261121-7KQM.pdf");
    expect(quotePdfFileName("🎉")).toBe("Quote.pdf");
  });
});
