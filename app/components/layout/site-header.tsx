import { NavigationMenu } from "radix-ui";
import { ChevronDown } from "lucide-react";
import { NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { isNavGroup, mainNav, menuTimings, quoteLink, type NavGroup } from "~/content/navigation";
import { useScrolled } from "~/hooks/use-scrolled";
import { cn } from "~/lib/cn";
import { Link } from "react-router";
import { BrandLogo } from "./brand-logo";
import { MobileMenu } from "./mobile-menu";

const topLinkClass =
  "inline-flex h-10 items-center gap-1 rounded-md px-3 text-[0.95rem] font-medium text-ink hover:bg-lavender hover:text-brand aria-[current=page]:text-brand";

function Dropdown({ group }: { group: NavGroup }) {
  return (
    <NavigationMenu.Item className="relative">
      <NavigationMenu.Trigger className={cn(topLinkClass, "group")}>
        {group.label}
        <ChevronDown
          className="size-4 transition-transform duration-200 group-data-[state=open]:rotate-180"
          aria-hidden="true"
        />
      </NavigationMenu.Trigger>
      <NavigationMenu.Content className="absolute left-0 top-full z-50 mt-2 w-[22rem] rounded-xl border border-line bg-white p-2 shadow-lg">
        <ul className="grid gap-1">
          {group.children.map((link) => (
            <li key={link.to}>
              <NavigationMenu.Link asChild>
                <NavLink to={link.to} className="block rounded-lg px-3 py-2 hover:bg-lavender aria-[current=page]:bg-lavender">
                  <span className="block font-semibold text-navy">{link.label}</span>
                  {link.description ? <span className="block text-sm text-muted">{link.description}</span> : null}
                </NavLink>
              </NavigationMenu.Link>
            </li>
          ))}
          <li className="border-t border-line pt-1">
            <NavigationMenu.Link asChild>
              <NavLink to={group.to} end className="block rounded-lg px-3 py-2 text-sm font-semibold text-brand hover:bg-lavender">
                All {group.label.toLowerCase()}
              </NavLink>
            </NavigationMenu.Link>
          </li>
        </ul>
      </NavigationMenu.Content>
    </NavigationMenu.Item>
  );
}

export function SiteHeader() {
  const scrolled = useScrolled();
  return (
    <header
      data-scrolled={scrolled ? "true" : "false"}
      className={cn("sticky top-0 z-40 border-b border-line bg-white/95 backdrop-blur transition-shadow", scrolled && "shadow-md")}
    >
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <BrandLogo />
        <NavigationMenu.Root
          aria-label="Main"
          delayDuration={menuTimings.hoverDelay}
          skipDelayDuration={menuTimings.skipDelay}
          className="hidden md:block"
        >
          <NavigationMenu.List className="flex items-center gap-1">
            {mainNav.map((entry) =>
              isNavGroup(entry) ? (
                <Dropdown key={entry.label} group={entry} />
              ) : (
                <NavigationMenu.Item key={entry.to}>
                  <NavigationMenu.Link asChild>
                    <NavLink to={entry.to} end={entry.to === "/"} className={topLinkClass}>
                      {entry.label}
                    </NavLink>
                  </NavigationMenu.Link>
                </NavigationMenu.Item>
              ),
            )}
          </NavigationMenu.List>
        </NavigationMenu.Root>
        <div className="flex items-center gap-2">
          <Button asChild variant="primary" size="sm" className="hidden sm:inline-flex">
            <Link to={quoteLink.to}>{quoteLink.label}</Link>
          </Button>
          <MobileMenu />
        </div>
      </div>
    </header>
  );
}
