// A quote as a branded A4 PDF: the document a visitor downloads and the
// e-mails attach. The layout is React (quote-pdf-document.server.tsx) rendered
// by @react-pdf/renderer with embedded Noto Sans subsets, so names and venues
// in any of the fonts' scripts print as typed (decision 031). No I/O but
// reading the font files on the first render.
import type { QuoteDocument } from "#app/features/quotes/quote-document.ts";
import { quoteStatement } from "#app/features/quotes/quote-statement.ts";
import { companyWhatsAppLink, whatsAppMessages } from "#app/platform/whatsapp.ts";
import type * as QuotePdfDocumentModule from "#app/features/quotes/pdf/quote-pdf-document.server.tsx";

export interface QuotePdfOptions {
  /**
   * Print who the quote is for and what they typed (venue, name, e-mail,
   * phone). False for every copy that reaches an address nobody confirmed
   * (decision 025): the quote's own content only.
   */
  withCustomer: boolean;
  /** The quote's live page, printed with a link and put in the WhatsApp message. */
  liveUrl?: string;
}

// react-pdf and its layout engine take about a third of a second to load, so
// they load with the first PDF rather than with the server (decision 031).
let documentModule: Promise<typeof QuotePdfDocumentModule> | undefined;

/** Renders a priced quote as an A4 PDF. Never throws on unusual visitor text. */
export async function renderQuotePdf(
  quote: QuoteDocument,
  { withCustomer, liveUrl }: QuotePdfOptions,
): Promise<Uint8Array> {
  const { renderQuotePdfDocument } = await (documentModule ??=
    import("#app/features/quotes/pdf/quote-pdf-document.server.tsx"));
  const createdAt = new Date(quote.createdAt);
  return renderQuotePdfDocument({
    statement: quoteStatement(quote, { withCustomer }),
    whatsAppHref: companyWhatsAppLink(whatsAppMessages.quote(quote.quoteNumber, quote.eventDate, liveUrl)),
    createdAt: Number.isNaN(createdAt.getTime()) ? undefined : createdAt,
    ...(liveUrl ? { liveUrl } : {}),
  });
}

/** The download name, e.g. "Quote-Q-261121-7KQM.pdf"; only [A-Za-z0-9-] survive from the number. */
export function quotePdfFileName(quoteNumber: string): string {
  const safe = quoteNumber.replace(/[^A-Za-z0-9-]/g, "");
  return safe ? `Quote-${safe}.pdf` : "Quote.pdf";
}

/** A quote PDF as a download the browser must not keep: the quotes API's answer. */
export function pdfAttachmentResponse(pdf: Uint8Array, fileName: string): Response {
  return new Response(new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
      "Content-Length": String(pdf.byteLength),
    },
  });
}
