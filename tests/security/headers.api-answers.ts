// Security headers on the JSON APIs in success and refusal, a quote's live
// page, and the 503 of a database that cannot take a submission.
import { DatabaseSync } from "node:sqlite";
import { expect } from "vitest";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { leadBody, postLead } from "./support.ts";
import { type HeadersClient, check } from "./headers.test-support.ts";

/** The per-IP limit of the headers server: a third submission from one address is refused. */
export const PER_IP_LIMIT = 2;

/** The leads API: stored, refused for each reason, rate limited. */
export async function checkLeadsApi(client: HeadersClient): Promise<void> {
  await check("Leads API: stored", "POST /api/av/leads", await client.postJson("/api/av/leads", leadBody()), {
    expectStatus: 201,
  });
  await check(
    "Leads API: field errors",
    "POST /api/av/leads",
    await client.postJson("/api/av/leads", { contact: {} }),
    {
      expectStatus: 400,
    },
  );
  await check(
    "Leads API: malformed JSON",
    "POST /api/av/leads",
    await client.get("/api/av/leads", { method: "POST", headers: { "Content-Type": "application/json" }, body: "{" }),
    { expectStatus: 400 },
  );
  await check("Leads API: wrong method", "GET /api/av/leads", await client.get("/api/av/leads"), { expectStatus: 405 });
  await check(
    "Leads API: not JSON",
    "POST /api/av/leads",
    await client.get("/api/av/leads", { method: "POST", headers: { "Content-Type": "text/plain" }, body: "hello" }),
    { expectStatus: 415 },
  );
  await check(
    "Leads API: body too large",
    "POST /api/av/leads",
    await client.postJson("/api/av/leads", { comments: "x".repeat(40 * 1024) }),
    { expectStatus: 413 },
  );
  const limited = client.asNewClient();
  for (let i = 0; i < PER_IP_LIMIT; i++)
    expect((await postLead(client.server.base, leadBody(), limited)).status).toBe(201);
  await check(
    "Leads API: rate limited",
    "POST /api/av/leads",
    await postLead(client.server.base, leadBody(), limited),
    {
      expectStatus: 429,
    },
  );
}

/** The quotes API (created, its PDF, a wrong token, the e-mailed copy, the drawer's estimate) and the vitals API. */
export async function checkQuotesAndVitalsApis(client: HeadersClient): Promise<void> {
  const quote = await client.postJson("/api/quotes", {
    contact: { name: "Pieter van Wyk", email: "pieter@example.co.za", phone: "083 555 0177" },
    eventDate: addDays(johannesburgDate(new Date()), 16),
    venue: "Summer Place, Hyde Park",
    items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
  });
  const created = (await quote.clone().json()) as { quoteNumber: string; accessToken: string };
  await check("Quotes API: created", "POST /api/quotes", quote, { expectStatus: 201 });
  await check(
    "Quotes API: quote PDF",
    `GET /api/quotes/${created.quoteNumber}/pdf?token=${created.accessToken}`,
    await client.get(`/api/quotes/${created.quoteNumber}/pdf?token=${created.accessToken}`),
    { expectStatus: 200 },
  );
  await check(
    "Quotes API: wrong token",
    `POST /api/quotes/${created.quoteNumber}/decisions`,
    await client.postJson(`/api/quotes/${created.quoteNumber}/decisions`, {
      accessToken: "x".repeat(43),
      requestType: "accept",
      quoteVersion: 1,
      signedName: "Pieter van Wyk",
      acceptTerms: true,
    }),
    { expectStatus: 404 },
  );
  await check(
    "Quotes API: copy e-mailed",
    `POST /api/quotes/${created.quoteNumber}/email`,
    await client.postJson(`/api/quotes/${created.quoteNumber}/email`, { accessToken: created.accessToken }),
    { expectStatus: 202 },
  );
  await check(
    "Quotes API: drawer estimate PDF",
    "POST /api/quotes/estimate.pdf",
    await client.postJson("/api/quotes/estimate.pdf", {
      quoteNumber: created.quoteNumber,
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
    }),
    { expectStatus: 200 },
  );
  await check(
    "Quotes API: unknown path",
    "GET /api/quotes/nothing/here",
    await client.get("/api/quotes/nothing/here"),
    {
      expectStatus: 404,
    },
  );
  await check(
    "Vitals API: beacon stored",
    "POST /api/vitals",
    await client.postJson("/api/vitals", { page: "/about", metrics: [{ name: "TTFB", value: 120, id: "v1-1" }] }),
    { expectStatus: 204 },
  );
  await check("Vitals API: not a beacon", "POST /api/vitals", await client.postJson("/api/vitals", { page: 42 }), {
    expectStatus: 400,
  });
}

/** A quote's live page (/q/<token>): page, unknown link, PDF and decision, sending no referrer off the site. */
export async function checkLiveQuote(client: HeadersClient): Promise<void> {
  const created = await client.postJson(
    "/api/quotes",
    {
      contact: { name: "Pieter van Wyk", email: "pieter@example.co.za", phone: "083 555 0177" },
      eventDate: addDays(johannesburgDate(new Date()), 16),
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
    },
    client.asNewClient(),
  );
  const { liveUrl } = (await created.json()) as { liveUrl: string };
  const page = new URL(liveUrl).pathname;
  const live = { referrerPolicy: "same-origin" };
  await check("Live quote page", page, await client.get(page), { expectStatus: 200, ...live });
  // The router matches paths in any letter case: the policy must follow it there.
  const shouted = page.replace(/^\/q\//, "/Q/");
  await check("Live quote page, address in capitals", shouted, await client.get(shouted), {
    expectStatus: 200,
    ...live,
  });
  const unknown = `/q/${"A".repeat(43)}`;
  await check("Live quote page: unknown link", unknown, await client.get(unknown), { expectStatus: 404, ...live });
  await check("Live quote page: PDF", `${page}/pdf`, await client.get(`${page}/pdf`), { expectStatus: 200, ...live });
  const decision = await fetch(`${client.server.base}${page}/decisions`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...client.asNewClient() },
    body: "intent=decline&submissionKey=header-test-key&quoteVersion=1&reason=price",
  });
  await check("Live quote page: decision (island)", `POST ${page}/decisions`, decision, {
    expectStatus: 200,
    ...live,
  });
}

/** A database that cannot take a submission: 503 with the headers. */
export async function checkDatabaseUnavailable(client: HeadersClient): Promise<void> {
  // Another connection holds the write lock past the server's busy timeout
  // (the server logs the failed store as an error: that is expected here).
  const db = new DatabaseSync(client.server.databaseFile, { timeout: 5_000 });
  try {
    db.exec("BEGIN IMMEDIATE");
    await check(
      "Leads API: database unavailable",
      "POST /api/av/leads",
      await client.postJson("/api/av/leads", leadBody()),
      { expectStatus: 503 },
    );
  } finally {
    if (db.isTransaction) db.exec("ROLLBACK");
    db.close();
  }
}
