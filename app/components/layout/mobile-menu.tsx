import { Menu } from "lucide-react";
import { useState } from "react";
import { Link, NavLink } from "react-router";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetTrigger } from "~/components/ui/sheet";
import { isNavGroup, mainNav, quoteLink } from "~/content/navigation";

const linkClass = "block rounded-lg px-3 py-2.5 font-medium text-ink hover:bg-lavender aria-[current=page]:text-brand";

/** The menu for screens narrower than 768 px: a sheet that traps focus while open. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="md:hidden" aria-label="Open menu">
          <Menu className="size-6" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" title="Menu" description="Site navigation">
        <nav aria-label="Mobile">
          <ul className="grid gap-1">
            {mainNav.map((entry) => (
              <li key={entry.label}>
                <NavLink to={entry.to} end onClick={close} className={linkClass}>
                  {entry.label}
                </NavLink>
                {isNavGroup(entry) ? (
                  <ul className="mb-2 ml-3 grid gap-0.5 border-l border-line pl-3">
                    {entry.children.map((child) => (
                      <li key={child.to}>
                        <NavLink to={child.to} onClick={close} className={`${linkClass} py-2 text-sm`}>
                          {child.label}
                        </NavLink>
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
          <Button asChild variant="primary" className="mt-4 w-full">
            <Link to={quoteLink.to} onClick={close}>
              {quoteLink.label}
            </Link>
          </Button>
        </nav>
      </SheetContent>
    </Sheet>
  );
}
