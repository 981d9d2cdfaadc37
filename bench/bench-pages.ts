// The pages the benchmark measures, one of each kind, with the quote the
// quote page is measured with; the live quote page's address is made on the
// running server.
import { blogPostSlugs } from "#app/features/blog/content/post-slugs.ts";
import { bundles, personnel, products } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { QUOTE_ITEMS_KEY, SHOW_PRICES_KEY, serializeQuoteItems, toQuoteItem } from "#app/features/quotes/quote.ts";
import { withHirePrice } from "#app/features/catalogue/hire-prices.server.ts";

export interface BenchPage {
  kind: string;
  path: string;
  /** Local storage set for the origin before the page loads. */
  localStorage?: Record<string, string>;
  /** Kept out of search on purpose: SEO is scored without the crawlability audit. */
  noindex?: boolean;
  /**
   * A page whose address exists only once the server has made it (the live
   * quote page's secret link): `path` is then its label, and this gives the
   * address on a running server (resolveBenchPages).
   */
  resolve?: (base: string) => Promise<string>;
}

/** The pages with every address made on the running server; `label` keeps the path to report. */
export async function resolveBenchPages(
  pages: readonly BenchPage[],
  base: string,
): Promise<(BenchPage & { label: string })[]> {
  return Promise.all(
    pages.map(async (page) => ({
      ...page,
      label: page.path,
      path: page.resolve ? await page.resolve(base) : page.path,
    })),
  );
}

/**
 * A quote made through the API as the quote page makes it (the seeded
 * selection's product, bundle and person, with an event a month ahead); the
 * path of its live page.
 */
async function liveQuotePath(base: string): Promise<string> {
  const eventDate = new Date(Date.now() + 30 * 24 * 60 * 60_000).toISOString().slice(0, 10);
  const response = await fetch(`${base}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      contact: { name: "Sipho Dlamini", email: "sipho@example.co.za", phone: "083 555 0123" },
      eventDate,
      marketingConsent: false,
      referrer: "",
      items: JSON.parse(seededQuote()[QUOTE_ITEMS_KEY] ?? "[]"),
    }),
  });
  const body = (await response.json().catch(() => ({}))) as { liveUrl?: string };
  if (response.status !== 201 || !body.liveUrl)
    throw new Error(`the bench could not make a quote (${response.status})`);
  return new URL(body.liveUrl).pathname;
}

function first<T>(list: readonly T[], what: string): T {
  const item = list[0];
  if (item === undefined) throw new Error(`no ${what} in the content to benchmark`);
  return item;
}

/** The benchmarked pages, or those of them whose paths are in `only` (all when it is empty). */
export function benchPages(only: readonly string[] = []): BenchPage[] {
  const chosen = pages().filter((page) => only.length === 0 || only.includes(page.path));
  if (chosen.length === 0) throw new Error(`none of ${only.join(", ")} is a benchmarked page`);
  return chosen;
}

/** The quote the quote page is measured with: a product, a bundle and a person. */
export function seededQuote(): Record<string, string> {
  const quote = [
    toQuoteItem("product", withHirePrice("product", first(products, "product"))),
    toQuoteItem("bundle", withHirePrice("bundle", first(bundles, "bundle"))),
    toQuoteItem("personnel", withHirePrice("personnel", first(personnel, "personnel"))),
  ];
  return { [QUOTE_ITEMS_KEY]: serializeQuoteItems(quote), [SHOW_PRICES_KEY]: "true" };
}

function pages(): BenchPage[] {
  return [
    { kind: "home", path: "/" },
    { kind: "service", path: "/services/weddings" },
    { kind: "contact", path: "/contact" },
    { kind: "catalogue", path: "/catalogue" },
    { kind: "catalogue section", path: "/catalogue/bundles" },
    { kind: "product", path: `/catalogue/product/${first(products, "product").id}` },
    { kind: "quote request (3 items)", path: "/quote-request", localStorage: seededQuote(), noindex: true },
    { kind: "live quote (3 items)", path: "/q/<token>", noindex: true, resolve: liveQuotePath },
    { kind: "blog list", path: "/blog" },
    { kind: "blog post", path: `/blog/${first(blogPostSlugs(), "blog post")}` },
    { kind: "landing", path: "/sound-hire-gauteng" },
    { kind: "partner application", path: "/partners/apply/business" },
  ];
}
