// The analytics consent notice, rendered hidden into every public page when a
// tag manager is configured. The shell shows it until the visitor chooses and
// keeps the choice (app/features/privacy/consent-browser.ts). It is a plain form: its buttons
// post the choice to /consent, which keeps it and comes back here. It sits in
// a strip stuck to the foot of the window, after the footer, so at the end of
// the page it covers nothing; it is not a dialog and never takes or traps focus.
import { Link, useLocation } from "react-router";
import { useNonce } from "#app/platform/http/nonce.ts";
import {
  CONSENT_ACTION_PATH,
  CONSENT_BANNER_ID,
  CONSENT_SETTINGS_ID,
} from "#app/features/privacy/analytics-consent.ts";

export function ConsentBanner({ gtmId }: { gtmId: string }) {
  const { pathname, search } = useLocation();
  // The response's nonce: the shell gives it to the tag manager's script (app/features/privacy/consent-browser.ts).
  const nonce = useNonce();
  return (
    <section
      id={CONSENT_BANNER_ID}
      data-gtm-id={gtmId}
      nonce={nonce}
      hidden
      aria-label="Analytics cookies"
      className="sticky bottom-0 z-40 border-t border-line bg-white shadow-[0_-4px_16px_rgba(11,19,36,0.12)]"
    >
      <form
        method="post"
        action={CONSENT_ACTION_PATH}
        className="container-page flex flex-col gap-3 py-4 md:flex-row md:items-center md:justify-between"
      >
        <input type="hidden" name="returnTo" value={pathname + search} />
        <p className="max-w-3xl text-sm text-ink">
          May we use analytics cookies (Google Tag Manager) to see which pages help visitors plan their events? Nothing
          from Google loads unless you allow it. Either way, a form you send tells us which link or advert brought you
          here, noted in this tab only (no cookie).{" "}
          <Link to="/privacy" className="font-semibold text-brand underline">
            Privacy Notice
          </Link>
        </p>
        <div className="flex shrink-0 gap-3">
          <button
            type="submit"
            name="choice"
            value="denied"
            className="rounded-lg border-2 border-brand px-4 py-2 text-sm font-semibold text-brand hover:bg-lavender"
          >
            No thanks
          </button>
          <button
            type="submit"
            name="choice"
            value="granted"
            className="rounded-lg bg-brand px-4 py-2 text-sm font-semibold text-white hover:bg-brand-dark"
          >
            Allow analytics
          </button>
        </div>
      </form>
    </section>
  );
}

/** Reopens the notice; only shown when a tag manager is configured. */
export function ConsentSettingsButton() {
  return (
    <button
      type="button"
      id={CONSENT_SETTINGS_ID}
      aria-controls={CONSENT_BANNER_ID}
      className="text-slate-200 hover:text-white hover:underline"
    >
      Cookie settings
    </button>
  );
}
