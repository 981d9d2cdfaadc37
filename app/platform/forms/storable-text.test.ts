import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { cappedOptionalText, cappedText, storableText } from "#app/platform/forms/storable-text.ts";

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

describe("cappedText", () => {
  it("cuts to the cap after dropping what no store keeps", () => {
    expect(cappedText("ab\u0000cdef", 4)).toBe("abcd");
    expect(cappedText("short", 100)).toBe("short");
  });

  it("never leaves half a surrogate pair at the end", () => {
    expect(cappedText("ab🎤", 3)).toBe("ab");
    expect(cappedText("ab🎤", 4)).toBe("ab🎤");
  });

  it("keeps null as null", () => {
    expect(cappedOptionalText(null, 10)).toBeNull();
    expect(cappedOptionalText(undefined, 10)).toBeNull();
    expect(cappedOptionalText("x".repeat(20), 10)).toBe("x".repeat(10));
  });
});
