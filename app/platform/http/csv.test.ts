import { describe, expect, it } from "vitest";
import { CSV_BOM, csvCell, toCsv } from "#app/platform/http/csv.ts";

/** A strict RFC 4180 reader (CRLF rows, "" for a quote inside quotes), to prove the output reads back. */
function parseCsv(text: string): string[][] {
  if (!text.endsWith("\r\n")) throw new Error("CSV must end with CRLF");
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') {
        quoted = false;
      } else {
        cell += char;
      }
    } else if (char === '"' && cell === "") {
      quoted = true;
    } else if (char === ",") {
      row.push(cell);
      cell = "";
    } else if (char === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else {
      cell += char;
    }
  }
  return rows;
}

describe("csvCell", () => {
  it("leaves plain text as it is", () => {
    expect(csvCell("Thandi Mokoena")).toBe("Thandi Mokoena");
    expect(csvCell("Café Olé – R 1 250")).toBe("Café Olé – R 1 250");
    expect(csvCell("")).toBe("");
  });

  it("writes null and undefined as empty cells", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("writes numbers and booleans as they print, negative numbers included", () => {
    expect(csvCell(42)).toBe("42");
    expect(csvCell(0)).toBe("0");
    expect(csvCell(11706.25)).toBe("11706.25");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(-0.5)).toBe("-0.5");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(false)).toBe("false");
  });

  it.each([
    ["=1+1", "'=1+1"],
    ["+27 82 555 0123", "'+27 82 555 0123"],
    ["-5", "'-5"],
    ["@SUM(A1:A2)", "'@SUM(A1:A2)"],
    ["\tcmd", "'\tcmd"],
  ])("prefixes an apostrophe to %j, which a spreadsheet would read as a formula", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("prefixes and quotes a cell that starts with a carriage return", () => {
    expect(csvCell("\r=1+1")).toBe(`"'\r=1+1"`);
  });

  it("leaves formula characters alone when they are not first", () => {
    expect(csvCell("a=b")).toBe("a=b");
    expect(csvCell("name@example.co.za")).toBe("name@example.co.za");
    expect(csvCell("082-555-0123")).toBe("082-555-0123");
    expect(csvCell(" =1+1")).toBe(" =1+1");
  });

  it("quotes cells holding a quote, a comma, a carriage return or a line feed", () => {
    expect(csvCell('The "big" one')).toBe('"The ""big"" one"');
    expect(csvCell("Summer Place, Hyde Park")).toBe('"Summer Place, Hyde Park"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("line one\r\nline two")).toBe('"line one\r\nline two"');
    expect(csvCell("a\rb")).toBe('"a\rb"');
  });

  it("neutralises and quotes a formula with quotes and commas, and it reads back as text", () => {
    const formula = '=HYPERLINK("http://x","y")';
    const cell = csvCell(formula);
    expect(cell).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
    expect(parseCsv(`${cell}\r\n`)).toEqual([[`'${formula}`]]);
  });
});

describe("toCsv", () => {
  it("starts with the byte-order mark and ends every row with CRLF", () => {
    const csv = toCsv(
      ["Name", "Total"],
      [
        ["Thandi", 100],
        ["Sipho", 250.5],
      ],
    );
    expect(CSV_BOM).toBe("\uFEFF");
    expect(csv).toBe("\uFEFFName,Total\r\nThandi,100\r\nSipho,250.5\r\n");
  });

  it("writes only the header when there are no rows", () => {
    expect(toCsv(["A", "B"], [])).toBe("\uFEFFA,B\r\n");
  });

  it("writes empty cells for null and undefined, keeping the columns", () => {
    expect(toCsv(["A", "B", "C"], [[null, "x", undefined]])).toBe("\uFEFFA,B,C\r\n,x,\r\n");
  });

  it("escapes the header as well as the rows", () => {
    expect(toCsv(["=cmd", "Total, R"], [])).toBe(`\uFEFF'=cmd,"Total, R"\r\n`);
  });

  it("reads back to the same cells (formulas kept as text)", () => {
    const header = ["Name", "Comments", "Phone", "Total"];
    const rows = [
      ["O'Brien, Pat", 'Said "hello"\r\nand left', "+27 82 555 0123", -12.5],
      ['=HYPERLINK("http://x","y")', "@home", null, 0],
    ];
    const csv = toCsv(header, rows);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(parseCsv(csv.slice(CSV_BOM.length))).toEqual([
      header,
      ["O'Brien, Pat", 'Said "hello"\r\nand left', "'+27 82 555 0123", "-12.5"],
      [`'=HYPERLINK("http://x","y")`, "'@home", "", "0"],
    ]);
  });
});
