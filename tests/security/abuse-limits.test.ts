// Abuse limits (decision 025) against the production server over real HTTP:
// forwarded addresses are believed only from a configured proxy, an IPv6 /64
// is one client, each kind of submission has its own limits, a flood is marked
// and asks for a challenge instead of refusing everyone (decision 053), and
// sales get one digest about it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type SmtpSink, parseMail, startSmtpSink } from "#app/platform/mail/test-support.server.ts";
import { type TestServer, leadBody, postLead, signIn, startServer, withDatabase } from "./support.ts";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import {
  CHALLENGE_SOLUTION_HEADER,
  type ProofOfWorkChallenge,
  encodeSolution,
  solveChallenge,
} from "#app/features/leads/flood/flood-defence.ts";
import { nodeSubtle } from "../../bench/node-digest.ts";

/** The defaults of a production start (the test servers' own defaults are set far higher). */
const PRODUCTION_LIMITS = { LEADS_RATE_LIMIT_PER_IP: "10", LEADS_FLOOD_THRESHOLD: "30" };

const quoteBody = (email = "thandi@example.co.za") => ({
  contact: { name: "Thandi Mokoena", email, phone: "082 555 0123" },
  // A date ahead of today: the quotes API refuses event dates in the past.
  eventDate: addDays(johannesburgDate(new Date()), 16),
  items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
});

const applicationBody = () => ({
  ...leadBody({ comments: "Partner Application - We plan 30 weddings a year." }),
  source: "Business Partner Application",
  contact: {
    fullname: "Jacaranda Events",
    tel: "011 555 0101",
    email: "events@jacaranda.example.co.za",
    company: "Jacaranda Events",
    companyWebsite: "",
    industry: "Event Planner",
    clientType: "",
    eventsPerYear: "13+ events per year",
    interestReason: "We plan 30 weddings a year.",
    referralSource: "",
  },
});

function postJson(base: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

async function statuses(count: number, send: (i: number) => Promise<Response>): Promise<number[]> {
  const answers: number[] = [];
  for (let i = 0; i < count; i++) answers.push((await send(i)).status);
  return answers;
}

interface StoredLead {
  id: string;
  kind: string;
  full_name: string | null;
  suspected_spam: number;
}

function storedLeads(server: TestServer): StoredLead[] {
  return withDatabase(
    server.databaseFile,
    (db) =>
      db
        .prepare("select id, kind, full_name, suspected_spam from leads order by created_at, id")
        .all() as unknown as StoredLead[],
  );
}

function salesEmailsQueued(server: TestServer, leadId: string): number {
  return withDatabase(server.databaseFile, (db) => {
    const row = db.prepare("select count(*) as n from outbox where lead_id = ? and channel = 'email'").get(leadId) as {
      n: number;
    };
    return Number(row.n);
  });
}

describe("without TRUST_PROXY (the default)", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("abuse-no-proxy", { ...PRODUCTION_LIMITS, TRUST_PROXY: "" });
  });
  afterAll(() => server?.dispose());

  it("30 posts with 30 X-Forwarded-For values count as one client: 10 stored, then 429", async () => {
    const answers = await statuses(30, (i) =>
      postLead(server.base, leadBody(), { "X-Forwarded-For": `203.0.113.${i + 1}` }),
    );
    expect(answers.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(answers.slice(10)).toEqual(Array(20).fill(429));
    expect(storedLeads(server)).toHaveLength(10);
  });

  it("a client past its call-back limit can still send a quote and an application (limits per kind)", async () => {
    expect((await postLead(server.base)).status).toBe(429);
    expect((await postJson(server.base, "/api/quotes", quoteBody())).status).toBe(201);
    expect((await postLead(server.base, applicationBody())).status).toBe(201);
  });

  it("answers a wrong token and an unknown quote number alike, and limits lookups per client", async () => {
    const created = (await (await postJson(server.base, "/api/quotes", quoteBody())).json()) as { quoteNumber: string };
    const wrong = await fetch(`${server.base}/api/quotes/${created.quoteNumber}/pdf?token=not-the-token`);
    const unknown = await fetch(`${server.base}/api/quotes/Q-200101-AAAA/pdf?token=not-the-token`);
    expect([wrong.status, unknown.status]).toEqual([404, 404]);
    const wrongDecision = await postJson(server.base, `/api/quotes/${created.quoteNumber}/decisions`, {
      accessToken: "x".repeat(43),
      requestType: "accept",
      quoteVersion: 1,
      signedName: "Sipho Dlamini",
      acceptTerms: true,
    });
    const unknownDecision = await postJson(server.base, "/api/quotes/Q-200101-AAAA/decisions", {
      accessToken: "x".repeat(43),
      requestType: "accept",
      quoteVersion: 1,
      signedName: "Sipho Dlamini",
      acceptTerms: true,
    });
    expect([wrongDecision.status, unknownDecision.status]).toEqual([404, 404]);

    // quote_lookup allows 60 in 10 minutes per client (six times a lead's 10); two were used above.
    const answers = await statuses(59, () => fetch(`${server.base}/api/quotes/Q-200101-AAAA/pdf?token=x`));
    expect(answers.slice(0, 58)).toEqual(Array(58).fill(404));
    expect(answers[58]).toBe(429);
  });

  it("refuses an Idempotency-Key replayed with another body (409) without the first quote's details", async () => {
    const headers = { "Idempotency-Key": "abuse-replay-0001" };
    expect((await postJson(server.base, "/api/quotes", quoteBody("first@example.co.za"), headers)).status).toBe(201);
    const same = await postJson(server.base, "/api/quotes", quoteBody("first@example.co.za"), headers);
    expect(same.status).toBe(200);
    const replayed = await postJson(server.base, "/api/quotes", quoteBody("mallory@example.org"), headers);
    expect(replayed.status).toBe(409);
    const text = await replayed.text();
    expect(text).not.toContain("first@example.co.za");
    expect(JSON.parse(text)).toEqual({
      success: false,
      message:
        "This Idempotency-Key was already used with a different request body. Send a new key with a new submission.",
    });
  });
});

describe("TRUST_PROXY naming a proxy that is not the peer", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("abuse-other-proxy", { ...PRODUCTION_LIMITS, TRUST_PROXY: "10.0.0.0/8" });
  });
  afterAll(() => server?.dispose());

  it("ignores X-Forwarded-For from anyone else", async () => {
    const answers = await statuses(11, (i) =>
      postLead(server.base, leadBody(), { "X-Forwarded-For": `203.0.113.${i + 1}` }),
    );
    expect(answers).toEqual([...Array(10).fill(201), 429]);
  });
});

describe("behind the configured proxy", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer("abuse-proxy", { ...PRODUCTION_LIMITS, TRUST_PROXY: "loopback" });
  });
  afterAll(() => server?.dispose());

  it("counts every address of one IPv6 /64 as one client", async () => {
    const answers = await statuses(11, (i) =>
      postLead(server.base, leadBody(), { "X-Forwarded-For": `2001:db8:1:2::${(i + 1).toString(16)}` }),
    );
    expect(answers).toEqual([...Array(10).fill(201), 429]);
    const otherNetwork = await postLead(server.base, leadBody(), { "X-Forwarded-For": "2001:db8:1:3::1" });
    expect(otherNetwork.status).toBe(201);
    const otherAddress = await postLead(server.base, leadBody(), { "X-Forwarded-For": "203.0.113.9" });
    expect(otherAddress.status).toBe(201);
  });
});

/** A fresh flood challenge, solved as a client would (decision 053). */
async function solvedChallenge(base: string): Promise<string> {
  const { challenge } = (await (await fetch(`${base}/api/challenge`)).json()) as { challenge: ProofOfWorkChallenge };
  const number = await solveChallenge(challenge, nodeSubtle);
  if (number === null) throw new Error("the challenge had no solution");
  return encodeSolution(challenge, number);
}

/** Flood thresholds count per clock minute: start a flood well inside one, so it is not split in two. */
async function awayFromMinuteBoundary(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 30_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));
}

describe("behind the configured proxy, in a flood", () => {
  let server: TestServer;
  let smtp: SmtpSink;
  let client = 0;
  /** A client address of its own, as the loopback proxy forwards it. */
  const newClient = () => ({ "X-Forwarded-For": `198.51.100.${++client}` });

  beforeAll(async () => {
    smtp = await startSmtpSink();
    server = await startServer("abuse-flood", {
      ...PRODUCTION_LIMITS,
      TRUST_PROXY: "loopback",
      SMTP_URL: smtp.url,
      SALES_EMAIL: "sales@example.co.za",
      SITE_URL: "https://www.sandtonsoundhire.co.za",
      LEADS_FLOOD_THRESHOLD: "5",
      LEADS_SPAM_DIGEST_SECONDS: "6",
      OUTBOX_POLL_SECONDS: "1",
    });
  });
  afterAll(async () => {
    await server?.dispose();
    await smtp?.close();
  });

  it("a flood of call-backs keeps a real visitor's lead, sends it to sales, and refuses no other kind", async () => {
    await awayFromMinuteBoundary();
    const flood = await statuses(40, () => postLead(server.base, leadBody({ name: "Flood Bot" }), newClient()));
    // Five ordinary, the sixth past the threshold folds into the first (identical); then each must solve a
    // challenge first (decision 053).
    expect(flood).toEqual([...Array(6).fill(201), ...Array(34).fill(403)]);

    // A real visitor during the flood solves the challenge: stored, told success, and e-mailed to sales
    // (its own text, a valid phone, no links).
    const realLead = leadBody({ name: "Real Visitor", comments: "A PA system for a 21st in Midrand on Saturday." });
    const real = await postLead(server.base, realLead, {
      ...newClient(),
      [CHALLENGE_SOLUTION_HEADER]: await solvedChallenge(server.base),
    });
    expect(real.status).toBe(201);
    const { id } = (await real.json()) as { id: string };
    const stored = storedLeads(server).find((lead) => lead.id === id);
    expect(stored).toMatchObject({ full_name: "Real Visitor", suspected_spam: 0 });
    expect(salesEmailsQueued(server, id)).toBe(1);

    // Junk that solves challenges, each different and with a link: stored and held, not e-mailed one by one.
    for (let i = 0; i < 6; i++) {
      const answer = await postLead(
        server.base,
        leadBody({ name: `Flood Bot ${i}`, comments: `Cheap backlinks ${i} at https://spam.example` }),
        { ...newClient(), [CHALLENGE_SOLUTION_HEADER]: await solvedChallenge(server.base) },
      );
      expect(answer.status).toBe(201);
    }

    // Another kind is neither refused nor marked: its own threshold is untouched.
    const contact = await fetch(`${server.base}/api/forms/contact`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...newClient() },
      body: new URLSearchParams({
        name: "Lerato Mokoena",
        email: "lerato@example.co.za",
        phone: "082 555 0144",
        eventType: "corporate",
        message: "Sound for a product launch in Sandton for 120 guests.",
      }).toString(),
    });
    expect(contact.status).toBe(200);
    const application = await postLead(server.base, applicationBody(), newClient());
    expect(application.status).toBe(201);
    const after = storedLeads(server);
    expect(after.filter((lead) => lead.kind === "callback")).toHaveLength(5 + 1 + 6);
    expect(after.filter((lead) => lead.kind === "callback" && lead.suspected_spam === 1)).toHaveLength(6);
    expect(after.filter((lead) => lead.kind !== "callback").map((lead) => [lead.kind, lead.suspected_spam])).toEqual([
      ["contact", 0],
      ["partner_business", 0],
    ]);
  }, 120_000);

  it("sends sales one digest per interval for the held submissions, never one e-mail each", async () => {
    const digests = () =>
      smtp.messages.filter((message) => /Website flood/.test(message.raw)).map((message) => parseMail(message.raw));
    const reported = () =>
      digests().reduce((sum, mail) => sum + Number(/call-back request: (\d+)/.exec(mail.text)?.[1] ?? 0), 0);
    await expect.poll(reported, { timeout: 15_000, interval: 250 }).toBe(6);
    // One digest per interval in which submissions were held (the junk above took several), never one each.
    expect(digests().length).toBeGreaterThanOrEqual(1);
    expect(digests().length).toBeLessThan(6);
    for (const mail of digests()) {
      expect(mail.headers.get("subject")).toMatch(/^Website flood: \d+ submissions? held as suspected spam$/);
      expect(mail.text).toContain(
        "Review the held submissions in the staff inbox: https://www.sandtonsoundhire.co.za/admin?spam=held",
      );
      expect(mail.text).not.toMatch(/Flood Bot/);
    }
    // E-mails of their own: the 5 ordinary call-backs, the real visitor's, the contact message and the application.
    const sales = () => smtp.messages.filter((message) => message.to.includes("sales@example.co.za"));
    await expect.poll(() => sales().length - digests().length, { timeout: 15_000 }).toBe(5 + 1 + 1 + 1);
    // The next interval has nothing new to report.
    const digestsSoFar = digests().length;
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(digests()).toHaveLength(digestsSoFar);
    // The held ones were never e-mailed on their own (the five ordinary "Flood Bot" call-backs were).
    expect(smtp.messages.some((message) => /Flood Bot \d/.test(message.raw))).toBe(false);
  });

  it("shows staff the held leads apart: hidden from the plain inbox, listed under the filter", async () => {
    const session = await signIn(server.base);
    const cookie = { Cookie: `staff_session=${session}` };
    const plain = await (await fetch(`${server.base}/admin`, { headers: cookie })).text();
    expect(plain).toContain("6 leads held as suspected spam during a flood are not shown.");
    expect(plain).toContain("Real Visitor");
    expect(plain).not.toContain("Flood Bot 5");
    const held = await (await fetch(`${server.base}/admin?spam=held`, { headers: cookie })).text();
    expect(held).toContain("Flood Bot 5");
    expect(held).toContain("Suspected spam");
    expect(held).toContain("of 6 leads");
  });
});
