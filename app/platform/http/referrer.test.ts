import { describe, expect, it } from "vitest";
import { REFERRER_MAX, resolveReferrer, truncateReferrer } from "#app/platform/http/referrer.ts";

describe("resolveReferrer", () => {
  it("prefers the given referrer, then the document's, then the current URL", () => {
    expect(resolveReferrer("https://site/old-page", "https://google.com/", "https://site/call-me-back")).toBe(
      "https://site/old-page",
    );
    expect(resolveReferrer("", "https://google.com/", "https://site/call-me-back")).toBe("https://google.com/");
    expect(resolveReferrer(null, "", "https://site/call-me-back")).toBe("https://site/call-me-back");
  });

  // Issue 21: a form post without JavaScript takes the Referer header, which
  // can be far longer than the payload allows; the lead was lost with a 500.
  it("cuts a referrer over 2,048 characters, wherever it came from", () => {
    const long = `https://www.sandtonsoundhire.co.za/?q=${"a".repeat(3000)}`;
    expect(REFERRER_MAX).toBe(2048);
    expect(resolveReferrer(long, null, "https://site/")).toBe(long.slice(0, 2048));
    expect(resolveReferrer(null, long, "https://site/")).toBe(long.slice(0, 2048));
    expect(resolveReferrer(null, null, long)).toBe(long.slice(0, 2048));
  });
});

describe("truncateReferrer", () => {
  it("leaves a referrer within the limit alone", () => {
    expect(truncateReferrer("https://site/a")).toBe("https://site/a");
    const exact = "b".repeat(REFERRER_MAX);
    expect(truncateReferrer(exact)).toBe(exact);
  });

  it("never cuts through a surrogate pair", () => {
    const cut = truncateReferrer(`${"c".repeat(REFERRER_MAX - 1)}🎤🎤`);
    expect(cut).toBe("c".repeat(REFERRER_MAX - 1));
    expect(cut.isWellFormed()).toBe(true);
  });
});
