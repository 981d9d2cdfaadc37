// The toaster's placement on the page (toast-placement.ts): it watches for a
// sheet or dialog opening and closing (Radix portals them into the body), for
// toasts coming and going and the screen's size, and places the toasts clear
// of the open dialog, giving the dialog a room at its bottom when nothing else
// is free.
import { useEffect, useState } from "react";
import {
  type Box,
  DEFAULT_PLACEMENT,
  TOASTER_GEOMETRY,
  type ToastPlacement,
  placeToasts,
} from "#app/ui/toast/toast-placement.ts";
import { toastLimits } from "#app/ui/toast/toast-policy.ts";

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';
const SHOWN_TOAST = '[data-sonner-toast]:not([data-removed="true"])';
/** Set on a dialog that keeps a room for the toasts; app.css gives it a bottom border of --toast-room. */
const ROOM_ATTRIBUTE = "data-toast-room";

/** The stack's height: the front toast and the edges of those behind it, or all of them when expanded. */
function stackHeight(toaster: Element): { shown: number; height: number } {
  const toasts = [...toaster.querySelectorAll<HTMLElement>(SHOWN_TOAST)].slice(0, toastLimits.visible);
  if (toasts.length === 0) return { shown: 0, height: TOASTER_GEOMETRY.estimatedToastHeightPx };
  const gaps = (toasts.length - 1) * toastLimits.gapPx;
  if (toasts.some((toast) => toast.dataset.expanded === "true")) {
    return { shown: toasts.length, height: toasts.reduce((sum, toast) => sum + toast.offsetHeight, 0) + gaps };
  }
  const front = toasts.find((toast) => toast.dataset.front === "true") ?? toasts[0];
  return { shown: toasts.length, height: (front?.offsetHeight ?? TOASTER_GEOMETRY.estimatedToastHeightPx) + gaps };
}

/** The dialog given a room, kept so the room goes even once the dialog has left the page. */
let roomed: HTMLElement | undefined;

function clearRooms() {
  roomed?.removeAttribute(ROOM_ATTRIBUTE);
  roomed?.style.removeProperty("--toast-room");
  roomed = undefined;
}

/** Measures the page (without any room given before) and places the toasts; gives the dialog its room. */
function measureAndPlace(toaster: Element): ToastPlacement {
  clearRooms();
  const dialogs = document.querySelectorAll<HTMLElement>(OPEN_DIALOG);
  const dialog = dialogs.item(dialogs.length - 1) ?? undefined;
  // Nothing to keep clear of: no layout to read.
  if (!dialog) return DEFAULT_PLACEMENT;
  const stack = stackHeight(toaster);
  const box: Box = dialog.getBoundingClientRect();
  const placement = placeToasts({
    viewport: { width: document.documentElement.clientWidth, height: window.innerHeight },
    dialog: box,
    toastWidthPx: toastLimits.widthPx,
    stackHeightPx: stack.height,
  });
  if (placement.dialogRoomPx > 0 && stack.shown > 0) {
    dialog.setAttribute(ROOM_ATTRIBUTE, "");
    dialog.style.setProperty("--toast-room", `${placement.dialogRoomPx}px`);
    roomed = dialog;
  }
  return placement;
}

function samePlacement(a: ToastPlacement, b: ToastPlacement) {
  return a.position === b.position && a.offsetRightPx === b.offsetRightPx && a.dialogRoomPx === b.dialogRoomPx;
}

/** The placement for the toaster mounted in `container`, kept up to date while it is mounted. */
export function useToastPlacement(container: HTMLElement | undefined): ToastPlacement {
  const [placement, setPlacement] = useState(DEFAULT_PLACEMENT);
  useEffect(() => {
    if (!container) return;
    let frame = 0;
    const update = () => {
      frame = 0;
      const next = measureAndPlace(container);
      setPlacement((current) => (samePlacement(current, next) ? current : next));
    };
    // Once a frame at most, after the change's own layout.
    const schedule = () => {
      frame ||= requestAnimationFrame(update);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true });
    observer.observe(container, {
      childList: true,
      subtree: true,
      attributeFilter: ["data-removed", "data-front", "data-mounted", "data-expanded"],
    });
    window.addEventListener("resize", schedule);
    // A sheet sliding in is measured where it stops.
    document.addEventListener("animationend", schedule, true);
    schedule();
    return () => {
      observer.disconnect();
      window.removeEventListener("resize", schedule);
      document.removeEventListener("animationend", schedule, true);
      cancelAnimationFrame(frame);
      clearRooms();
    };
  }, [container]);
  return placement;
}
