// A quote as a branded A4 PDF (pdf-lib, standard fonts only): the document a
// visitor downloads and the sales e-mails attach. Pure apart from pdf-lib: no I/O.
import { PDFDocument, type PDFFont, type PDFPage, type RGB, StandardFonts, rgb } from "pdf-lib";
import { business } from "../../content/business.ts";
import { formatCents } from "../../lib/money.ts";
import { type PricedQuoteLine, QUOTE_NOTES, type QuoteDocument } from "../../lib/quote-document.ts";
import { STATEMENT_LABELS } from "../../lib/quote-statement.ts";
import { formatDiscount } from "../../lib/pricing.ts";

// ---------------------------------------------------------------------------
// Layout constants (PDF points; origin bottom-left).

/** A4 portrait. */
const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const MARGIN_X = 40;
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN_X;
const CONTENT_RIGHT = PAGE_WIDTH - MARGIN_X;

const HEADER_BAND_HEIGHT = 92;
const AMBER_RULE_THICKNESS = 3;
/** Space between the amber rule and the first content on a page. */
const HEADER_GAP = 24;
/** Baselines inside the header band, measured down from the top of the page. */
const BAND_COMPANY_BASELINE = 44;
const BAND_TAGLINE_BASELINE = 62;
const BAND_TITLE_BASELINE = 40;
const BAND_META_BASELINE = 58;
const BAND_META_LINE_HEIGHT = 14;

/** Everything below this line belongs to the footer. */
const FOOTER_TOP = 56;
const FOOTER_FIRST_BASELINE = 40;
const FOOTER_LINE_HEIGHT = 11;
const CONTENT_TOP = PAGE_HEIGHT - HEADER_BAND_HEIGHT - AMBER_RULE_THICKNESS - HEADER_GAP;
/** Content stops this far above the footer rule. */
const FOOTER_CLEARANCE = 12;
const CONTENT_BOTTOM = FOOTER_TOP + FOOTER_CLEARANCE;

/** Line height as a multiple of the font size. */
const LINE_SPACING = 1.3;
const SECTION_GAP = 22;
const LABEL_GAP = 6;
/** Long visitor fields (venue, name) stop after this many lines. */
const MAX_FIELD_LINES = 3;
/** Item names come from the catalogue, but a cap still guarantees any row fits on a page. */
const MAX_ITEM_LINES = 6;
const ELLIPSIS = "...";
/** Share of the width for "Prepared for"; the business's contact column takes the rest. */
const PREPARED_FOR_SHARE = 0.55;
const PREPARED_FOR_WIDTH = CONTENT_WIDTH * PREPARED_FOR_SHARE;
const COLUMN_GAP = 20;

const TABLE_CELL_PADDING_X = 6;
const TABLE_CELL_PADDING_Y = 6;
const TABLE_RULE_THICKNESS = 0.5;
/** Fixed widths of the numeric columns; the item column takes what is left. */
const QTY_COLUMN_WIDTH = 40;
const UNIT_PRICE_COLUMN_WIDTH = 92;
const DISCOUNT_COLUMN_WIDTH = 66;
const LINE_TOTAL_COLUMN_WIDTH = 92;
/** Numbers shrink to fit their column, but never below this size. */
const MIN_FIT_FONT_SIZE = 6;

const TOTALS_WIDTH = 230;
const TOTALS_PADDING = 10;
const BULLET_INDENT = 12;
/** Extra space between a unit price and its "per hour" note. */
const UNIT_NOTE_GAP = 1;

const FONT_SIZE = {
  company: 20,
  tagline: 9,
  title: 24,
  meta: 10,
  section: 11,
  body: 10,
  tableHeader: 9,
  table: 9.5,
  note: 7.5,
  total: 12,
  footer: 8,
} as const;

/** Parses "#rrggbb" into a pdf-lib colour. */
function hex(colour: string): RGB {
  const value = Number.parseInt(colour.slice(1), 16);
  const channel = (shift: number) => ((value >> shift) & 0xff) / 0xff;
  return rgb(channel(16), channel(8), channel(0));
}

const COLOUR = {
  navy: hex("#13214a"),
  amber: hex("#f59e0b"),
  white: hex("#ffffff"),
  text: hex("#1f2937"),
  muted: hex("#6b7280"),
  rule: hex("#d1d5db"),
  tableHeader: hex("#e8ecf5"),
  totalsBackground: hex("#f5f7fb"),
  bandSubtle: hex("#c7cfe4"),
} as const;

const TIME_ZONE = "Africa/Johannesburg";
const QUOTE_VALIDITY = "This quote is valid for 14 days.";
const DOCUMENT_SUBJECT = "Sound and AV equipment hire quote";
const DOCUMENT_LANGUAGE = "en-ZA";

// ---------------------------------------------------------------------------
// Text helpers.

/** The code points Helvetica's WinAnsi encoding can draw (both weights share it). */
let encodableCodePoints: ReadonlySet<number> | undefined;

/**
 * Visitor text made drawable: Helvetica only encodes WinAnsi, and pdf-lib throws
 * on anything else, so an emoji or a CJK venue must never reach drawText. Line
 * breaks, tabs and control characters become spaces, unencodable combining marks
 * and joiners are dropped, and each run of other unencodable characters becomes one '?'.
 */
function sanitizePdfText(text: string, font: PDFFont): string {
  encodableCodePoints ??= new Set(font.getCharacterSet());
  let out = "";
  let replacing = false;
  for (const char of text.normalize("NFC")) {
    const codePoint = char.codePointAt(0) ?? 0;
    if (/[\s\p{Cc}]/u.test(char)) {
      out += " ";
      replacing = false;
    } else if (encodableCodePoints.has(codePoint)) {
      out += char;
      replacing = false;
    } else if (/[\p{M}\p{Cf}]/u.test(char)) {
      // Variation selectors, zero-width joiners and stray accents add nothing drawable.
    } else if (!replacing) {
      out += "?";
      replacing = true;
    }
  }
  return out;
}

function lineHeight(size: number): number {
  return size * LINE_SPACING;
}

/** Splits a word that is wider than the column into pieces that fit. */
function breakWord(word: string, font: PDFFont, size: number, width: number): string[] {
  const pieces: string[] = [];
  let piece = "";
  for (const char of word) {
    if (piece && font.widthOfTextAtSize(piece + char, size) > width) {
      pieces.push(piece);
      piece = char;
    } else {
      piece += char;
    }
  }
  if (piece) pieces.push(piece);
  return pieces;
}

/** Greedy word wrap of already sanitised text to a column width. */
function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(" ").filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    const pieces = breakWord(word, font, size, width);
    line = pieces.pop() ?? "";
    lines.push(...pieces);
  }
  if (line) lines.push(line);
  return lines.length > 0 ? lines : [""];
}

/** Wraps visitor text but keeps at most maxLines, marking the cut with an ellipsis. */
function wrapLimited(text: string, font: PDFFont, size: number, width: number, maxLines: number): string[] {
  const lines = wrapText(text, font, size, width);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? "";
  while (last && font.widthOfTextAtSize(last + ELLIPSIS, size) > width) last = last.slice(0, -1);
  kept[maxLines - 1] = last + ELLIPSIS;
  return kept;
}

/** The largest size up to `size` at which the text fits the width (for numbers). */
function fitFontSize(text: string, font: PDFFont, size: number, width: number): number {
  const natural = font.widthOfTextAtSize(text, size);
  if (natural <= width) return size;
  return Math.max(MIN_FIT_FONT_SIZE, (size * width) / natural);
}

const createdAtFormatter = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});
const calendarDateFormatter = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** The quote's creation time, or undefined when createdAt is not a valid time. */
function parseCreatedAt(createdAt: string): Date | undefined {
  const date = new Date(createdAt);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** "21 November 2026" in Johannesburg time; raw text if the time is unreadable. */
function formatQuoteDate(createdAt: string): string {
  const date = parseCreatedAt(createdAt);
  return date ? createdAtFormatter.format(date) : createdAt;
}

/** A YYYY-MM-DD calendar date as "12 December 2026" (no time zone shift); raw text otherwise. */
function formatEventDate(eventDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(eventDate);
  if (!match) return eventDate;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const roundTrips = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return roundTrips ? calendarDateFormatter.format(date) : eventDate;
}

const formattedAddress = [
  business.address.street,
  business.address.city,
  business.address.postalCode,
  business.address.country,
].join(", ");

// ---------------------------------------------------------------------------
// Drawing.

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

type Align = "left" | "right";

interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
  align?: Align;
}

/**
 * Draws one run of text. Every string goes through sanitizePdfText here, so
 * nothing a visitor typed can make pdf-lib throw. Text is only ever drawn as
 * text: this module builds no links or annotations.
 */
function drawText(page: PDFPage, text: string, x: number, y: number, style: TextStyle): void {
  const safe = sanitizePdfText(text, style.font);
  if (!safe) return;
  const width = style.font.widthOfTextAtSize(safe, style.size);
  page.drawText(safe, {
    x: style.align === "right" ? x - width : x,
    y,
    font: style.font,
    size: style.size,
    color: style.color ?? COLOUR.text,
  });
}

/** Distance from the top of a line box to its baseline. */
function ascent(font: PDFFont, size: number): number {
  return font.heightAtSize(size, { descender: false });
}

interface Column {
  label: string;
  width: number;
  align: Align;
}

const NUMERIC_COLUMNS_WIDTH =
  QTY_COLUMN_WIDTH + UNIT_PRICE_COLUMN_WIDTH + DISCOUNT_COLUMN_WIDTH + LINE_TOTAL_COLUMN_WIDTH;
const COLUMNS = {
  item: { label: "Item", width: CONTENT_WIDTH - NUMERIC_COLUMNS_WIDTH, align: "left" },
  qty: { label: "Qty", width: QTY_COLUMN_WIDTH, align: "right" },
  unitPrice: { label: "Unit price", width: UNIT_PRICE_COLUMN_WIDTH, align: "right" },
  discount: { label: "Discount", width: DISCOUNT_COLUMN_WIDTH, align: "right" },
  lineTotal: { label: "Line total", width: LINE_TOTAL_COLUMN_WIDTH, align: "right" },
} as const satisfies Record<string, Column>;
type ColumnKey = keyof typeof COLUMNS;
const COLUMN_ORDER: readonly ColumnKey[] = ["item", "qty", "unitPrice", "discount", "lineTotal"];

/** Left edge of each column, derived once from the widths above. */
const COLUMN_X = (() => {
  const xs = {} as Record<ColumnKey, number>;
  let x = MARGIN_X;
  for (const key of COLUMN_ORDER) {
    xs[key] = x;
    x += COLUMNS[key].width;
  }
  return xs;
})();

/** Where a cell's text starts (left) or ends (right), inside its padding. */
function cellAnchor(key: ColumnKey): number {
  const column: Column = COLUMNS[key];
  return column.align === "right"
    ? COLUMN_X[key] + column.width - TABLE_CELL_PADDING_X
    : COLUMN_X[key] + TABLE_CELL_PADDING_X;
}

function cellTextWidth(key: ColumnKey): number {
  return COLUMNS[key].width - 2 * TABLE_CELL_PADDING_X;
}

/** One table row, measured before drawing so it can move to the next page whole. */
interface RowLayout {
  itemLines: string[];
  qty: string;
  unitPrice: string;
  /** "per hour" under the unit price of hourly lines. */
  unitNote?: string;
  discount: string;
  lineTotal: string;
  height: number;
}

function layoutRow(line: PricedQuoteLine, fonts: Fonts): RowLayout {
  const size = FONT_SIZE.table;
  const name = sanitizePdfText(line.name, fonts.regular);
  const itemLines = wrapLimited(name, fonts.regular, size, cellTextWidth("item"), MAX_ITEM_LINES);
  const unitNote = line.hourlyRate ? "per hour" : undefined;
  const itemHeight = itemLines.length * lineHeight(size);
  const unitHeight = lineHeight(size) + (unitNote ? lineHeight(FONT_SIZE.note) : 0);
  return {
    itemLines,
    qty: line.hourlyRate ? `${line.quantity} × ${line.hours ?? 1} hr` : String(line.quantity),
    unitPrice: `${formatCents(line.unitPriceCents)}${line.hourlyRate ? "/hr" : ""}`,
    unitNote,
    discount: line.discountPercentage ? formatDiscount(line.discountPercentage) : "",
    lineTotal: formatCents(line.lineTotalCents),
    height: Math.max(itemHeight, unitHeight) + 2 * TABLE_CELL_PADDING_Y,
  };
}

const TABLE_HEADER_HEIGHT = lineHeight(FONT_SIZE.tableHeader) + 2 * TABLE_CELL_PADDING_Y;

/**
 * Pages in order and a cursor moving down the current one. Each new page gets
 * the header band; footers wait until the page count is known.
 */
class PageFlow {
  readonly doc: PDFDocument;
  readonly fonts: Fonts;
  readonly quote: QuoteDocument;
  readonly pages: PDFPage[] = [];
  page: PDFPage;
  y = CONTENT_TOP;

  constructor(doc: PDFDocument, fonts: Fonts, quote: QuoteDocument) {
    this.doc = doc;
    this.fonts = fonts;
    this.quote = quote;
    this.page = this.addPage();
  }

  private addPage(): PDFPage {
    const page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(page);
    drawHeaderBand(page, this.fonts, this.quote);
    return page;
  }

  /** Starts a new page unless `height` still fits above the footer; true when it did. */
  ensureSpace(height: number): boolean {
    if (this.y - height >= CONTENT_BOTTOM) return false;
    this.page = this.addPage();
    this.y = CONTENT_TOP;
    return true;
  }
}

function drawHeaderBand(page: PDFPage, fonts: Fonts, quote: QuoteDocument): void {
  const bandBottom = PAGE_HEIGHT - HEADER_BAND_HEIGHT;
  page.drawRectangle({ x: 0, y: bandBottom, width: PAGE_WIDTH, height: HEADER_BAND_HEIGHT, color: COLOUR.navy });
  page.drawRectangle({
    x: 0,
    y: bandBottom - AMBER_RULE_THICKNESS,
    width: PAGE_WIDTH,
    height: AMBER_RULE_THICKNESS,
    color: COLOUR.amber,
  });

  drawText(page, business.name, MARGIN_X, PAGE_HEIGHT - BAND_COMPANY_BASELINE, {
    font: fonts.bold,
    size: FONT_SIZE.company,
    color: COLOUR.white,
  });
  drawText(page, business.tagline, MARGIN_X, PAGE_HEIGHT - BAND_TAGLINE_BASELINE, {
    font: fonts.regular,
    size: FONT_SIZE.tagline,
    color: COLOUR.bandSubtle,
  });

  const meta = { font: fonts.regular, size: FONT_SIZE.meta, color: COLOUR.white, align: "right" } as const;
  drawText(page, "Quote", CONTENT_RIGHT, PAGE_HEIGHT - BAND_TITLE_BASELINE, {
    ...meta,
    font: fonts.bold,
    size: FONT_SIZE.title,
  });
  drawText(page, `No. ${quote.quoteNumber}`, CONTENT_RIGHT, PAGE_HEIGHT - BAND_META_BASELINE, meta);
  drawText(
    page,
    `Date: ${formatQuoteDate(quote.createdAt)}`,
    CONTENT_RIGHT,
    PAGE_HEIGHT - BAND_META_BASELINE - BAND_META_LINE_HEIGHT,
    meta,
  );
}

/** Legal name, address and contact details, plus "Page n of m", on every page. */
function drawFooter(page: PDFPage, fonts: Fonts, pageNumber: number, pageCount: number): void {
  page.drawLine({
    start: { x: MARGIN_X, y: FOOTER_TOP },
    end: { x: CONTENT_RIGHT, y: FOOTER_TOP },
    thickness: TABLE_RULE_THICKNESS,
    color: COLOUR.rule,
  });
  const style = { font: fonts.regular, size: FONT_SIZE.footer, color: COLOUR.muted } as const;
  drawText(page, `${business.legalName} | ${formattedAddress}`, MARGIN_X, FOOTER_FIRST_BASELINE, style);
  drawText(
    page,
    `Tel ${business.phone.display} | ${business.email}`,
    MARGIN_X,
    FOOTER_FIRST_BASELINE - FOOTER_LINE_HEIGHT,
    style,
  );
  drawText(page, `Page ${pageNumber} of ${pageCount}`, CONTENT_RIGHT, FOOTER_FIRST_BASELINE, {
    ...style,
    align: "right",
  });
}

/** Draws lines top-down from `top` in one column; returns the height used. */
function drawLines(page: PDFPage, lines: readonly string[], x: number, top: number, style: TextStyle): number {
  let baseline = top - ascent(style.font, style.size);
  for (const line of lines) {
    drawText(page, line, x, baseline, style);
    baseline -= lineHeight(style.size);
  }
  return lines.length * lineHeight(style.size);
}

/** "Prepared for" (the visitor) beside "Questions?" (the business), first page only. */
function drawParties(flow: PageFlow): void {
  const { page, fonts, quote } = flow;
  const body = { font: fonts.regular, size: FONT_SIZE.body } as const;
  const label = { font: fonts.bold, size: FONT_SIZE.section, color: COLOUR.navy } as const;
  const fieldWidth = PREPARED_FOR_WIDTH - COLUMN_GAP;
  // A blank field takes no line, rather than leaving a gap.
  const field = (text: string) => {
    const safe = sanitizePdfText(text, fonts.regular).trim();
    return safe ? wrapLimited(safe, fonts.regular, body.size, fieldWidth, MAX_FIELD_LINES) : [];
  };

  const visitorLines = [...field(quote.contact.name), ...field(quote.contact.email), ...field(quote.contact.phone)];
  if (quote.eventDate) visitorLines.push(...field(`Event date: ${formatEventDate(quote.eventDate)}`));
  if (quote.venue) visitorLines.push(...field(`Venue: ${quote.venue}`));

  const businessLines = [
    `Tel ${business.phone.display}`,
    business.salesEmail,
    ...business.hours.map((slot) => `${slot.days}: ${slot.time}`),
  ];

  const top = flow.y;
  const labelHeight = lineHeight(label.size) + LABEL_GAP;
  const contactX = MARGIN_X + PREPARED_FOR_WIDTH;
  drawLines(page, ["Prepared for"], MARGIN_X, top, label);
  drawLines(page, ["Questions?"], contactX, top, label);
  const visitorHeight = drawLines(page, visitorLines, MARGIN_X, top - labelHeight, body);
  const businessHeight = drawLines(page, businessLines, contactX, top - labelHeight, {
    ...body,
    color: COLOUR.muted,
  });
  flow.y = top - labelHeight - Math.max(visitorHeight, businessHeight) - SECTION_GAP;
}

function drawTableHeader(flow: PageFlow): void {
  const { page, fonts } = flow;
  const top = flow.y;
  page.drawRectangle({
    x: MARGIN_X,
    y: top - TABLE_HEADER_HEIGHT,
    width: CONTENT_WIDTH,
    height: TABLE_HEADER_HEIGHT,
    color: COLOUR.tableHeader,
  });
  const baseline = top - TABLE_CELL_PADDING_Y - ascent(fonts.bold, FONT_SIZE.tableHeader);
  for (const key of COLUMN_ORDER) {
    drawText(page, COLUMNS[key].label, cellAnchor(key), baseline, {
      font: fonts.bold,
      size: FONT_SIZE.tableHeader,
      color: COLOUR.navy,
      align: COLUMNS[key].align,
    });
  }
  flow.y = top - TABLE_HEADER_HEIGHT;
}

/** A right-aligned number that shrinks rather than spill out of its column. */
function drawNumberCell(page: PDFPage, key: ColumnKey, text: string, baseline: number, style: TextStyle): void {
  const size = fitFontSize(text, style.font, style.size, cellTextWidth(key));
  drawText(page, text, cellAnchor(key), baseline, { ...style, size, align: "right" });
}

function drawRow(flow: PageFlow, row: RowLayout): void {
  const { page, fonts } = flow;
  const top = flow.y;
  const size = FONT_SIZE.table;
  const body = { font: fonts.regular, size } as const;
  const baseline = top - TABLE_CELL_PADDING_Y - ascent(fonts.regular, size);

  drawLines(page, row.itemLines, cellAnchor("item"), top - TABLE_CELL_PADDING_Y, body);
  drawNumberCell(page, "qty", row.qty, baseline, body);
  drawNumberCell(page, "unitPrice", row.unitPrice, baseline, body);
  if (row.unitNote) {
    const noteBaseline = baseline - lineHeight(FONT_SIZE.note) - UNIT_NOTE_GAP;
    drawText(page, row.unitNote, cellAnchor("unitPrice"), noteBaseline, {
      font: fonts.regular,
      size: FONT_SIZE.note,
      color: COLOUR.muted,
      align: "right",
    });
  }
  drawNumberCell(page, "discount", row.discount, baseline, body);
  drawNumberCell(page, "lineTotal", row.lineTotal, baseline, { ...body, font: fonts.bold });

  const bottom = top - row.height;
  page.drawLine({
    start: { x: MARGIN_X, y: bottom },
    end: { x: CONTENT_RIGHT, y: bottom },
    thickness: TABLE_RULE_THICKNESS,
    color: COLOUR.rule,
  });
  flow.y = bottom;
}

/** The line items; rows never split, and each page repeats the column headings. */
function drawTable(flow: PageFlow): void {
  const rows = flow.quote.lines.map((line) => layoutRow(line, flow.fonts));
  const [firstRow] = rows;
  // Keep the heading with at least one row rather than alone at the foot of a page.
  flow.ensureSpace(TABLE_HEADER_HEIGHT + (firstRow?.height ?? 0));
  drawTableHeader(flow);

  if (!firstRow) {
    const emptyHeight = lineHeight(FONT_SIZE.table) + 2 * TABLE_CELL_PADDING_Y;
    drawLines(flow.page, ["No items in this quote."], cellAnchor("item"), flow.y - TABLE_CELL_PADDING_Y, {
      font: flow.fonts.regular,
      size: FONT_SIZE.table,
      color: COLOUR.muted,
    });
    flow.y -= emptyHeight;
  }

  for (const row of rows) {
    if (flow.ensureSpace(row.height)) drawTableHeader(flow);
    drawRow(flow, row);
  }
  flow.y -= SECTION_GAP;
}

function drawTotals(flow: PageFlow): void {
  const { fonts, quote } = flow;
  const rows: { label: string; value: string; emphasis?: boolean }[] = [
    { label: "Total items", value: String(quote.totalItems) },
  ];
  if (quote.totalDiscountCents > 0)
    rows.push({ label: "Total discount", value: `-${formatCents(quote.totalDiscountCents)}` });
  rows.push(
    { label: STATEMENT_LABELS.subtotal, value: formatCents(quote.subtotalCents) },
    { label: STATEMENT_LABELS.vat, value: formatCents(quote.vatCents) },
    { label: STATEMENT_LABELS.total, value: formatCents(quote.totalCents), emphasis: true },
  );

  const rowSize = (emphasis?: boolean) => (emphasis ? FONT_SIZE.total : FONT_SIZE.body);
  const height = rows.reduce((sum, row) => sum + lineHeight(rowSize(row.emphasis)), 0) + 2 * TOTALS_PADDING;
  flow.ensureSpace(height);

  const left = CONTENT_RIGHT - TOTALS_WIDTH;
  const top = flow.y;
  flow.page.drawRectangle({ x: left, y: top - height, width: TOTALS_WIDTH, height, color: COLOUR.totalsBackground });
  flow.page.drawRectangle({ x: left, y: top - height, width: AMBER_RULE_THICKNESS, height, color: COLOUR.amber });

  let rowTop = top - TOTALS_PADDING;
  for (const row of rows) {
    const size = rowSize(row.emphasis);
    const font = row.emphasis ? fonts.bold : fonts.regular;
    const color = row.emphasis ? COLOUR.navy : COLOUR.text;
    const baseline = rowTop - ascent(font, size);
    drawText(flow.page, row.label, left + TOTALS_PADDING + AMBER_RULE_THICKNESS, baseline, { font, size, color });
    drawText(flow.page, row.value, CONTENT_RIGHT - TOTALS_PADDING, baseline, { font, size, color, align: "right" });
    rowTop -= lineHeight(size);
  }
  flow.y = top - height - SECTION_GAP;
}

/** The spec's three notes and the validity period, kept together on one page. */
function drawNotes(flow: PageFlow): void {
  const { fonts } = flow;
  const body = { font: fonts.regular, size: FONT_SIZE.body, color: COLOUR.muted } as const;
  const label = { font: fonts.bold, size: FONT_SIZE.section, color: COLOUR.navy } as const;
  const notes = [QUOTE_NOTES.delivery, QUOTE_NOTES.pricing, QUOTE_NOTES.personnel, QUOTE_VALIDITY];
  const wrapped = notes.map((note) => wrapText(note, body.font, body.size, CONTENT_WIDTH - BULLET_INDENT));
  const labelHeight = lineHeight(label.size) + LABEL_GAP;
  const height = labelHeight + wrapped.reduce((sum, lines) => sum + lines.length * lineHeight(body.size), 0);
  flow.ensureSpace(height);

  drawLines(flow.page, ["Please note"], MARGIN_X, flow.y, label);
  let top = flow.y - labelHeight;
  for (const lines of wrapped) {
    drawLines(flow.page, ["\u2022"], MARGIN_X, top, body);
    top -= drawLines(flow.page, lines, MARGIN_X + BULLET_INDENT, top, body);
  }
  flow.y = top;
}

/** Title, author and dates, so the file is identifiable in a viewer or a mail client. */
function setMetadata(doc: PDFDocument, quote: QuoteDocument): void {
  doc.setTitle(`Quote ${quote.quoteNumber}`, { showInWindowTitleBar: true });
  doc.setAuthor(business.name);
  doc.setSubject(DOCUMENT_SUBJECT);
  doc.setCreator(`${business.name} website`);
  doc.setProducer(`${business.name} quote PDF (pdf-lib)`);
  doc.setLanguage(DOCUMENT_LANGUAGE);
  const createdAt = parseCreatedAt(quote.createdAt);
  if (createdAt) {
    // Both dates come from the quote, so the same quote always renders the same bytes.
    doc.setCreationDate(createdAt);
    doc.setModificationDate(createdAt);
  }
}

// ---------------------------------------------------------------------------
// Public API.

/** Renders a priced quote as an A4 PDF. Never throws on unusual visitor text. */
export async function renderQuotePdf(quote: QuoteDocument): Promise<Uint8Array> {
  // updateMetadata: false stops pdf-lib stamping "now" as the dates; setMetadata sets them all.
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  setMetadata(doc, quote);

  const flow = new PageFlow(doc, fonts, quote);
  drawParties(flow);
  drawTable(flow);
  drawTotals(flow);
  drawNotes(flow);
  flow.pages.forEach((page, index) => drawFooter(page, fonts, index + 1, flow.pages.length));

  // A classic cross-reference table rather than object streams: older readers open it.
  return doc.save({ useObjectStreams: false });
}

/** The download name, e.g. "Quote-Q-261121-7KQM.pdf"; only [A-Za-z0-9-] survive from the number. */
export function quotePdfFileName(quoteNumber: string): string {
  const safe = quoteNumber.replace(/[^A-Za-z0-9-]/g, "");
  return safe ? `Quote-${safe}.pdf` : "Quote.pdf";
}
