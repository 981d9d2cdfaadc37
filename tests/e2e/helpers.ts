import AxeBuilder from "@axe-core/playwright";
import { expect, type Locator, type Page } from "@playwright/test";

export const BRAND = "Sandton Sound Hire";
export const SITE_URL = "https://www.sandtonsoundhire.co.za";

/** Runs axe against WCAG 2.0, 2.1 and 2.2 A/AA rules and expects no violations. */
/**
 * `exclude`: selectors axe leaves out, e.g. a frame sandboxed without scripts, which axe cannot enter (it waits
 * half a minute for it); check such a frame's document on a page of its own.
 */
export async function expectNoAxeViolations(page: Page, exclude: readonly string[] = []) {
  // A toast can start leaving while axe runs (its 4 s are up), and axe would measure it half transparent. The scan
  // runs as a visitor who asks for reduced motion sees the page: the site's styles make every transition and
  // animation take no time. The page's own setting is restored after.
  const reducedBefore = await page.evaluate(() => matchMedia("(prefers-reduced-motion: reduce)").matches);
  await page.emulateMedia({ reducedMotion: "reduce" });
  try {
    await scanWithAxe(page, exclude);
  } finally {
    await page.emulateMedia({ reducedMotion: reducedBefore ? "reduce" : "no-preference" });
  }
}

async function scanWithAxe(page: Page, exclude: readonly string[]) {
  // A toast fading in or out is half transparent for a moment; axe would measure that frame.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-sonner-toast][data-visible="true"]')].every(
          (toast) => getComputedStyle(toast).opacity === "1",
        ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => {});
  // A section fading in as it comes into view is half transparent for a moment too.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every(
            (animation) => (animation as CSSAnimation).animationName !== "reveal" || animation.playState !== "running",
          ),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => {});
  const builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  for (const selector of exclude) builder.exclude(selector);
  const results = await builder.analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(" ")).join(", ")})`,
  );
  expect(summary).toEqual([]);
}

export interface JsonLdNode {
  "@type"?: string | string[];
  [key: string]: unknown;
}

export async function jsonLdNodes(page: Page): Promise<JsonLdNode[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block) => JSON.parse(block) as JsonLdNode);
}

export function nodesOfType(nodes: JsonLdNode[], type: string): JsonLdNode[] {
  return nodes.filter((node) => node["@type"] === type);
}

/** Waits until the shell script (menus, dialogs, consent, service worker) has run; it loads after the first paint. */
export async function waitForShell(page: Page) {
  await page.locator("html[data-shell=ready]").waitFor({ state: "attached" });
}

/**
 * Waits until every island on the page that hydrates on its own (`load`,
 * `idle`, and `stored-quote` when the visitor has a quote) is interactive:
 * the island runtime marks each with data-hydrated once React has taken it over.
 * Islands that wait for the visitor (`visible`, `interaction`) are not waited for.
 */
export async function waitForIslands(page: Page) {
  await page.waitForFunction(() => {
    const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
    const storedQuote = (() => {
      try {
        return (JSON.parse(localStorage.getItem("quoteItems") ?? "[]") as unknown[]).length > 0;
      } catch {
        return false;
      }
    })();
    return islands
      .filter((element) => {
        const strategy = element.dataset.hydrate;
        return strategy === "load" || strategy === "idle" || (strategy === "stored-quote" && storedQuote);
      })
      .every((element) => element.hasAttribute("data-hydrated"));
  });
}

/**
 * Wakes an island that waits for the visitor (`interaction`, e.g. a landing
 * page's sidebar form) as a visitor does, by focusing `control` inside it,
 * and waits until React has taken it over.
 */
export async function hydrateByFocus(control: Locator) {
  await control.focus();
  await expect(control.locator("xpath=ancestor::*[@data-island][1]")).toHaveAttribute("data-hydrated", "");
}
