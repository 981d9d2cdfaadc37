import { describe, expect, it } from "vitest";
import { business } from "#app/platform/business.ts";
import type { PricedQuoteLine, QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { SAMPLE_QUOTE_LINES, sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import { quoteStatement } from "#app/features/quotes/quote-statement.ts";
import { companyWhatsAppLink, whatsAppMessages } from "#app/platform/whatsapp.ts";
import { drawnGlyphs, readPdf } from "#app/features/quotes/pdf/pdf-text.test-support.ts";
import { quotePdfFileName, renderQuotePdf } from "#app/features/quotes/pdf/quote-pdf.server.ts";

const QUOTE_NUMBER = sampleQuote().quoteNumber;

/** The PDF read back; `text` has every run of white space as one space, as wrapping falls where the layout puts it. */
async function render(quote: QuoteDocument, withCustomer = true) {
  const bytes = await renderQuotePdf(quote, { withCustomer });
  const contents = await readPdf(bytes);
  return { bytes, ...contents, text: contents.text.replace(/\s+/g, " ") };
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

/** The names the issue asks to print as typed, a Tshivenḓa name, and one each of Greek, Cyrillic and Hebrew. */
const NAMES = ["Zoë Nkosi-Müller", "Ngāti", "Łukasz", "Đặng", "محمد", "Ḓivhani Ṋemakhavhani", "Ελένη", "Иван", "דוד"];

describe("renderQuotePdf", () => {
  it("renders a one-page A4 PDF with the quote's metadata", async () => {
    const { bytes, pages, info } = await render(sampleQuote());
    expect(Buffer.from(bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    expect(pages).toHaveLength(1);
    expect(pages[0]?.size.map((side) => Math.round(side * 100) / 100)).toEqual([595.28, 841.89]);
    expect(info.title).toBe(`Quote ${QUOTE_NUMBER}`);
    expect(info.author).toBe(business.name);
    expect(info.subject).toBe("Sound and AV equipment hire quote");
    expect(info.creator).toBeTruthy();
    expect(info.producer).toBeTruthy();
    // PDF dates are local time with an offset; this one is 09:30 UTC written as such.
    expect(info.creationDate).toMatch(/^D:20261121093000(Z|\+00'?00'?)?/);
  });

  it("prints every row of the quote's statement: details, customer, lines, totals and notes", async () => {
    const quote = sampleQuote();
    const statement = quoteStatement(quote, { withCustomer: true });
    const { text } = await render(quote);
    const rows = [...statement.details, ...statement.customer, ...statement.totals];
    for (const row of rows) expect(text).toContain(`${row.label} ${row.value}`);
    for (const line of statement.lines) {
      expect(text).toContain(line.name);
      expect(text).toContain(`${line.quantity} ${line.unitPrice}`);
      expect(text).toContain(line.total);
      if (line.discount) expect(text).toContain(line.discount);
    }
    for (const note of statement.notes) expect(text).toContain(note);
    // The facts the quote has always carried, as the sample gives them.
    for (const expected of [
      "Quote",
      `No. ${QUOTE_NUMBER}`,
      "Saturday, 21 November 2026",
      "Saturday, 12 December 2026",
      "Prepared for",
      "Thandi Mokoena",
      "thandi@example.co.za",
      "082 555 0123",
      "Summer Place, Hyde Park",
      "Premium 12-Inch Powered Speaker",
      "R375.00",
      "R1,125.00",
      "15% off",
      "R956.25",
      "R2,500.00/hr",
      "R10,000.00",
      "R168.75",
      "R11,706.25",
      "Subtotal (excl. VAT)",
      "VAT (15%)",
      "R1,755.94",
      "Total (incl. VAT)",
      "R13,462.19",
      "Page 1 of 1",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("is branded with the company's facts: name, address, phone, e-mail, VAT and registration numbers, hours", async () => {
    const { text } = await render(sampleQuote());
    for (const fact of [
      business.name,
      business.legalName,
      business.tagline,
      business.address.street,
      business.phone.display,
      business.email,
      business.salesEmail,
      `VAT No. ${business.vat.number}`,
      `Reg. No. ${business.registrationNumber}`,
      ...business.hours.map((slot) => `${slot.days}: ${slot.time}`),
    ]) {
      expect(text).toContain(fact);
    }
  });

  it("links to the company's WhatsApp with the quote's message, and makes no link of visitor text", async () => {
    const { pages, text } = await render(sampleQuote({ venue: "https://evil.example/phish" }));
    const expected = companyWhatsAppLink(whatsAppMessages.quote(QUOTE_NUMBER, "2026-12-12"));
    expect(expected).toBe(
      `https://wa.me/27117842250?text=${encodeURIComponent(`Hi, my quote ${QUOTE_NUMBER} for 12 December.`)}`,
    );
    const urls = pages.flatMap((page) => page.links.map((link) => link.url));
    expect(urls.length).toBeGreaterThan(0);
    expect(new Set(urls)).toEqual(new Set([expected]));
    expect(text).toContain("https://evil.example/phish");
    expect(text).toContain("Chat to us on WhatsApp");
  });

  it("prints names and venues in any script as typed", { timeout: 30_000 }, async () => {
    const rendered = await Promise.all(
      NAMES.map((name) => render(sampleQuote({ contact: { ...sampleQuote().contact, name }, venue: `${name} Hall` }))),
    );
    rendered.forEach(({ text }, index) => {
      const name = NAMES[index];
      expect(text).toContain(`Name ${name}`);
      expect(text).toContain(`Venue ${name} Hall`);
      // The old PDF drew a "?" for every letter Helvetica lacked.
      expect(text).not.toMatch(/\?\S/);
    });
  });

  it("shapes Arabic: joined letters take their contextual forms and are drawn right to left", async () => {
    // The name joined, and its letters apart (each in its isolated form) as the venue.
    const bytes = await renderQuotePdf(
      sampleQuote({ contact: { ...sampleQuote().contact, name: "محمد" }, venue: "م ح م د" }),
      { withCustomer: true },
    );
    const arabic = (await drawnGlyphs(bytes)).filter((glyph) => /\p{Script=Arabic}/u.test(glyph.unicode));
    const [joined, isolated] = [arabic.slice(0, 4), arabic.slice(4, 8)];
    // Drawn left to right, a right-to-left word starts with its last letter.
    expect(joined.map((glyph) => glyph.unicode).join("")).toBe("دمحم");
    expect(isolated.map((glyph) => glyph.unicode).join("")).toBe("دمحم");
    // Joined forms are other glyphs than the isolated ones: the widths of at least the medial letters differ.
    const differing = joined.filter((glyph, index) => glyph.width !== isolated[index]?.width);
    expect(differing.length).toBeGreaterThanOrEqual(2);
  });

  it("keeps to the quote's own content in the copy for an unconfirmed address (decision 025)", async () => {
    const quote = sampleQuote({
      contact: { name: "Claim your prize at evil.example", email: "victim@example.org", phone: "0800 123 456" },
      venue: "Visit https://evil.example/win now",
    });
    const { text, pages } = await render(quote, false);
    expect(text).not.toContain("evil.example");
    expect(text).not.toContain("Claim your prize");
    expect(text).not.toContain("victim@example.org");
    expect(text).not.toContain("0800 123 456");
    expect(text).not.toContain("Prepared for");
    expect(text).toContain(QUOTE_NUMBER);
    expect(text).toContain("Premium 12-Inch Powered Speaker");
    expect(text).toContain("R11,706.25");
    expect(
      pages.flatMap((page) => page.links.map((link) => link.url)).every((url) => url.startsWith("https://wa.me/")),
    ).toBe(true);
  });

  it("leaves out a discount row and event rows the quote does not have", async () => {
    const { text } = await render(
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
    // 22:30 UTC is already the next day in Johannesburg.
    expect(text).toContain("Sunday, 22 November 2026");
    expect(text).not.toContain("You save");
    expect(text).not.toContain("Event date");
    expect(text).not.toContain("Venue");
  });

  it("flows many lines onto further pages, repeating the header, the column headings and the footer", async () => {
    const lines = manyLines(60);
    const { pages, text } = await render(
      sampleQuote({
        lines,
        totalItems: 60,
        totalDiscountCents: 0,
        subtotalCents: 600_000,
        vatCents: 90_000,
        totalCents: 690_000,
      }),
    );
    expect(pages.length).toBeGreaterThan(1);
    pages.forEach((page, index) => {
      const pageText = page.lines.join("\n");
      expect(pageText).toContain(`Page ${index + 1} of ${pages.length}`);
      expect(pageText).toContain("Line total");
      expect(pageText).toContain(QUOTE_NUMBER);
      expect(pageText).toContain(business.legalName);
    });
    expect(text).toContain("Line item number 60 with");
    expect(text).toContain("R6,000.00");
    // Long names wrap: no line holds the whole name.
    expect(pages.flatMap((page) => page.lines)).not.toContain(lines[0]?.name);
  });

  it("turns control characters into spaces and caps a very long venue, item name and unbroken word", async () => {
    const { pages, text } = await render(
      sampleQuote({
        contact: { name: "Thandi\u0000\tMokoena\r\nDlamini", email: "thandi@example.co.za", phone: "" },
        venue: "Hall ".repeat(400),
        lines: [{ ...(SAMPLE_QUOTE_LINES[0] as PricedQuoteLine), name: "Speaker ".repeat(400) }],
      }),
    );
    expect(text).toContain("Thandi Mokoena Dlamini");
    expect(pages).toHaveLength(1);
    const venueLines = pages[0]?.lines.filter((line) => /Hall Hall/.test(line)) ?? [];
    expect(venueLines.length).toBeLessThanOrEqual(3);
    expect(venueLines.at(-1)).toMatch(/…$/);
    const longWord = await render(sampleQuote({ venue: "x".repeat(2000) }));
    expect(longWord.pages).toHaveLength(1);
  });

  it("draws characters no embedded font has without failing, keeping the rest of the name", async () => {
    const { text } = await render(
      sampleQuote({
        contact: { name: "Nomvula Dlamini-Müller 🎉", email: "nomvula@example.co.za", phone: "+27 82 555 0123" },
        venue: "Kêrk Saal, Pretoria 東京",
      }),
    );
    expect(text).toContain("Nomvula Dlamini-Müller");
    expect(text).toContain("Kêrk Saal, Pretoria");
  });

  it("renders the same bytes for the same quote", async () => {
    const [first, second] = await Promise.all([
      renderQuotePdf(sampleQuote(), { withCustomer: true }),
      renderQuotePdf(sampleQuote(), { withCustomer: true }),
    ]);
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
