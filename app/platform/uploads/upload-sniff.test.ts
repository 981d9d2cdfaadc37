import { describe, expect, it } from "vitest";
import { HTML_PAGE, tinyJpeg, tinyPdf, tinyPng } from "#app/platform/uploads/upload-files.test-support.ts";
import {
  MAX_CATALOGUE_PHOTO_BYTES,
  MAX_PROOF_OF_PAYMENT_BYTES,
  PHOTO_UPLOAD_MESSAGES,
  SNIFF_HEAD_BYTES,
  SNIFF_TAIL_BYTES,
  PDF_ACTIVE_NAMES,
  createPdfNameScanner,
  sniffPhoto,
  sniffUpload,
} from "#app/platform/uploads/upload-sniff.ts";

/** What the upload store hands the sniffer: the first and last bytes and the size. */
const sniff = (file: Buffer) =>
  sniffUpload({ head: file.subarray(0, SNIFF_HEAD_BYTES), tail: file.subarray(-SNIFF_TAIL_BYTES), size: file.length });

describe("sniffUpload", () => {
  it("knows a PDF, a JPEG and a PNG by their bytes", () => {
    expect(sniff(tinyPdf())).toEqual({ ok: true, type: "application/pdf" });
    expect(sniff(tinyJpeg())).toEqual({ ok: true, type: "image/jpeg" });
    expect(sniff(tinyPng())).toEqual({ ok: true, type: "image/png" });
    expect(sniff(tinyPdf({ padTo: MAX_PROOF_OF_PAYMENT_BYTES }))).toEqual({ ok: true, type: "application/pdf" });
  });

  it("refuses an HTML page, whatever it is called, and anything else that is none of the three", () => {
    expect(sniff(HTML_PAGE)).toEqual({ ok: false, refusal: "type" });
    expect(sniff(Buffer.from("GIF89a\x01\x00\x01\x00", "latin1"))).toEqual({ ok: false, refusal: "type" });
    expect(sniff(Buffer.from("PK\x03\x04 a zip", "latin1"))).toEqual({ ok: false, refusal: "type" });
    // A PDF signature later in the file does not count: it must be the first bytes.
    expect(sniff(Buffer.concat([Buffer.from(" "), tinyPdf()]))).toEqual({ ok: false, refusal: "type" });
  });

  it("refuses a file cut short: no %%EOF, no JPEG end marker, no PNG IEND", () => {
    for (const file of [tinyPdf(), tinyJpeg(), tinyPng()]) {
      expect(sniff(file.subarray(0, file.length - 3))).toEqual({ ok: false, refusal: "truncated" });
    }
    expect(sniff(tinyPdf().subarray(0, 40))).toEqual({ ok: false, refusal: "truncated" });
  });

  it("refuses data after a PNG's IEND, a JPEG's end marker or a PDF's %%EOF (where a second file hides)", () => {
    const zip = Buffer.from("PK\x03\x04 hidden archive", "latin1");
    for (const file of [tinyPdf(), tinyJpeg(), tinyPng()]) {
      expect(sniff(Buffer.concat([file, zip]))).toEqual({ ok: false, refusal: "truncated" });
    }
  });

  it("refuses a polyglot: a valid image or PDF with a web page or script in its first kilobyte", () => {
    expect(sniff(tinyPng({ text: "<html><script>alert(1)</script>" }))).toEqual({ ok: false, refusal: "markup" });
    expect(sniff(tinyPdf({ extraObject: "<< /Title (<SCRIPT src=//evil.example/x.js></SCRIPT>) >>" }))).toEqual({
      ok: false,
      refusal: "markup",
    });
    const jpeg = tinyJpeg();
    const withComment = Buffer.concat([
      jpeg.subarray(0, 2),
      Buffer.from([0xff, 0xfe, 0x00, 0x16]),
      Buffer.from("<svg onload=alert(1)>", "latin1"),
      jpeg.subarray(2),
    ]);
    expect(sniff(withComment)).toEqual({ ok: false, refusal: "markup" });
  });

  it("refuses an empty file and one over 5 MB", () => {
    expect(sniff(Buffer.alloc(0))).toEqual({ ok: false, refusal: "empty" });
    expect(sniffUpload({ head: tinyPdf(), tail: tinyPdf(), size: MAX_PROOF_OF_PAYMENT_BYTES + 1 })).toEqual({
      ok: false,
      refusal: "too-large",
    });
  });
});

describe("createPdfNameScanner", () => {
  const scan = (chunks: string[]) => {
    const scanner = createPdfNameScanner(PDF_ACTIVE_NAMES);
    for (const chunk of chunks) scanner.write(Buffer.from(chunk, "latin1"));
    return scanner.found();
  };

  it("finds a name split across chunks, and nothing in a file without one", () => {
    expect(scan(["<< /S /Java", "Scr", "ipt /JS (app.alert(1)) >>"])).toBe(true);
    const clean = createPdfNameScanner(PDF_ACTIVE_NAMES);
    for (let at = 0; at < tinyPdf().length; at += 7) clean.write(tinyPdf().subarray(at, at + 7));
    expect(clean.found()).toBe(false);
  });

  // Issue 32, finding 9: "/S /J#61vaScript" with /OpenAction and "/L#61unch" were accepted.
  it("reads #xx escapes as a PDF reader does, in either case and split across chunks", () => {
    expect(scan(["<< /OpenAction << /S /J#61vaScript /J#53 (app.alert(1)) >> >>"])).toBe(true);
    expect(scan(["<< /S /L#61unch /F (calc.exe) >>"])).toBe(true);
    expect(scan(["<< /S /#4A#61#76#61#53#63#72#69#70#74 >>"])).toBe(true);
    expect(scan(["<< /S /#4a#61vaScript >>"])).toBe(true);
    expect(scan(["<< /S /J#", "6", "1vaScript >>"])).toBe(true);
    expect(scan(["<< /S /Launch"])).toBe(true);
  });

  it("leaves other names alone: a longer name, another case, a bad escape, text that is not a name", () => {
    expect(scan(["<< /JavaScriptX 1 /javascript 2 /Launches 3 >>"])).toBe(false);
    expect(scan(["<< /J#6ZvaScript 1 /JavaScript#", " >>"])).toBe(false);
    expect(scan(["JavaScript Launch"])).toBe(false);
    expect(scan(["<< /F1 12 Tf /Type/Page/Parent 2 0 R>>"])).toBe(false);
  });
});

describe("sniffPhoto", () => {
  const sniffP = (file: Buffer) =>
    sniffPhoto({ head: file.subarray(0, SNIFF_HEAD_BYTES), tail: file.subarray(-SNIFF_TAIL_BYTES), size: file.length });
  /** A minimal whole WebP: RIFF, its length, WEBP and one (empty) VP8L chunk. */
  const webp = (extra = 0) => {
    const body = Buffer.concat([Buffer.from("WEBPVP8L", "latin1"), Buffer.alloc(4 + extra)]);
    const header = Buffer.alloc(8);
    header.write("RIFF", 0, "latin1");
    header.writeUInt32LE(body.length, 4);
    return Buffer.concat([header, body]);
  };
  const heic = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from("ftypheic\0\0\0\0mif1heic", "latin1")]);

  it("knows a JPEG, a PNG and a WebP by their bytes, up to 15 MB", () => {
    expect(sniffP(tinyJpeg())).toEqual({ ok: true, type: "image/jpeg" });
    expect(sniffP(tinyPng())).toEqual({ ok: true, type: "image/png" });
    expect(sniffP(webp())).toEqual({ ok: true, type: "image/webp" });
    expect(MAX_CATALOGUE_PHOTO_BYTES).toBe(15 * 1024 * 1024);
  });

  it("refuses a renamed text file or PDF, names HEIC, and refuses a WebP whose RIFF length is not its size", () => {
    expect(sniffP(Buffer.from("Sound check list: mics, stands, cables\n"))).toEqual({ ok: false, refusal: "type" });
    expect(sniffP(tinyPdf())).toEqual({ ok: false, refusal: "type" });
    expect(sniffP(heic)).toEqual({ ok: false, refusal: "heic" });
    expect(sniffP(webp().subarray(0, 14))).toEqual({ ok: false, refusal: "truncated" });
    expect(sniffP(Buffer.concat([webp(), Buffer.from("tail")]))).toEqual({ ok: false, refusal: "truncated" });
  });

  it("refuses an empty file and one of 15 MB and one byte, naming the field and the limit", () => {
    expect(sniffPhoto({ head: new Uint8Array(0), tail: new Uint8Array(0), size: 0 })).toEqual({
      ok: false,
      refusal: "empty",
    });
    const head = tinyJpeg();
    expect(sniffPhoto({ head, tail: head, size: MAX_CATALOGUE_PHOTO_BYTES + 1 })).toEqual({
      ok: false,
      refusal: "too-large",
    });
    expect(PHOTO_UPLOAD_MESSAGES["too-large"]).toMatch(/^Photo: .*15 MB/);
  });

  it("refuses a photo that is also a web page", () => {
    const jpeg = tinyJpeg();
    const polyglot = Buffer.concat([jpeg.subarray(0, 20), Buffer.from("<script>alert(1)</script>"), jpeg.subarray(20)]);
    expect(sniffP(polyglot)).toEqual({ ok: false, refusal: "markup" });
  });
});
