// The staff routes as the role tests address them: every route under /admin
// from app/routes.ts, what each visitor may do there by STAFF_ROUTES, a real
// value for each parameter, and every spelling of each address.
import routes from "#app/routes.ts";
import { STAFF_ROUTES, type StaffRoutePermissions, accessAllows } from "#app/features/staff/staff-roles.ts";
import { PRODUCT, type Visitor, leadId, proofId, requestId } from "./staff-roles.test-support.ts";

// ---------------------------------------------------------------------------
// The route table, from app/routes.ts

export interface RouteEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

export interface AddressableRoute {
  id: string;
  file: string;
  /** The full path pattern, e.g. "admin/leads/:leadId". */
  path: string;
  /** The layouts above it, outermost first. */
  ancestors: string[];
}

export function addressable(
  entries: readonly RouteEntry[],
  parentPath = "",
  ancestors: string[] = [],
): AddressableRoute[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parentPath : [parentPath, entry.path].filter(Boolean).join("/");
    const own: AddressableRoute[] =
      entry.path !== undefined || entry.index
        ? [{ id: entry.id ?? entry.file.replace(/\.[^.]+$/, ""), file: entry.file, path, ancestors }]
        : [];
    return [...own, ...addressable(entry.children ?? [], path, [...ancestors, entry.file])];
  });
}

export const ADMIN_ROUTES = addressable(routes as RouteEntry[]).filter((route) => /^admin(\/|$)/i.test(route.path));

export function permissionsOf(file: string): StaffRoutePermissions | undefined {
  return (STAFF_ROUTES as Readonly<Record<string, StaffRoutePermissions>>)[file];
}

/** The pages anyone may open (signing in, the e-mailed links): their loaders need nobody signed in. */
export const isSignInPage = (route: AddressableRoute) => permissionsOf(route.file)?.loader === "anyone";

export const roleOf = (visitor: Visitor) => (visitor === "anonymous" ? undefined : visitor);

/** What a GET may do: every loader on the way asks, the layouts' included. */
export function mayRead(visitor: Visitor, route: AddressableRoute): boolean {
  return [...route.ancestors, route.file].every((file) => {
    const loader = permissionsOf(file)?.loader;
    return loader === undefined || accessAllows(roleOf(visitor), loader);
  });
}

export type PostExpectation = "allowed" | "refused" | "no-action";

/** What a POST may do: the layouts' sign-in first, then the route's action asks (405 where there is none). */
export function mayPost(visitor: Visitor, route: AddressableRoute): PostExpectation {
  const signedInEnough = route.ancestors.every((file) => {
    const loader = permissionsOf(file)?.loader;
    return loader === undefined || accessAllows(roleOf(visitor), loader);
  });
  if (!signedInEnough) return "refused";
  const action = permissionsOf(route.file)?.action;
  if (action === undefined) return "no-action";
  return accessAllows(roleOf(visitor), action) ? "allowed" : "refused";
}

/** A real value for each parameter, so a route that forgot its guard would answer with data, not a 404. */
export function fill(route: AddressableRoute): string {
  const photos = route.file === "routes/admin/catalogue-item-photos.tsx";
  const samples: Record<string, string> = {
    leadId,
    proofId,
    requestId,
    kind: photos ? "product" : "products",
    itemId: PRODUCT,
    token: "A".repeat(43),
    "*": "no-such-page",
  };
  return route.path
    .split("/")
    .map((segment) => {
      const name = segment === "*" ? "*" : segment.startsWith(":") ? segment.slice(1).replace(/\?$/, "") : undefined;
      if (name === undefined) return segment;
      const value = samples[name];
      if (value === undefined) throw new Error(`no sample value for :${name} in ${route.path}: add one to this test`);
      return value;
    })
    .join("/");
}

/** The route's address as written, in upper case, in mixed case and with a trailing slash; parameters keep their case. */
export function spellings(route: AddressableRoute): { label: string; path: string; data: boolean }[] {
  const segments = fill(route).split("/");
  const fixed = route.path.split("/").map((segment) => !segment.startsWith(":") && segment !== "*");
  const spell = (change: (segment: string, index: number) => string) =>
    `/${segments.map((segment, index) => (fixed[index] ? change(segment, index) : segment)).join("/")}`;
  const lower = spell((segment) => segment);
  const upper = spell((segment) => segment.toUpperCase());
  const mixed = spell((segment, index) =>
    [...segment].map((char, at) => ((at + index) % 2 === 0 ? char.toUpperCase() : char.toLowerCase())).join(""),
  );
  return [
    { label: "as written", path: lower, data: false },
    { label: "upper case", path: upper, data: false },
    { label: "mixed case", path: mixed, data: false },
    { label: "trailing slash", path: `${lower}/`, data: false },
    { label: ".data", path: `${lower}.data`, data: true },
    { label: ".data, upper case", path: `${upper}.data`, data: true },
    { label: ".data, mixed case", path: `${mixed}.data`, data: true },
    { label: ".data, this route only", path: `${lower}.data?_routes=${encodeURIComponent(route.id)}`, data: true },
  ];
}
