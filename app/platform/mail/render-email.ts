// Turns an e-mail component into the parts nodemailer sends: the HTML from
// React Email, and the plain-text part converted from that same HTML, so the
// two can never tell the reader different things. The text rules below make
// the conversion read like a letter rather than a web page: "Label: value"
// rows, links as "text: address", headings as written, no wrapping.
import { render, toPlainText } from "@react-email/render";
import type { FormatCallback, HtmlToTextOptions } from "html-to-text";
import type { ReactElement } from "react";

/** An e-mail ready for nodemailer: its subject and its two parts. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

type DomNode = Parameters<FormatCallback>[0];

/** The text of a node and everything inside it. */
function textOf(node: DomNode | undefined): string {
  if (!node) return "";
  if (node.type === "text") return (node as unknown as { data: string }).data;
  return (node.children ?? []).map((child) => textOf(child as DomNode)).join("");
}

function cellsOf(row: DomNode): DomNode[] {
  return (row.children ?? []).filter((child) => child.type === "tag") as DomNode[];
}

/** A label/value row as "Label: value", continuation lines indented under the label. */
const fieldRow: FormatCallback = (elem, walk, builder) => {
  const [label, value] = cellsOf(elem);
  builder.openBlock({ leadingLineBreaks: 1 });
  walk(label?.children ?? [], builder);
  builder.addInline(": ");
  walk(value?.children ?? [], builder);
  builder.closeBlock({ trailingLineBreaks: 1, blockTransform: (text) => text.replace(/\n/g, "\n  ") });
};

/** A quote line as "- Name: 2 x R375.00 (15% off) = R750.00", its detail on the next line. */
const quoteLine: FormatCallback = (elem, _walk, builder) => {
  const cells = new Map(cellsOf(elem).map((cell) => [cell.attribs?.["data-cell"] ?? "", cell]));
  const nameCell = cells.get("item");
  const nameParts = cellsOf(nameCell ?? ({ children: [] } as unknown as DomNode));
  const name = textOf(nameParts[0] ?? nameCell).trim();
  const detail = nameParts[1] ? textOf(nameParts[1]).trim() : "";
  const discount = textOf(cells.get("discount")).trim();
  const line =
    `- ${name}: ${textOf(cells.get("quantity")).trim()} x ${textOf(cells.get("unit-price")).trim()}` +
    `${discount ? ` (${discount})` : ""} = ${textOf(cells.get("total")).trim()}`;
  builder.openBlock({ leadingLineBreaks: 1 });
  builder.addLiteral(detail ? `${line}\n  ${detail}` : line);
  builder.closeBlock({ trailingLineBreaks: 1 });
};

/** A link whose address the reader needs in plain text: "View or download your quote: https://…". */
const labelledLink: FormatCallback = (elem, walk, builder) => {
  walk(elem.children ?? [], builder);
  builder.addInline(": ");
  builder.addLiteral(elem.attribs?.href ?? "");
};

export const PLAIN_TEXT_OPTIONS: HtmlToTextOptions = {
  // HTML's own whitespace only: a zero-width space a visitor typed stays as typed.
  whitespaceCharacters: " \t\r\n\f",
  formatters: { fieldRow, quoteLine, labelledLink },
  selectors: [
    { selector: "h1", options: { uppercase: false, leadingLineBreaks: 1, trailingLineBreaks: 2 } },
    { selector: "h2", options: { uppercase: false, leadingLineBreaks: 2, trailingLineBreaks: 1 } },
    { selector: "p", options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: "ul", options: { itemPrefix: "- ", leadingLineBreaks: 1, trailingLineBreaks: 2 } },
    { selector: "table", format: "block", options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: "tr", format: "block", options: { leadingLineBreaks: 1, trailingLineBreaks: 1 } },
    { selector: "thead", format: "skip" },
    { selector: "tr[data-text=field]", format: "fieldRow" },
    { selector: "tr[data-text=quote-line]", format: "quoteLine" },
    { selector: "a[data-text=labelled]", format: "labelledLink" },
    { selector: "a", options: { ignoreHref: true } },
    { selector: "hr", format: "skip" },
  ],
};

/** Subject, HTML and plain text of an e-mail component. */
export async function renderEmail(subject: string, email: ReactElement): Promise<RenderedEmail> {
  const html = await render(email);
  const text = `${toPlainText(html, PLAIN_TEXT_OPTIONS).trim()}\n`;
  return { subject, html, text };
}
