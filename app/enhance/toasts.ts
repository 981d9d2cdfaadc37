// Toasts in plain DOM code, so pages without React can show them too (the
// lead form script) and React pages need no toast library. The limits are
// the spec's (section 9): three shown at once, newest on top, 356 px wide
// with a 14 px gap, closing after 4 s (3 s for form answers), at most ten kept.
import { admitToast, toastLimits, type ToastVariant } from "~/lib/toast-policy";

export interface NotifyOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Defaults to 4000 ms; form actions use 3000 ms. */
  duration?: number;
}

interface LiveToast {
  element: HTMLLIElement;
  remainingMs: number;
  startedAt: number;
  timer: number;
}

const live = new Map<number, LiveToast>();
let store: number[] = [];
let nextId = 1;
let list: HTMLOListElement | null = null;

function reducedMotion(): boolean {
  return window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
}

/** The polite live region the toasts are announced from, made on first use. */
function toastList(): HTMLOListElement {
  if (list?.isConnected) return list;
  const section = document.createElement("section");
  section.className = "toaster";
  // A manual popover lives in the top layer, so toasts stay above an open modal dialog (the quote drawer).
  section.popover = "manual";
  section.setAttribute("aria-label", "Notifications");
  list = document.createElement("ol");
  list.setAttribute("aria-live", "polite");
  list.setAttribute("aria-relevant", "additions text");
  section.append(list);
  document.body.append(section);
  return list;
}

/** Shows the toaster above whatever entered the top layer since (a dialog opened after the last toast). */
function raiseToTopLayer(section: HTMLElement | null) {
  if (typeof section?.showPopover !== "function") return;
  if (section.matches(":popover-open")) {
    // Already on top unless a modal dialog opened since; never hide it under the visitor's focus.
    if (!document.querySelector("dialog:modal") || section.contains(document.activeElement)) return;
    section.hidePopover();
  }
  section.showPopover();
}

/** Only the newest few are shown; older ones wait (and keep their time) until those close. */
function layOut() {
  const newestFirst = [...store].reverse();
  newestFirst.forEach((id, index) => {
    const toast = live.get(id);
    if (toast) toast.element.hidden = index >= toastLimits.visible;
  });
}

function startTimer(id: number) {
  const toast = live.get(id);
  if (!toast) return;
  toast.startedAt = performance.now();
  toast.timer = window.setTimeout(() => dismiss(id), toast.remainingMs);
}

// A toast the visitor is pointing at or has focused stays until they leave it.
function pauseTimer(id: number) {
  const toast = live.get(id);
  if (!toast) return;
  window.clearTimeout(toast.timer);
  toast.remainingMs = Math.max(1000, toast.remainingMs - (performance.now() - toast.startedAt));
}

export function dismiss(id: number) {
  const toast = live.get(id);
  if (!toast) return;
  window.clearTimeout(toast.timer);
  live.delete(id);
  store = store.filter((existing) => existing !== id);
  const { element } = toast;
  const hadFocus = element.contains(document.activeElement);
  element.dataset.removing = "";
  window.setTimeout(() => element.remove(), reducedMotion() ? 0 : toastLimits.removeAnimationMs);
  if (hadFocus) (document.querySelector<HTMLElement>("main") ?? document.body).focus();
  layOut();
}

function buildToast(id: number, { title, description, variant = "default" }: NotifyOptions): HTMLLIElement {
  const element = document.createElement("li");
  element.dataset.toast = "";
  element.dataset.variant = variant;
  const text = document.createElement("div");
  const heading = document.createElement("p");
  heading.className = "toast-title";
  heading.textContent = title;
  text.append(heading);
  if (description) {
    const detail = document.createElement("p");
    detail.className = "toast-description";
    detail.textContent = description;
    text.append(detail);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.className = "toast-close";
  close.setAttribute("aria-label", "Close notification");
  close.textContent = "×";
  close.addEventListener("click", () => dismiss(id));
  element.append(text, close);
  element.addEventListener("pointerenter", () => pauseTimer(id));
  element.addEventListener("pointerleave", () => startTimer(id));
  element.addEventListener("focusin", () => pauseTimer(id));
  element.addEventListener("focusout", (event) => {
    if (!element.contains(event.relatedTarget as Node | null)) startTimer(id);
  });
  return element;
}

/** Shows a toast in one of the spec's five variants and returns its id. */
export function notify(options: NotifyOptions): number {
  const id = nextId++;
  const element = buildToast(id, options);
  const admitted = admitToast(store, id);
  store = admitted.store as number[];
  for (const evicted of admitted.evicted) dismiss(evicted as number);
  live.set(id, { element, remainingMs: options.duration ?? toastLimits.durationMs, startedAt: 0, timer: 0 });
  const target = toastList();
  // Added a frame after the live region exists, so the first toast is announced too.
  window.requestAnimationFrame(() => {
    if (!live.has(id)) return;
    raiseToTopLayer(target.parentElement);
    target.prepend(element);
    layOut();
    window.requestAnimationFrame(() => (element.dataset.shown = ""));
    startTimer(id);
  });
  return id;
}
