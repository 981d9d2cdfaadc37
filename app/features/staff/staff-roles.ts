// Who on the staff may do what (issue 24): the owner everything, sales the
// leads and quotes, an editor the catalogue and the site's content. The
// permission each staff route needs is declared here, once, by the route's
// module; its loader and action ask for it (requireStaff, decision 048), so no
// spelling of an address reaches a route without it. Pure: the server, the
// navigation and the route-table test read the same rules.

export const STAFF_ROLES = ["owner", "sales", "editor"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** Accounts made on the command line (the first owner) and every account from before roles. */
export const DEFAULT_STAFF_ROLE: StaffRole = "owner";

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: "Owner",
  sales: "Sales",
  editor: "Editor",
};

export const STAFF_ROLE_DESCRIPTIONS: Readonly<Record<StaffRole, string>> = {
  owner: "Everything, including staff accounts",
  sales: "Leads, quotes and the dashboard",
  editor: "The catalogue and the site's content",
};

// "stock": reading the stock sheet; sales read it to promise dates, only "catalogue" changes it (decision 044).
export const STAFF_PERMISSIONS = ["leads", "catalogue", "stock", "accounts", "signed-in"] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const GRANTS: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: ["leads", "catalogue", "stock", "accounts", "signed-in"],
  sales: ["leads", "stock", "signed-in"],
  editor: ["catalogue", "stock", "signed-in"],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);
}

export function roleAllows(role: StaffRole, permission: StaffPermission): boolean {
  return GRANTS[role].includes(permission);
}

/** Staff pages that anyone may open: signing in and the links sent by e-mail (their token is the check). */
export type StaffRouteAccess = StaffPermission | "anyone";

/** What a route's loader and action need, each only where the module has one. */
export interface StaffRoutePermissions {
  loader?: StaffRouteAccess;
  action?: StaffRouteAccess;
}

const both = <Access extends StaffRouteAccess>(access: Access) => ({ loader: access, action: access }) as const;

/**
 * Every route under /admin in app/routes.ts, by its module, with the permission
 * its loader and action ask for. A new staff route is added here, its loader
 * and action call requireStaff with its entry, and the route-table test
 * (tests/security/staff-roles.test.ts) tries it as every role.
 */
export const STAFF_ROUTES = {
  "routes/admin/login.tsx": both("anyone"),
  "routes/admin/forgot-password.tsx": both("anyone"),
  "routes/admin/reset-password.tsx": both("anyone"),
  "routes/admin/invitation.tsx": both("anyone"),
  // The outer frame has neither: it only marks every staff answer no-store.
  "routes/admin/shell.tsx": {},
  // The staff area's frame: who is signed in and the navigation.
  "routes/admin/protected.tsx": { loader: "signed-in" },
  "routes/admin/inbox.tsx": { loader: "leads" },
  "routes/admin/dashboard.tsx": { loader: "leads" },
  "routes/admin/dashboard-sources-csv.ts": { loader: "leads" },
  "routes/admin/emails.tsx": { loader: "signed-in" },
  "routes/admin/staff.tsx": both("accounts"),
  // Sales read the stock sheet to promise dates; only the catalogue permission changes it (decision 044).
  "routes/admin/catalogue-stock.tsx": { loader: "stock", action: "catalogue" },
  "routes/admin/catalogue-photos.tsx": { loader: "catalogue" },
  "routes/admin/catalogue-item-photos.tsx": both("catalogue"),
  "routes/admin/account.tsx": both("signed-in"),
  "routes/admin/catalogue.tsx": both("catalogue"),
  "routes/admin/catalogue-audit.tsx": { loader: "catalogue" },
  "routes/admin/catalogue-item.tsx": both("catalogue"),
  "routes/admin/leads-csv.ts": { loader: "leads" },
  "routes/admin/lead.tsx": both("leads"),
  "routes/admin/lead-quote-pdf.ts": { loader: "leads" },
  "routes/admin/lead-deposit.ts": both("leads"),
  "routes/admin/lead-proof.ts": { loader: "leads" },
  "routes/admin/lead-stock-hold.ts": both("leads"),
  "routes/admin/quote-edit.tsx": both("leads"),
  "routes/admin/privacy-request.tsx": both("leads"),
  "routes/admin/privacy-export.ts": { loader: "leads" },
  "routes/admin/logout.ts": both("signed-in"),
  "routes/admin/not-found.tsx": both("signed-in"),
} as const satisfies Record<string, StaffRoutePermissions>;

export type StaffRouteModule = keyof typeof STAFF_ROUTES;

/** May this role (or a visitor who is not signed in: undefined) use what `access` guards? */
export function accessAllows(role: StaffRole | undefined, access: StaffRouteAccess): boolean {
  if (access === "anyone") return true;
  return role !== undefined && roleAllows(role, access);
}

/** Where a member of staff starts: the first page of their navigation (the inbox, or the catalogue for an editor). */
export function homeFor(role: StaffRole): string {
  return navigationFor(role)[0]?.href ?? "/admin/account";
}

/** The staff area's navigation: each link names the route it opens, whose loader's permission decides who sees it. */
export const STAFF_NAVIGATION: readonly { href: string; label: string; route: StaffRouteModule; end?: boolean }[] = [
  { href: "/admin", label: "Inbox", route: "routes/admin/inbox.tsx", end: true },
  { href: "/admin/dashboard", label: "Dashboard", route: "routes/admin/dashboard.tsx" },
  { href: "/admin/catalogue", label: "Catalogue", route: "routes/admin/catalogue.tsx" },
  { href: "/admin/catalogue/photos", label: "Photos", route: "routes/admin/catalogue-photos.tsx" },
  { href: "/admin/catalogue/stock", label: "Stock", route: "routes/admin/catalogue-stock.tsx" },
  { href: "/admin/emails", label: "E-mails", route: "routes/admin/emails.tsx" },
  { href: "/admin/staff", label: "Staff", route: "routes/admin/staff.tsx" },
  { href: "/admin/account", label: "My account", route: "routes/admin/account.tsx" },
];

/** The links this role may follow, as the layout shows them. */
export function navigationFor(role: StaffRole): { href: string; label: string; end?: boolean }[] {
  const routes: Readonly<Record<StaffRouteModule, StaffRoutePermissions>> = STAFF_ROUTES;
  return STAFF_NAVIGATION.filter((link) => accessAllows(role, routes[link.route].loader ?? "anyone")).map(
    ({ href, label, end }) => (end ? { href, label, end } : { href, label }),
  );
}

/**
 * The link to mark as the current page: the most specific one whose address
 * is the path or (unless it must match exactly) a parent of it, so the stock
 * sheet marks Stock and not also Catalogue, whose address is its parent.
 */
export function currentNavigationHref(
  links: readonly { href: string; end?: boolean }[],
  pathname: string,
): string | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const matching = links.filter((link) => path === link.href || (!link.end && path.startsWith(`${link.href}/`)));
  return matching.sort((a, b) => b.href.length - a.href.length)[0]?.href;
}

/** An invitation link works for a week; a password-reset link for an hour. */
export const INVITATION_VALID_MS = 7 * 24 * 60 * 60_000;
export const PASSWORD_RESET_VALID_MS = 60 * 60_000;

export interface StaffAccountSummary {
  id: string;
  role: StaffRole;
}

/**
 * Why the owner may not make this change, or undefined when they may. The
 * staff area always keeps an owner, and nobody removes or demotes themself
 * (another owner must, so an account is never locked out by a slip).
 */
export function accountChangeProblem(
  change: { kind: "remove" } | { kind: "role"; role: StaffRole },
  actorId: string,
  target: StaffAccountSummary,
  accounts: readonly StaffAccountSummary[],
): string | undefined {
  if (target.id === actorId)
    return change.kind === "remove"
      ? "You cannot remove your own account. Another owner can."
      : "You cannot change your own role. Another owner can.";
  if (change.kind === "role" && change.role === target.role) return undefined;
  const owners = accounts.filter((account) => account.role === "owner").length;
  if (target.role === "owner" && owners <= 1) return "The staff area must keep at least one owner.";
  return undefined;
}
