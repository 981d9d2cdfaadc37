// Who on the staff may do what (issue 24): the owner everything, sales the
// leads and quotes, an editor the catalogue and the site's content. Every
// staff page is mapped to what it needs here, once, and the staff area's
// middleware checks it on every request, so a new page cannot forget to.
// Pure: the server and the navigation read the same rules.

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

/** Longest prefix first; anything not listed under /admin (a 404, sign-out, one's own account) needs a sign-in only. */
const PAGES: readonly { prefix: string; exact?: boolean; needs: StaffPermission }[] = [
  { prefix: "/admin", exact: true, needs: "leads" },
  { prefix: "/admin/leads", needs: "leads" },
  { prefix: "/admin/leads.csv", needs: "leads" },
  { prefix: "/admin/dashboard", needs: "leads" },
  { prefix: "/admin/privacy-requests", needs: "leads" },
  { prefix: "/admin/staff", needs: "accounts" },
  { prefix: "/admin/catalogue/stock", needs: "stock" },
  { prefix: "/admin/catalogue", needs: "catalogue" },
];

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}?`);
}

/** What a staff page needs, by its path. */
export function permissionFor(pathname: string): StaffPermission {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  for (const page of PAGES) {
    if (page.exact ? path === page.prefix : under(path, page.prefix)) return page.needs;
  }
  return "signed-in";
}

export function mayOpen(role: StaffRole, pathname: string): boolean {
  return roleAllows(role, permissionFor(pathname));
}

/** Where a member of staff starts: the inbox, or the catalogue editor for an editor. */
export function homeFor(role: StaffRole): string {
  return roleAllows(role, "leads") ? "/admin" : "/admin/catalogue";
}

/** The staff area's navigation, each link shown only to those who may follow it. */
export const STAFF_NAVIGATION: readonly { href: string; label: string; end?: boolean }[] = [
  { href: "/admin", label: "Inbox", end: true },
  { href: "/admin/dashboard", label: "Dashboard" },
  { href: "/admin/catalogue", label: "Catalogue" },
  { href: "/admin/catalogue/photos", label: "Photos" },
  { href: "/admin/catalogue/stock", label: "Stock" },
  { href: "/admin/emails", label: "E-mails" },
  { href: "/admin/staff", label: "Staff" },
  { href: "/admin/account", label: "My account" },
];

export function navigationFor(role: StaffRole) {
  return STAFF_NAVIGATION.filter((link) => mayOpen(role, link.href));
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
