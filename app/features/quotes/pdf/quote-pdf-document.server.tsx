// The quote PDF as React components for @react-pdf/renderer: a branded A4
// document laid out from the quote's statement rows (app/features/quotes/quote-statement.ts).
// It renders every row it is given and adds no fact of its own about the quote,
// so a new row in the statement appears here without a change. Text is only
// ever text: the one link is the company's WhatsApp chat, built here.
import { Document, Link, Page, Path, Rect, StyleSheet, Svg, Text, View, renderToBuffer } from "@react-pdf/renderer";
import { business } from "#app/platform/business.ts";
import type { QuoteStatement, StatementLine, StatementRow } from "#app/features/quotes/quote-statement.ts";
import { PDF_FONT_FAMILY, PDF_FONT_WEIGHTS, registerPdfFonts } from "#app/features/quotes/pdf/pdf-fonts.server.ts";

const COLOUR = {
  navy: "#13214a",
  amber: "#f59e0b",
  white: "#ffffff",
  text: "#1f2937",
  muted: "#4b5563",
  rule: "#d1d5db",
  tableHeader: "#e8ecf5",
  totalsBackground: "#f5f7fb",
  bandSubtle: "#c7cfe4",
  whatsApp: "#0b6e4f",
} as const;

/** Long visitor fields (a venue, a name) stop after this many lines. */
const MAX_FIELD_LINES = 3;
/** Item names come from the catalogue, but a cap still keeps any row on one page. */
const MAX_ITEM_LINES = 6;

const styles = StyleSheet.create({
  page: {
    fontFamily: PDF_FONT_FAMILY,
    fontSize: 9.5,
    color: COLOUR.text,
    paddingTop: 148,
    paddingBottom: 64,
    paddingHorizontal: 40,
    // No lineHeight here: inherited by the footer, react-pdf 4.9 drops its dynamic page numbers.
  },
  header: { position: "absolute", top: 0, left: 0, right: 0 },
  band: {
    backgroundColor: COLOUR.navy,
    paddingHorizontal: 40,
    paddingTop: 22,
    paddingBottom: 14,
    flexDirection: "row",
    justifyContent: "space-between",
  },
  brand: { flexDirection: "row", alignItems: "center" },
  brandText: { marginLeft: 10 },
  company: { color: COLOUR.white, fontSize: 19, fontWeight: PDF_FONT_WEIGHTS.bold, lineHeight: 1.2 },
  tagline: { color: COLOUR.bandSubtle, fontSize: 8.5 },
  titleBlock: { alignItems: "flex-end" },
  title: { color: COLOUR.white, fontSize: 22, fontWeight: PDF_FONT_WEIGHTS.bold, lineHeight: 1.1 },
  meta: { color: COLOUR.white, fontSize: 9.5 },
  amberRule: { height: 3, backgroundColor: COLOUR.amber },
  companyFacts: {
    paddingHorizontal: 40,
    paddingTop: 6,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 8,
    color: COLOUR.muted,
  },
  sections: { flexDirection: "row", marginBottom: 18 },
  column: { flexGrow: 1, flexBasis: 0, paddingRight: 18 },
  lastColumn: { paddingRight: 0 },
  sectionTitle: {
    fontSize: 11,
    fontWeight: PDF_FONT_WEIGHTS.bold,
    color: COLOUR.navy,
    marginBottom: 5,
  },
  row: { flexDirection: "row", marginBottom: 2 },
  rowLabel: { width: 78, color: COLOUR.muted },
  rowValue: { flexGrow: 1, flexBasis: 0 },
  muted: { color: COLOUR.muted },
  link: { color: COLOUR.whatsApp, textDecoration: "underline" },
  table: { marginBottom: 18 },
  tableHeader: {
    flexDirection: "row",
    backgroundColor: COLOUR.tableHeader,
    color: COLOUR.navy,
    fontSize: 9,
    fontWeight: PDF_FONT_WEIGHTS.bold,
  },
  tableRow: { flexDirection: "row", borderBottomWidth: 0.5, borderBottomColor: COLOUR.rule },
  cell: { paddingHorizontal: 6, paddingVertical: 6 },
  itemCell: { flexGrow: 1, flexBasis: 0 },
  qtyCell: { width: 44, textAlign: "right" },
  unitPriceCell: { width: 92, textAlign: "right" },
  discountCell: { width: 62, textAlign: "right" },
  totalCell: { width: 86, textAlign: "right", fontWeight: PDF_FONT_WEIGHTS.bold },
  lineNote: { fontSize: 7.5, color: COLOUR.muted },
  totals: {
    alignSelf: "flex-end",
    width: 250,
    backgroundColor: COLOUR.totalsBackground,
    borderLeftWidth: 3,
    borderLeftColor: COLOUR.amber,
    paddingVertical: 8,
    paddingHorizontal: 10,
    marginBottom: 18,
  },
  totalRow: { flexDirection: "row", justifyContent: "space-between", marginBottom: 2 },
  totalRowEmphasised: { fontSize: 12, fontWeight: PDF_FONT_WEIGHTS.bold, color: COLOUR.navy, marginTop: 2 },
  totalValue: { textAlign: "right", marginLeft: 12 },
  bullet: { flexDirection: "row", marginBottom: 2 },
  bulletMark: { width: 12, color: COLOUR.muted },
  noteText: { flexGrow: 1, flexBasis: 0, color: COLOUR.muted },
  footer: {
    position: "absolute",
    bottom: 22,
    left: 40,
    right: 40,
    borderTopWidth: 0.5,
    borderTopColor: COLOUR.rule,
    paddingTop: 6,
    flexDirection: "row",
    justifyContent: "space-between",
    fontSize: 7.5,
    color: COLOUR.muted,
  },
});

const postalAddress = [
  business.address.street,
  business.address.city,
  business.address.postalCode,
  business.address.country,
].join(", ");

/**
 * Text a visitor typed, made safe to lay out: line breaks, tabs and other
 * control characters become spaces, and accents are composed (NFC) so each
 * letter is one glyph of the font rather than a base and a separate mark.
 */
export function printable(text: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what is being replaced
  return text.normalize("NFC").replace(/[\s\u0000-\u001f\u007f-\u009f]+/gu, " ");
}

/** The company's mark: a speaker cone with sound waves, in the brand's amber. */
function BrandMark() {
  return (
    <Svg width={34} height={34} viewBox="0 0 34 34">
      <Rect x={0} y={0} width={34} height={34} rx={7} ry={7} fill={COLOUR.amber} />
      <Path d="M7 13 H12 L18 8 V26 L12 21 H7 Z" fill={COLOUR.navy} />
      <Path d="M21 13 Q24 17 21 21" stroke={COLOUR.navy} strokeWidth={2} fill="none" />
      <Path d="M24 10 Q29 17 24 24" stroke={COLOUR.navy} strokeWidth={2} fill="none" />
    </Svg>
  );
}

/** On every page: the navy band with the brand and the quote's number and date, then the company's facts. */
function Header({ statement }: { statement: QuoteStatement }) {
  return (
    <View style={styles.header} fixed>
      <View style={styles.band}>
        <View style={styles.brand}>
          <BrandMark />
          <View style={styles.brandText}>
            <Text style={styles.company}>{business.name}</Text>
            <Text style={styles.tagline}>{business.tagline}</Text>
          </View>
        </View>
        <View style={styles.titleBlock}>
          <Text style={styles.title}>Quote</Text>
          <Text style={styles.meta}>No. {printable(statement.quoteNumber)}</Text>
          <Text style={styles.meta}>{statement.issuedOn}</Text>
        </View>
      </View>
      <View style={styles.amberRule} />
      <View style={styles.companyFacts}>
        <View>
          <Text>{postalAddress}</Text>
          <Text>
            Tel {business.phone.display} | {business.email}
          </Text>
        </View>
        <View style={{ alignItems: "flex-end" }}>
          <Text>VAT No. {business.vat.number}</Text>
          <Text>Reg. No. {business.registrationNumber}</Text>
        </View>
      </View>
    </View>
  );
}

function Rows({ rows }: { rows: readonly StatementRow[] }) {
  return rows.map((row, index) => (
    <View key={index} style={styles.row}>
      <Text style={styles.rowLabel}>{row.label}</Text>
      <Text style={[styles.rowValue, { maxLines: MAX_FIELD_LINES, textOverflow: "ellipsis" }]}>
        {printable(row.value)}
      </Text>
    </View>
  ));
}

/** The quote's details beside who it is for (when the statement carries them). */
function Parties({ statement }: { statement: QuoteStatement }) {
  return (
    <View style={styles.sections}>
      <View style={styles.column}>
        <Text style={styles.sectionTitle}>Quote details</Text>
        <Rows rows={statement.details} />
      </View>
      {statement.customer.length > 0 && (
        <View style={[styles.column, styles.lastColumn]}>
          <Text style={styles.sectionTitle}>Prepared for</Text>
          <Rows rows={statement.customer} />
        </View>
      )}
    </View>
  );
}

const COLUMNS = [
  { label: "Item", style: styles.itemCell },
  { label: "Qty", style: styles.qtyCell },
  { label: "Unit price", style: styles.unitPriceCell },
  { label: "Discount", style: styles.discountCell },
  { label: "Line total", style: styles.totalCell },
] as const;

function LineRow({ line }: { line: StatementLine }) {
  const note = [line.kind, line.detail].filter(Boolean).join(" · ");
  return (
    <View style={styles.tableRow} wrap={false}>
      <View style={[styles.cell, styles.itemCell]}>
        <Text style={{ maxLines: MAX_ITEM_LINES, textOverflow: "ellipsis" }}>{printable(line.name)}</Text>
        {note && <Text style={styles.lineNote}>{printable(note)}</Text>}
      </View>
      <Text style={[styles.cell, styles.qtyCell]}>{line.quantity}</Text>
      <Text style={[styles.cell, styles.unitPriceCell]}>{line.unitPrice}</Text>
      <Text style={[styles.cell, styles.discountCell]}>{line.discount}</Text>
      <Text style={[styles.cell, styles.totalCell]}>{line.total}</Text>
    </View>
  );
}

/** The lines; a row never splits, and each page the table reaches repeats the column headings. */
function LinesTable({ lines }: { lines: readonly StatementLine[] }) {
  return (
    <View style={styles.table}>
      <View style={styles.tableHeader} fixed>
        {COLUMNS.map((column) => (
          <Text key={column.label} style={[styles.cell, column.style]}>
            {column.label}
          </Text>
        ))}
      </View>
      {lines.length === 0 ? (
        <Text style={[styles.cell, styles.muted]}>No items in this quote.</Text>
      ) : (
        lines.map((line, index) => <LineRow key={index} line={line} />)
      )}
    </View>
  );
}

/** The totals in order; the last is what the customer pays, so it stands out. */
function Totals({ totals }: { totals: readonly StatementRow[] }) {
  return (
    <View style={styles.totals} wrap={false}>
      {totals.map((row, index) => (
        <View
          key={index}
          style={index === totals.length - 1 ? [styles.totalRow, styles.totalRowEmphasised] : styles.totalRow}
        >
          <Text>{row.label}</Text>
          <Text style={styles.totalValue}>{row.value}</Text>
        </View>
      ))}
    </View>
  );
}

/** The notes beside how to reach the company, kept together on one page. */
/** The quote's live page, across the page's width so the link prints whole. */
function LiveLink({ liveUrl }: { liveUrl: string }) {
  return (
    <View style={styles.sections} wrap={false}>
      <View style={[styles.column, styles.lastColumn]}>
        <Text style={styles.sectionTitle}>Accept, decline or ask for changes online</Text>
        <Link src={liveUrl} style={styles.link}>
          {liveUrl}
        </Link>
      </View>
    </View>
  );
}

function Closing({ notes, whatsAppHref }: { notes: readonly string[]; whatsAppHref: string }) {
  return (
    <View style={styles.sections} wrap={false}>
      <View style={[styles.column, { flexGrow: 3 }]}>
        <Text style={styles.sectionTitle}>Please note</Text>
        {notes.map((note, index) => (
          <View key={index} style={styles.bullet}>
            <Text style={styles.bulletMark}>•</Text>
            <Text style={styles.noteText}>{note}</Text>
          </View>
        ))}
      </View>
      <View style={[styles.column, styles.lastColumn, { flexGrow: 2 }]}>
        <Text style={styles.sectionTitle}>Questions?</Text>
        <Text>Tel {business.phone.display}</Text>
        <Text>{business.salesEmail}</Text>
        <Link src={whatsAppHref} style={styles.link}>
          Chat to us on WhatsApp
        </Link>
        {business.hours.map((slot) => (
          <Text key={slot.days} style={styles.muted}>
            {slot.days}: {slot.time}
          </Text>
        ))}
      </View>
    </View>
  );
}

/** Legal name and contact details, and "Page n of m", on every page. */
function Footer() {
  return (
    <View style={styles.footer} fixed>
      <View>
        <Text>
          {business.legalName} | {postalAddress}
        </Text>
        <Text>
          Tel {business.phone.display} | {business.email} | VAT No. {business.vat.number} | Reg. No.{" "}
          {business.registrationNumber}
        </Text>
      </View>
      <Text render={({ pageNumber, totalPages }) => `Page ${pageNumber} of ${totalPages}`} />
    </View>
  );
}

export interface QuotePdfDocumentProps {
  statement: QuoteStatement;
  /** The company's WhatsApp chat with the quote's message typed in. */
  whatsAppHref: string;
  /** When the quote was made: the document's dates, so the same quote always renders the same bytes. */
  createdAt?: Date;
  /** The quote's live page (/q/<token>), where the customer accepts, declines or asks for changes. */
  liveUrl?: string;
}

export function QuotePdfDocument({ statement, whatsAppHref, createdAt, liveUrl }: QuotePdfDocumentProps) {
  return (
    <Document
      title={`Quote ${printable(statement.quoteNumber)}`}
      author={business.name}
      subject="Sound and AV equipment hire quote"
      creator={`${business.name} website`}
      producer={`${business.name} quote PDF (react-pdf)`}
      language="en-ZA"
      creationDate={createdAt}
      modificationDate={createdAt}
    >
      <Page size="A4" style={styles.page}>
        <Header statement={statement} />
        <Parties statement={statement} />
        <LinesTable lines={statement.lines} />
        <Totals totals={statement.totals} />
        {liveUrl ? <LiveLink liveUrl={liveUrl} /> : null}
        <Closing notes={statement.notes} whatsAppHref={whatsAppHref} />
        <Footer />
      </Page>
    </Document>
  );
}

/** The document as PDF bytes; the fonts are registered on the first call. */
export async function renderQuotePdfDocument(props: QuotePdfDocumentProps): Promise<Uint8Array> {
  registerPdfFonts();
  // Called as a function (it uses no hooks) so the element is react-pdf's Document.
  return new Uint8Array(await renderToBuffer(QuotePdfDocument(props)));
}
