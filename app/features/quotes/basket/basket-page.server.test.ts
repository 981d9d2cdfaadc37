// The quote page's form posts without JavaScript (decision 066), as its
// action answers them: Add to Quote, a line's change or removal, and the
// request, over a real database with the site's data layer.
import { RouterContextProvider } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { catalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { catalogueContext } from "#app/features/catalogue/catalogue-context.server.ts";
import { leadIntakeContext } from "#app/features/leads/intake/intake-context.server.ts";
import { createLeadIntake } from "#app/features/leads/intake/lead-intake.server.ts";
import { listLeads } from "#app/features/leads/leads-db.server.ts";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { quoteStoreContext } from "#app/features/quotes/quote-store-context.server.ts";
import { getQuoteByNumber } from "#app/features/quotes/quotes-db.server.ts";
import { parseDataEnv } from "#app/features/site/data-env.server.ts";
import { type SiteData, startSiteData } from "#app/features/site/site-data.server.ts";
import { type TestTarget, runnableBackends } from "#app/platform/db/test-support.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { quotePageAction } from "#app/features/quotes/basket/basket-page.server.ts";
import { loadBasket } from "#app/features/quotes/basket/basket-send.server.ts";
import type { BasketSendResult } from "#app/features/quotes/basket/basket-view.ts";

const SITE = "http://localhost:3000";
const speaker = "powered-speaker-12-premium";
const engineer = "sound-engineer";

interface DataAnswer {
  data: BasketSendResult;
  init: { status?: number; headers?: Record<string, string> } | null;
}

describe.each(runnableBackends("quote-basket-page"))("the quote page's posts ($name)", (backend) => {
  let target: TestTarget | undefined;
  let site: SiteData | undefined;
  let context: RouterContextProvider;
  let cookie = "";

  afterEach(async () => {
    await site?.close();
    await target?.dispose();
    site = target = undefined;
    cookie = "";
  });

  async function start(limits = { perClient: 10_000, floodThreshold: 10_000 }) {
    target = await backend.createTarget();
    const { databaseFile, databaseUrl } = target.config;
    site = await startSiteData(
      parseDataEnv({
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_FILE: databaseFile }),
        SALES_EMAIL: "sales@example.co.za",
      }),
    );
    context = new RouterContextProvider();
    context.set(clientIpContext, "203.0.113.7");
    context.set(catalogueContext, catalogueView(seedCatalogue, "seed"));
    context.set(leadIntakeContext, createLeadIntake(site.leads, limits));
    context.set(quoteStoreContext, site.quotes);
  }

  function post(fields: Record<string, string>, from = `${SITE}/catalogue/products`) {
    const request = new Request(`${SITE}/quote-request`, {
      method: "POST",
      headers: { Referer: from, ...(cookie ? { Cookie: cookie } : {}) },
      body: new URLSearchParams(fields),
    });
    return quotePageAction(request, context);
  }

  async function redirected(fields: Record<string, string>, from?: string): Promise<Response> {
    const answer = await post(fields, from);
    if (!(answer instanceof Response)) throw new Error("expected a redirect");
    expect(answer.status).toBe(303);
    const set = answer.headers.get("Set-Cookie");
    if (set) cookie = set.split(";")[0]!;
    return answer;
  }

  const basket = () =>
    loadBasket(new Request(`${SITE}/quote-request`, { headers: { Cookie: cookie } }), context).then((view) =>
      view?.lines.map(({ id, quantity, hours }) => ({ id, quantity, hours })),
    );

  it("adds items to a basket named by an HttpOnly, SameSite=Lax cookie and sends the visitor back to the item", async () => {
    await start();
    const added = await redirected({ intent: "add", type: "product", id: speaker, quantity: "1" });
    expect(added.headers.get("Location")).toBe(`/catalogue/products#added-product-${speaker}`);
    const setCookie = added.headers.get("Set-Cookie") ?? "";
    expect(setCookie).toMatch(/^quote_basket=[A-Za-z0-9_-]{43}; Path=\/; HttpOnly; SameSite=Lax; Max-Age=2592000$/);

    await redirected({ intent: "add", type: "product", id: speaker }, `${SITE}/catalogue/product/${speaker}?x=1`);
    await redirected({ intent: "add", type: "personnel", id: engineer });
    expect(await basket()).toEqual([
      { id: speaker, quantity: 2, hours: undefined },
      { id: engineer, quantity: 1, hours: 4 },
    ]);
    // Without the cookie the page is everyone's: no basket.
    expect(await loadBasket(new Request(`${SITE}/quote-request`), context)).toBeNull();
  });

  it("refuses an item the catalogue does not price, as the JSON API does", async () => {
    await start();
    const refused = await redirected({ intent: "add", type: "product", id: "no-such-speaker" });
    expect(refused.headers.get("Location")).toBe("/quote-request?notice=unknown#quote-basket");
    expect(refused.headers.get("Set-Cookie")).toBeNull();
    const wrongKind = await redirected({ intent: "add", type: "tent", id: speaker });
    expect(wrongKind.headers.get("Location")).toBe("/quote-request?notice=unknown#quote-basket");
    const shown = await loadBasket(new Request(`${SITE}/quote-request?notice=unknown`), context);
    expect(shown?.notice).toMatch(/no longer in our catalogue/);
  });

  it("changes a line's quantity and hours, and removes a line", async () => {
    await start();
    await redirected({ intent: "add", type: "product", id: speaker });
    await redirected({ intent: "add", type: "personnel", id: engineer });
    const changed = await redirected({ intent: "update", type: "personnel", id: engineer, quantity: "2", hours: "6" });
    expect(changed.headers.get("Location")).toBe("/quote-request#quote-basket");
    await redirected({ intent: "update", type: "product", id: speaker, quantity: "5000" });
    expect(await basket()).toEqual([
      { id: speaker, quantity: 999, hours: undefined },
      { id: engineer, quantity: 2, hours: 6 },
    ]);
    await redirected({ intent: "remove", type: "product", id: speaker });
    expect(await basket()).toEqual([{ id: engineer, quantity: 2, hours: 6 }]);
  });

  it("sends the request through the quotes' own path, then clears the basket", async () => {
    const started = await start().then(() => site!);
    await redirected({ intent: "add", type: "product", id: speaker });
    await redirected({ intent: "add", type: "product", id: speaker });
    const contact = { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" };
    const eventDate = addDays(johannesburgDate(new Date()), 14);

    const invalid = (await post({ intent: "send", ...contact, name: "", eventDate })) as unknown as DataAnswer;
    expect(invalid.init?.status).toBe(400);
    expect(invalid.data).toMatchObject({ status: "invalid", values: { email: contact.email, eventDate } });
    expect(invalid.data.status === "invalid" && invalid.data.fieldErrors.name).toBeTruthy();
    expect(await listLeads(started.database.db)).toHaveLength(0);

    const sent = (await post({
      intent: "send",
      ...contact,
      eventDate,
      venue: "Summer Place, Hyde Park",
      submissionKey: "basket-send-key-1",
    })) as unknown as DataAnswer;
    expect(sent.data).toMatchObject({ status: "sent", liveUrl: expect.stringMatching(/^\/q\//) });
    expect(sent.init?.headers?.["Set-Cookie"]).toMatch(/^quote_basket=; .*Max-Age=0/);
    if (sent.data.status !== "sent") throw new Error("not sent");
    const stored = await getQuoteByNumber(started.database.db, sent.data.quoteNumber);
    expect(stored?.quote.lines.map((line) => [line.id, line.quantity])).toEqual([[speaker, 2]]);
    expect(stored?.quote.contact).toEqual(contact);
    expect(await listLeads(started.database.db)).toHaveLength(1);
    expect(await basket()).toEqual([]);

    // Sent again with an empty basket: refused by the schema's own message.
    const again = (await post({ intent: "send", ...contact, eventDate })) as unknown as DataAnswer;
    expect(again.data).toMatchObject({ status: "invalid", message: "Your quote has no items" });
  });

  it("holds the form path to the quotes' rate limits", async () => {
    await start({ perClient: 1, floodThreshold: 10_000 });
    await redirected({ intent: "add", type: "product", id: speaker });
    const contact = { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "082 555 0123" };
    const first = (await post({ intent: "send", ...contact })) as unknown as DataAnswer;
    expect(first.data.status).toBe("sent");
    await redirected({ intent: "add", type: "product", id: speaker });
    const second = (await post({ intent: "send", ...contact })) as unknown as DataAnswer;
    expect(second.init?.status).toBe(429);
    expect(second.data).toMatchObject({ status: "error", message: expect.stringMatching(/several requests/) });
  });
});
