// The interactions the `inp` part measures on each page, with the controls
// the e2e tests use (tests/e2e/*.spec.ts). A step's `prepare` is not
// measured (scrolling to a control, waiting for its island, filling fields);
// `act` is the one measured interaction; `settle` waits for what the visitor
// sees answer it.
import type { Locator, Page } from "@playwright/test";
import { QUOTE_ITEMS_KEY } from "#app/features/quotes/quote.ts";
import { type BenchPage, benchPages, seededQuote } from "./bench-pages.ts";

export interface Step {
  name: string;
  /** The control tapped (or typed in); its island's hydration is waited for in the hydrated mode. */
  target: (tab: Page) => Locator;
  prepare?: (tab: Page) => Promise<void>;
  /** Defaults to a tap on the target. */
  act?: (tab: Page, target: Locator) => Promise<void>;
  settle?: (tab: Page) => Promise<void>;
}

export interface InteractionPage {
  page: BenchPage;
  /** The interactions of one visit after hydration, in order. */
  steps: Step[];
  /** The first tap, also made at first paint + 1 s in a visit of its own. */
  firstTap: Step;
}

const SETTLE_MS = 10_000;

/** Waits for a locator to be visible; a visit that does not show it goes on (the next step may fail and say so). */
const visible = (locator: Locator) => locator.waitFor({ state: "visible", timeout: SETTLE_MS }).catch(() => undefined);
const hidden = (locator: Locator) => locator.waitFor({ state: "hidden", timeout: SETTLE_MS }).catch(() => undefined);
const toast = (tab: Page, title: string) => tab.locator("[data-sonner-toast]").filter({ hasText: title }).first();
const storedItems = (tab: Page, count: number) =>
  tab
    .waitForFunction(
      ({ key, count }) => (JSON.parse(localStorage.getItem(key) ?? "[]") as unknown[]).length >= count,
      { key: QUOTE_ITEMS_KEY, count },
      { timeout: SETTLE_MS, polling: 100 },
    )
    .then(() => undefined)
    .catch(() => undefined);
const drawer = (tab: Page) => tab.getByRole("dialog", { name: "Your Quote" });
const addButton = (tab: Page, index: number) => tab.getByRole("button", { name: /^Add to Quote: / }).nth(index);
const contactForm = (tab: Page) => tab.getByRole("form", { name: "Your details" });
const viewMyQuote = (tab: Page) => tab.getByRole("button", { name: "View My Quote" });

function bundleSteps(): { steps: Step[]; firstTap: Step } {
  const firstAdd: Step = {
    name: "first Add to Quote",
    target: (tab) => addButton(tab, 0),
    settle: (tab) => storedItems(tab, 1),
  };
  const steps: Step[] = [
    firstAdd,
    {
      name: "second Add to Quote (another bundle)",
      target: (tab) => addButton(tab, 1),
      settle: (tab) => storedItems(tab, 2),
    },
    {
      name: "open the quote drawer",
      target: (tab) => tab.getByRole("button", { name: /^Your Quote \d/ }).first(),
      settle: (tab) => visible(drawer(tab)),
    },
    {
      name: "quantity + in the drawer",
      target: (tab) =>
        drawer(tab)
          .getByRole("button", { name: /^Increase quantity of / })
          .first(),
      settle: (tab) => visible(toast(tab, "Quantity Updated")),
    },
    {
      name: "close the drawer",
      target: (tab) => drawer(tab).getByRole("button", { name: "Close" }),
      settle: (tab) => hidden(drawer(tab)),
    },
    {
      name: "open the filters",
      target: (tab) => tab.locator("summary", { hasText: "Filter" }).first(),
      settle: (tab) => visible(tab.getByRole("radio", { name: "Up to 50" })),
    },
    {
      name: "filter change (Up to 50 guests)",
      target: (tab) => tab.getByRole("radio", { name: "Up to 50" }),
      settle: (tab) => tab.waitForURL(/size=/, { timeout: SETTLE_MS }).catch(() => undefined),
    },
    {
      name: "a keystroke in the bundle search",
      target: (tab) => tab.getByRole("searchbox").first(),
      // Focus first (a tap of its own, not measured): the measured interaction is the keystroke.
      prepare: async (tab) => {
        await tab.getByRole("searchbox").first().tap();
        await tab.waitForTimeout(500);
      },
      act: (tab) => tab.keyboard.press("m"),
      settle: (tab) => tab.waitForTimeout(1000),
    },
  ];
  return { steps, firstTap: firstAdd };
}

/** Thirty days ahead, as the bench's live quote is made. */
const eventDate = () => new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString().slice(0, 10);

function quoteRequestSteps(): { steps: Step[]; firstTap: Step } {
  const firstField: Step = {
    name: "tap the first field (Full Name)",
    target: (tab) => contactForm(tab).getByLabel("Full Name"),
    settle: (tab) => tab.waitForTimeout(500),
  };
  const steps: Step[] = [
    firstField,
    {
      name: "View My Quote with the form empty (its messages show)",
      target: viewMyQuote,
      prepare: (tab) => contactForm(tab).getByLabel("Full Name").fill(""),
      settle: (tab) => visible(contactForm(tab).getByText("Please enter a valid email address")),
    },
    {
      name: "View My Quote with the form filled (to the summary)",
      target: viewMyQuote,
      prepare: async (tab) => {
        const form = contactForm(tab);
        await form.getByLabel("Full Name").fill("Ayanda Khumalo");
        await form.getByLabel("Email Address").fill(`bench-${Date.now()}@example.co.za`);
        await form.getByLabel("Phone Number").fill("082 555 0142");
        await form.getByLabel("Event date").fill(eventDate());
      },
      settle: (tab) => visible(tab.getByText("Quote Generated")),
    },
    {
      name: "I'm Okay (No Quote) on the summary (its dialog opens)",
      target: (tab) => tab.getByRole("button", { name: "I'm Okay (No Quote)" }),
      settle: (tab) => visible(tab.getByRole("dialog", { name: "We can try to meet you halfway!" })),
    },
  ];
  return { steps, firstTap: firstField };
}

function liveQuoteSteps(): { steps: Step[]; firstTap: Step } {
  const askForChanges: Step = {
    name: "Ask for changes (its form opens)",
    target: (tab) => tab.locator("summary", { hasText: "Ask for changes" }),
    settle: (tab) => visible(tab.getByLabel("What to do").first()),
  };
  const steps: Step[] = [
    askForChanges,
    {
      name: "Decline this quote (its form opens)",
      target: (tab) => tab.locator("summary", { hasText: "Decline this quote" }),
      settle: (tab) => visible(tab.getByRole("button", { name: "Decline Quote" })),
    },
    {
      name: "tick the hire terms to accept",
      target: (tab) => tab.getByLabel(/I agree to the/),
      settle: (tab) => tab.waitForTimeout(500),
    },
  ];
  return { steps, firstTap: askForChanges };
}

/** The pages and their interactions; the quote page opens with bench-pages' stored quote. */
export function interactionPages(): InteractionPage[] {
  const byPath = (path: string) => {
    const page = benchPages([path])[0];
    if (!page) throw new Error(`${path} is not a benchmarked page`);
    return page;
  };
  return [
    { page: byPath("/catalogue/bundles"), ...bundleSteps() },
    { page: { ...byPath("/quote-request"), localStorage: seededQuote() }, ...quoteRequestSteps() },
    { page: byPath("/q/<token>"), ...liveQuoteSteps() },
  ];
}
