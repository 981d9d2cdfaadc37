// The site's navigation, shared by the header, the mobile menu and the footer.
import { catalogueSections } from "#app/features/catalogue/index.ts";

export interface NavLink {
  label: string;
  to: string;
  description?: string;
}

export interface NavGroup {
  label: string;
  /** Landing page of the group, also the first link in its dropdown. */
  to: string;
  children: NavLink[];
}

export type NavEntry = NavLink | NavGroup;

export function isNavGroup(entry: NavEntry): entry is NavGroup {
  return "children" in entry;
}

export const servicesMenu: NavLink[] = [
  {
    label: "Corporate Events",
    to: "/services/corporate-events",
    description: "Conferences, product launches, year-end functions",
  },
  { label: "Weddings", to: "/services/weddings", description: "Ceremony, speeches and reception sound" },
  { label: "DJ Events", to: "/services/dj-events", description: "Club-grade speakers, subs and booth monitors" },
];

export const rentalsMenu: NavLink[] = catalogueSections.map((section) => ({
  label: section.name,
  to: section.route,
  description: section.description,
}));

export const mainNav: NavEntry[] = [
  { label: "Home", to: "/" },
  { label: "Services", to: "/services", children: servicesMenu },
  { label: "Rentals", to: "/catalogue", children: rentalsMenu },
  { label: "Blog", to: "/blog" },
  { label: "About", to: "/about" },
  { label: "Contact", to: "/contact" },
];

export const quoteLink: NavLink = { label: "Request Quote", to: "/quote-request" };
export const callBackLink: NavLink = { label: "Request a Call Back", to: "/call-me-back" };

/** Timings of the header dropdowns, in milliseconds (spec section 9), applied by CSS (app.css). */
export const menuTimings = { hoverDelay: 200, skipDelay: 300, closeDelay: 150 } as const;

/** Width below which the mobile menu replaces the header links (px). */
export const MOBILE_BREAKPOINT = 768;
/** Scroll distance after which the header casts a shadow (px). */
export const HEADER_SHADOW_OFFSET = 10;

// chunk-group: catalogue-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
