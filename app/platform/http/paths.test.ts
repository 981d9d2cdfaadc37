import { describe, expect, it } from "vitest";
import { decodesAsPath } from "#app/platform/http/paths.ts";

describe("decodesAsPath", () => {
  it("accepts plain and well-encoded paths, refuses malformed percent-encoding", () => {
    expect(decodesAsPath("/catalogue/product/powered-speaker-12-premium")).toBe(true);
    expect(decodesAsPath("/blog/caf%C3%A9-sound")).toBe(true);
    expect(decodesAsPath("/api/quotes/%ED%A0%80/decisions")).toBe(false);
    expect(decodesAsPath("/100%")).toBe(false);
  });
});
