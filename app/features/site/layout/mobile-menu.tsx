import { X } from "lucide-react";
import { Link, NavLink } from "react-router";
import { isNavGroup, mainNav, quoteLink } from "#app/features/site/layout/navigation.ts";

export const MOBILE_MENU_ID = "mobile-menu";

const linkBase = "block rounded-lg px-3 font-medium text-ink hover:bg-lavender aria-[current=page]:text-brand";
const linkClass = `${linkBase} py-2.5`;
const childLinkClass = `${linkBase} py-2 text-sm`;

/**
 * The menu for screens narrower than 768 px: a native modal dialog, with no
 * script. The header's button opens it (`command="show-modal"`); the close
 * button (`command="close"`), Esc and a click on the backdrop (`closedby`)
 * close it. While it is open the rest of the page is inert, and on closing the
 * browser returns focus to the button that opened it. A chosen link loads its
 * page, which replaces this one.
 */
export function MobileMenu() {
  return (
    <dialog id={MOBILE_MENU_ID} aria-labelledby="mobile-menu-title" closedby="any" className="sheet-dialog">
      <div className="flex items-center justify-between border-b border-line px-5 py-4">
        <h2 id="mobile-menu-title" className="text-lg font-bold text-navy">
          Menu
        </h2>
        <button
          type="button"
          commandfor={MOBILE_MENU_ID}
          command="close"
          aria-label="Close"
          className="rounded-md p-2 text-ink hover:bg-lavender"
        >
          <X className="size-5" aria-hidden="true" />
        </button>
      </div>
      <nav aria-label="Mobile" className="px-5 py-4">
        <ul className="grid gap-1">
          {mainNav.map((entry) => (
            <li key={entry.label}>
              <NavLink to={entry.to} end className={linkClass}>
                {entry.label}
              </NavLink>
              {isNavGroup(entry) ? (
                <ul className="mb-2 ml-3 grid gap-0.5 border-l border-line pl-3">
                  {entry.children.map((child) => (
                    <li key={child.to}>
                      <NavLink to={child.to} className={childLinkClass}>
                        {child.label}
                      </NavLink>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
        <Link
          to={quoteLink.to}
          className="mt-4 flex h-11 w-full items-center justify-center rounded-lg bg-amber font-semibold text-ink hover:bg-amber-light"
        >
          {quoteLink.label}
        </Link>
      </nav>
    </dialog>
  );
}
