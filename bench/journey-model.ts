// The customer's path on a phone, counted and put in time (issue 35): what a
// scripted journey did (taps, characters typed, pages loaded, what it had to
// read) and the time model that turns it into minutes.

/** The time model: 1.5 s a tap, 0.4 s a character, 2 s a page load, plus the reading each screen asks for. */
export const TIME_MODEL = { tapSeconds: 1.5, characterSeconds: 0.4, pageLoadSeconds: 2 } as const;

/** The aim for the full path (issue 35). */
export const FULL_PATH_BUDGET_SECONDS = 150;

export interface JourneyStep {
  /** What the customer does, in their words. */
  what: string;
  taps: number;
  characters: number;
  pageLoads: number;
  readingSeconds: number;
}

export interface JourneyCounts {
  taps: number;
  characters: number;
  pageLoads: number;
  readingSeconds: number;
}

export function totals(steps: readonly JourneyStep[]): JourneyCounts {
  return steps.reduce<JourneyCounts>(
    (sum, step) => ({
      taps: sum.taps + step.taps,
      characters: sum.characters + step.characters,
      pageLoads: sum.pageLoads + step.pageLoads,
      readingSeconds: sum.readingSeconds + step.readingSeconds,
    }),
    { taps: 0, characters: 0, pageLoads: 0, readingSeconds: 0 },
  );
}

/** The model's time for a journey, in seconds. */
export function modelSeconds(counts: JourneyCounts): number {
  return (
    counts.taps * TIME_MODEL.tapSeconds +
    counts.characters * TIME_MODEL.characterSeconds +
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

/** The journey as a Markdown table: each step and the totals with the modelled time. */
export function journeyMarkdown(title: string, steps: readonly JourneyStep[]): string[] {
  const sum = totals(steps);
  const row = (cells: (string | number)[]) => `| ${cells.join(" | ")} |`;
  return [
    `### ${title}`,
    "",
    row(["step", "taps", "characters", "page loads", "reading (s)", "model (s)"]),
    row(["---", "---:", "---:", "---:", "---:", "---:"]),
    ...steps.map((step) =>
      row([step.what, step.taps, step.characters, step.pageLoads, step.readingSeconds, modelSeconds(step).toFixed(1)]),
    ),
    row([
      "**total**",
      sum.taps,
      sum.characters,
      sum.pageLoads,
      sum.readingSeconds,
      `**${modelSeconds(sum).toFixed(1)} (${minutesAndSeconds(modelSeconds(sum))})**`,
    ]),
    "",
  ];
}
