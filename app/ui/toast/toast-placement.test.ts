import { describe, expect, it } from "vitest";
import {
  DEFAULT_PLACEMENT,
  TOASTER_GEOMETRY,
  placeToasts,
  toastStackBox,
  type Box,
  type PlacementInput,
} from "#app/ui/toast/toast-placement.ts";

const desktop = { width: 1366, height: 768 };
const phone = { width: 390, height: 844 };
const toast = { toastWidthPx: 356, stackHeightPx: 72 };

function overlaps(a: Box, b: Box) {
  return a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

function input(viewport: PlacementInput["viewport"], dialog?: Box): PlacementInput {
  return { viewport, dialog, ...toast };
}

describe("placeToasts", () => {
  it("keeps the toasts top right with no dialog open, at any width", () => {
    expect(placeToasts(input(desktop))).toEqual(DEFAULT_PLACEMENT);
    expect(placeToasts(input(phone))).toEqual(DEFAULT_PLACEMENT);
  });

  it("keeps them top right beside a centred dialog with room on its right", () => {
    const dialog = { left: 459, right: 907, top: 300, bottom: 468 };
    expect(placeToasts(input(desktop, dialog))).toEqual(DEFAULT_PLACEMENT);
  });

  it("puts them just left of a sheet on the right of a wide screen", () => {
    const sheet = { left: 982, right: 1366, top: 0, bottom: 768 };
    const placement = placeToasts(input(desktop, sheet));
    expect(placement).toEqual({ position: "top-right", offsetRightPx: 384 + 24, dialogRoomPx: 0 });
    const box = toastStackBox(placement, input(desktop, sheet));
    expect(box.right).toBe(982 - 24);
    expect(overlaps(box, sheet)).toBe(false);
  });

  it("moves them to the bottom of a phone under a short dialog that would meet them at the top", () => {
    const dialog = { left: 16, right: 374, top: 40, bottom: 400 };
    const placement = placeToasts(input(phone, dialog));
    expect(placement.position).toBe("bottom-right");
    expect(placement.dialogRoomPx).toBe(0);
    expect(overlaps(toastStackBox(placement, input(phone, dialog)), dialog)).toBe(false);
  });

  it("keeps them top right on a phone above a dialog lower down", () => {
    const dialog = { left: 16, right: 374, top: 300, bottom: 544 };
    expect(placeToasts(input(phone, dialog))).toEqual(DEFAULT_PLACEMENT);
  });

  it("gives a sheet that fills a phone a room at its bottom as tall as the toasts and their margins", () => {
    for (const viewport of [phone, { width: 360, height: 640 }]) {
      const sheet = { left: 0, right: viewport.width, top: 0, bottom: viewport.height };
      const placement = placeToasts(input(viewport, sheet));
      expect(placement.position).toBe("bottom-center");
      expect(placement.dialogRoomPx).toBe(72 + 2 * TOASTER_GEOMETRY.mobileOffsetPx);
      // The stack sits inside the room: below the sheet's content once the room is given.
      const box = toastStackBox(placement, input(viewport, sheet));
      expect(box.top).toBeGreaterThanOrEqual(viewport.height - placement.dialogRoomPx);
    }
  });

  it("grows the room with the stack", () => {
    const sheet = { left: 0, right: 390, top: 0, bottom: 844 };
    const placement = placeToasts({ ...input(phone, sheet), stackHeightPx: 100 });
    expect(placement.dialogRoomPx).toBe(100 + 32);
  });
});
