import { describe, expect, it } from "vitest";
import { journeyMarkdown, minutesAndSeconds, modelSeconds, totals } from "./journey-model.ts";

describe("the journey's time model", () => {
  it("is 1.5 s a tap, 0.4 s a character, 2 s a page load, plus reading", () => {
    // The measurement of the old path: 38 taps, 83 characters, 6 page loads.
    const none = { autofillCharacters: 0, autofillFields: 0 };
    expect(modelSeconds({ taps: 38, characters: 83, pageLoads: 6, readingSeconds: 0, ...none })).toBeCloseTo(102.2, 5);
    expect(modelSeconds({ taps: 1, characters: 0, pageLoads: 0, readingSeconds: 10, ...none })).toBe(11.5);
  });

  it("with autofill, a field the browser fills costs one tap on its suggestion instead of its characters", () => {
    // A name of 14 characters and an e-mail of 20, both filled from the phone's saved details.
    const counts = {
      taps: 2,
      characters: 34,
      pageLoads: 0,
      readingSeconds: 0,
      autofillCharacters: 34,
      autofillFields: 2,
    };
    expect(modelSeconds(counts)).toBeCloseTo(16.6, 5);
    expect(modelSeconds(counts, { autofill: true })).toBe(6);
  });

  it("adds the steps up and prints minutes and seconds", () => {
    const steps = [
      {
        what: "open the page",
        taps: 0,
        characters: 0,
        pageLoads: 1,
        readingSeconds: 10,
        autofillCharacters: 0,
        autofillFields: 0,
      },
      {
        what: "type the name",
        taps: 1,
        characters: 12,
        pageLoads: 0,
        readingSeconds: 0,
        autofillCharacters: 12,
        autofillFields: 1,
      },
    ];
    expect(totals(steps)).toEqual({
      taps: 1,
      characters: 12,
      pageLoads: 1,
      readingSeconds: 10,
      autofillCharacters: 12,
      autofillFields: 1,
    });
    expect(minutesAndSeconds(modelSeconds(totals(steps)))).toBe("18 s");
    expect(minutesAndSeconds(150)).toBe("2 min 30 s");
    const table = journeyMarkdown("Shortest path", steps).join("\n");
    expect(table).toContain("| type the name | 1 | 12 (12) | 0 | 0 | 6.3 | 3.0 |");
    expect(table).toContain("**18.3 (18 s)** | **15.0 (15 s)**");
  });
});
