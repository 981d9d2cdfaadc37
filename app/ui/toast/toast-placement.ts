// Where the toaster shows its toasts so they never cover an open sheet or
// dialog (a tap on its Close button would land on a toast instead). With no
// dialog open the toasts stay top right. With one open they go to the first
// place that does not overlap it: top right as usual, just left of a sheet on
// the right, or at the bottom of the screen; when the dialog fills the screen
// (a sheet on a phone) they go to the bottom and the dialog keeps a room of
// their height free at its own bottom, as a snackbar pushes a floating button
// up. Pure geometry, so it is tested without a browser.

/** Sonner's defaults: offsets from the screen's edges, and its phone layout (full width) up to 600 px. */
export const TOASTER_GEOMETRY = {
  offsetPx: 24,
  mobileOffsetPx: 16,
  mobileMaxWidthPx: 600,
  /** A toast's height before one has been measured: a title and a one-line description. */
  estimatedToastHeightPx: 72,
} as const;

export type ToastPosition = "top-right" | "bottom-right" | "bottom-center";

export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface ToastPlacement {
  position: ToastPosition;
  /** Sonner's offset from the right edge on wider screens (px). */
  offsetRightPx: number;
  /** The room (px) the open dialog keeps free at its bottom for the toasts, 0 for none. */
  dialogRoomPx: number;
}

export const DEFAULT_PLACEMENT: ToastPlacement = {
  position: "top-right",
  offsetRightPx: TOASTER_GEOMETRY.offsetPx,
  dialogRoomPx: 0,
};

export interface PlacementInput {
  viewport: { width: number; height: number };
  /** The open dialog's box, if one is open. */
  dialog?: Box;
  /** The toasts' width on wider screens and their stack's height. */
  toastWidthPx: number;
  stackHeightPx: number;
}

function overlaps(a: Box, b: Box) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** The box the toasts take for a placement (sonner's layout: full width on a phone, else `toastWidthPx`). */
export function toastStackBox(placement: ToastPlacement, input: PlacementInput): Box {
  const { viewport, toastWidthPx, stackHeightPx } = input;
  const phone = viewport.width <= TOASTER_GEOMETRY.mobileMaxWidthPx;
  const edge = phone ? TOASTER_GEOMETRY.mobileOffsetPx : TOASTER_GEOMETRY.offsetPx;
  const width = phone ? viewport.width - 2 * edge : toastWidthPx;
  const right = phone
    ? viewport.width - edge
    : placement.position === "bottom-center"
      ? (viewport.width + width) / 2
      : viewport.width - placement.offsetRightPx;
  const top = placement.position === "top-right" ? edge : viewport.height - edge - stackHeightPx;
  return { left: right - width, top, right, bottom: top + stackHeightPx };
}

/** Where the toasts go for this screen and open dialog (see the file's comment). */
export function placeToasts(input: PlacementInput): ToastPlacement {
  const { dialog, viewport } = input;
  if (!dialog) return DEFAULT_PLACEMENT;
  const candidates: ToastPlacement[] = [
    DEFAULT_PLACEMENT,
    // Beside a sheet on the right: the toasts' right edge a gap left of its left edge.
    { ...DEFAULT_PLACEMENT, offsetRightPx: viewport.width - dialog.left + TOASTER_GEOMETRY.offsetPx },
    { ...DEFAULT_PLACEMENT, position: "bottom-right" },
  ];
  const free = candidates.find((candidate) => {
    const box = toastStackBox(candidate, input);
    return box.left >= 0 && box.top >= 0 && !overlaps(box, dialog);
  });
  if (free) return free;
  const atBottom: ToastPlacement = { ...DEFAULT_PLACEMENT, position: "bottom-center" };
  const stack = toastStackBox(atBottom, input);
  // From the stack's top to the screen's bottom, plus a gap above the toasts.
  const room = Math.ceil(viewport.height - stack.top + TOASTER_GEOMETRY.mobileOffsetPx);
  return { ...atBottom, dialogRoomPx: room };
}
