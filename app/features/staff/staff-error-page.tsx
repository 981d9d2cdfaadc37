// What the staff area shows when a page cannot be served: in the staff
// area's own frame, with no details of the failure.
import { ShieldAlert } from "lucide-react";

const TITLES: Readonly<Record<number, string>> = {
  401: "Please sign in",
  403: "That request was refused",
  404: "Not found",
};

const DEFAULT_DETAIL: Readonly<Record<number, string>> = {
  401: "Sign in to the staff area first.",
  403: "This form has expired or did not come from the staff area. Reload the page and try again.",
  404: "There is no staff page or lead at this address. It may have been mistyped.",
};

export function StaffErrorPage({ status, detail }: { status: number; detail?: unknown }) {
  const title = TITLES[status] ?? "Something went wrong";
  // Only our own plain-text answers are shown; anything else gets the standard line.
  const text =
    typeof detail === "string" && detail.length > 0 && detail.length < 200
      ? detail
      : (DEFAULT_DETAIL[status] ?? "The page could not be shown. Please try again in a minute.");
  return (
    <main id="main-content" tabIndex={-1} className="flex flex-1 items-center justify-center bg-slate-50 px-4 py-16">
      <div className="max-w-md rounded-2xl border border-line bg-white p-8 text-center shadow-sm">
        <ShieldAlert className="mx-auto size-10 text-brand" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold text-navy">{title}</h1>
        <p className="mt-2 text-muted">{text}</p>
        <p className="mt-6 flex justify-center gap-4 text-sm font-semibold">
          <a href="/admin" className="text-brand underline-offset-4 hover:underline">
            Go to the inbox
          </a>
          <a href="/admin/login" className="text-brand underline-offset-4 hover:underline">
            Sign in
          </a>
        </p>
      </div>
    </main>
  );
}
