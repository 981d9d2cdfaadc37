// Crash test: thousands of lead and quote submissions from concurrent
// clients; the server is killed with SIGKILL partway and restarted on the same
// database; clients retry what failed with the same idempotency key, as the
// browser does. Afterwards the database must hold every submission that got a
// success answer, intact and exactly once.
import { sqliteIntegrity, snapshot } from "./stores.ts";
import { type Submission, answeredId, makeSubmission } from "./submissions.ts";
import { Checks, type Database, ServerProcess, postJson, progress, sleep, tally } from "./support.ts";
import { type Figures, verify } from "./verify.ts";

export interface CrashOptions {
  database: Database;
  port: number;
  submissions: number;
  clients: number;
  /** Share of the submissions answered with success before the kill. */
  killAfter: number;
}

export interface CrashResult {
  database: Database["label"];
  figures: Figures;
  /** Requests sent in all, retries included. */
  requests: number;
  successesBeforeKill: number;
  /** Requests sent and not yet answered when the server was killed. */
  inFlightAtKill: number;
  /** Network errors clients saw (connection refused or reset, sockets closed) by code. */
  networkErrors: Record<string, number>;
  /** 503 answers (clients retried them). */
  unavailable: number;
  /** Submissions stored before the kill whose answer was lost, found by their retry (200, the first id). */
  answersLostThenReplayed: number;
  /** Submissions sent again after their success, as a double-click or a lost answer would. */
  deliberateReplays: number;
  /** Replays not answered 200 with the first submission's id. */
  replayMismatches: number;
  gaveUp: number;
  integrity?: string;
  seconds: number;
  checks: Checks;
}

/** Every 20th submission is sent a second time once it has succeeded. */
const REPLAY_EVERY = 20;
const RETRY_FOR_MS = 180_000;

export async function runCrashTest(options: CrashOptions): Promise<CrashResult> {
  const { database, port } = options;
  const checks = new Checks(`crash (${database.label})`);
  const started = Date.now();
  const run = `${database.label}-${started.toString(36)}`;
  const submissions: Submission[] = Array.from({ length: options.submissions }, (_, index) =>
    makeSubmission(run, index),
  );
  const killAt = Math.round(options.submissions * options.killAfter);

  let server = await ServerProcess.start({ port, database });
  const base = server.base;
  progress(
    `crash (${database.label}): ${options.submissions} submissions, ${options.clients} clients, SIGKILL after ${killAt} successes`,
  );

  const answered = new Map<number, string>();
  const networkErrors: string[] = [];
  let requests = 0;
  let inFlight = 0;
  let unavailable = 0;
  let answersLostThenReplayed = 0;
  let deliberateReplays = 0;
  let replayMismatches = 0;
  let gaveUp = 0;
  let successesBeforeKill = 0;
  let inFlightAtKill = 0;
  let crash: Promise<void> | undefined;

  const crashAndRestart = async () => {
    successesBeforeKill = answered.size;
    inFlightAtKill = inFlight;
    progress(`crash (${database.label}): SIGKILL with ${inFlight} requests in flight after ${answered.size} successes`);
    server.kill("SIGKILL");
    const exit = await server.exited;
    checks.equal(exit.signal, "SIGKILL", "the server was killed by SIGKILL");
    // A moment with nothing listening, as when a process manager restarts a crashed server.
    await sleep(500);
    server = await ServerProcess.start({ port, database });
    progress(`crash (${database.label}): restarted on the same database`);
  };

  const send = async (submission: Submission) => {
    requests += 1;
    inFlight += 1;
    try {
      return await postJson(
        `${base}${submission.path}`,
        submission.body,
        { "Idempotency-Key": submission.key },
        30_000,
      );
    } finally {
      inFlight -= 1;
    }
  };

  let next = 0;
  const client = async () => {
    for (let index = next++; index < submissions.length; index = next++) {
      const submission = submissions[index];
      if (!submission) break;
      const deadline = Date.now() + RETRY_FOR_MS;
      let failedBefore = false;
      for (;;) {
        const outcome = await send(submission);
        if (
          outcome.kind === "answer" &&
          (outcome.status === 201 || outcome.status === 200) &&
          outcome.json?.success === true
        ) {
          const id = answeredId(submission, outcome.json);
          if (id === undefined)
            checks.expect(false, `success answer without an id for submission ${index}: ${outcome.text.slice(0, 200)}`);
          else answered.set(index, id);
          if (outcome.status === 200) {
            if (failedBefore) answersLostThenReplayed += 1;
            else checks.expect(false, `first attempt of submission ${index} answered 200 (a replay) instead of 201`);
          }
          if (answered.size >= killAt && !crash) crash = crashAndRestart();
          break;
        }
        failedBefore = true;
        if (outcome.kind === "network") networkErrors.push(outcome.code);
        else if (outcome.status === 503) unavailable += 1;
        else {
          checks.expect(
            false,
            `submission ${index} (${submission.kind}) answered ${outcome.status}: ${outcome.text.slice(0, 300)}`,
          );
          break;
        }
        if (Date.now() > deadline) {
          gaveUp += 1;
          checks.expect(false, `submission ${index} still failing after ${RETRY_FOR_MS / 1000} s of retries`);
          break;
        }
        await sleep(100 + Math.random() * 400);
      }

      const first = answered.get(index);
      if (index % REPLAY_EVERY === 7 && first !== undefined) {
        deliberateReplays += 1;
        let replay = await send(submission);
        // The crash may fall between the first answer and the replay: retry that too.
        for (let tries = 0; replay.kind === "network" || (replay.kind === "answer" && replay.status === 503); tries++) {
          if (tries > 300) break;
          await sleep(200);
          replay = await send(submission);
        }
        const sameId =
          replay.kind === "answer" &&
          replay.status === 200 &&
          replay.json !== null &&
          answeredId(submission, replay.json) === first;
        if (!sameId) {
          replayMismatches += 1;
          const seen = replay.kind === "answer" ? `${replay.status} ${replay.text.slice(0, 200)}` : replay.code;
          checks.expect(false, `replay of submission ${index} did not return its first id ${first}: ${seen}`);
        }
      }
    }
  };

  await Promise.all(Array.from({ length: options.clients }, client));
  if (crash) await crash;
  else checks.expect(false, "the server was never killed");

  const exit = await server.stop();
  checks.equal(exit.code, 0, "exit code after the final SIGTERM");
  const stored = await snapshot(database);
  const verdict = verify(submissions, answered, stored);
  for (const problem of verdict.problems) checks.expect(false, problem);
  checks.equal(verdict.figures.losses, 0, "losses");
  checks.equal(verdict.figures.duplicates, 0, "duplicates");
  checks.equal(verdict.figures.altered, 0, "rows stored altered");
  checks.equal(verdict.figures.strays, 0, "rows stored without a success answer or a submission");
  checks.equal(verdict.figures.outboxMismatches, 0, "leads without exactly one outbox row");
  checks.equal(verdict.figures.successes, submissions.length, "submissions that ended with a success answer");
  let integrity: string | undefined;
  if (database.file) {
    integrity = sqliteIntegrity(database.file);
    checks.equal(integrity, "ok", "SQLite integrity_check after the crash");
  }
  if (checks.failures.length > 0) progress(`crash (${database.label}) server output:\n${server.tail()}`);

  return {
    database: database.label,
    figures: verdict.figures,
    requests,
    successesBeforeKill,
    inFlightAtKill,
    networkErrors: tally(networkErrors),
    unavailable,
    answersLostThenReplayed,
    deliberateReplays,
    replayMismatches,
    gaveUp,
    integrity,
    seconds: Math.round((Date.now() - started) / 100) / 10,
    checks,
  };
}
