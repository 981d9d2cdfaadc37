import { ChevronDown, Menu } from "lucide-react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { isNavGroup, mainNav, quoteLink, type NavGroup } from "~/content/navigation";
import { QuoteCountIsland } from "~/islands/quote-count";
import { BrandLogo } from "./brand-logo";
import { MobileMenu, MOBILE_MENU_ID } from "./mobile-menu";

const topLinkClass =
  "inline-flex h-10 items-center gap-1 rounded-md px-3 text-[0.95rem] font-medium text-ink hover:bg-lavender hover:text-brand aria-[current=page]:text-brand";

/**
 * A disclosure menu. The shell script opens it on hover and click; without
 * script, CSS shows it on hover and keyboard focus (see app.css).
 */
function Dropdown({ group }: { group: NavGroup }) {
  const panelId = `menu-${group.label.toLowerCase()}`;
  return (
    <li className="relative" data-menu>
      <button type="button" className={`${topLinkClass} group`} aria-controls={panelId} data-menu-trigger>
        {group.label}
        <ChevronDown
          className="size-4 transition-transform duration-200 group-aria-expanded:rotate-180"
          aria-hidden="true"
        />
      </button>
      <div id={panelId} className="menu-panel absolute left-0 top-full z-50 w-[22rem] pt-2">
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
      data-site-header
      className="sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur transition-shadow data-[scrolled=true]:shadow-md"
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <BrandLogo />
        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
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
          <Button asChild variant="primary" size="sm" className="relative hidden sm:inline-flex">
            <Link to={quoteLink.to}>
              {quoteLink.label} <QuoteCountIsland />
            </Link>
          </Button>
          {/* Without script this jumps to the footer's links; the shell script opens the menu dialog. */}
          <a
            href="#footer-navigation"
            data-dialog-open={MOBILE_MENU_ID}
            aria-controls={MOBILE_MENU_ID}
            aria-label="Open menu"
            className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-lavender md:hidden"
          >
            <Menu className="size-6" aria-hidden="true" />
          </a>
        </div>
      </div>
      <MobileMenu />
    </header>
  );
}
