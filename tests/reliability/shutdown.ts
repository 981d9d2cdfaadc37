// Graceful shutdown: SIGTERM while clients keep submitting. Requests already
// being received finish and are stored; a request that starts arriving after
// the signal on an open connection gets 503; new connections are refused (the
// listener is closed, so a proxy tries another server and the next process
// can bind the port); the database closes cleanly; no success answer lacks its
// row. Whatever failed is then retried on a restarted server with the same
// idempotency keys and stored exactly once.
import { existsSync, statSync } from "node:fs";
import { connect } from "node:net";
import { serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import { sqliteIntegrity, snapshot } from "./stores.ts";
import { type Submission, answeredId, makeSubmission } from "./submissions.ts";
import { Checks, type Database, ServerProcess, postJson, progress, sleep, tally } from "./support.ts";
import { verify } from "./verify.ts";

export interface ShutdownResult {
  lines: string[];
  checks: Checks;
}

const LOAD_CLIENTS = 40;
/** Successes before the signal: the load is well under way. */
const SIGNAL_AFTER_SUCCESSES = 400;
const RAW_REQUESTS = 5;

interface RawAnswer {
  status: number;
  headers: Map<string, string>;
  body: string;
}

/** The complete HTTP/1.1 responses at the start of `data` (Content-Length or chunked bodies). */
function parseResponses(data: Buffer): RawAnswer[] {
  const answers: RawAnswer[] = [];
  let at = 0;
  for (;;) {
    const headEnd = data.indexOf("\r\n\r\n", at);
    if (headEnd < 0) return answers;
    const [statusLine = "", ...headerLines] = data.subarray(at, headEnd).toString("latin1").split("\r\n");
    const headers = new Map(
      headerLines.map(
        (line) =>
          [line.slice(0, line.indexOf(":")).trim().toLowerCase(), line.slice(line.indexOf(":") + 1).trim()] as const,
      ),
    );
    const status = Number(statusLine.split(" ")[1] ?? 0);
    let cursor = headEnd + 4;
    let body: Buffer;
    if (headers.get("transfer-encoding") === "chunked") {
      const parts: Buffer[] = [];
      for (;;) {
        const lineEnd = data.indexOf("\r\n", cursor);
        if (lineEnd < 0) return answers;
        const size = Number.parseInt(data.subarray(cursor, lineEnd).toString("latin1"), 16);
        if (data.length < lineEnd + 2 + size + 2) return answers;
        parts.push(data.subarray(lineEnd + 2, lineEnd + 2 + size));
        cursor = lineEnd + 2 + size + 2;
        if (size === 0) break;
      }
      body = Buffer.concat(parts);
    } else {
      const length = Number(headers.get("content-length") ?? 0);
      if (data.length < cursor + length) return answers;
      body = data.subarray(cursor, cursor + length);
      cursor += length;
    }
    answers.push({ status, headers, body: body.toString("utf8") });
    at = cursor;
  }
}

/**
 * A submission over a plain socket, caught by the signal part-way. The first
 * write carries a small complete request (answered 415) and then the start
 * of the submission: "body" sends its headers and half its body (the request
 * is in flight), "headers" only its request line (it has not arrived yet).
 * Once the small request is answered the server has certainly read the start
 * of the submission, so the test does not depend on how busy the server is.
 */
function rawRequest(port: number, submission: Submission, split: "body" | "headers", pipelined?: Submission) {
  const body = JSON.stringify(submission.body);
  const probe = `POST ${submission.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: text/plain\r\nContent-Length: 0\r\n\r\n`;
  const head =
    `POST ${submission.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
    `Idempotency-Key: ${submission.key}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`;
  const whole = head + body;
  const cut = split === "body" ? head.length + Math.floor(body.length / 2) : head.indexOf("\r\n") + 2;
  const socket = connect(port, "127.0.0.1");
  let received = Buffer.alloc(0);
  const probed = Promise.withResolvers<boolean>();
  socket.on("data", (chunk: Buffer) => {
    received = Buffer.concat([received, chunk]);
    if (parseResponses(received).length >= 1) probed.resolve(true);
  });
  const answer = new Promise<{ answer?: RawAnswer; pipelined?: RawAnswer; error?: string }>((resolve) => {
    let error: string | undefined;
    socket.on("error", (failure: NodeJS.ErrnoException) => (error = failure.code ?? failure.message));
    socket.on("close", () => {
      probed.resolve(false);
      const [, answer, next] = parseResponses(received);
      resolve({ answer, pipelined: next, error });
    });
  });
  // A second submission sent right behind the first on the same connection, before its answer.
  let behind = "";
  if (pipelined) {
    const pipelinedBody = JSON.stringify(pipelined.body);
    behind =
      `POST ${pipelined.path} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\n` +
      `Idempotency-Key: ${pipelined.key}\r\nContent-Length: ${Buffer.byteLength(pipelinedBody)}\r\n\r\n${pipelinedBody}`;
  }
  return {
    /** Sends the first part; resolves true once the server has read it. */
    async start(): Promise<boolean> {
      await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
      socket.write(probe + whole.slice(0, cut));
      return probed.promise;
    },
    finish() {
      socket.write(whole.slice(cut) + behind);
    },
    answer,
  };
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return null;
  }
}

export async function runShutdownTest(options: { file: string; port: number }): Promise<ShutdownResult> {
  const database: Database = { label: "sqlite", file: options.file };
  const checks = new Checks("shutdown");
  const run = `shutdown-${Date.now().toString(36)}`;
  const submissions: Submission[] = [];
  const submission = () => {
    const made = makeSubmission(run, submissions.length);
    submissions.push(made);
    return made;
  };

  let server = await ServerProcess.start({ port: options.port, database });
  const base = server.base;
  progress(`shutdown: ${LOAD_CLIENTS} clients submitting; SIGTERM after ${SIGNAL_AFTER_SUCCESSES} successes`);

  const answered = new Map<number, string>();
  /** Answered 503 or refused a connection: must not be stored. */
  const refused = new Set<number>();
  /** Lost their connection mid-request: may have been stored, their retry tells. */
  const ambiguous = new Set<number>();
  const networkErrors: string[] = [];
  let signalledAt = 0;
  let successesAfterSignal = 0;
  let unavailableAfterSignal = 0;
  let wrongRefusals = 0;

  const load = async () => {
    while (server.running) {
      const sent = submission();
      const outcome = await postJson(`${base}${sent.path}`, sent.body, { "Idempotency-Key": sent.key }, 30_000);
      if (
        outcome.kind === "answer" &&
        (outcome.status === 201 || outcome.status === 200) &&
        outcome.json?.success === true
      ) {
        answered.set(sent.index, answeredId(sent, outcome.json) ?? "");
        if (signalledAt) successesAfterSignal += 1;
      } else if (outcome.kind === "answer" && outcome.status === 503) {
        refused.add(sent.index);
        if (signalledAt) unavailableAfterSignal += 1;
        if (outcome.json?.message !== serverMessages.unavailable) wrongRefusals += 1;
      } else if (outcome.kind === "network") {
        networkErrors.push(outcome.code);
        if (outcome.code === "ECONNREFUSED") refused.add(sent.index);
        else ambiguous.add(sent.index);
        await sleep(20);
      } else {
        checks.expect(false, `load request answered ${outcome.status}: ${outcome.text.slice(0, 200)}`);
      }
    }
  };
  const loadDone = Promise.all(Array.from({ length: LOAD_CLIENTS }, load));

  while (answered.size < SIGNAL_AFTER_SUCCESSES && server.running) await sleep(20);

  // Requests caught by the signal: in flight (headers and half the body
  // received) and arriving (only the request line received).
  const inFlight = Array.from({ length: RAW_REQUESTS }, () => ({
    submission: submission(),
    request: undefined as ReturnType<typeof rawRequest> | undefined,
  }));
  const arriving = Array.from({ length: RAW_REQUESTS }, () => ({
    submission: submission(),
    request: undefined as ReturnType<typeof rawRequest> | undefined,
  }));
  // And one in flight with another submission pipelined behind it after the signal.
  const pipelinedFirst = submission();
  const pipelinedSecond = submission();
  const pipelined = rawRequest(options.port, pipelinedFirst, "body", pipelinedSecond);
  for (const entry of inFlight) entry.request = rawRequest(options.port, entry.submission, "body");
  for (const entry of arriving) entry.request = rawRequest(options.port, entry.submission, "headers");
  const started = await Promise.all([
    ...[...inFlight, ...arriving].map((entry) => entry.request?.start()),
    pipelined.start(),
  ]);
  checks.expect(started.every(Boolean), "a connection caught by the signal closed before the signal");

  const successesAtSignal = answered.size;
  signalledAt = Date.now();
  server.kill("SIGTERM");
  progress(`shutdown: SIGTERM after ${successesAtSignal} successes`);
  await sleep(300);
  for (const entry of [...inFlight, ...arriving]) entry.request?.finish();
  pipelined.finish();

  const exit = await server.exited;
  const exitSeconds = (Date.now() - signalledAt) / 1000;
  await loadDone;
  const output = server.output.join("\n");
  checks.equal(exit.code, 0, "exit code after SIGTERM");
  checks.expect(output.includes("Server closed"), "the server did not report closing the database");
  checks.expect(!output.includes("grace period over"), "the shutdown ran past its grace period");

  let inFlightStored = 0;
  const shown = (result: { answer?: RawAnswer; error?: string } | undefined) =>
    result?.answer
      ? `${result.answer.status} ${result.answer.body.slice(0, 200)}`
      : `no answer (${result?.error ?? "connection closed"})`;
  for (const { submission: sent, request } of inFlight) {
    const result = await request?.answer;
    const json = parseJson(result?.answer?.body ?? "");
    if (result?.answer?.status === 201 && json?.success === true) {
      answered.set(sent.index, answeredId(sent, json) ?? "");
      inFlightStored += 1;
    } else {
      ambiguous.add(sent.index);
      checks.expect(false, `a request in flight at SIGTERM was answered ${shown(result)}`);
    }
    checks.equal(
      result?.answer?.headers.get("connection"),
      "close",
      "Connection header on an answer finished during the shutdown",
    );
  }
  let arrivingRefused = 0;
  for (const { submission: sent, request } of arriving) {
    const result = await request?.answer;
    const json = parseJson(result?.answer?.body ?? "");
    refused.add(sent.index);
    if (
      result?.answer?.status === 503 &&
      json?.message === serverMessages.unavailable &&
      result.answer.headers.get("connection") === "close"
    )
      arrivingRefused += 1;
    else checks.expect(false, `a request arriving after SIGTERM was answered ${shown(result)}`);
  }

  const pipelinedResult = await pipelined.answer;
  const firstJson = parseJson(pipelinedResult.answer?.body ?? "");
  const secondJson = parseJson(pipelinedResult.pipelined?.body ?? "");
  if (pipelinedResult.answer?.status === 201 && firstJson?.success === true)
    answered.set(pipelinedFirst.index, answeredId(pipelinedFirst, firstJson) ?? "");
  else {
    ambiguous.add(pipelinedFirst.index);
    checks.expect(false, `the request in flight ahead of a pipelined one was answered ${shown(pipelinedResult)}`);
  }
  refused.add(pipelinedSecond.index);
  const pipelinedRefused =
    pipelinedResult.pipelined?.status === 503 && secondJson?.message === serverMessages.unavailable;
  checks.expect(
    pipelinedRefused,
    `a request pipelined behind one in flight was answered ${pipelinedResult.pipelined ? `${pipelinedResult.pipelined.status} ${pipelinedResult.pipelined.body.slice(0, 200)}` : "not at all"}`,
  );

  // A clean close checkpoints the WAL into the file and removes it.
  const wal = `${options.file}-wal`;
  const walLeft = existsSync(wal) ? statSync(wal).size : null;
  checks.expect(walLeft === null || walLeft === 0, `a ${walLeft} byte -wal file was left behind`);
  const integrity = sqliteIntegrity(options.file);
  checks.equal(integrity, "ok", "SQLite integrity_check after SIGTERM");

  const afterShutdown = await snapshot(database);
  const firstVerdict = verify(submissions, answered, afterShutdown, { mayBeStored: ambiguous });
  for (const problem of firstVerdict.problems) checks.expect(false, `after SIGTERM: ${problem}`);
  const storedAmbiguous = [...ambiguous].filter((index) =>
    afterShutdown.leads.some((lead) => lead.email === submissions[index]?.email),
  ).length;

  // Everything that got no success answer is sent again, as the browser would.
  server = await ServerProcess.start({ port: options.port, database });
  const retried = submissions.filter((sent) => !answered.has(sent.index));
  let replayedOnRetry = 0;
  for (const sent of retried) {
    const outcome = await postJson(`${base}${sent.path}`, sent.body, { "Idempotency-Key": sent.key });
    if (
      outcome.kind === "answer" &&
      (outcome.status === 201 || outcome.status === 200) &&
      outcome.json?.success === true
    ) {
      answered.set(sent.index, answeredId(sent, outcome.json) ?? "");
      if (outcome.status === 200) replayedOnRetry += 1;
    } else {
      checks.expect(
        false,
        `retry of submission ${sent.index} failed: ${outcome.kind === "answer" ? outcome.status : outcome.code}`,
      );
    }
  }
  checks.equal((await server.stop()).code, 0, "exit code of the restarted server");
  const final = verify(submissions, answered, await snapshot(database));
  for (const problem of final.problems) checks.expect(false, `after the retries: ${problem}`);
  const f = final.figures;
  checks.equal(f.losses, 0, "losses");
  checks.equal(f.duplicates, 0, "duplicates");
  checks.equal(f.rowsFound, submissions.length, "rows found after the retries");
  checks.equal(
    replayedOnRetry,
    storedAmbiguous,
    "retries answered 200 (already stored) = requests cut off that had been stored",
  );
  checks.equal(wrongRefusals, 0, "503 answers without the try-again-or-call-us message");
  if (checks.failures.length > 0) progress(`shutdown server output:\n${server.tail()}`);

  const errors =
    Object.entries(tally(networkErrors))
      .map(([code, count]) => `${code} ${count}`)
      .join(", ") || "none";
  return {
    checks,
    lines: [
      "| figure | value |",
      "|---|---|",
      `| submissions sent | ${submissions.length} |`,
      `| success answers before the signal | ${successesAtSignal} |`,
      `| load requests answered with success after the signal (in flight) | ${successesAfterSignal} |`,
      `| requests in flight at the signal (half their body sent): finished 201 and stored, Connection: close | ${inFlightStored}/${RAW_REQUESTS} |`,
      `| requests arriving after the signal on open connections: 503 with the message, Connection: close | ${arrivingRefused}/${RAW_REQUESTS} |`,
      `| a request pipelined after the signal behind one in flight: 201 then 503 | ${pipelinedResult.answer?.status ?? "none"} then ${pipelinedResult.pipelined?.status ?? "none"} |`,
      `| load requests answered 503 after the signal | ${unavailableAfterSignal} |`,
      `| load requests without an answer (new connections refused; cut off) | ${errors} |`,
      `| cut off but stored (their retry answered 200 with the first id) | ${storedAmbiguous} |`,
      `| exit after SIGTERM | code ${exit.code} in ${exitSeconds.toFixed(1)} s |`,
      `| -wal file left | ${walLeft === null ? "none" : `${walLeft} bytes`} |`,
      `| integrity_check | ${integrity} |`,
      `| success answers without a stored row (after SIGTERM) | ${firstVerdict.figures.losses} |`,
      `| after retrying the rest on a restarted server: rows found / duplicates / losses | ${f.rowsFound} / ${f.duplicates} / ${f.losses} |`,
    ],
  };
}
