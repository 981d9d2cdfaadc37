// The shell's browser duties on every page, none of them visual: reporting
// script errors and web vitals, the analytics consent notice and the tag
// manager behind it, remembering a missing page's address for the call-back
// form and where the visit came from for the lead forms, and offline support.
// The page itself needs no script: the header's menus are native popovers and
// a dialog, the header's shadow and the sections' fade-in are CSS, and what
// React renders is an island of its own.
import { NOT_FOUND_REFERRER_KEY } from "#app/ui/not-found-copy.ts";
import { setUpConsent } from "#app/features/privacy/consent-browser.ts";
import { startTelemetry } from "#app/platform/telemetry/telemetry-browser.ts";
import { VISIT_SOURCE_STORAGE_KEY } from "#app/features/leads/attribution/visit-source-keys.ts";
import { rememberVisitSource } from "#app/features/leads/attribution/visit-source-browser.ts";

/** The not-found page marks itself; the call-back form sends its address as the referrer, so sales see what was missing. */
function rememberNotFound() {
  if (!document.querySelector("[data-not-found]")) return;
  try {
    sessionStorage.setItem(NOT_FOUND_REFERRER_KEY, location.href);
  } catch {
    // Nothing else depends on it.
  }
}

/**
 * On the first page of a visit only, notes where it came from (decision 036).
 * Part of the shell rather than a chunk of its own: under a kilobyte, and the
 * shell is cached, so a first visit makes no extra request for it.
 */
function rememberVisitSourceOnce() {
  try {
    if (sessionStorage.getItem(VISIT_SOURCE_STORAGE_KEY) !== null) return;
  } catch {
    return;
  }
  rememberVisitSource();
}

/* Offline support (spec section 2: the app registers a service worker). After
   the load event, so it never competes with the page for the network; this
   script itself loads after the first paint, often after that event. */
function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch(() => {
      // No offline support (e.g. private browsing); the site works the same.
    });
  };
  if (document.readyState === "complete") register();
  else window.addEventListener("load", register);
}

/** The end of the current task: the browser may handle input and paint before the next step runs. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/* Start-up runs as a few short tasks rather than one long one, so a slow phone
   never stops answering taps while it runs. */
async function start() {
  // Errors are reported from the start, so a failing start-up of anything on the page is seen too.
  const observeWebVitals = startTelemetry();
  rememberNotFound();
  rememberVisitSourceOnce();
  await nextTask();
  observeWebVitals();
  await nextTask();
  setUpConsent();
  registerServiceWorker();
  // The shell loads after the first paint; tests wait for this before they use what it sets up.
  document.documentElement.dataset.shell = "ready";
}

void start();
