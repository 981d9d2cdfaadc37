import { describe, expect, it } from "vitest";
import { readStaffForm } from "#app/features/staff/index.ts";
import {
  STOCK_FORM_MESSAGES,
  defaultHoldUntil,
  holdSchema,
  releaseHoldSchema,
  stockLevelSchema,
} from "#app/features/catalogue/stock/stock-forms.ts";

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
};

describe("the stock sheet's form", () => {
  it("reads a quantity owned, and an empty box as not tracked", () => {
    expect(readStaffForm(form({ kind: "product", id: "mixer-16-channel", owned: " 2 " }), stockLevelSchema())).toEqual({
      ok: true,
      value: { kind: "product", id: "mixer-16-channel", owned: 2 },
    });
    expect(readStaffForm(form({ kind: "personnel", id: "sound-engineer", owned: "" }), stockLevelSchema())).toEqual({
      ok: true,
      value: { kind: "personnel", id: "sound-engineer", owned: null },
    });
    expect(
      readStaffForm(form({ kind: "product", id: "mixer-16-channel", owned: "0" }), stockLevelSchema()),
    ).toMatchObject({
      value: { owned: 0 },
    });
  });

  it("refuses a negative, fractional or huge quantity, and a kind that is not counted", () => {
    for (const owned of ["-1", "1.5", "10000", "two"])
      expect(readStaffForm(form({ kind: "product", id: "mixer-16-channel", owned }), stockLevelSchema())).toEqual({
        ok: false,
        fieldErrors: { owned: STOCK_FORM_MESSAGES.owned },
      });
    expect(readStaffForm(form({ kind: "bundle", id: "dj-starter-kit", owned: "1" }), stockLevelSchema())).toEqual({
      ok: false,
      fieldErrors: { kind: STOCK_FORM_MESSAGES.item },
    });
  });
});

describe("the hold form", () => {
  const schema = holdSchema("2026-11-26", "2027-02-24");

  it("takes a day from today to 90 days ahead", () => {
    expect(readStaffForm(form({ heldUntil: "2026-12-10" }), schema)).toEqual({
      ok: true,
      value: { heldUntil: "2026-12-10" },
    });
    expect(readStaffForm(form({ heldUntil: "2026-11-26" }), schema).ok).toBe(true);
    expect(readStaffForm(form({ heldUntil: "2026-11-25" }), schema)).toEqual({
      ok: false,
      fieldErrors: { heldUntil: STOCK_FORM_MESSAGES.heldUntilPast },
    });
    expect(readStaffForm(form({ heldUntil: "2027-02-25" }), schema)).toEqual({
      ok: false,
      fieldErrors: { heldUntil: STOCK_FORM_MESSAGES.heldUntilFar },
    });
    expect(readStaffForm(form({ heldUntil: "2026-02-30" }), schema)).toEqual({
      ok: false,
      fieldErrors: { heldUntil: STOCK_FORM_MESSAGES.heldUntil },
    });
  });

  it("releases a hold by its id only", () => {
    expect(readStaffForm(form({ holdId: "not-an-id" }), releaseHoldSchema()).ok).toBe(false);
    expect(readStaffForm(form({ holdId: "0193a0b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b" }), releaseHoldSchema()).ok).toBe(true);
  });

  it("defaults to the quote's last day, or a week ahead when it has none or it has passed", () => {
    expect(defaultHoldUntil("2026-12-10", "2026-11-26", "2026-12-03")).toBe("2026-12-10");
    expect(defaultHoldUntil(undefined, "2026-11-26", "2026-12-03")).toBe("2026-12-03");
    expect(defaultHoldUntil("2026-11-20", "2026-11-26", "2026-12-03")).toBe("2026-12-03");
  });
});
