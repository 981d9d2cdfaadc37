// A locked database and a full disk (SQLite): every door a visitor can submit
// through (the JSON lead and quote APIs, a form posted without JavaScript, a
// form posted by the enhanced page) answers 503 with the "please try again or
// call us" message, never a false success; once the fault is gone the same
// submissions (same idempotency keys) are stored exactly once.
//
// Locked: another connection holds the write lock longer than the server's
// busy timeout (5 s). Full: the server runs with SQLITE_MAX_PAGE_COUNT at the
// file's size, so a write that needs a new page fails with SQLITE_FULL as on a
// full disk; deleting a ballast table frees pages, the "disk" has room again.
// Why this and not a small filesystem: docs/decisions/015-reliability-tests.md.
import { DatabaseSync } from "node:sqlite";
import { leadCallMessages, serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import { snapshot, sqliteIntegrity } from "./stores.ts";
import { type Submission, makeSubmission } from "./submissions.ts";
import { Checks, type Database, type Outcome, ServerProcess, postForm, postJson, progress, sleep } from "./support.ts";

export interface FaultsResult {
  lines: string[];
  checks: Checks;
}

interface Door {
  name: string;
  /** Sends attempt `n` of this door's submission `index` (the same index means the same submission). */
  send(base: string, index: number): Promise<Outcome>;
  /** The e-mail address the stored lead carries. */
  email(index: number): string;
  /** Whether an answer is a success, and whether it is the expected refusal. */
  isSuccess(outcome: Outcome): boolean;
  isRefusal(outcome: Outcome): boolean;
}

const MESSAGE = serverMessages.unavailable;

function jsonDoor(name: string, run: string, kind: "callback" | "quote"): Door {
  // makeSubmission's cycle puts a call-back at index 0 (mod 8) and a quote at 1.
  const submission = (index: number): Submission =>
    makeSubmission(`${run}-${name}`, index * 8 + (kind === "quote" ? 1 : 0));
  return {
    name,
    send: (base, index) => {
      const sent = submission(index);
      return postJson(`${base}${sent.path}`, sent.body, { "Idempotency-Key": sent.key });
    },
    email: (index) => submission(index).email,
    isSuccess: (outcome) =>
      outcome.kind === "answer" && (outcome.status === 201 || outcome.status === 200) && outcome.json?.success === true,
    isRefusal: (outcome) =>
      outcome.kind === "answer" &&
      outcome.status === 503 &&
      outcome.json?.success === false &&
      outcome.json.message === MESSAGE,
  };
}

/**
 * A lead form: posted to its page as a browser without JavaScript does, or
 * (`enhanced`) to /api/forms/:form as the page's form script does.
 */
function formDoor(
  name: string,
  run: string,
  page: string,
  form: string,
  enhanced: boolean,
  fields: (email: string, index: number) => Record<string, string>,
): Door {
  const email = (index: number) => `rel.${run}.${name}.${index}@example.co.za`;
  return {
    name,
    send: (base, index) =>
      postForm(enhanced ? `${base}/api/forms/${form}` : `${base}${page}`, {
        ...fields(email(index), index),
        submissionKey: `rel-${run}-${name}-${index}`,
      }),
    email,
    isSuccess: (outcome) =>
      outcome.kind === "answer" &&
      outcome.status === 200 &&
      (enhanced ? outcome.json?.status === "success" : !outcome.text.includes(MESSAGE)),
    isRefusal: (outcome) =>
      outcome.kind === "answer" &&
      outcome.status === 503 &&
      (enhanced
        ? outcome.json?.status === "error" && outcome.json.message === MESSAGE
        : outcome.text.includes(MESSAGE) && !outcome.text.includes(leadCallMessages.request.success)),
  };
}

function doors(run: string): Door[] {
  return [
    jsonDoor("api-lead", run, "callback"),
    jsonDoor("api-quote", run, "quote"),
    formDoor("contact-form-no-js", run, "/contact", "contact", false, (email, index) => ({
      name: `Naledi Khumalo ${index}`,
      email,
      phone: "082 555 0199",
      eventType: "wedding",
      message: `A wedding for 120 guests in Midrand (${index}).`,
    })),
    formDoor("callback-form-enhanced", run, "/call-me-back", "callback", true, (email, index) => ({
      name: `Pieter Botha ${index}`,
      phone: "082 555 0198",
      email,
      preferredTime: "As soon as possible",
      message: `Please call about a conference (${index}).`,
    })),
    formDoor("business-application-no-js", run, "/partners/apply/business", "business", false, (email, index) => ({
      companyName: `Gauteng Events ${index}`,
      companyWebsite: "www.example.co.za",
      industryType: "Venue",
      contactName: `Lerato Mokoena ${index}`,
      contactEmail: email,
      contactPhone: "082 555 0197",
      referralSource: "Event",
      interestReason: "We host weekly functions and need a sound partner.",
      eventsPerYear: "13+ events per year",
    })),
    formDoor("client-application-enhanced", run, "/partners/apply/client", "client", true, (email, index) => ({
      clientType: "DJ",
      contactName: `Kabelo Nkosi ${index}`,
      contactEmail: email,
      contactPhone: "082 555 0196",
      eventsPerYear: "4-6 events per year",
      interestReason: "I play weddings most weekends and need backup gear.",
    })),
  ];
}

function describe(outcome: Outcome): string {
  return outcome.kind === "network"
    ? outcome.code
    : `${outcome.status} ${outcome.text.replace(/\s+/g, " ").slice(0, 160)}`;
}

/** Stored leads per e-mail address. */
async function storedCounts(database: Database): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const lead of (await snapshot(database)).leads)
    if (lead.email) counts.set(lead.email, (counts.get(lead.email) ?? 0) + 1);
  return counts;
}

export async function runFaultsTest(options: { dir: string; port: number }): Promise<FaultsResult> {
  const checks = new Checks("faults");
  const database: Database = { label: "sqlite", file: `${options.dir}/site.db` };
  const file = database.file ?? "";
  const run = Date.now().toString(36);
  const lines = [
    "| fault | door | refused with the message (503) | false successes | stored after the fault, exactly once |",
    "|---|---|---|---|---|",
  ];

  // --- Locked: one submission per door while another connection holds the write lock.
  let server = await ServerProcess.start({ port: options.port, database });
  const lockedDoors = doors(`${run}-locked`);
  const holder = new DatabaseSync(file);
  holder.exec("begin immediate");
  const lockedAt = Date.now();
  progress("faults: write lock held by another connection; one submission per door");
  let firstAnswerAt = Number.POSITIVE_INFINITY;
  const answering = Promise.all(
    lockedDoors.map(async (door) => {
      const outcome = await door.send(server.base, 0);
      firstAnswerAt = Math.min(firstAnswerAt, Date.now());
      return outcome;
    }),
  );
  // The rest of the site goes on while submissions wait for the lock.
  await sleep(300);
  const page = await fetch(`${server.base}/contact`).then(
    (response) => response.status,
    () => 0,
  );
  const pageAnsweredAt = Date.now();
  const lockedAnswers = await answering;
  const heldSeconds = (Date.now() - lockedAt) / 1000;
  checks.equal(page, 200, "a page requested while the database was locked");
  checks.expect(
    pageAnsweredAt < firstAnswerAt,
    "no page was served while submissions waited for the lock: the wait blocked the server",
  );
  holder.exec("rollback");
  holder.close();
  const afterLock = await storedCounts(database);
  const retriedAfterLock = await Promise.all(lockedDoors.map((door) => door.send(server.base, 0)));
  const afterRetry = await storedCounts(database);
  lockedDoors.forEach((door, index) => {
    const answer = lockedAnswers[index];
    const retry = retriedAfterLock[index];
    if (!answer || !retry) return;
    const refused = door.isRefusal(answer);
    const falseSuccess = door.isSuccess(answer) && (afterLock.get(door.email(0)) ?? 0) === 0;
    const storedOnce = door.isSuccess(retry) && afterRetry.get(door.email(0)) === 1;
    checks.expect(refused, `locked, ${door.name}: expected 503 with the message, got ${describe(answer)}`);
    checks.expect(!falseSuccess, `locked, ${door.name}: success answered but nothing stored`);
    checks.expect((afterLock.get(door.email(0)) ?? 0) === 0 || !refused, `locked, ${door.name}: refused but stored`);
    checks.expect(
      storedOnce,
      `locked, ${door.name}: the retry after the lock was released: ${describe(retry)}, stored ${afterRetry.get(door.email(0)) ?? 0} times`,
    );
    lines.push(
      `| database locked ${heldSeconds.toFixed(1)} s | ${door.name} | ${refused ? "yes" : "NO"} | ${falseSuccess ? 1 : 0} | ${storedOnce ? "yes" : "NO"} |`,
    );
  });
  checks.equal((await server.stop()).code, 0, "exit code after the locked-database phase");

  // --- Full: ballast fills pages; the server may not grow the file beyond its current size.
  const filler = new DatabaseSync(file);
  filler.exec("create table reliability_ballast (bytes blob not null)");
  filler.exec(
    "insert into reliability_ballast (bytes) select randomblob(3000) from (with recursive n(i) as (select 1 union all select i + 1 from n where i < 400) select i from n)",
  );
  const pages = (filler.prepare("pragma page_count").get() as { page_count: number }).page_count;
  filler.close();
  server = await ServerProcess.start({ port: options.port, database, env: { SQLITE_MAX_PAGE_COUNT: String(pages) } });
  progress(`faults: disk full at ${pages} pages; each door submits until refused`);
  const fullDoors = doors(`${run}-full`);
  const results = [] as { door: Door; successes: number[]; refusedAt?: number; wrong: string[] }[];
  for (const door of fullDoors) {
    const result = {
      door,
      successes: [] as number[],
      refusedAt: undefined as number | undefined,
      wrong: [] as string[],
    };
    // The first submissions may still fit in partly filled pages.
    for (let index = 0; index < 200 && result.refusedAt === undefined; index++) {
      const answer = await door.send(server.base, index);
      if (door.isRefusal(answer)) result.refusedAt = index;
      else if (door.isSuccess(answer)) result.successes.push(index);
      else {
        result.wrong.push(describe(answer));
        break;
      }
    }
    results.push(result);
  }
  const whileFull = await storedCounts(database);
  const sqliteFull = server.events("lead.store_failed").concat(server.events("quote.store_failed"));
  const fullErrors = sqliteFull.filter((entry) => JSON.stringify(entry).includes("full")).length;
  checks.expect(fullErrors > 0, "no store failure mentioning a full database was logged");

  // Room again: the ballast goes, its pages are free for the server to reuse.
  const cleaner = new DatabaseSync(file);
  cleaner.exec("pragma busy_timeout = 5000");
  cleaner.exec("delete from reliability_ballast");
  cleaner.close();
  const retries = await Promise.all(
    results.map(({ door, refusedAt }) => (refusedAt === undefined ? undefined : door.send(server.base, refusedAt))),
  );
  const afterRoom = await storedCounts(database);
  results.forEach(({ door, successes, refusedAt, wrong }, position) => {
    const falseSuccesses = successes.filter((index) => whileFull.get(door.email(index)) !== 1).length;
    const refusedStored = refusedAt !== undefined && (whileFull.get(door.email(refusedAt)) ?? 0) > 0;
    const retry = retries[position];
    const storedOnce =
      refusedAt !== undefined &&
      retry !== undefined &&
      door.isSuccess(retry) &&
      afterRoom.get(door.email(refusedAt)) === 1;
    checks.expect(
      refusedAt !== undefined,
      `full, ${door.name}: never refused (${successes.length} successes) ${wrong.join("; ")}`,
    );
    checks.equal(falseSuccesses, 0, `full, ${door.name}: success answers without exactly one stored row`);
    checks.expect(!refusedStored, `full, ${door.name}: refused but stored`);
    checks.expect(
      storedOnce,
      `full, ${door.name}: the retry once there was room again: ${retry ? describe(retry) : "not sent"}`,
    );
    lines.push(
      `| disk full (${pages} pages) | ${door.name} | ${refusedAt !== undefined ? `yes, after ${successes.length} stored` : "NO"} | ${falseSuccesses} | ${storedOnce ? "yes" : "NO"} |`,
    );
  });
  checks.equal((await server.stop()).code, 0, "exit code after the full-disk phase");
  const integrity = sqliteIntegrity(file);
  checks.equal(integrity, "ok", "integrity_check after the faults");
  if (checks.failures.length > 0) progress(`faults server output:\n${server.tail()}`);
  lines.push(
    "",
    `While the database was locked a page was served before any submission was answered: ${pageAnsweredAt < firstAnswerAt ? "yes" : "NO"}. ` +
      `Store failures logged while full: ${sqliteFull.length} (${fullErrors} naming a full database); integrity_check afterwards: ${integrity}.`,
  );
  return { lines, checks };
}
