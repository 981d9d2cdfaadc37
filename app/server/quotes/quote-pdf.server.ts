// A quote as a branded A4 PDF: the document a visitor downloads and the
// e-mails attach. The layout is React (quote-pdf-document.server.tsx) rendered
// by @react-pdf/renderer with embedded Noto Sans subsets, so names and venues
// in any of the fonts' scripts print as typed (decision 031). No I/O but
// reading the font files on the first render.
import { renderToBuffer } from "@react-pdf/renderer";
import type { QuoteDocument } from "../../lib/quote-document.ts";
import { quoteStatement } from "../../lib/quote-statement.ts";
import { companyWhatsAppLink, whatsAppMessages } from "../../lib/whatsapp.ts";
import { registerPdfFonts } from "./pdf-fonts.server.ts";
import { QuotePdfDocument } from "./quote-pdf-document.server.tsx";

export interface QuotePdfOptions {
  /**
   * Print who the quote is for and what they typed (venue, name, e-mail,
   * phone). False for every copy that reaches an address nobody confirmed
   * (decision 025): the quote's own content only.
   */
  withCustomer: boolean;
}

/** Renders a priced quote as an A4 PDF. Never throws on unusual visitor text. */
export async function renderQuotePdf(quote: QuoteDocument, { withCustomer }: QuotePdfOptions): Promise<Uint8Array> {
  registerPdfFonts();
  const statement = quoteStatement(quote, { withCustomer });
  const whatsAppHref = companyWhatsAppLink(whatsAppMessages.quote(quote.quoteNumber, quote.eventDate));
  const createdAt = new Date(quote.createdAt);
  // Called as a function (it uses no hooks) so the element is react-pdf's Document.
  const document = QuotePdfDocument({
    statement,
    whatsAppHref,
    createdAt: Number.isNaN(createdAt.getTime()) ? undefined : createdAt,
  });
  return new Uint8Array(await renderToBuffer(document));
}

/** The download name, e.g. "Quote-Q-261121-7KQM.pdf"; only [A-Za-z0-9-] survive from the number. */
export function quotePdfFileName(quoteNumber: string): string {
  const safe = quoteNumber.replace(/[^A-Za-z0-9-]/g, "");
  return safe ? `Quote-${safe}.pdf` : "Quote.pdf";
}
