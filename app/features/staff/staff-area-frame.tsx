// The staff area's frame: the header with the company's mark, the navigation
// the role may follow (the current page marked), who is signed in and the
// sign-out form; the page below it.
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { CsrfField } from "#app/features/staff/auth/csrf-field.tsx";
import logoMark from "#app/assets/illustrations/logo-mark.svg";
import { business } from "#app/platform/business.ts";
import { currentNavigationHref } from "#app/features/staff/staff-roles.ts";

export interface StaffAreaFrameData {
  email: string;
  roleLabel: string;
  navigation: { href: string; label: string; end?: boolean }[];
}

const navLinkClass = (isActive: boolean) =>
  `rounded-md px-3 py-2 text-sm font-semibold ${isActive ? "bg-white/15 text-white" : "text-slate-200 hover:bg-white/10 hover:text-white"}`;

function StaffNavigation({ navigation, pathname }: { navigation: StaffAreaFrameData["navigation"]; pathname: string }) {
  const current = currentNavigationHref(navigation, pathname);
  return (
    <nav aria-label="Staff" className="flex flex-wrap gap-1">
      {navigation.map((link) => (
        <Link
          key={link.href}
          to={link.href}
          aria-current={link.href === current ? "page" : undefined}
          className={navLinkClass(link.href === current)}
        >
          {link.label}
        </Link>
      ))}
    </nav>
  );
}

function SignedInAs({ email, roleLabel }: { email: string; roleLabel: string }) {
  return (
    <div className="ml-auto flex min-w-0 flex-wrap items-center gap-3 text-sm">
      <span className="min-w-0 text-slate-200">
        Signed in as {/* A long address wraps at any character rather than widening the page on a phone. */}
        <span className="font-semibold text-white [overflow-wrap:anywhere]">{email}</span> ({roleLabel})
      </span>
      <Form method="post" action="/admin/logout">
        <CsrfField />
        <button
          type="submit"
          className="rounded-md border border-white/60 px-3 py-1.5 font-semibold text-white hover:bg-white hover:text-navy"
        >
          Sign out
        </button>
      </Form>
    </div>
  );
}

export function StaffAreaFrame({
  frame,
  pathname,
  children,
}: {
  frame: StaffAreaFrameData;
  pathname: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="bg-navy text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-3 sm:px-6">
          <a href="/admin" className="flex items-center gap-2.5 rounded-md">
            <img src={logoMark} alt="" width={32} height={32} className="size-8" />
            <span className="font-extrabold tracking-tight">{business.name}</span>
            <span className="rounded bg-amber px-2 py-0.5 text-xs font-bold uppercase tracking-wide text-ink">
              Staff
            </span>
          </a>
          <StaffNavigation navigation={frame.navigation} pathname={pathname} />
          <SignedInAs email={frame.email} roleLabel={frame.roleLabel} />
        </div>
      </header>
      {/* break-word, not the public pages' anywhere (app.css): a table sizes its columns to whole words, so
          "New" and "pending" never split in a cell; a long address wraps only where it would not fit. */}
      <main
        id="main-content"
        tabIndex={-1}
        className="mx-auto w-full max-w-7xl flex-1 px-4 py-8 [overflow-wrap:break-word] focus:outline-none sm:px-6"
      >
        {children}
      </main>
    </div>
  );
}
