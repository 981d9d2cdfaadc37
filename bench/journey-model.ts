// The customer's path on a phone, counted and put in time (issue 35): what a
// scripted journey did (taps, characters typed, pages loaded, what it had to
// read) and the time model that turns it into minutes.

/** The time model: 1.5 s a tap, 0.4 s a character, 2 s a page load, plus the reading each screen asks for. */
export const TIME_MODEL = { tapSeconds: 1.5, characterSeconds: 0.4, pageLoadSeconds: 2 } as const;

/** The aim for the full path (issue 35). */
export const FULL_PATH_BUDGET_SECONDS = 150;

export interface JourneyCounts {
  taps: number;
  characters: number;
  pageLoads: number;
  readingSeconds: number;
  /**
   * Of the characters, those typed into fields the browser can fill in from
   * the phone's saved details (autocomplete name, email, tel, organization),
   * and how many such fields.
   */
  autofillCharacters: number;
  autofillFields: number;
}

export interface JourneyStep extends JourneyCounts {
  /** What the customer does, in their words. */
  what: string;
}

export function totals(steps: readonly JourneyStep[]): JourneyCounts {
  return steps.reduce<JourneyCounts>(
    (sum, step) => ({
      taps: sum.taps + step.taps,
      characters: sum.characters + step.characters,
      pageLoads: sum.pageLoads + step.pageLoads,
      readingSeconds: sum.readingSeconds + step.readingSeconds,
      autofillCharacters: sum.autofillCharacters + step.autofillCharacters,
      autofillFields: sum.autofillFields + step.autofillFields,
    }),
    { taps: 0, characters: 0, pageLoads: 0, readingSeconds: 0, autofillCharacters: 0, autofillFields: 0 },
  );
}

/**
 * The model's time for a journey, in seconds. With `autofill`, each field the
 * browser can fill costs one more tap (the keyboard's suggestion) instead of
 * its characters.
 */
export function modelSeconds(counts: JourneyCounts, { autofill = false } = {}): number {
  const characters = autofill ? counts.characters - counts.autofillCharacters : counts.characters;
  const taps = autofill ? counts.taps + counts.autofillFields : counts.taps;
  return (
    taps * TIME_MODEL.tapSeconds +
    characters * TIME_MODEL.characterSeconds +
    counts.pageLoads * TIME_MODEL.pageLoadSeconds +
    counts.readingSeconds
  );
}

/** "2 min 21 s". */
export function minutesAndSeconds(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  return minutes > 0 ? `${minutes} min ${whole % 60} s` : `${whole} s`;
}

/** The journey as a Markdown table: each step and the totals, typed and with the browser's autofill. */
export function journeyMarkdown(title: string, steps: readonly JourneyStep[]): string[] {
  const sum = totals(steps);
  const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  const seconds = (counts: JourneyCounts, autofill: boolean) => modelSeconds(counts, { autofill }).toFixed(1);
  return [
    `### ${title}`,
    "",
    row(["step", "taps", "characters (autofillable)", "page loads", "reading (s)", "model (s)", "with autofill (s)"]),
    row(["---", "---:", "---:", "---:", "---:", "---:", "---:"]),
    ...steps.map((step) =>
      row([
        step.what,
        step.taps,
        `${step.characters} (${step.autofillCharacters})`,
        step.pageLoads,
        step.readingSeconds,
        seconds(step, false),
        seconds(step, true),
      ]),
    ),
    row([
      "**total**",
      sum.taps,
      `${sum.characters} (${sum.autofillCharacters})`,
      sum.pageLoads,
      sum.readingSeconds,
      `**${seconds(sum, false)} (${minutesAndSeconds(modelSeconds(sum))})**`,
      `**${seconds(sum, true)} (${minutesAndSeconds(modelSeconds(sum, { autofill: true }))})**`,
    ]),
    "",
  ];
}
