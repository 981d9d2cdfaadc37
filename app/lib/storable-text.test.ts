import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { storableText } from "./storable-text";

describe("storableText", () => {
  it("drops NUL characters and replaces unpaired surrogates", () => {
    expect(storableText("Zo\u0000<b>")).toBe("Zo<b>");
    expect(storableText("a\ud800b\udfffc")).toBe("a\ufffdb\ufffdc");
    expect(storableText("\udc00\ud800")).toBe("\ufffd\ufffd");
    expect(storableText("🇿🇦 👩‍👩‍👧 e\u0301")).toBe("🇿🇦 👩‍👩‍👧 e\u0301");
  });

  it("leaves text a person can type unchanged, and always returns text both databases store", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const typed = text.replaceAll("\u0000", "");
        expect(storableText(typed)).toBe(typed);
      }),
    );
    fc.assert(
      fc.property(
        fc.string({
          unit: fc.oneof(fc.string({ unit: "binary", maxLength: 1 }), fc.constantFrom("\u0000", "\ud800", "\udfff")),
        }),
        (text) => {
          const stored = storableText(text);
          expect(stored.includes("\u0000")).toBe(false);
          expect(stored.isWellFormed()).toBe(true);
          expect(storableText(stored)).toBe(stored);
        },
      ),
    );
  });
});
