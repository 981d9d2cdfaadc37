import { describe, expect, it } from "vitest";
import {
  accountChangeProblem,
  currentNavigationHref,
  homeFor,
  mayOpen,
  navigationFor,
  permissionFor,
  roleAllows,
} from "./staff-roles";

describe("what each role may open", () => {
  it("gives the owner everything", () => {
    for (const path of ["/admin", "/admin/leads/abc", "/admin/dashboard", "/admin/staff", "/admin/catalogue/products"])
      expect(mayOpen("owner", path)).toBe(true);
  });

  it("gives sales the leads and quotes, but not the catalogue editor or staff accounts", () => {
    expect(mayOpen("sales", "/admin")).toBe(true);
    expect(mayOpen("sales", "/admin/leads/abc/quote.pdf")).toBe(true);
    expect(mayOpen("sales", "/admin/leads.csv")).toBe(true);
    expect(mayOpen("sales", "/admin/privacy-requests/r1/export.json")).toBe(true);
    expect(mayOpen("sales", "/admin/catalogue")).toBe(false);
    expect(mayOpen("sales", "/admin/catalogue/products/line-array")).toBe(false);
    expect(mayOpen("sales", "/admin/staff")).toBe(false);
  });

  it("lets every role read the stock sheet; only the catalogue permission changes it", () => {
    for (const role of ["owner", "sales", "editor"] as const)
      expect(mayOpen(role, "/admin/catalogue/stock")).toBe(true);
    expect(permissionFor("/admin/catalogue/stock/")).toBe("stock");
    expect(mayOpen("sales", "/admin/catalogue/stocktake")).toBe(false);
    expect(roleAllows("sales", "catalogue")).toBe(false);
    expect(roleAllows("editor", "catalogue")).toBe(true);
  });

  it("gives an editor the catalogue and content, not the leads", () => {
    expect(mayOpen("editor", "/admin/catalogue")).toBe(true);
    expect(mayOpen("editor", "/admin")).toBe(false);
    expect(mayOpen("editor", "/admin/leads/abc")).toBe(false);
    expect(mayOpen("editor", "/admin/dashboard")).toBe(false);
    expect(mayOpen("editor", "/admin/staff")).toBe(false);
  });

  it("lets everyone signed in open their own account, the e-mail previews, sign-out and a 404", () => {
    for (const role of ["owner", "sales", "editor"] as const) {
      expect(mayOpen(role, "/admin/account")).toBe(true);
      expect(mayOpen(role, "/admin/emails")).toBe(true);
      expect(mayOpen(role, "/admin/logout")).toBe(true);
      expect(mayOpen(role, "/admin/no-such-page")).toBe(true);
    }
  });

  it("reads a path by its segments: a trailing slash counts, a longer word does not", () => {
    expect(permissionFor("/admin/")).toBe("leads");
    expect(permissionFor("/admin/staff/")).toBe("accounts");
    expect(permissionFor("/admin/staffroom")).toBe("signed-in");
    expect(permissionFor("/admin/catalogues")).toBe("signed-in");
  });

  it("starts each role where it works, and shows it only the links it may follow", () => {
    expect(homeFor("sales")).toBe("/admin");
    expect(homeFor("editor")).toBe("/admin/catalogue");
    expect(navigationFor("owner").map((link) => link.label)).toEqual([
      "Inbox",
      "Dashboard",
      "Catalogue",
      "Photos",
      "Stock",
      "E-mails",
      "Staff",
      "My account",
    ]);
    expect(navigationFor("sales").map((link) => link.label)).toEqual([
      "Inbox",
      "Dashboard",
      "Stock",
      "E-mails",
      "My account",
    ]);
    expect(navigationFor("editor").map((link) => link.label)).toEqual([
      "Catalogue",
      "Photos",
      "Stock",
      "E-mails",
      "My account",
    ]);
  });

  it("marks the most specific link as the current page", () => {
    const links = navigationFor("owner");
    expect(currentNavigationHref(links, "/admin")).toBe("/admin");
    expect(currentNavigationHref(links, "/admin/leads/0190f3c2")).toBeUndefined();
    expect(currentNavigationHref(links, "/admin/catalogue")).toBe("/admin/catalogue");
    expect(currentNavigationHref(links, "/admin/catalogue/products/powered-speaker-12-premium")).toBe(
      "/admin/catalogue",
    );
    expect(currentNavigationHref(links, "/admin/catalogue/stock")).toBe("/admin/catalogue/stock");
    expect(currentNavigationHref(links, "/admin/catalogue/stock/")).toBe("/admin/catalogue/stock");
    expect(currentNavigationHref(links, "/admin/catalogue/photos/product/fog-machine")).toBe("/admin/catalogue/photos");
    expect(currentNavigationHref(links, "/admin/catalogue-old")).toBeUndefined();
  });
});

describe("changes the owner may not make", () => {
  const owner = { id: "o1", role: "owner" as const };
  const secondOwner = { id: "o2", role: "owner" as const };
  const sales = { id: "s1", role: "sales" as const };

  it("never to their own account", () => {
    expect(accountChangeProblem({ kind: "remove" }, "o1", owner, [owner, secondOwner])).toBe(
      "You cannot remove your own account. Another owner can.",
    );
    expect(accountChangeProblem({ kind: "role", role: "sales" }, "o1", owner, [owner, secondOwner])).toBe(
      "You cannot change your own role. Another owner can.",
    );
  });

  it("never leaves the staff area without an owner", () => {
    const lastOwner = { id: "o3", role: "owner" as const };
    expect(accountChangeProblem({ kind: "remove" }, "x", lastOwner, [lastOwner, sales])).toBe(
      "The staff area must keep at least one owner.",
    );
    expect(accountChangeProblem({ kind: "role", role: "editor" }, "x", lastOwner, [lastOwner])).toBe(
      "The staff area must keep at least one owner.",
    );
  });

  it("allows the rest", () => {
    expect(accountChangeProblem({ kind: "remove" }, "o1", sales, [owner, sales])).toBeUndefined();
    expect(accountChangeProblem({ kind: "role", role: "owner" }, "o1", sales, [owner, sales])).toBeUndefined();
    expect(accountChangeProblem({ kind: "remove" }, "o1", secondOwner, [owner, secondOwner])).toBeUndefined();
  });
});
