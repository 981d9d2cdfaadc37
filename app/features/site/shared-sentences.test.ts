import { describe, expect, it } from "vitest";
import { sharedSentences } from "#app/features/site/shared-sentences.ts";

describe("sharedSentences", () => {
  const long = "We deliver and set up speakers anywhere in Gauteng within three hours of the agreed time.";

  it("reports a sentence of more than 12 words found in two documents", () => {
    expect(sharedSentences({ a: `Hello. ${long}`, b: `${long} Goodbye.` })).toEqual([
      { sentence: long.slice(0, -1).toLowerCase(), owners: ["a", "b"] },
    ]);
  });

  it("ignores sentences of 12 words or fewer, and differences in case and spacing", () => {
    const twelve = "one two three four five six seven eight nine ten eleven twelve.";
    expect(sharedSentences({ a: twelve, b: twelve })).toEqual([]);
    expect(sharedSentences({ a: long, b: long.toUpperCase().replace(/ /g, "  ") })).toHaveLength(1);
    expect(
      sharedSentences({
        a: long,
        b: "Something else entirely, long enough to count as a sentence of many words here.",
      }),
    ).toEqual([]);
  });
});
