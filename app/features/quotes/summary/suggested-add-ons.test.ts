import { describe, expect, it } from "vitest";
import { SUGGESTION_CANDIDATES, addOnsToSuggest } from "#app/features/quotes/summary/suggested-add-ons.ts";

const addOn = (id: string) => ({ id, name: `Add-on ${id}`, price: "R75.00" });
const candidates = ["a", "b", "c", "d", "e", "f"].map(addOn);

describe("the add-ons the summary suggests", () => {
  it("are the catalogue's first three (spec section 2)", () => {
    expect(addOnsToSuggest(candidates, []).map((entry) => entry.id)).toEqual(["a", "b", "c"]);
  });

  it("skip any the quote already holds, and fill up from the next ones", () => {
    const lines = [
      { id: "b", type: "add-on" as const },
      { id: "a", type: "add-on" as const },
      // A product of the same id is another thing.
      { id: "c", type: "product" as const },
    ];
    expect(addOnsToSuggest(candidates, lines).map((entry) => entry.id)).toEqual(["c", "d", "e"]);
  });

  it("still find three when the quote holds three of the first ones", () => {
    expect(SUGGESTION_CANDIDATES).toBe(6);
    const lines = ["a", "b", "c"].map((id) => ({ id, type: "add-on" as const }));
    expect(addOnsToSuggest(candidates, lines).map((entry) => entry.id)).toEqual(["d", "e", "f"]);
  });
});
