import { describe, expect, it } from "vitest";
import { leadFormPageHandle, shouldHydrate, staffPageHandle, staticPageHandle, usesLeadForms, usesStaffChrome } from "./hydration";

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
  it("skips React for staff pages, whose routes all carry the staff handle", () => {
    expect(shouldHydrate([{ id: "root" }, { id: "routes/admin/layout", handle: staffPageHandle }, { id: "routes/admin/lead", handle: staffPageHandle }])).toBe(false);
    expect(shouldHydrate([{ id: "root" }, { id: "routes/admin/login", handle: staffPageHandle }])).toBe(false);
  });
  it("hydrates a staff page if one of its routes has no handle", () => {
    expect(shouldHydrate([{ id: "root" }, { id: "routes/admin/layout", handle: staffPageHandle }, { id: "routes/admin/x" }])).toBe(true);
  });
});

describe("usesStaffChrome", () => {
  it("is true when any matched route asks for the staff header", () => {
    expect(usesStaffChrome([{ id: "root" }, { id: "routes/admin/layout", handle: staffPageHandle }])).toBe(true);
    expect(
      usesStaffChrome([{ id: "root" }, { id: "routes/admin/layout", handle: staffPageHandle }, { id: "routes/admin/lead", handle: {} }]),
    ).toBe(true);
    expect(usesStaffChrome([{ id: "root", handle: { chrome: "staff" } }])).toBe(true);
  });
  it("is false for public pages", () => {
    expect(usesStaffChrome([{ id: "root" }])).toBe(false);
    expect(usesStaffChrome([])).toBe(false);
    expect(usesStaffChrome([{ id: "root" }, { id: "routes/about", handle: staticPageHandle }])).toBe(false);
    expect(usesStaffChrome([{ id: "root" }, { id: "routes/quote", handle: { chrome: "site" } }, { id: "routes/x", handle: null }])).toBe(false);
    expect(usesStaffChrome([{ id: "root" }, { id: "routes/x", handle: "staff" }])).toBe(false);
  });
});

describe("lead form pages", () => {
  it("are not hydrated and ask for the form script", () => {
    const matches = [{ id: "root" }, { id: "routes/contact", handle: leadFormPageHandle }];
    expect(shouldHydrate(matches)).toBe(false);
    expect(usesLeadForms(matches)).toBe(true);
  });
  it("other pages do not load the form script", () => {
    expect(usesLeadForms([{ id: "root" }, { id: "routes/about", handle: staticPageHandle }])).toBe(false);
    expect(usesLeadForms([{ id: "root" }, { id: "routes/catalogue" }])).toBe(false);
    expect(usesLeadForms([{ id: "root" }, { id: "routes/x", handle: { leadForms: "yes" } }])).toBe(false);
  });
});
