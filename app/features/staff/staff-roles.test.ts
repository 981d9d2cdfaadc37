import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import {
  STAFF_NAVIGATION,
  STAFF_ROUTES,
  accessAllows,
  accountChangeProblem,
  currentNavigationHref,
  homeFor,
  navigationFor,
  roleAllows,
} from "#app/features/staff/staff-roles.ts";

interface RouteEntry {
  file: string;
  path?: string;
  children?: RouteEntry[];
}

/** Every route of app/routes.ts with its full path, as React Router joins them. */
function flatten(entries: readonly RouteEntry[], parent = ""): { file: string; path: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : [parent, entry.path].filter(Boolean).join("/");
    return [{ file: entry.file, path }, ...flatten(entry.children ?? [], path)];
  });
}

const adminRoutes = flatten(routes as RouteEntry[]).filter(
  (route) => route.file.startsWith("routes/admin/") || /^admin(\/|$)/i.test(route.path),
);

describe("the permission of each staff route", () => {
  it("is declared for every route of the staff area in app/routes.ts, and for nothing else", () => {
    const declared = new Set<string>(Object.keys(STAFF_ROUTES));
    const routed = new Set(adminRoutes.map((route) => route.file));
    expect(
      [...routed].filter((file) => !declared.has(file)),
      "routes without a declared permission",
    ).toEqual([]);
    expect(
      [...declared].filter((file) => !routed.has(file)),
      "permissions of routes that do not exist",
    ).toEqual([]);
  });

  it("gives the owner everything, sales the leads and quotes, an editor the catalogue", () => {
    const allowed = (role: "owner" | "sales" | "editor") =>
      Object.entries(STAFF_ROUTES)
        .filter(([, access]) => "loader" in access && accessAllows(role, access.loader))
        .map(([file]) => file);
    expect(allowed("owner")).toEqual(Object.keys(STAFF_ROUTES).filter((file) => file !== "routes/admin/shell.tsx"));
    expect(allowed("sales")).toContain("routes/admin/lead-proof.ts");
    expect(allowed("sales")).not.toContain("routes/admin/staff.tsx");
    expect(allowed("sales")).not.toContain("routes/admin/catalogue-item.tsx");
    expect(allowed("editor")).toContain("routes/admin/catalogue-item.tsx");
    for (const file of ["routes/admin/inbox.tsx", "routes/admin/privacy-request.tsx", "routes/admin/lead-proof.ts"])
      expect(allowed("editor")).not.toContain(file);
  });

  it("lets every role read the stock sheet; only the catalogue permission changes it", () => {
    const stock = STAFF_ROUTES["routes/admin/catalogue-stock.tsx"];
    for (const role of ["owner", "sales", "editor"] as const) expect(accessAllows(role, stock.loader)).toBe(true);
    expect(accessAllows("sales", stock.action)).toBe(false);
    expect(accessAllows("editor", stock.action)).toBe(true);
    expect(roleAllows("sales", "catalogue")).toBe(false);
  });

  it("leaves the sign-in pages to anyone, and nothing else", () => {
    const open = Object.entries(STAFF_ROUTES)
      .filter(([, access]) => "loader" in access && access.loader === "anyone")
      .map(([file]) => file);
    expect(open).toEqual([
      "routes/admin/login.tsx",
      "routes/admin/forgot-password.tsx",
      "routes/admin/reset-password.tsx",
      "routes/admin/invitation.tsx",
    ]);
    expect(accessAllows(undefined, "signed-in")).toBe(false);
  });
});

describe("the navigation", () => {
  it("links each entry to the address of the route it names", () => {
    for (const link of STAFF_NAVIGATION) {
      const route = adminRoutes.find((candidate) => candidate.file === link.route);
      expect(`/${route?.path ?? ""}`, link.label).toBe(link.href);
    }
  });

  it("starts each role where it works, and shows it only the links it may follow", () => {
    expect(homeFor("owner")).toBe("/admin");
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
