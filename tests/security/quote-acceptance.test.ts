// Issue 32, finding 4, on the production server: a decision is bound to the
// version the customer saw. The customer opens version 1 (R862.50); staff send
// version 2 at ten times the price; every decision posted from the version 1
// page, by each of the three entry points (the live page's form without
// JavaScript, its island's JSON twin, the quote page's API), answers 409 "This
// quote changed: please review version 2" and stores nothing. An acceptance
// needs the typed name and the hire terms on every path, and records the
// version and its total; the deposit follows that total.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { reviseQuote } from "#app/features/quotes/versions/quote-revision.ts";
import { type AppDatabase, openDatabase } from "#app/platform/db/database.server.ts";
import { saveQuoteVersion, sendQuoteVersion } from "#app/features/quotes/versions/quote-versions-db.server.ts";
import { getQuoteByNumber } from "#app/features/quotes/quotes-db.server.ts";
import { type TestServer, startServer, withDatabase } from "./support.ts";

const CHANGED = "This quote changed: please review version 2";
const STAFF = "lerato@sandtonsoundhire.co.za";

let server: TestServer;
let database: AppDatabase;

beforeAll(async () => {
  server = await startServer("quote-acceptance");
  // The staff's own code, on the server's database file (WAL: the server keeps running).
  database = await openDatabase({ databaseFile: server.databaseFile });
});

afterAll(async () => {
  await database?.close();
  await server?.dispose();
});

interface Quote {
  quoteNumber: string;
  accessToken: string;
  livePath: string;
}

/** Two premium speakers: R750.00 plus VAT, R862.50, as the customer saw it. */
async function quoteAtVersionOne(client: string): Promise<Quote> {
  const created = await fetch(`${server.base}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify({
      contact: { name: "Naledi Khumalo", email: "naledi@example.co.za", phone: "082 555 0177" },
      eventDate: addDays(johannesburgDate(new Date()), 30),
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
    }),
  });
  expect(created.status).toBe(201);
  const body = (await created.json()) as { quoteNumber: string; accessToken: string; liveUrl: string };
  const quote = {
    quoteNumber: body.quoteNumber,
    accessToken: body.accessToken,
    livePath: new URL(body.liveUrl).pathname,
  };
  // The customer opens version 1.
  const page = await fetch(`${server.base}${quote.livePath}`, { headers: { "X-Forwarded-For": client } });
  expect(await page.text()).toContain("R862.50");
  return quote;
}

/** Staff send version 2 at ten times the speakers (R8,625.00), as the lead page's editor does. */
async function sendVersionTwo(quoteNumber: string): Promise<number> {
  const stored = await getQuoteByNumber(database.db, quoteNumber);
  if (!stored) throw new Error("expected the quote");
  const now = new Date();
  const revision = reviseQuote(
    stored.quote,
    { lines: [{ type: "product", id: "powered-speaker-12-premium", quantity: 20 }] },
    { revisedAt: now.toISOString(), validUntil: addDays(johannesburgDate(now), 14) },
  );
  if (!revision.ok) throw new Error(JSON.stringify(revision.errors));
  await saveQuoteVersion(database.db, { quoteId: stored.id, document: revision.document, staffEmail: STAFF });
  const sent = await sendQuoteVersion(database.db, { quoteId: stored.id, version: 2, staffEmail: STAFF, channels: [] });
  expect(sent.status).toBe("sent");
  return revision.document.totalCents;
}

function stored(quoteNumber: string) {
  return withDatabase(server.databaseFile, (db) => ({
    status: (db.prepare("select status from quotes where quote_number = ?").get(quoteNumber) as { status: string })
      .status,
    decisions: db
      .prepare(
        "select d.quote_version from quote_decisions d join quotes q on q.id = d.quote_id where q.quote_number = ?",
      )
      .all(quoteNumber),
    acceptances: db
      .prepare(
        `select a.signed_name, a.quote_version, a.total_cents from quote_acceptances a
         join quotes q on q.id = a.quote_id where q.quote_number = ?`,
      )
      .all(quoteNumber) as { signed_name: string; quote_version: number; total_cents: number }[],
    deposit: db
      .prepare(
        "select d.amount_due_cents from quote_deposits d join quotes q on q.id = d.quote_id where q.quote_number = ?",
      )
      .get(quoteNumber) as { amount_due_cents: number } | undefined,
  }));
}

/** Each of the live page's forms as the version 1 page posts it. */
const liveForms = (quoteVersion: string): Record<string, string>[] => [
  { intent: "accept", quoteVersion, signedName: "Naledi Khumalo", acceptTerms: "on" },
  { intent: "decline", quoteVersion, reason: "price" },
  { intent: "changes", quoteVersion, wantsDiscount: "on" },
  { intent: "undecided", quoteVersion },
];

function postForm(path: string, fields: Record<string, string>, client: string, accept = "text/html") {
  return fetch(`${server.base}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.base,
      Accept: accept,
      "X-Forwarded-For": client,
    },
    body: new URLSearchParams({ submissionKey: crypto.randomUUID(), ...fields }),
  });
}

function postDecision(quote: Quote, body: Record<string, unknown>, client: string) {
  return fetch(`${server.base}/api/quotes/${quote.quoteNumber}/decisions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify({ accessToken: quote.accessToken, ...body }),
  });
}

describe("a decision is bound to the version the customer saw (issue 32)", () => {
  it("the live page's form without JavaScript: 409 with version 2 shown, nothing stored", async () => {
    const client = "198.51.100.11";
    const quote = await quoteAtVersionOne(client);
    await sendVersionTwo(quote.quoteNumber);
    for (const fields of liveForms("1")) {
      const answer = await postForm(quote.livePath, fields, client);
      expect(answer.status, fields.intent).toBe(409);
      const html = await answer.text();
      expect(html, fields.intent).toContain(CHANGED);
      // The page now shows version 2 and its price, with forms that decide on it.
      expect(html).toMatch(/Version (<!-- -->)?2/);
      expect(html).toContain("R8,625.00");
      expect(html).toContain('name="quoteVersion" value="2"');
      expect(html).not.toMatch(/at [^<]*\/work\/|node_modules/);
    }
    expect(stored(quote.quoteNumber)).toEqual({
      status: "revised",
      decisions: [],
      acceptances: [],
      deposit: undefined,
    });
  });

  it("the live page's JSON twin (its island): 409 with the message and the current version, nothing stored", async () => {
    const client = "198.51.100.12";
    const quote = await quoteAtVersionOne(client);
    await sendVersionTwo(quote.quoteNumber);
    for (const fields of liveForms("1")) {
      const answer = await postForm(`${quote.livePath}/decisions`, fields, client, "application/json");
      expect(answer.status, fields.intent).toBe(409);
      const body = (await answer.json()) as { result: unknown; view: { version: number } };
      expect(body.result).toEqual({ status: "refused", message: CHANGED, currentVersion: 2 });
      expect(body.view.version).toBe(2);
    }
    expect(stored(quote.quoteNumber)).toEqual({
      status: "revised",
      decisions: [],
      acceptances: [],
      deposit: undefined,
    });
  });

  it("the quote page's API: 409 to every request type, nothing stored; its accept needs a signature too", async () => {
    const client = "198.51.100.13";
    const quote = await quoteAtVersionOne(client);
    // The summary's one-tap accept of old: no typed name, no terms.
    const oneTap = await postDecision(quote, { requestType: "accept", quoteVersion: 1 }, client);
    expect(oneTap.status).toBe(400);
    expect(((await oneTap.json()) as { errors: { field: string }[] }).errors.map((error) => error.field)).toEqual([
      "signedName",
      "acceptTerms",
    ]);
    await sendVersionTwo(quote.quoteNumber);
    for (const requestType of ["accept", "discount", "decline", "undecided"]) {
      const answer = await postDecision(
        quote,
        { requestType, quoteVersion: 1, signedName: "Naledi Khumalo", acceptTerms: true },
        client,
      );
      expect(answer.status, requestType).toBe(409);
      expect(await answer.json()).toEqual({ success: false, message: CHANGED, currentVersion: 2 });
    }
    expect(stored(quote.quoteNumber)).toEqual({
      status: "revised",
      decisions: [],
      acceptances: [],
      deposit: undefined,
    });
  });

  it("accepted on version 2, the record names version 2 and its total, and the deposit is half of it", async () => {
    const client = "198.51.100.14";
    const quote = await quoteAtVersionOne(client);
    const total = await sendVersionTwo(quote.quoteNumber);
    expect(total).toBe(862_500);
    const answer = await postForm(quote.livePath, liveForms("2")[0] ?? {}, client);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain("Your deposit");
    expect(stored(quote.quoteNumber)).toEqual({
      status: "accepted",
      decisions: [{ quote_version: 2 }],
      acceptances: [{ signed_name: "Naledi Khumalo", quote_version: 2, total_cents: 862_500 }],
      // DEPOSIT_PERCENT 50 of R8,625.00, to the rand: R4,313.
      deposit: { amount_due_cents: 431_300 },
    });
  });
});
