// The item form's starting values and content rows: a price in rand, a
// discount in percent, one key feature a line, and spare rows to add more.
import { describe, expect, it } from "vitest";
import { SPARE_CONTENT_ROWS } from "#app/features/catalogue/editor/catalogue-editing.ts";
import {
  type EditorChoices,
  contentOptionsFor,
  contentRowsOf,
  initialText,
} from "#app/features/catalogue/editor/item-editor-fields.tsx";

const choices: EditorChoices = {
  images: ["speaker"],
  topCategories: [],
  categories: [],
  products: [{ value: "mic", label: "Microphone" }],
  personnel: [{ value: "dj", label: "DJ" }],
  bundles: [{ value: "party", label: "Party" }],
};

describe("the item form's fields", () => {
  it("starts each control with the record's value as typed text", () => {
    expect(initialText("hirePriceOverrideCents", 142_050)).toBe("1420.50");
    expect(initialText("discountPercentage", 0.15)).toBe("15");
    expect(initialText("keyFeatures", ["One", "Two"])).toBe("One\nTwo");
    expect(initialText("capacity", 120)).toBe("120");
    expect(initialText("name", undefined)).toBe("");
    expect(initialText("name", { not: "text" })).toBe("");
  });

  it("gives a row per item held and spare empty rows, a promotion's rows naming their kind", () => {
    const rows = contentRowsOf("bundle", [{ productId: "mic", quantity: 2 }]);
    expect(rows[0]).toEqual({ value: "mic", quantity: "2" });
    expect(rows).toHaveLength(1 + SPARE_CONTENT_ROWS);
    expect(rows.at(-1)).toEqual({ value: "", quantity: "1" });
    expect(contentRowsOf("promotion", [{ type: "bundle", id: "party" }])[0]).toEqual({
      value: "bundle:party",
      quantity: "1",
    });
  });

  it("offers a bundle products, an add-on products and people, a promotion anything by kind", () => {
    expect(contentOptionsFor("bundle", choices).map((group) => group.label)).toEqual(["Products"]);
    expect(contentOptionsFor("add-on", choices).map((group) => group.label)).toEqual(["Products", "Personnel"]);
    const promotion = contentOptionsFor("promotion", choices);
    expect(promotion.map((group) => group.options[0]?.value)).toEqual(["product:mic", "bundle:party", "personnel:dj"]);
  });
});
