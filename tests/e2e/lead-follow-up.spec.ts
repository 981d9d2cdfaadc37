// Speed to lead end to end (decision 035): a lead arrives, the Waiting view
// lists it, a member of staff changes its status, it leaves the view and shows
// its response time; a lead that waited past the target is marked in words;
// the unsubscribe page works without JavaScript (and by one-click POST); and
// two app processes on one PostgreSQL send each nudge exactly once: sales'
// "lead waiting" nudges and customers' expiry reminders (an address that
// opted out gets none).
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import path from "node:path";
import { type APIRequestContext, type Page, expect, test } from "@playwright/test";
import pg from "pg";
import { openDatabase } from "#app/platform/db/database.server.ts";
import { resolveCatalogueItem } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { priceQuote } from "#app/features/quotes/quote-pricing.ts";
import { insertLead } from "#app/features/leads/leads-db.server.ts";
import { createQuote } from "#app/features/quotes/quotes-db.server.ts";
import { parseMail, startSmtpSink } from "#app/platform/mail/test-support.server.ts";
import { signUnsubscribeToken, unsubscribe, unsubscribeToken } from "#app/features/leads/notify/unsubscribe.server.ts";
import { freePort } from "../../bench/support.ts";
import { e2eDatabaseFile } from "../../playwright.config.ts";
import { expectNoAxeViolations } from "./helpers.ts";
import { leadsFor, uniqueEmail, writeToSiteDatabase } from "./leads-db.ts";
import { SAST_OFFSET_MS } from "#app/platform/format/johannesburg-clock.ts";

const PASSWORD = "Mixing desk at Kyalami 2026";
const DAY_MS = 24 * 60 * 60_000;

function addStaff(email: string): void {
  execFileSync(process.execPath, ["scripts/staff.ts", "add", email], {
    input: `${PASSWORD}\n`,
    env: { ...process.env, DATABASE_FILE: e2eDatabaseFile },
    encoding: "utf8",
  });
}

async function signIn(page: Page, email: string) {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Password").fill(PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("heading", { name: "Inbox", level: 1 })).toBeVisible();
}

async function postLead(request: APIRequestContext, email: string, fullname: string): Promise<string> {
  const response = await request.post("/api/av/leads", {
    data: {
      requestedAt: new Date().toISOString(),
      referrer: "https://www.sandtonsoundhire.co.za/call-me-back",
      vdn: "AVSH",
      preferredTime: "Weekday mornings",
      comments: "Please call about sound for a school concert",
      source: "Website Form",
      contact: { fullname, tel: "011 555 0199", email },
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/**
 * 10:00 in Johannesburg on the latest weekday at least a day ago: a lead
 * that arrived then has waited far past 15 business minutes whenever the
 * test runs, and is inside the sweeper's seven-day look-back.
 */
function pastBusinessMorning(now = new Date()): Date {
  for (let days = 1; ; days++) {
    const day = new Date(now.getTime() - days * DAY_MS);
    const local = new Date(day.getTime() + SAST_OFFSET_MS);
    const weekday = local.getUTCDay();
    if (weekday >= 1 && weekday <= 5) {
      return new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate(), 8, 0));
    }
  }
}

/** Moves a stored lead's arrival back in time, straight in the e2e server's SQLite file. */
function setArrival(leadId: string, at: Date): void {
  writeToSiteDatabase(e2eDatabaseFile, (db) =>
    db.prepare("update leads set created_at = ? where id = ?").run(at.toISOString(), leadId),
  );
}

/** The e2e server's unsubscribe key, which its first /unsubscribe request makes; the test signs links with it. */
async function unsubscribeKeyOfE2eServer(): Promise<Uint8Array> {
  await fetch(`${test.info().project.use.baseURL ?? ""}/unsubscribe?token=not-a-token`);
  const db = new DatabaseSync(path.resolve(e2eDatabaseFile), { readOnly: true });
  try {
    const row = db.prepare("select value from site_keys where name = 'unsubscribe-links'").get() as { value: string };
    return new Uint8Array(Buffer.from(row.value, "base64"));
  } finally {
    db.close();
  }
}

test.describe("speed to lead in the staff inbox", () => {
  test("a lead waits in the Waiting view until staff change its status, then shows its response time", async ({
    page,
    request,
  }) => {
    const staff = uniqueEmail("staff");
    addStaff(staff);
    const visitor = uniqueEmail("waiting");
    const leadId = await postLead(request, visitor, "Lerato Nkosi");
    await signIn(page, staff);

    // The Waiting view lists it, with the time waited so far.
    await page.getByRole("link", { name: /Waiting for a first response \(\d+\)/ }).click();
    await expect(page).toHaveURL(/\/admin\?view=waiting$/);
    await page.getByLabel("Search name, e-mail or phone").fill(visitor);
    await page.getByRole("button", { name: "Filter" }).click();
    await expect(page).toHaveURL(/view=waiting/);
    await expect(page.getByText("Showing 1–1 of 1 lead waiting for a first response")).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: visitor });
    await expect(row.locator("[data-response-time=waiting]")).toHaveText(/^Waiting \d+ min/);
    await expectNoAxeViolations(page);

    // Staff answer it by moving its status.
    await row.getByRole("link", { name: "Lerato Nkosi" }).click();
    await expect(page.locator("[data-first-response]")).toContainText("for a first response");
    await page.getByLabel("Move this lead to").selectOption("contacted");
    await page.getByRole("button", { name: "Update status" }).click();
    await expect(page.getByRole("status")).toHaveText("Status updated.");
    await expect(page.locator("[data-first-response]")).toContainText(
      new RegExp(`^First answered .+ by ${staff.replace(/[.+]/g, "\\$&")}, after \\d+ (min|h)`),
    );

    // It has left the Waiting view and shows how long it took.
    await page.goto(`/admin?view=waiting&q=${encodeURIComponent(visitor)}`);
    await expect(page.getByText("No waiting leads match these filters.")).toBeVisible();
    await page.goto(`/admin?q=${encodeURIComponent(visitor)}`);
    await expect(
      page.getByRole("row").filter({ hasText: visitor }).locator("[data-response-time=answered]"),
    ).toHaveText(/^Answered in \d+ (min|h)/);
    expect(leadsFor(visitor).map((lead) => lead.id)).toEqual([leadId]);
  });

  test("a lead that waited past the target is marked over target in words, not colour alone", async ({
    page,
    request,
  }) => {
    const staff = uniqueEmail("staff");
    addStaff(staff);
    const visitor = uniqueEmail("late");
    const leadId = await postLead(request, visitor, "Bongani Zulu");
    setArrival(leadId, pastBusinessMorning());
    await signIn(page, staff);
    await page.goto(`/admin?view=waiting&q=${encodeURIComponent(visitor)}`);
    const response = page.getByRole("row").filter({ hasText: visitor }).locator("[data-response-time=waiting]");
    await expect(response).toContainText(/Waiting \d+ h/);
    await expect(response).toContainText("over the 15-minute target");
    await expectNoAxeViolations(page);
    await page.goto(`/admin/leads/${leadId}`);
    await expect(page.locator("[data-first-response]")).toContainText("over the 15-minute target");
    await expectNoAxeViolations(page);
  });
});

test.describe("unsubscribing from reminders without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the link asks first, the button unsubscribes, and a forged link is refused", async ({ page, request }) => {
    // The test signs a link with the server's key, as a reminder e-mail's would be.
    expect((await request.get("/unsubscribe?token=not-a-token")).status()).toBe(400);
    const token = signUnsubscribeToken(await unsubscribeKeyOfE2eServer(), uniqueEmail("reminders"));

    await page.goto(`/unsubscribe?token=${token}`);
    await expect(page.getByRole("heading", { name: "Stop reminder e-mails?", level: 1 })).toBeVisible();
    await expect(page.locator("script[src]")).toHaveCount(0);
    await page.getByRole("button", { name: "Stop reminder e-mails" }).click();
    await expect(page.getByRole("heading", { name: "You will get no more reminders", level: 1 })).toBeVisible();
    await expect(page.getByText("coded fingerprint of the address")).toBeVisible();
    // The link now says so at once.
    await page.goto(`/unsubscribe?token=${token}`);
    await expect(page.getByRole("heading", { name: "You will get no more reminders", level: 1 })).toBeVisible();

    await page.goto(`/unsubscribe?token=${token.slice(0, -2)}xx`);
    await expect(page.getByRole("heading", { name: "This unsubscribe link does not work", level: 1 })).toBeVisible();
  });

  test("a mail client's one-click POST (RFC 8058) unsubscribes", async ({ request }) => {
    const token = signUnsubscribeToken(await unsubscribeKeyOfE2eServer(), uniqueEmail("oneclick"));
    const response = await request.post(`/unsubscribe?token=${token}`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: "List-Unsubscribe=One-Click",
    });
    expect(response.status()).toBe(200);
    const page = await request.get(`/unsubscribe?token=${token}`);
    expect(await page.text()).toContain("You will get no more reminders");
  });
});

test("the unsubscribe page has no accessibility violations in any of its states", async ({ page }) => {
  await page.goto("/unsubscribe?token=not-a-token");
  await expect(page.getByRole("heading", { name: "This unsubscribe link does not work", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
  const token = signUnsubscribeToken(await unsubscribeKeyOfE2eServer(), uniqueEmail("axe"));
  await page.goto(`/unsubscribe?token=${token}`);
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Stop reminder e-mails" }).click();
  await expect(page.getByRole("heading", { name: "You will get no more reminders", level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);
});

test.describe("nudges on two app processes", () => {
  const baseUrl = process.env.TEST_DATABASE_URL;
  test.skip(!baseUrl, "TEST_DATABASE_URL is not set (start one with scripts/start-test-postgres.sh)");

  test("two servers on one PostgreSQL send each waiting lead's nudge and each expiry reminder exactly once", async () => {
    test.setTimeout(120_000);
    const name = `ssh_nudges_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(baseUrl ?? "");
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();

    const smtp = await startSmtpSink();
    const servers: { process: ChildProcess; log: string[] }[] = [];
    const database = await openDatabase({ databaseUrl, poolSize: 2 });
    const arrived = pastBusinessMorning();
    const leadIds: string[] = [];
    const storeLeads = async (count: number) => {
      for (let index = 0; index < count; index++) {
        const { id } = await insertLead(database.db, {
          kind: "callback",
          source: "Website Form",
          payload: { comments: "Sound for a school concert" },
          fullName: `Waiting lead ${leadIds.length + 1}`,
          email: `waiting${leadIds.length + 1}@example.co.za`,
          channels: [],
          now: new Date(arrived.getTime() + leadIds.length * 1000),
        });
        leadIds.push(id);
      }
    };
    // Quotes made now with two days' validity: due their reminder at once. Their leads arrived now, so none
    // waits past 15 business minutes while the test runs: every e-mail to a customer is a reminder.
    const priced = priceQuote(
      [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
      resolveCatalogueItem,
    );
    if (!priced.ok) throw new Error("the sample quote was not priced");
    const storeQuote = async (email: string): Promise<string> => {
      const made = await createQuote(database.db, {
        contact: { name: "Naledi Dlamini", email, phone: "082 555 0100" },
        lines: priced.lines,
        totalItems: priced.totalItems,
        totalDiscountCents: priced.totalDiscountCents,
        validityDays: 2,
        channels: [],
      });
      if (!made.created) throw new Error("the sample quote was not stored");
      return made.quote.quoteNumber;
    };
    /** Quote number → the customer to be reminded. */
    const reminded = new Map<string, string>();
    const storeQuotes = async (count: number) => {
      for (let index = 0; index < count; index++) {
        const email = `customer${reminded.size + 1}@example.co.za`;
        reminded.set(await storeQuote(email), email);
      }
    };
    try {
      // Half wait before the servers start (both sweep at once on start), half arrive while they run.
      await storeLeads(20);
      await storeQuotes(5);
      // One customer opted out: the reminder is recorded as such, once, and never sent.
      const optedOut = "opted-out@example.co.za";
      await unsubscribe(database.db, await unsubscribeToken(database.db, optedOut));
      await storeQuote(optedOut);
      for (let index = 0; index < 2; index++) {
        const port = await freePort();
        const log: string[] = [];
        const child = spawn(process.execPath, ["server/main.ts"], {
          env: {
            ...process.env,
            NODE_ENV: "production",
            HOST: "127.0.0.1",
            PORT: String(port),
            SITE_URL: "https://www.sandtonsoundhire.co.za",
            DATABASE_URL: databaseUrl,
            SMTP_URL: smtp.url,
            SALES_EMAIL: "sales@example.co.za",
            OUTBOX_POLL_SECONDS: "1",
            LEAD_RESPONSE_TARGET_MINUTES: "15",
          },
          stdio: ["ignore", "pipe", "inherit"],
        });
        child.stdout?.on("data", (chunk: Buffer) => log.push(chunk.toString("utf8")));
        servers.push({ process: child, log });
        await expect
          .poll(async () => (await fetch(`http://127.0.0.1:${port}/robots.txt`).catch(() => null))?.status, {
            timeout: 30_000,
          })
          .toBe(200);
      }
      await storeLeads(20);
      await storeQuotes(5);

      await expect.poll(() => smtp.messages.length, { timeout: 60_000 }).toBeGreaterThanOrEqual(50);
      // Several more sweeps by both processes: nothing further may arrive.
      await new Promise((resolve) => setTimeout(resolve, 4000));
      const toSales = smtp.messages.filter((message) => message.to.join() === "sales@example.co.za");
      const nudged = toSales.map((message) => parseMail(message.raw).headers.get("x-lead-id"));
      expect(nudged).toHaveLength(40);
      expect(new Set(nudged)).toEqual(new Set(leadIds));
      const subjects = toSales.map((message) => parseMail(message.raw).headers.get("subject") ?? "");
      expect(
        subjects.every((subject) => /^Waiting \d+ h( \d+ min)? for a reply: Waiting lead \d+$/.test(subject)),
      ).toBe(true);
      // Each customer's reminder once, to that customer, about that quote; none to the address that opted out.
      const reminders = smtp.messages
        .filter((message) => message.to.join() !== "sales@example.co.za")
        .map((message) => ({ to: message.to.join(), subject: parseMail(message.raw).headers.get("subject") ?? "" }));
      expect(reminders).toHaveLength(10);
      expect(reminders.map((reminder) => reminder.to).sort()).toEqual([...reminded.values()].sort());
      for (const [quoteNumber, address] of reminded) {
        const about = reminders.filter((reminder) => reminder.subject.startsWith(`Your quote ${quoteNumber} is valid`));
        expect(
          about.map((reminder) => reminder.to),
          quoteNumber,
        ).toEqual([address]);
      }

      const rows = await database.db.selectFrom("nudges").select(["kind", "subject_id", "outcome"]).execute();
      expect(rows.filter((row) => row.kind === "lead_waiting")).toHaveLength(40);
      expect(rows.filter((row) => row.kind === "quote_expiring" && row.outcome === "queued")).toHaveLength(10);
      expect(rows.filter((row) => row.outcome === "opted_out")).toHaveLength(1);
      expect(rows).toHaveLength(51);
      const outbox = await database.db
        .selectFrom("outbox")
        .select("status")
        .where("channel", "=", "nudge_email")
        .execute();
      expect(outbox.map((row) => row.status)).toEqual(Array(50).fill("sent"));
      // Both processes took part in queueing them.
      const queuedBy = servers.map(({ log }) =>
        log
          .join("")
          .split("\n")
          .filter((line) => line.includes('"nudge.queued"'))
          .reduce((sum, line) => sum + Number((JSON.parse(line) as { queued?: number }).queued ?? 0), 0),
      );
      console.info(`nudges queued per process: ${queuedBy.join(" + ")}`);
      expect(queuedBy.reduce((a, b) => a + b, 0)).toBe(50);
    } finally {
      for (const { process: child } of servers) if (child.exitCode === null) child.kill("SIGKILL");
      await database.close();
      await smtp.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    }
  });
});
