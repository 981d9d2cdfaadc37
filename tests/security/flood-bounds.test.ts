// The flood's bounds (issue 32, decision 053) over real HTTP against the
// production server: during a flood each submission must solve a challenge
// (the JSON API answers 403 with one; a form without JavaScript asks a
// question), a solution is accepted once even by another process on the same
// database, identical submissions fold into one row, a genuine lead that
// solved the challenge reaches sales by its own e-mail, and the log gets one
// line per interval instead of one per refused request.
import type { ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeSubtle } from "../../bench/node-digest.ts";
import { freePort, startProductionServer, stopProcess, waitFor } from "../../bench/support.ts";
import {
  CHALLENGE_MAX_NUMBER,
  CHALLENGE_SOLUTION_HEADER,
  type ProofOfWorkChallenge,
  encodeSolution,
  floodMessages,
  solveChallenge,
} from "#app/features/leads/flood/flood-defence.ts";
import { type SmtpSink, startSmtpSink } from "#app/platform/mail/test-support.server.ts";
import { STAFF_EMAIL, STAFF_PASSWORD, leadBody, postLead, signIn, withDatabase } from "./support.ts";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";

const FLOOD_THRESHOLD = 5;

interface LoggedServer {
  base: string;
  process: ChildProcess;
  /** Every JSON line the server wrote to stderr. */
  lines: Record<string, unknown>[];
}

/** The production server with its warnings captured (the log is part of what is checked). */
async function startLoggedServer(databaseFile: string, env: Record<string, string>): Promise<LoggedServer> {
  const port = await freePort();
  const child = startProductionServer(
    port,
    databaseFile,
    {
      NODE_OPTIONS: "--disable-warning=ExperimentalWarning",
      LOG_LEVEL: "warn",
      TRUST_PROXY: "loopback",
      LEADS_RATE_LIMIT_PER_IP: "10",
      LEADS_FLOOD_THRESHOLD: String(FLOOD_THRESHOLD),
      ...env,
    },
    { stderr: "pipe" },
  );
  const lines: Record<string, unknown>[] = [];
  let pending = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    pending += chunk.toString("utf8");
    const parts = pending.split("\n");
    pending = parts.pop() ?? "";
    for (const part of parts) {
      try {
        lines.push(JSON.parse(part) as Record<string, unknown>);
      } catch {
        // Not one of ours (a Node warning).
      }
    }
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/robots.txt`);
  return { base, process: child, lines };
}

/** Flood thresholds count per clock minute: start a flood well inside one. */
async function awayFromMinuteBoundary(): Promise<void> {
  const intoMinute = Date.now() % 60_000;
  if (intoMinute > 30_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 200));
}

async function solved(challenge: ProofOfWorkChallenge): Promise<string> {
  const number = await solveChallenge(challenge, nodeSubtle);
  if (number === null) throw new Error("the challenge had no solution");
  return encodeSolution(challenge, number);
}

async function freshChallenge(base: string): Promise<ProofOfWorkChallenge> {
  const answer = await fetch(`${base}/api/challenge`);
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { challenge: ProofOfWorkChallenge }).challenge;
}

describe("in a flood", () => {
  let dir: string;
  let databaseFile: string;
  let server: LoggedServer;
  let second: LoggedServer;
  let smtp: SmtpSink;
  let client = 0;
  const newClient = () => ({ "X-Forwarded-For": `198.51.100.${++client}` });
  const junk = () => leadBody({ name: "Flood Bot", comments: "Cheap followers at https://spam.example" });

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "ssh-security-flood-"));
    databaseFile = path.join(dir, "site.db");
    smtp = await startSmtpSink();
    const env = {
      SMTP_URL: smtp.url,
      SALES_EMAIL: "sales@example.co.za",
      OUTBOX_POLL_SECONDS: "1",
      STAFF_BOOTSTRAP_EMAIL: STAFF_EMAIL,
      STAFF_BOOTSTRAP_PASSWORD: STAFF_PASSWORD,
    };
    server = await startLoggedServer(databaseFile, env);
    // A second app process on the same database, as behind a load balancer.
    second = await startLoggedServer(databaseFile, env);
    await awayFromMinuteBoundary();
    for (let i = 0; i <= FLOOD_THRESHOLD; i++) {
      expect((await postLead(server.base, junk(), newClient())).status).toBe(201);
    }
  }, 120_000);

  afterAll(async () => {
    await Promise.all([server && stopProcess(server.process), second && stopProcess(second.process)]);
    await smtp?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("answers the JSON API 403 with a challenge and says how to get one; nothing is stored", async () => {
    const before = withDatabase(databaseFile, (db) => db.prepare("select count(*) as n from leads").get()) as {
      n: number;
    };
    const answer = await postLead(server.base, junk(), newClient());
    expect(answer.status).toBe(403);
    const body = (await answer.json()) as { success: boolean; message: string; challenge: ProofOfWorkChallenge };
    expect(body.success).toBe(false);
    expect(body.message).toBe(floodMessages.challengeRequired);
    expect(body.message).toContain("GET /api/challenge");
    expect(body.message).toContain(CHALLENGE_SOLUTION_HEADER);
    expect(body.challenge).toMatchObject({ algorithm: "SHA-256", maxNumber: CHALLENGE_MAX_NUMBER });
    const after = withDatabase(databaseFile, (db) => db.prepare("select count(*) as n from leads").get()) as {
      n: number;
    };
    expect(after.n).toBe(before.n);
    // A made-up solution is refused and named as such.
    const forged = await postLead(server.base, junk(), {
      ...newClient(),
      [CHALLENGE_SOLUTION_HEADER]: btoa(JSON.stringify({ ...body.challenge, number: 7 })),
    });
    expect(forged.status).toBe(403);
    expect(((await forged.json()) as { message: string }).message).toBe(floodMessages.challengeInvalid);
  });

  it("asks a form without JavaScript a question on the re-rendered form, and takes its answer", async () => {
    const fields = {
      name: "Lerato Mokoena",
      phone: "082 555 0144",
      email: "lerato@example.co.za",
      message: "Call me about sound for a 60th birthday in Bryanston.",
    };
    const page = await fetch(`${server.base}/call-me-back`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...newClient() },
      body: new URLSearchParams(fields).toString(),
    });
    expect(page.status).toBe(403);
    const html = await page.text();
    expect(html).toContain(floodMessages.questionIntro.replaceAll("'", "&#x27;"));
    const prompt = /What is (\w+) plus (\w+)\?/.exec(html);
    const token = /name="robotQuestionToken" value="([^"]+)"/.exec(html)?.[1];
    expect(prompt).not.toBeNull();
    expect(token).toBeDefined();
    // What was typed stays in the form.
    expect(html).toContain('value="Lerato Mokoena"');
    const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
    const sum = words.indexOf(prompt?.[1] ?? "") + words.indexOf(prompt?.[2] ?? "");

    const wrong = await fetch(`${server.base}/call-me-back`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...newClient() },
      body: new URLSearchParams({ ...fields, robotQuestionToken: token ?? "", robotQuestionAnswer: "99" }).toString(),
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain("That answer wasn&#x27;t right.");

    const right = await fetch(`${server.base}/call-me-back`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...newClient() },
      body: new URLSearchParams({
        ...fields,
        robotQuestionToken: token ?? "",
        robotQuestionAnswer: String(sum),
      }).toString(),
    });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain("Your call back request has been received");
    const stored = withDatabase(databaseFile, (db) =>
      db.prepare("select suspected_spam from leads where full_name = ?").all("Lerato Mokoena"),
    );
    // Its own text, a valid phone and no links: released to sales, not held.
    expect(stored).toEqual([{ suspected_spam: 0 }]);
  });

  it("asks a flood of privacy requests for the challenge too, and takes the request once answered", async () => {
    const privacyRequest = (name: string, extra: Record<string, string> = {}) =>
      fetch(`${server.base}/privacy`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", ...newClient() },
        body: new URLSearchParams({
          requestType: "access",
          name,
          email: `${name.toLowerCase().replace(/\W+/g, ".")}@example.co.za`,
          details: "Please send me a copy of what you hold about me.",
          ...extra,
        }).toString(),
      });
    // Past the threshold of privacy requests across the site: a flood of them.
    for (let i = 0; i <= FLOOD_THRESHOLD; i++) expect((await privacyRequest(`Requester ${i}`)).status).toBe(200);
    const asked = await privacyRequest("Naledi Dube");
    expect(asked.status).toBe(403);
    const html = await asked.text();
    expect(html).toContain(floodMessages.questionIntro.replaceAll("'", "&#x27;"));
    const prompt = /What is (\w+) plus (\w+)\?/.exec(html);
    const token = /name="robotQuestionToken" value="([^"]+)"/.exec(html)?.[1] ?? "";
    const words = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine"];
    const sum = words.indexOf(prompt?.[1] ?? "") + words.indexOf(prompt?.[2] ?? "");
    const stored = () =>
      withDatabase(databaseFile, (db) =>
        db
          .prepare("select count(*) as n from leads where kind = 'privacy_request' and full_name = ?")
          .get("Naledi Dube"),
      );
    expect(stored()).toEqual({ n: 0 });
    const answered = await privacyRequest("Naledi Dube", {
      robotQuestionToken: token,
      robotQuestionAnswer: String(sum),
    });
    expect(answered.status).toBe(200);
    expect(stored()).toEqual({ n: 1 });
  });

  it("accepts a solution once, and refuses its replay in another process", async () => {
    const solution = await solved(await freshChallenge(server.base));
    const genuine = leadBody({ name: "Thabo Nkosi", comments: "PA and two microphones for a church fete in Soweto." });
    const first = await postLead(server.base, genuine, { ...newClient(), [CHALLENGE_SOLUTION_HEADER]: solution });
    expect(first.status).toBe(201);
    const replay = await postLead(second.base, leadBody({ name: "Replay Bot" }), {
      ...newClient(),
      [CHALLENGE_SOLUTION_HEADER]: solution,
    });
    expect(replay.status).toBe(403);
    expect(((await replay.json()) as { message: string }).message).toBe(floodMessages.challengeReused);
    const names = withDatabase(databaseFile, (db) =>
      db.prepare("select full_name from leads where full_name in ('Thabo Nkosi', 'Replay Bot')").all(),
    );
    expect(names).toEqual([{ full_name: "Thabo Nkosi" }]);
  }, 60_000);

  it("sends sales a genuine lead that solved the challenge, by its own e-mail", async () => {
    const solution = await solved(await freshChallenge(server.base));
    const answer = await postLead(
      server.base,
      leadBody({ name: "Naledi Dube", comments: "Sound for a school prize-giving in Randburg, 300 guests." }),
      { ...newClient(), [CHALLENGE_SOLUTION_HEADER]: solution },
    );
    expect(answer.status).toBe(201);
    await expect
      .poll(() => smtp.messages.some((message) => message.raw.includes("Naledi Dube")), { timeout: 20_000 })
      .toBe(true);
  }, 60_000);

  it("folds identical submissions that solved challenges into one row with a count", async () => {
    for (let i = 0; i < 3; i++) {
      const solution = await solved(await freshChallenge(second.base));
      const answer = await postLead(
        second.base,
        leadBody({ name: "Campaign Bot", comments: "Buy now www.x.example" }),
        {
          ...newClient(),
          [CHALLENGE_SOLUTION_HEADER]: solution,
        },
      );
      expect(answer.status).toBe(201);
    }
    const rows = withDatabase(databaseFile, (db) =>
      db.prepare("select suspected_spam, repeat_count from leads where full_name = 'Campaign Bot'").all(),
    );
    expect(rows).toEqual([{ suspected_spam: 1, repeat_count: 3 }]);

    // Staff see the count: on the lead's page, and beside it in the inbox's list of held leads.
    const { id } = withDatabase(
      databaseFile,
      (db) => db.prepare("select id from leads where full_name = 'Campaign Bot'").get() as { id: string },
    );
    const staff = { Cookie: `staff_session=${await signIn(server.base)}` };
    const leadPage = await (await fetch(`${server.base}/admin/leads/${id}`, { headers: staff })).text();
    expect(leadPage).toMatch(/This record stands for 3 identical submissions, the last received /);
    const held = await (await fetch(`${server.base}/admin?spam=held`, { headers: staff })).text();
    expect(held).toContain("3 identical submissions");
  }, 60_000);

  it("asks a flood of quotes for a challenge too, and stores the quote that solved it", async () => {
    const quote = (name: string) => ({
      contact: { name, email: "quotes@example.co.za", phone: "082 555 0123" },
      eventDate: addDays(johannesburgDate(new Date()), 16),
      items: [{ type: "product", id: "powered-speaker-12-premium", quantity: 2 }],
    });
    const postQuote = (body: unknown, headers: Record<string, string>) =>
      fetch(`${second.base}/api/quotes`, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...headers },
        body: JSON.stringify(body),
      });
    const answers: number[] = [];
    for (let i = 0; i <= FLOOD_THRESHOLD + 1; i++)
      answers.push((await postQuote(quote(`Quote Bot ${i}`), newClient())).status);
    expect(answers).toEqual([...Array(FLOOD_THRESHOLD + 1).fill(201), 403]);
    const refused = await postQuote(quote("Zanele Khumalo"), newClient());
    expect(refused.status).toBe(403);
    const { challenge, message } = (await refused.json()) as { challenge: ProofOfWorkChallenge; message: string };
    expect(message).toBe(floodMessages.challengeRequired);
    const solvedQuote = await postQuote(quote("Zanele Khumalo"), {
      ...newClient(),
      [CHALLENGE_SOLUTION_HEADER]: await solved(challenge),
    });
    expect(solvedQuote.status).toBe(201);
    const stored = withDatabase(databaseFile, (db) =>
      db.prepare("select count(*) as n from leads where kind = 'quote' and full_name = 'Zanele Khumalo'").get(),
    ) as { n: number };
    expect(stored.n).toBe(1);
  }, 60_000);

  it("logs a refused submission once per interval, then a count, not a line each", async () => {
    const refusedLines = () =>
      server.lines.filter((line) => line.event === "lead.challenge_required" && line.group === "callback");
    const countLines = () =>
      server.lines.filter((line) => line.event === "lead.challenge_required.sampled" && line.group === "callback");
    const linesBefore = refusedLines().length;
    for (let i = 0; i < 50; i++) expect((await postLead(server.base, junk(), newClient())).status).toBe(403);
    // At most one line for the 50 (none when the interval's line was written by an earlier refusal).
    expect(refusedLines().length - linesBefore).toBeLessThanOrEqual(1);
    await expect
      .poll(() => countLines().reduce((sum, line) => sum + Number(line.suppressed), 0), {
        timeout: 30_000,
        interval: 500,
      })
      .toBeGreaterThanOrEqual(49);
  }, 60_000);
});
