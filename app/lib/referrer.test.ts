import { describe, expect, it } from "vitest";
import { resolveReferrer } from "./referrer";

describe("resolveReferrer", () => {
  it("prefers the given referrer, then the document's, then the current URL", () => {
    expect(resolveReferrer("https://site/old-page", "https://google.com/", "https://site/call-me-back")).toBe(
      "https://site/old-page",
    );
    expect(resolveReferrer("", "https://google.com/", "https://site/call-me-back")).toBe("https://google.com/");
    expect(resolveReferrer(null, "", "https://site/call-me-back")).toBe("https://site/call-me-back");
  });
});
