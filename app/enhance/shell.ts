// The shell's behaviour in plain DOM code: header dropdowns, the mobile menu,
// the header shadow, fade-in sections and a few page helpers. It runs on every
// page, hydrated or not, and listens on the document, so markup that React
// renders later is handled the same way. Everything works without it too.
import { menuTimings } from "~/content/navigation";
import { relativeTime } from "~/lib/blog";
import { ERROR_RELOAD_DELAY_MS, NOT_FOUND_REFERRER_KEY } from "~/lib/not-found";
import { pathToRestore, RESTORE_PATH_KEY } from "~/lib/restore-path";
import { headerHasShadow } from "~/lib/scroll";
import { setUpConsent } from "./consent";
import { startTelemetry } from "./telemetry";

const root = document.documentElement;

function restoreSavedPath(): boolean {
  try {
    const saved = sessionStorage.getItem(RESTORE_PATH_KEY);
    sessionStorage.removeItem(RESTORE_PATH_KEY);
    const target = pathToRestore(saved, location.pathname + location.search + location.hash);
    if (target) {
      location.replace(target);
      return true;
    }
  } catch {
    // Session storage can be unavailable (private browsing, blocked storage).
  }
  return false;
}

/* Header shadow after 10 px of scroll. */
function trackScroll() {
  const update = () => {
    const header = document.querySelector<HTMLElement>("[data-site-header]");
    if (header) header.dataset.scrolled = String(headerHasShadow(window.scrollY));
  };
  update();
  window.addEventListener("scroll", update, { passive: true });
}

/* Dropdown menus: open on hover after 200 ms (at once within 300 ms of another
   menu closing), close 150 ms after the pointer leaves, toggle on click. */
function setUpDropdowns() {
  let openMenu: HTMLElement | null = null;
  let openTimer = 0;
  let closeTimer = 0;
  let lastClosedAt = -Infinity;
  // A mouse click right after a hover opened the menu should not close it again.
  let openedByHover = false;

  const triggerOf = (menu: HTMLElement) => menu.querySelector<HTMLButtonElement>("[data-menu-trigger]");

  const close = (menu: HTMLElement) => {
    delete menu.dataset.open;
    triggerOf(menu)?.setAttribute("aria-expanded", "false");
    if (openMenu === menu) openMenu = null;
    lastClosedAt = performance.now();
  };
  const open = (menu: HTMLElement) => {
    if (openMenu && openMenu !== menu) close(openMenu);
    menu.dataset.open = "";
    triggerOf(menu)?.setAttribute("aria-expanded", "true");
    openMenu = menu;
  };

  for (const trigger of document.querySelectorAll<HTMLButtonElement>("[data-menu-trigger]")) {
    trigger.setAttribute("aria-expanded", "false");
  }

  const menuFrom = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLElement>("[data-menu]") : null;

  document.addEventListener("pointerover", (event) => {
    if ((event as PointerEvent).pointerType === "touch") return;
    const menu = menuFrom(event.target);
    if (!menu) return;
    window.clearTimeout(closeTimer);
    if (menu === openMenu) return;
    window.clearTimeout(openTimer);
    const skip = openMenu !== null || performance.now() - lastClosedAt < menuTimings.skipDelay;
    openTimer = window.setTimeout(
      () => {
        open(menu);
        openedByHover = true;
      },
      skip ? 0 : menuTimings.hoverDelay,
    );
  });
  document.addEventListener("pointerout", (event) => {
    const menu = menuFrom(event.target);
    if (!menu || menu.contains(event.relatedTarget as Node | null)) return;
    window.clearTimeout(openTimer);
    if (menu === openMenu) {
      closeTimer = window.setTimeout(() => close(menu), menuTimings.closeDelay);
    }
  });
  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const trigger = target?.closest<HTMLButtonElement>("[data-menu-trigger]");
    const menu = menuFrom(target);
    if (trigger && menu) {
      window.clearTimeout(openTimer);
      window.clearTimeout(closeTimer);
      const mouseClick = (event as MouseEvent).detail > 0;
      if (menu === openMenu && !(openedByHover && mouseClick)) close(menu);
      else open(menu);
      openedByHover = false;
      return;
    }
    // A chosen link or a click elsewhere closes the open menu.
    if (openMenu && (!menu || target?.closest("a"))) close(openMenu);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !openMenu) return;
    const menu = openMenu;
    close(menu);
    triggerOf(menu)?.focus();
  });
  document.addEventListener("focusout", (event) => {
    const menu = menuFrom(event.target);
    if (menu && menu === openMenu && !menu.contains(event.relatedTarget as Node | null)) close(menu);
  });
}

/* Dialogs (the mobile menu): native modal <dialog>, focus kept inside. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

function setUpDialogs() {
  for (const opener of document.querySelectorAll<HTMLElement>("[data-dialog-open]")) {
    // Without this script the opener is a plain link to the footer navigation.
    opener.setAttribute("role", "button");
    opener.setAttribute("aria-haspopup", "dialog");
    opener.setAttribute("aria-expanded", "false");
  }
  let lastOpener: HTMLElement | null = null;

  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const opener = target?.closest<HTMLElement>("[data-dialog-open]");
    if (opener) {
      const dialog = document.getElementById(opener.dataset.dialogOpen ?? "");
      if (dialog instanceof HTMLDialogElement) {
        event.preventDefault();
        lastOpener = opener;
        dialog.showModal();
        opener.setAttribute("aria-expanded", "true");
        dialog.querySelector<HTMLElement>(FOCUSABLE)?.focus();
      }
      return;
    }
    const dialog = target?.closest("dialog");
    if (!(dialog instanceof HTMLDialogElement) || !dialog.open) return;
    // The backdrop, a close button or a chosen link closes the dialog.
    if (target === dialog || target?.closest("[data-dialog-close]") || target?.closest("a[href]")) dialog.close();
  });

  document.addEventListener("keydown", (event) => {
    if (event.key === " " && (event.target as Element | null)?.matches?.("a[data-dialog-open]")) {
      event.preventDefault();
      (event.target as HTMLElement).click();
      return;
    }
    if (event.key !== "Tab") return;
    const dialog = document.querySelector<HTMLDialogElement>("dialog[open]");
    if (!dialog) return;
    const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    const active = document.activeElement;
    if (event.shiftKey && (active === first || !dialog.contains(active))) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  });

  document.addEventListener(
    "close",
    (event) => {
      if (!(event.target instanceof HTMLDialogElement)) return;
      const opener = lastOpener;
      lastOpener = null;
      if (opener) {
        opener.setAttribute("aria-expanded", "false");
        opener.focus();
      }
    },
    true,
  );
}

/* Sections fade in the first time they scroll into view. Only sections below
   the fold are hidden, and CSS ignores that state under reduced motion. */
const revealObserver =
  "IntersectionObserver" in window
    ? new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            (entry.target as HTMLElement).dataset.reveal = "shown";
            revealObserver?.unobserve(entry.target);
          }
        },
        { rootMargin: "0px 0px -10% 0px" },
      )
    : null;

function prepareReveal(scope: ParentNode) {
  if (!revealObserver) return;
  // All positions are read before any section is hidden: reading after a write would lay the page out again.
  const belowFold = [...scope.querySelectorAll<HTMLElement>('[data-reveal=""]')].filter(
    (section) => section.getBoundingClientRect().top > window.innerHeight,
  );
  for (const section of belowFold) {
    section.dataset.reveal = "pending";
    revealObserver.observe(section);
  }
}

/* Page helpers, applied to the page and to anything rendered later. */
function rememberNotFound(scope: ParentNode) {
  if (!scope.querySelector("[data-not-found]")) return;
  try {
    // The call-back form sends this as its referrer, so sales see what was missing.
    sessionStorage.setItem(NOT_FOUND_REFERRER_KEY, location.href);
  } catch {
    // Nothing else depends on it.
  }
}

/* Publication times: the HTML holds the date; the reader sees "3 days ago", true today. */
function refreshRelativeTimes(scope: ParentNode) {
  const now = new Date();
  for (const time of scope.querySelectorAll<HTMLTimeElement>("time[data-relative-time]")) {
    const text = relativeTime(time.dateTime, now);
    if (text) time.textContent = text;
  }
}

function enhance(scope: ParentNode) {
  prepareReveal(scope);
  rememberNotFound(scope);
  refreshRelativeTimes(scope);
}

/* Share: the device's share sheet where there is one, else copy the link. */
async function share(button: HTMLElement) {
  const url = location.href;
  if (typeof navigator.share === "function") {
    try {
      await navigator.share({ title: button.dataset.shareTitle, text: button.dataset.shareText, url });
    } catch (error) {
      console.error(error);
    }
    return;
  }
  try {
    await navigator.clipboard.writeText(url);
    window.alert("Link copied to clipboard!");
  } catch (error) {
    console.error(error);
  }
}

/** A short message in the page's status region (the reload notice). */
function announce(message: string) {
  let region = document.getElementById("shell-status");
  if (!region) {
    region = document.createElement("div");
    region.id = "shell-status";
    region.setAttribute("role", "status");
    region.className = "shell-toast";
    document.body.append(region);
  }
  region.textContent = message;
  region.dataset.visible = "";
}

function setUpActions() {
  document.addEventListener("click", (event) => {
    const target = event.target as Element | null;
    const shareButton = target?.closest<HTMLElement>("[data-share]");
    if (shareButton) {
      void share(shareButton);
      return;
    }
    if (target?.closest("[data-reload-page]")) {
      announce("Reloading page…");
      window.setTimeout(() => location.reload(), ERROR_RELOAD_DELAY_MS);
      return;
    }
    const mapButton = target?.closest<HTMLButtonElement>("[data-map-show]");
    const map = mapButton?.closest<HTMLElement>("[data-map]");
    if (map?.dataset.mapSrc) {
      const frame = document.createElement("iframe");
      frame.src = map.dataset.mapSrc;
      frame.title = map.dataset.mapTitle ?? "Map";
      frame.loading = "lazy";
      frame.referrerPolicy = "no-referrer-when-downgrade";
      frame.className = "aspect-[4/3] w-full rounded-2xl border-0";
      map.replaceChildren(frame);
    }
  });
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
   never stops answering taps while it runs: what the visitor may use at once
   (menus, dialogs, page actions) first, then the rest. */
async function start() {
  root.classList.add("js");
  // Errors are reported from the start, so a page script's failing start-up is seen too.
  const observeWebVitals = startTelemetry();
  setUpDropdowns();
  setUpDialogs();
  setUpActions();
  enhance(document);
  // React renders new pages into the document on client-side navigation.
  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) enhance(node.parentElement ?? node);
    }
  }).observe(document.body, { childList: true, subtree: true });
  await nextTask();
  trackScroll();
  await nextTask();
  observeWebVitals();
  await nextTask();
  setUpConsent();
  registerServiceWorker();
  // The shell loads after the first paint; tests wait for this before using it.
  root.dataset.shell = "ready";
}

if (!restoreSavedPath()) void start();
