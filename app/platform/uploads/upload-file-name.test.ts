import { describe, expect, it } from "vitest";
import { sanitiseFileName, withExtension } from "#app/platform/uploads/upload-file-name.ts";

describe("sanitiseFileName", () => {
  it("keeps an ordinary name, accents and all", () => {
    expect(sanitiseFileName("Proof of payment (FNB) 26-11.pdf")).toBe("Proof of payment (FNB) 26-11.pdf");
    expect(sanitiseFileName("Zoë Nkosi-Müller EFT.png")).toBe("Zoë Nkosi-Müller EFT.png");
  });

  it("keeps only the last part of a path, and no markup, controls or direction overrides", () => {
    expect(sanitiseFileName("C:\\Users\\thandi\\Desktop\\slip.pdf")).toBe("slip.pdf");
    expect(sanitiseFileName("../../etc/passwd")).toBe("passwd");
    expect(sanitiseFileName('<img src=x onerror="alert(1)">.png')).toBe("_img src_x onerror_alert(1)_.png");
    expect(sanitiseFileName("invoice\u202Efdp.exe")).toBe("invoicefdp.exe");
    expect(sanitiseFileName("line\r\nbreak.jpg")).toBe("linebreak.jpg");
  });

  it("falls back to a plain name, and shortens a long one keeping its extension", () => {
    expect(sanitiseFileName("")).toBe("proof-of-payment");
    expect(sanitiseFileName(undefined)).toBe("proof-of-payment");
    expect(sanitiseFileName("...")).toBe("proof-of-payment");
    const long = sanitiseFileName(`${"a".repeat(300)}.jpeg`);
    expect(long).toHaveLength(100);
    expect(long.endsWith("a.jpeg")).toBe(true);
  });
});

describe("withExtension", () => {
  it("names the download by the type its bytes showed", () => {
    expect(withExtension("slip.pdf", "png")).toBe("slip.png");
    expect(withExtension("slip", "pdf")).toBe("slip.pdf");
  });
});
