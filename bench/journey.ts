// `npm run bench:journey`: the customer's path on a phone (issue 35), from a
// search landing page to an accepted event quote, scripted in Chromium at
// 390 × 844 with touch, on the production build. Each tap, character typed,
// page load and the reading each screen asks for is counted and put in time by
// the model in journey-model.ts, typed and with the phone's autofill. Three
// paths: the full one (a bundle and an engineer, every field of the quote
// form, accepted, the deposit's proof of payment), the same with the event
// details left for the confirmation call, and the shortest (one bundle, what
// the form requires, accepted). Written to bench/results/journey.md and
// journey.json.
import { writeFileSync } from "node:fs";
import path from "node:path";
import { type Locator, type Page, chromium, devices, expect } from "@playwright/test";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { tinyPdf } from "#app/platform/uploads/upload-files.test-support.ts";
import { FULL_PATH_BUDGET_SECONDS, type JourneyStep, journeyMarkdown, modelSeconds, totals } from "./journey-model.ts";
import { progress, resultsDir, startBenchServer } from "./support.ts";

/** Seconds each screen asks the customer to read before the next tap (the model's reading time). */
const READING = {
  landing: 20,
  catalogueSection: 15,
  drawer: 5,
  form: 5,
  summary: 20,
  acceptance: 10,
  deposit: 15,
} as const;

/** A phone's pickers: a date or a time is chosen, not typed (open, choose, done). */
const PICKER_TAPS = 3;

/** The shortest time between a control coming into view and a person's tap on it. */
const REACTION_MS = 300;

/** Autocomplete tokens a phone fills from the owner's saved details with one tap on the keyboard's suggestion. */
const AUTOFILLED_TOKENS = new Set(["name", "email", "tel", "organization"]);

class Journey {
  readonly steps: JourneyStep[] = [];
  private current: JourneyStep | null = null;

  readonly page: Page;

  constructor(page: Page) {
    this.page = page;
    // A document loaded (its DOMContentLoaded comes before the load a navigation waits for).
    page.on("domcontentloaded", () => {
      if (this.current) this.current.pageLoads += 1;
    });
  }

  async step(what: string, readingSeconds: number, body: () => Promise<void>): Promise<void> {
    this.current = {
      what,
      taps: 0,
      characters: 0,
      pageLoads: 0,
      readingSeconds,
      autofillCharacters: 0,
      autofillFields: 0,
    };
    this.steps.push(this.current);
    await body();
    // A load the last tap started is counted with the step that caused it.
    await this.page.waitForLoadState("load");
  }

  private get counting(): JourneyStep {
    if (!this.current) throw new Error("a tap outside a step");
    return this.current;
  }

  async tap(target: Locator): Promise<void> {
    await target.scrollIntoViewIfNeeded();
    // A person sees a control before tapping it: not within milliseconds of it scrolling into view.
    await this.page.waitForTimeout(REACTION_MS);
    await expect(target).toBeEnabled();
    await target.tap();
    this.counting.taps += 1;
  }

  /** A tap on a link, followed here by address: the page's links name the public site. */
  async tapThrough(pathname: string): Promise<void> {
    const base = new URL(this.page.url()).origin;
    await this.page.goto(`${base}${pathname}`);
    this.counting.taps += 1;
  }

  /** A text field: a tap into it, then each character; noted as autofillable when its autocomplete token is one a phone fills. */
  async type(field: Locator, text: string): Promise<void> {
    await this.tap(field);
    await field.fill(text);
    this.counting.characters += text.length;
    if (AUTOFILLED_TOKENS.has((await field.getAttribute("autocomplete")) ?? "")) {
      this.counting.autofillCharacters += text.length;
      this.counting.autofillFields += 1;
    }
  }

  async pick(field: Locator, value: string): Promise<void> {
    await field.scrollIntoViewIfNeeded();
    await field.fill(value);
    this.counting.taps += PICKER_TAPS;
  }

  /** A select: open it, choose. */
  async choose(field: Locator, value: string): Promise<void> {
    await field.scrollIntoViewIfNeeded();
    await field.selectOption(value);
    this.counting.taps += 2;
  }
}

const daysAhead = (days: number) => addDays(johannesburgDate(new Date()), days);

/** From the landing page to a catalogue section: the landing page's own cards when it has them, else the menu. */
const SECTIONS = { "Sound Bundles": "/catalogue/bundles", "Event Personnel": "/catalogue/personnel" } as const;

async function reachEquipment(journey: Journey, section: keyof typeof SECTIONS): Promise<void> {
  const { page } = journey;
  await journey.tap(page.getByRole("button", { name: "Open menu" }));
  await journey.tap(page.getByRole("dialog", { name: "Menu" }).getByRole("link", { name: section }).first());
  await page.waitForURL((url) => url.pathname === SECTIONS[section]);
}

async function addFirst(journey: Journey, preferred: RegExp): Promise<void> {
  const buttons = journey.page.getByRole("button", { name: /^Add to Quote: / });
  await expect(buttons.first()).toBeVisible();
  const wanted = journey.page.getByRole("button", { name: new RegExp(`^Add to Quote: .*${preferred.source}`) });
  await journey.tap((await wanted.count()) > 0 ? wanted.first() : buttons.first());
}

/** Adds the first card matching `preferred` from the landing page's own cards, else reaches the section through the menu. */
async function addEquipment(
  journey: Journey,
  what: string,
  preferred: RegExp,
  section: keyof typeof SECTIONS,
): Promise<void> {
  const onLanding = journey.page.getByRole("button", { name: new RegExp(`^Add to Quote: .*${preferred.source}`) });
  if ((await onLanding.count()) > 0) {
    await journey.step(`add ${what} from the landing page`, 0, () => journey.tap(onLanding.first()));
    return;
  }
  await journey.step(`go to the ${section.toLowerCase()} through the menu`, READING.catalogueSection, () =>
    reachEquipment(journey, section),
  );
  await journey.step(`add ${what}`, 0, () => addFirst(journey, preferred));
}

/** How much of the quote form a path fills in. */
type FormFill = "every field" | "what the form requires";

async function fillForm(journey: Journey, fill: FormFill): Promise<void> {
  const form = journey.page.getByRole("form", { name: "Your details" });
  const first = daysAhead(30);
  await journey.step(
    `fill in ${fill === "every field" ? "every field of the quote form" : "what the quote form asks first"}`,
    0,
    async () => {
      await journey.pick(form.getByLabel(/^Event date/), first);
      await journey.type(form.getByLabel("Full Name"), "Thandi Mokoena");
      await journey.type(form.getByLabel("Email Address"), "thandi@example.co.za");
      await journey.type(form.getByLabel("Phone Number"), "082 555 0199");
      if (fill !== "every field") return;
      await journey.tap(form.getByText("Add event details (optional)"));
      await journey.pick(form.getByLabel(/^Last day/), addDays(first, 1));
      await journey.pick(form.getByLabel("Set-up time"), "08:00");
      await journey.pick(form.getByLabel("Collection time"), "23:30");
      await journey.type(form.getByLabel("Venue or suburb"), "Irene Dairy Farm, Centurion");
      await journey.choose(form.getByLabel("Indoor or outdoor"), "outdoor");
      await journey.type(form.getByLabel("Expected guests"), "150");
      await journey.choose(form.getByLabel("Delivery or collection"), "delivery");
      await journey.choose(form.getByLabel("Delivery zone"), "pretoria");
      await journey.type(form.getByLabel("Company name"), "Mokoena Events (Pty) Ltd");
      await journey.type(form.getByLabel("Company VAT number"), "4123 456 789");
    },
  );
}

interface JourneyPath {
  name: string;
  withEngineer: boolean;
  fill: FormFill;
  deposit: boolean;
}

const PATHS: JourneyPath[] = [
  { name: "full path", withEngineer: true, fill: "every field", deposit: true },
  {
    name: "full path, event details left for the confirmation call",
    withEngineer: true,
    fill: "what the form requires",
    deposit: true,
  },
  { name: "shortest path", withEngineer: false, fill: "what the form requires", deposit: false },
];

async function runPath(page: Page, base: string, path: JourneyPath): Promise<JourneyStep[]> {
  const journey = new Journey(page);
  await journey.step("open the wedding landing page from a search", READING.landing, async () => {
    await page.goto(`${base}/wedding-sound-gauteng`);
  });
  await addEquipment(journey, "a wedding bundle", /Wedding/, "Sound Bundles");
  if (path.withEngineer) await addEquipment(journey, "a sound engineer", /Engineer/, "Event Personnel");
  await journey.step("open the quote and ask for it", READING.drawer + READING.form, async () => {
    // A catalogue page has the quote drawer; a landing page links to the quote beside its cards.
    const drawer = page.getByRole("button", { name: /^Your Quote/ });
    if ((await drawer.count()) > 0) {
      await journey.tap(drawer);
      await journey.tap(page.getByRole("dialog", { name: "Your Quote" }).getByRole("link", { name: "Request Quote" }));
    } else {
      await journey.tap(page.getByRole("link", { name: /Go to your quote/ }).first());
    }
    await page.waitForURL(/\/quote-request/);
  });
  await fillForm(journey, path.fill);
  await journey.step("see the quote", READING.summary, async () => {
    await journey.tap(page.getByRole("button", { name: "View My Quote" }));
    await expect(page.getByText("Quote Generated")).toBeVisible();
  });
  await journey.step("accept it: sign on its live page", READING.acceptance, async () => {
    // The summary's Accept Quote leads to the signature step of the quote's own page.
    await journey.tap(page.getByRole("link", { name: "Accept Quote" }));
    await page.waitForURL(/\/q\//);
    await journey.type(page.getByLabel("Your full name, as your signature"), "Thandi Mokoena");
    await journey.tap(page.getByLabel(/I agree to the/));
    await journey.tap(page.getByRole("button", { name: "Accept Quote" }));
    await expect(page.getByText("Quote Accepted").first()).toBeVisible();
  });
  if (!path.deposit) return journey.steps;
  await journey.step("pay the deposit and send the proof", READING.deposit, async () => {
    await journey.tap(page.getByRole("link", { name: "See the deposit due and how to pay it" }));
    // Choosing a file: the chooser, then the file.
    await page
      .getByLabel("Proof of payment")
      .setInputFiles({ name: "eft.pdf", mimeType: "application/pdf", buffer: tinyPdf() });
    journey.steps.at(-1)!.taps += 2;
    await journey.tap(page.getByRole("button", { name: "Upload proof of payment" }));
    await page.waitForLoadState("load");
  });
  return journey.steps;
}

async function main(): Promise<void> {
  const server = await startBenchServer("journey");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
  try {
    const results: Record<string, JourneyStep[]> = {};
    for (const journeyPath of PATHS) {
      const { name } = journeyPath;
      progress(`journey: ${name}`);
      const context = await browser.newContext({ ...devices["iPhone 13"], viewport: { width: 390, height: 844 } });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      results[name] = await runPath(page, server.base, journeyPath);
      await context.close();
    }
    const lines = [
      "# The customer's path on a phone",
      "",
      `Measured ${new Date().toISOString().slice(0, 10)} by \`npm run bench:journey\` (390 × 844, touch). Time model: 1.5 s a tap,`,
      "0.4 s a character, 2 s a page load, plus reading time per screen (bench/journey.ts READING); with autofill, a field",
      "the phone fills from its saved details (name, email, tel, organization) costs one more tap instead of its characters.",
      "Aim for the full path:",
      `${FULL_PATH_BUDGET_SECONDS} s.`,
      "",
      ...Object.entries(results).flatMap(([name, steps]) => journeyMarkdown(name, steps)),
    ];
    writeFileSync(path.join(resultsDir, "journey.md"), `${lines.join("\n")}\n`);
    writeFileSync(
      path.join(resultsDir, "journey.json"),
      `${JSON.stringify(
        Object.fromEntries(
          Object.entries(results).map(([name, steps]) => [
            name,
            {
              steps,
              totals: totals(steps),
              seconds: modelSeconds(totals(steps)),
              secondsWithAutofill: modelSeconds(totals(steps), { autofill: true }),
            },
          ]),
        ),
        null,
        2,
      )}\n`,
    );
    console.log(lines.join("\n"));
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
