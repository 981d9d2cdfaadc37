import { describe, expect, it } from "vitest";
import { sitePageHandle, staffPageHandle, usesStaffChrome } from "#app/platform/islands/route-handle.ts";

describe("usesStaffChrome", () => {
  it("uses the staff header when any matched route asks for it", () => {
    expect(
      usesStaffChrome([
        { id: "root" },
        { id: "routes/admin/shell", handle: staffPageHandle },
        { id: "routes/admin/inbox", handle: staffPageHandle },
      ]),
    ).toBe(true);
  });
  it("uses the site's header everywhere else, and when only the root matched (an error before any route)", () => {
    expect(usesStaffChrome([{ id: "root" }, { id: "routes/about", handle: sitePageHandle }])).toBe(false);
    expect(usesStaffChrome([{ id: "root" }])).toBe(false);
  });
});
