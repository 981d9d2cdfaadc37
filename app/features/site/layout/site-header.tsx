import { ChevronDown, Menu } from "lucide-react";
import type { CSSProperties } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "#app/ui/button.tsx";
import {
  HEADER_SHADOW_OFFSET,
  isNavGroup,
  mainNav,
  menuTimings,
  quoteLink,
  type NavGroup,
} from "#app/features/site/layout/navigation.ts";
import { QuoteCountIsland } from "#app/features/quotes/components.tsx";
import { BrandLogo } from "#app/features/site/layout/brand-logo.tsx";
import { MobileMenu, MOBILE_MENU_ID } from "#app/features/site/layout/mobile-menu.tsx";

const topLinkClass =
  "inline-flex h-10 items-center gap-1 rounded-md px-2 lg:px-3 text-[0.95rem] font-medium text-ink hover:bg-lavender hover:text-brand aria-[current=page]:text-brand";

/** The spec's numbers (section 9), handed to the CSS that uses them (app.css: header, dropdowns). */
const headerTimings = {
  "--menu-hover-delay": `${menuTimings.hoverDelay}ms`,
  "--menu-close-delay": `${menuTimings.closeDelay}ms`,
  "--menu-skip-delay": `${menuTimings.skipDelay}ms`,
  "--header-shadow-offset": `${HEADER_SHADOW_OFFSET}px`,
} as CSSProperties;

export function menuPanelId(group: NavGroup): string {
  return `menu-${group.label.toLowerCase()}`;
}

/**
 * A dropdown with no script: the panel is a native popover its button opens
 * and closes (click, Enter, Space; Esc and a click elsewhere close it too, and
 * the browser puts focus back on the button when it was inside). Hovering shows
 * it with the spec's delays, in CSS (app.css, header dropdowns).
 */
function Dropdown({ group }: { group: NavGroup }) {
  const panelId = menuPanelId(group);
  return (
    <li>
      <button type="button" popoverTarget={panelId} className={`${topLinkClass} menu-trigger`}>
        {group.label}
        <ChevronDown className="size-4 transition-transform duration-200" aria-hidden="true" />
      </button>
      <div id={panelId} popover="auto" className="menu-panel">
        <ul className="grid gap-1 rounded-xl border border-line bg-white p-2 shadow-lg">
          {group.children.map((link) => (
            <li key={link.to}>
              <NavLink
                to={link.to}
                className="block rounded-lg px-3 py-2 hover:bg-lavender aria-[current=page]:bg-lavender"
              >
                <span className="block font-semibold text-navy">{link.label}</span>
                {link.description ? <span className="block text-sm text-muted">{link.description}</span> : null}
              </NavLink>
            </li>
          ))}
          <li className="border-t border-line pt-1">
            <NavLink
              to={group.to}
              end
              className="block rounded-lg px-3 py-2 text-sm font-semibold text-brand hover:bg-lavender"
            >
              All {group.label.toLowerCase()}
            </NavLink>
          </li>
        </ul>
      </div>
    </li>
  );
}

export function SiteHeader() {
  return (
    <header
      style={headerTimings}
      className="site-header sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur"
    >
      <div className="container-page flex h-16 items-center justify-between gap-3 lg:gap-4">
        <BrandLogo />
        <nav aria-label="Main" className="main-nav hidden md:block">
          <ul className="flex items-center lg:gap-1">
            {mainNav.map((entry) =>
              isNavGroup(entry) ? (
                <Dropdown key={entry.label} group={entry} />
              ) : (
                <li key={entry.to}>
                  <NavLink to={entry.to} end={entry.to === "/"} className={topLinkClass}>
                    {entry.label}
                  </NavLink>
                </li>
              ),
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <Button asChild variant="primary" size="sm" className="relative max-sm:hidden">
            <Link to={quoteLink.to}>
              {quoteLink.label} <QuoteCountIsland />
            </Link>
          </Button>
          {/* Opens the menu dialog with no script (Invoker Commands). */}
          <button
            type="button"
            commandfor={MOBILE_MENU_ID}
            command="show-modal"
            aria-haspopup="dialog"
            aria-controls={MOBILE_MENU_ID}
            aria-label="Open menu"
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-lavender md:hidden"
          >
            <Menu className="size-6" aria-hidden="true" />
          </button>
        </div>
      </div>
      <MobileMenu />
    </header>
  );
}
