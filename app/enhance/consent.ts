// The analytics consent notice and the tag manager behind it. The notice is
// in every page's HTML (hidden) when a container is configured; this shows it
// until the visitor chooses, remembers the choice, and loads the tag manager
// only after "Allow analytics". The notice sits in its own strip at the foot
// of the window: the page gets matching bottom padding so nothing is hidden
// behind it, and it is not a dialog, so focus is never trapped.
import {
  CONSENT_STORAGE_KEY,
  type ConsentChoice,
  isGtmId,
  readConsent,
  storedConsent,
  tagManagerUrl,
} from "~/lib/analytics-consent";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let loaded = false;

function loadTagManager(gtmId: string) {
  if (loaded) return;
  loaded = true;
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ "gtm.start": Date.now(), event: "gtm.js" });
  const script = document.createElement("script");
  script.async = true;
  script.src = tagManagerUrl(gtmId);
  // The tag manager passes this nonce on to the tags it injects.
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) script.nonce = nonce;
  document.head.append(script);
}

function storedChoice(): ConsentChoice | undefined {
  try {
    return readConsent(localStorage.getItem(CONSENT_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

export function setUpConsent() {
  const banner = document.querySelector<HTMLElement>("[data-consent-banner]");
  const gtmId = banner?.dataset.gtmId;
  if (!banner || !isGtmId(gtmId)) return;

  const show = () => {
    banner.hidden = false;
    document.body.style.paddingBottom = `${banner.offsetHeight}px`;
  };
  const hide = () => {
    banner.hidden = true;
    document.body.style.paddingBottom = "";
  };

  const choice = storedChoice();
  if (choice === "granted") loadTagManager(gtmId);
  else if (choice === undefined) show();

  document.addEventListener("click", (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest<HTMLElement>("[data-consent-choice]");
    if (button) {
      const chosen = button.dataset.consentChoice === "granted" ? "granted" : "denied";
      try {
        localStorage.setItem(CONSENT_STORAGE_KEY, storedConsent(chosen, new Date()));
      } catch {
        // Storage blocked: the choice holds for this page only.
      }
      hide();
      if (chosen === "granted") loadTagManager(gtmId);
      return;
    }
    if (target?.closest("[data-consent-open]")) {
      show();
      banner.querySelector<HTMLElement>("[data-consent-choice]")?.focus();
    }
  });
}
