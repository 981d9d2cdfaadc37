import { describe, expect, it } from "vitest";
import {
  leadFormPageHandle,
  shouldHydrate,
  staffPageHandle,
  staticPageHandle,
  pageScriptOf,
  usesStaffChrome,
  cataloguePageHandle,
  quoteRequestPageHandle,
} from "./hydration";

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
    expect(
      shouldHydrate([
        { id: "root" },
        { id: "routes/admin/layout", handle: staffPageHandle },
        { id: "routes/admin/lead", handle: staffPageHandle },
      ]),
    ).toBe(false);
    expect(shouldHydrate([{ id: "root" }, { id: "routes/admin/login", handle: staffPageHandle }])).toBe(false);
  });
  it("hydrates a staff page if one of its routes has no handle", () => {
    expect(
      shouldHydrate([{ id: "root" }, { id: "routes/admin/layout", handle: staffPageHandle }, { id: "routes/admin/x" }]),
    ).toBe(true);
  });
});

describe("usesStaffChrome", () => {
  it("is true when any matched route asks for the staff header", () => {
    expect(usesStaffChrome([{ id: "root" }, { id: "routes/admin/layout", handle: staffPageHandle }])).toBe(true);
    expect(
      usesStaffChrome([
        { id: "root" },
        { id: "routes/admin/layout", handle: staffPageHandle },
        { id: "routes/admin/lead", handle: {} },
      ]),
    ).toBe(true);
    expect(usesStaffChrome([{ id: "root", handle: { chrome: "staff" } }])).toBe(true);
  });
  it("is false for public pages", () => {
    expect(usesStaffChrome([{ id: "root" }])).toBe(false);
    expect(usesStaffChrome([])).toBe(false);
    expect(usesStaffChrome([{ id: "root" }, { id: "routes/about", handle: staticPageHandle }])).toBe(false);
    expect(
      usesStaffChrome([
        { id: "root" },
        { id: "routes/quote", handle: { chrome: "site" } },
        { id: "routes/x", handle: null },
      ]),
    ).toBe(false);
    expect(usesStaffChrome([{ id: "root" }, { id: "routes/x", handle: "staff" }])).toBe(false);
  });
});

describe("lead form pages", () => {
  it("are not hydrated and ask for the form script", () => {
    const matches = [{ id: "root" }, { id: "routes/contact", handle: leadFormPageHandle }];
    expect(shouldHydrate(matches)).toBe(false);
    expect(pageScriptOf(matches)).toBe("lead-forms");
  });
  it("other pages do not load the form script", () => {
    expect(pageScriptOf([{ id: "root" }, { id: "routes/about", handle: staticPageHandle }])).toBeUndefined();
    expect(pageScriptOf([{ id: "root" }, { id: "routes/catalogue" }])).toBeUndefined();
    expect(pageScriptOf([{ id: "root" }, { id: "routes/x", handle: { pageScript: "yes" } }])).toBeUndefined();
  });
});

describe("catalogue and quote pages", () => {
  it("are not hydrated and name their own script", () => {
    const catalogue = [
      { id: "root" },
      { id: "routes/catalogue-layout", handle: cataloguePageHandle },
      { id: "routes/catalogue", handle: cataloguePageHandle },
    ];
    expect(shouldHydrate(catalogue)).toBe(false);
    expect(pageScriptOf(catalogue)).toBe("catalogue");
    const quote = [{ id: "root" }, { id: "routes/quote-request", handle: quoteRequestPageHandle }];
    expect(shouldHydrate(quote)).toBe(false);
    expect(pageScriptOf(quote)).toBe("quote-request");
  });
  it("the deepest route's script wins", () => {
    expect(
      pageScriptOf([
        { id: "root" },
        { id: "layout", handle: cataloguePageHandle },
        { id: "page", handle: leadFormPageHandle },
      ]),
    ).toBe("lead-forms");
  });
});
