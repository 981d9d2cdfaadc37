import { describe, expect, it } from "vitest";
import { shouldHydrate, staticPageHandle } from "./hydration";

describe("shouldHydrate", () => {
  it("skips React for a page whose routes all opt out", () => {
    expect(shouldHydrate([{ id: "root" }, { id: "routes/about", handle: staticPageHandle }])).toBe(false);
  });
  it("hydrates when any matched route needs React", () => {
    expect(
      shouldHydrate([{ id: "root" }, { id: "layout", handle: staticPageHandle }, { id: "routes/quote", handle: {} }]),
    ).toBe(true);
    expect(shouldHydrate([{ id: "root" }, { id: "routes/catalogue" }])).toBe(true);
  });
  it("hydrates when only the root matched (an error before any route)", () => {
    expect(shouldHydrate([{ id: "root" }])).toBe(true);
  });
});
