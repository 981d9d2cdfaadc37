// Issue 32, finding 12, on the production server with a real SMTP sink:
// "Email My Quote" pressed 30 times on one quote delivered 30 e-mails. Now
// each quote, and each address across quotes, gets at most 3 a hour (5 a
// day), however many app processes answer the presses: two processes share
// one database here and take the presses in turn. Past the cap the answer is
// 429 with a message saying when to try again, and nothing is sent.
import type { ChildProcess } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { type SmtpSink, startSmtpSink } from "#app/platform/mail/test-support.server.ts";
import { freePort, startProductionServer, stopProcess, waitFor } from "../../bench/support.ts";
import { type TestServer, startServer } from "./support.ts";

const CAP_MESSAGE =
  /^We have already e-mailed this quote as often as we can for now \(3 times an hour, 5 a day, to one address\)\. Please try again in \d+ minutes?, or use Download Quote to save it\.$/;

let smtp: SmtpSink;
let first: TestServer;
let second: ChildProcess;
let secondBase: string;

beforeAll(async () => {
  smtp = await startSmtpSink();
  const env = { SMTP_URL: smtp.url, SALES_EMAIL: "bookings@example.co.za" };
  first = await startServer("quote-email-cap", env);
  // A second app process on the same database, as behind a load balancer.
  const port = await freePort();
  second = startProductionServer(port, first.databaseFile, {
    LOG_LEVEL: "error",
    TRUST_PROXY: "loopback",
    ...env,
  });
  secondBase = `http://127.0.0.1:${port}`;
  await waitFor(`${secondBase}/robots.txt`);
});

afterAll(async () => {
  if (second) await stopProcess(second);
  await first?.dispose();
  await smtp?.close();
});

const delivered = (email: string) => smtp.messages.filter((message) => message.to.includes(email)).length;

/**
 * Customer copies the outbox still holds as waiting. The receiver has a
 * message a moment before its row is marked sent; a press in that moment
 * finds a copy waiting and adds none, as it should.
 */
function copiesWaiting(): number {
  const database = new DatabaseSync(first.databaseFile, { readOnly: true, timeout: 5_000 });
  try {
    const row = database
      .prepare("SELECT count(*) AS waiting FROM outbox WHERE channel = 'customer_email' AND status = 'pending'")
      .get() as { waiting: number };
    return Number(row.waiting);
  } finally {
    database.close();
  }
}

async function quoteFor(email: string, client: string) {
  const created = await fetch(`${first.base}/api/quotes`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify({
      contact: { name: "Zanele Mthembu", email, phone: "082 555 0133" },
      eventDate: addDays(johannesburgDate(new Date()), 20),
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
    }),
  });
  expect(created.status).toBe(201);
  return (await created.json()) as { quoteNumber: string; accessToken: string };
}

/** One press of Email My Quote, from a client of its own (the per-client limit is not what is tested). */
function press(base: string, quote: { quoteNumber: string; accessToken: string }, client: string) {
  return fetch(`${base}/api/quotes/${quote.quoteNumber}/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": client },
    body: JSON.stringify({ accessToken: quote.accessToken }),
  });
}

describe("Email My Quote is capped per quote and per address (issue 32)", () => {
  it("30 presses on one quote across two app processes deliver 3 e-mails; the rest are told when to try again", async () => {
    const email = "zanele@example.co.za";
    const quote = await quoteFor(email, "203.0.113.1");
    // The copy sent when the quote was made is not a press.
    await expect.poll(() => delivered(email), { timeout: 15_000 }).toBe(1);
    await expect.poll(copiesWaiting, { timeout: 15_000 }).toBe(0);
    const answers: number[] = [];
    for (let i = 0; i < 30; i++) {
      const answer = await press(i % 2 ? secondBase : first.base, quote, `203.0.113.${10 + i}`);
      answers.push(answer.status);
      if (answer.status === 202) {
        // Sent before the next press, so no press finds a copy still waiting.
        const expected = answers.filter((status) => status === 202).length + 1;
        await expect.poll(() => delivered(email), { timeout: 15_000 }).toBe(expected);
        await expect.poll(copiesWaiting, { timeout: 15_000 }).toBe(0);
      } else {
        expect(answer.status).toBe(429);
        expect(Number(answer.headers.get("retry-after"))).toBeGreaterThan(0);
        const body = (await answer.json()) as { success: boolean; capped: boolean; message: string };
        expect(body).toMatchObject({ success: false, capped: true });
        expect(body.message).toMatch(CAP_MESSAGE);
      }
    }
    expect(answers.slice(0, 3)).toEqual([202, 202, 202]);
    expect(answers.slice(3).every((status) => status === 429)).toBe(true);
    expect(delivered(email)).toBe(4);
  });

  it("counts the address across quotes: a second quote to the same inbox gets no new allowance", async () => {
    const email = "kagiso@example.co.za";
    const one = await quoteFor(email, "203.0.113.101");
    const two = await quoteFor(email, "203.0.113.102");
    await expect.poll(() => delivered(email), { timeout: 15_000 }).toBe(2);
    await expect.poll(copiesWaiting, { timeout: 15_000 }).toBe(0);
    const statuses: number[] = [];
    for (const [i, quote] of [one, two, one, two].entries()) {
      const answer = await press(i % 2 ? secondBase : first.base, quote, `203.0.113.${110 + i}`);
      statuses.push(answer.status);
      if (answer.status === 202) {
        const expected = 2 + statuses.filter((status) => status === 202).length;
        await expect.poll(() => delivered(email), { timeout: 15_000 }).toBe(expected);
        await expect.poll(copiesWaiting, { timeout: 15_000 }).toBe(0);
      }
    }
    expect(statuses).toEqual([202, 202, 202, 429]);
    expect(delivered(email)).toBe(5);
  });
});
