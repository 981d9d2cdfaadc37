// POST /api/quotes/availability over real HTTP on a real database: per line
// only available or limited, never a count or another customer's booking;
// refusals for bodies that are no request, and the client's limit.
import { afterEach, describe, expect, it } from "vitest";
import { resolveCatalogueItem } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import { parseDataEnv } from "#app/features/site/data-env.server.ts";
import { type SiteData, startSiteData } from "#app/features/site/site-data.server.ts";
import { createQuote } from "#app/features/quotes/quotes-db.server.ts";
import { setStockLevel } from "#app/features/catalogue/stock/stock-db.server.ts";
import { type TestBackend, type TestTarget, runnableBackends } from "#app/platform/db/test-support.server.ts";
import { type ApiServer, startApiServer } from "#app/routes/api-test-server.server.ts";
import { leadIntakeContext } from "#app/features/leads/intake/intake-context.server.ts";
import { createLeadIntake } from "#app/features/leads/intake/lead-intake.server.ts";
import { staffServicesContext } from "#app/features/staff/staff-context.server.ts";

const PATH = "/api/quotes/availability";
// A day a month ahead, so the test never meets a date in the past.
const EVENT_DATE = addDays(johannesburgDate(new Date()), 30);

type Database = SiteData["database"]["db"];

/** The availability endpoint on a fresh database of `backend` for each test; closed after it. */
function useAvailabilityApi(backend: TestBackend) {
  let target: TestTarget | undefined;
  let layer: SiteData | undefined;
  let server: ApiServer | undefined;

  async function startApi(perClient = 10_000): Promise<Database> {
    target = await backend.createTarget();
    const { databaseFile, databaseUrl } = target.config;
    layer = await startSiteData(
      parseDataEnv({
        ...(databaseUrl ? { DATABASE_URL: databaseUrl } : { DATABASE_FILE: databaseFile }),
        SALES_EMAIL: "sales@example.co.za",
      }),
    );
    const started = layer;
    const intake = createLeadIntake(started.leads, { perClient, floodThreshold: 10_000 });
    server = await startApiServer((context) => {
      context.set(leadIntakeContext, intake);
      context.set(staffServicesContext, started.staff);
    });
    return started.database.db;
  }

  afterEach(async () => {
    await server?.close();
    expect(server?.errors ?? []).toEqual([]);
    await layer?.close();
    await target?.dispose();
    server = layer = target = undefined;
  });

  const post = (body: unknown) =>
    fetch(`${server!.baseUrl}${PATH}`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: typeof body === "string" ? body : JSON.stringify(body),
    });
  /** The endpoint's address on the running API. */
  const address = () => `${server!.baseUrl}${PATH}`;
  return { startApi, post, address };
}

/** A quote of `quantity` speakers on the event date, accepted: its items are taken. */
async function acceptedQuote(db: Database, quantity: number) {
  const priced = priceQuote([{ type: "product", id: "powered-speaker-12-premium", quantity }], resolveCatalogueItem);
  if (!priced.ok) throw new Error("does not price");
  const created = await createQuote(db, {
    contact: { name: "Lindiwe Dube", email: "lindiwe@example.co.za", phone: "082 555 0199" },
    event: { eventDate: EVENT_DATE },
    lines: priced.lines,
    totalItems: priced.totalItems,
    totalDiscountCents: priced.totalDiscountCents,
    channels: ["email"],
  });
  await db
    .updateTable("quotes")
    .set({ status: "accepted" })
    .where("quote_number", "=", created.quote.quoteNumber)
    .execute();
}

const request = {
  eventDate: EVENT_DATE,
  items: [
    { type: "bundle", id: "small-corporate-event", quantity: 1 },
    { type: "product", id: "mixer-16-channel", quantity: 1 },
  ],
};

describe.each(runnableBackends("availability-api"))("availability API on $name", (backend) => {
  const { startApi, post } = useAvailabilityApi(backend);

  it("answers limited for a line whose items another accepted quote has taken, with no numbers", async () => {
    const db = await startApi();
    await setStockLevel(db, {
      kind: "product",
      id: "powered-speaker-12-premium",
      owned: 2,
      staffEmail: "thandi@sandtonsoundhire.co.za",
      now: new Date(),
    });
    const before = await post(request);
    expect(before.status).toBe(200);
    expect(before.headers.get("cache-control")).toBe("no-store");
    expect(await before.json()).toEqual({ lines: ["available", "available"] });

    await acceptedQuote(db, 2);
    const after = await post(request);
    const text = await after.text();
    expect(JSON.parse(text)).toEqual({ lines: ["limited", "available"] });
    // Nothing but the two words: no count, no quote number, no customer.
    expect(text).not.toMatch(/\d/);
  });

  it("says available for items nobody counts, however many are booked", async () => {
    const db = await startApi();
    await acceptedQuote(db, 50);
    expect(
      await (
        await post({
          eventDate: EVENT_DATE,
          items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 9 }],
        })
      ).json(),
    ).toEqual({ lines: ["available"] });
  });

  it("answers in bands of free units, so stepping the quantity up never finds the exact count (issue 32)", async () => {
    const db = await startApi();
    const speakers = (quantity: number) => ({
      eventDate: EVENT_DATE,
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity }],
    });
    const owned = (count: number) =>
      setStockLevel(db, {
        kind: "product",
        id: "powered-speaker-12-premium",
        owned: count,
        staffEmail: "thandi@sandtonsoundhire.co.za",
        now: new Date(),
      });
    // Seven free, then five free: four speakers and five speakers answer alike both times (the band is 4 to 7).
    const answers: unknown[] = [];
    for (const count of [7, 5]) {
      await owned(count);
      for (const quantity of [4, 5])
        answers.push(((await (await post(speakers(quantity))).json()) as { lines: unknown }).lines);
    }
    expect(answers).toEqual([["available"], ["limited"], ["available"], ["limited"]]);
  });
});

describe.each(runnableBackends("availability-api"))("availability API limits and refusals on $name", (backend) => {
  const { startApi, post, address } = useAvailabilityApi(backend);

  it("answers one client at most six checks of one item an hour, whatever the quantities, saying so (issue 32)", async () => {
    await startApi();
    const speakers = (quantity: number) => ({
      eventDate: EVENT_DATE,
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity }],
    });
    const statuses: number[] = [];
    for (let quantity = 1; quantity <= 10; quantity++) statuses.push((await post(speakers(quantity))).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429, 429, 429]);
    const refused = await post(speakers(1));
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^You have checked the availability of these items 6 times in the last hour, the most we answer online\. Please try again in \d+ minutes?, or ask us and we will check for you\.$/,
    );
    // Another item is its own count.
    const mixer = await post({
      eventDate: EVENT_DATE,
      items: [{ type: "product", id: "mixer-16-channel", quantity: 1 }],
    });
    expect(mixer.status).toBe(200);
  });

  it("refuses a body that is no request, a GET, and a client past its limit", async () => {
    await startApi(1);
    const invalid = await post({ eventDate: "12 December", items: [] });
    expect(invalid.status).toBe(400);
    expect((await invalid.json()).errors.map((error: { field: string }) => error.field).sort()).toEqual([
      "eventDate",
      "items",
    ]);
    expect((await post({ ...request, endDate: addDays(EVENT_DATE, -1) })).status).toBe(400);
    expect((await fetch(address())).status).toBe(405);
    // perClient 1 makes six checks per window (availability_check allows six times a lead's limit).
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++) statuses.push((await post(request)).status);
    expect(statuses.slice(0, 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(statuses[6]).toBe(429);
  });
});
