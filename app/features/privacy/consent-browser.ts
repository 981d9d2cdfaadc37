// The analytics consent notice and the tag manager behind it. The notice is
// in every page's HTML, hidden, when a container is configured; this shows it
// until the visitor chooses, keeps the choice in the consent cookie, and loads
// the tag manager only after "Allow analytics". Showing and hiding the
// server-rendered notice is all it does to the page.
import {
  CONSENT_BANNER_ID,
  CONSENT_SETTINGS_ID,
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  consentCookie,
  isGtmId,
  readConsent,
  readConsentCookie,
  tagManagerUrl,
} from "#app/features/privacy/analytics-consent.ts";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let loaded = false;

/**
 * The CSP admits the tag manager only through the response's nonce, taken
 * from the notice that names the container: a notice injected into the page
 * with another container cannot carry the nonce, so its container is refused.
 */
function loadTagManager(gtmId: string, nonce: string) {
  if (loaded || !nonce) return;
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = tagManagerUrl(gtmId);
  // The tag manager passes this nonce on to the tags it injects.
  script.nonce = nonce;
  document.head.append(script);
}

/** The visitor's choice: the consent cookie, else what an earlier version of the site kept in local storage. */
function storedChoice(): ConsentChoice | undefined {
  const fromCookie = readConsentCookie(document.cookie);
  if (fromCookie) return fromCookie;
  try {
    return readConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

export function setUpConsent() {
  const banner = document.getElementById(CONSENT_BANNER_ID);
  const form = banner?.querySelector("form");
  const gtmId = banner?.dataset.gtmId;
  if (!banner || !form || !isGtmId(gtmId)) return;

  const choice = storedChoice();
  if (choice === "granted") loadTagManager(gtmId, banner.nonce ?? "");
  else if (choice === undefined) banner.hidden = false;

  // The choice is kept here rather than by the form's post, so the visitor stays where they are on the page.
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const chosen: ConsentChoice =
      (event.submitter as HTMLButtonElement | null)?.value === "granted" ? "granted" : "denied";
    document.cookie = consentCookie(chosen, new Date(), location.protocol === "https:");
    banner.hidden = true;
    if (chosen === "granted") loadTagManager(gtmId, banner.nonce ?? "");
  });

  document.getElementById(CONSENT_SETTINGS_ID)?.addEventListener("click", () => {
    banner.hidden = false;
    banner.querySelector("button")?.focus();
  });
}
