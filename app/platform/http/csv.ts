// CSV for spreadsheets (RFC 4180 with CRLF line ends and a UTF-8 byte-order
// mark, which Excel needs to read accents and "R" amounts correctly).
// Spreadsheet-safe: a cell a spreadsheet would read as a formula (=, +, -, @,
// or a tab or carriage return first) is prefixed with an apostrophe, so a
// visitor's "=HYPERLINK(...)" in a form stays text on a staff member's screen.

export type CsvValue = string | number | boolean | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export const CSV_BOM = "\uFEFF";

/** One cell, neutralised and quoted as needed. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : String(value);
  if (typeof value === "string" && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: byte-order mark, header row, then one row per record. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(","));
  return `${CSV_BOM}${lines.join("\r\n")}\r\n`;
}
