// The analytics consent notice: rendered hidden into every public page when a
// tag manager is configured; the shell script shows it until the visitor
// chooses (app/enhance/consent.ts). Not a dialog: it never takes or traps focus.
import { Link } from "react-router";

export function ConsentBanner({ gtmId }: { gtmId: string }) {
  return (
    <section
      data-consent-banner
      data-gtm-id={gtmId}
      hidden
      aria-label="Analytics cookies"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-line bg-white shadow-[0_-4px_16px_rgba(11,19,36,0.12)]"
    >
      <div className="container-page flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between">
        <p className="max-w-3xl text-sm text-ink">
          May we use analytics cookies (Google Tag Manager) to see which pages help visitors plan their events? Nothing
          from Google loads unless you allow it.{" "}
          <Link to="/privacy" className="font-semibold text-brand underline">
            Privacy Notice
          </Link>
        </p>
        <div className="flex shrink-0 gap-3">
          <button
            type="button"
            data-consent-choice="denied"
            className="rounded-lg border-2 border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-lavender"
          >
            No thanks
          </button>
          <button
            type="button"
            data-consent-choice="granted"
            className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            Allow analytics
          </button>
        </div>
      </div>
    </section>
  );
}

/** Reopens the notice; only shown when a tag manager is configured. */
export function ConsentSettingsButton() {
  return (
    <button type="button" data-consent-open className="text-slate-200 hover:text-white hover:underline">
      Cookie settings
    </button>
  );
}
