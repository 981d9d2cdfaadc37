import { describe, expect, it } from "vitest";
import { journeyMarkdown, minutesAndSeconds, modelSeconds, totals } from "./journey-model.ts";

describe("the journey's time model", () => {
  it("is 1.5 s a tap, 0.4 s a character, 2 s a page load, plus reading", () => {
    // The measurement of the old path: 38 taps, 83 characters, 6 page loads.
    expect(modelSeconds({ taps: 38, characters: 83, pageLoads: 6, readingSeconds: 0 })).toBeCloseTo(102.2, 5);
    expect(modelSeconds({ taps: 1, characters: 0, pageLoads: 0, readingSeconds: 10 })).toBe(11.5);
  });

  it("adds the steps up and prints minutes and seconds", () => {
    const steps = [
      { what: "open the page", taps: 0, characters: 0, pageLoads: 1, readingSeconds: 10 },
      { what: "type the name", taps: 1, characters: 12, pageLoads: 0, readingSeconds: 0 },
    ];
    expect(totals(steps)).toEqual({ taps: 1, characters: 12, pageLoads: 1, readingSeconds: 10 });
    expect(minutesAndSeconds(modelSeconds(totals(steps)))).toBe("18 s");
    expect(minutesAndSeconds(150)).toBe("2 min 30 s");
    const table = journeyMarkdown("Shortest path", steps).join("\n");
    expect(table).toContain("| type the name | 1 | 12 | 0 | 0 | 6.3 |");
    expect(table).toContain("**18.3 (18 s)**");
  });
});
