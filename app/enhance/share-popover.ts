// Share popovers on catalogue items (SharePopover): the browser opens and
// closes them (popover + popovertarget: Esc, a click outside); this places
// each beside its button, copies the link with the spec's toasts and offers
// the device's share sheet where there is one.
import { COPY_MESSAGES } from "~/lib/share";
import { notify } from "./toasts";

const GAP_PX = 8;
const EDGE_PX = 8;

/** Below the button with their right edges aligned (above it when there is no room below), kept on screen. */
function place(popover: HTMLElement) {
  const button = document.querySelector<HTMLElement>(`[popovertarget="${CSS.escape(popover.id)}"]`);
  if (!button) return;
  const anchor = button.getBoundingClientRect();
  popover.dataset.placed = "";
  const { width, height } = popover.getBoundingClientRect();
  const left = Math.min(Math.max(EDGE_PX, anchor.right - width), window.innerWidth - width - EDGE_PX);
  const below = anchor.bottom + GAP_PX;
  const top =
    below + height > window.innerHeight && anchor.top - GAP_PX - height >= 0 ? anchor.top - GAP_PX - height : below;
  popover.style.left = `${Math.max(EDGE_PX, left) + window.scrollX}px`;
  popover.style.top = `${top + window.scrollY}px`;
}

async function copyLink(popover: HTMLElement) {
  try {
    await navigator.clipboard.writeText(popover.dataset.shareUrl ?? "");
    notify({ title: COPY_MESSAGES.success.title, variant: "success" });
  } catch {
    notify({
      title: COPY_MESSAGES.failure.title,
      description: COPY_MESSAGES.failure.description,
      variant: "destructive",
    });
  }
}

async function shareNatively(popover: HTMLElement) {
  try {
    await navigator.share({
      title: popover.dataset.shareTitle,
      text: popover.dataset.shareText,
      url: popover.dataset.shareUrl,
    });
  } catch (error) {
    console.error(error);
  }
}

function onClick(event: Event) {
  const target = event.target as Element | null;
  const popover = target?.closest<HTMLElement>("[data-share-popover]");
  if (!popover) return;
  if (target?.closest("[data-share-copy]")) void copyLink(popover);
  else if (target?.closest("[data-share-native]")) void shareNatively(popover);
}

// toggle does not bubble, so it is heard on the way down.
function onToggle(event: Event) {
  const popover = event.target as HTMLElement;
  if (!popover.matches?.("[data-share-popover]") || (event as ToggleEvent).newState !== "open") return;
  place(popover);
}

/** Shows the parts of the popovers in `scope` that need script (also for results swapped in later). */
export function prepareSharePopovers(scope: ParentNode) {
  const canShare = typeof navigator.share === "function";
  for (const item of scope.querySelectorAll<HTMLElement>("[data-share-popover] [data-native-share]"))
    item.hidden = !canShare;
  for (const item of scope.querySelectorAll<HTMLElement>("[data-share-popover] [data-copy-link]")) item.hidden = false;
}

/** Wires the share popovers in `root`; returns the function that stops it (tests). */
export function setUpSharePopovers(root: Document | HTMLElement = document): () => void {
  prepareSharePopovers(root);
  root.addEventListener("click", onClick);
  root.addEventListener("toggle", onToggle, true);
  return () => {
    root.removeEventListener("click", onClick);
    root.removeEventListener("toggle", onToggle, true);
  };
}
