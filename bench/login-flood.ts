// Page serving under a flood of staff sign-ins (issue 21, item 4): the p99 of
// a prerendered page on its own, beside the same load with 10 sign-ins a
// second (each a full scrypt check, on libuv's thread pool, which also reads
// the files the site serves), and with 40 a second, past what the bounded
// queue of password checks takes (decision 027). Every sign-in goes to its
// own unknown address from its own client address, so no lock-out cuts the
// work short: each one that is admitted is checked.
import autocannon from "./tools/autocannon.ts";
import { availableParallelism } from "node:os";
import { PASSWORD_CHECKS, passwordCheckConcurrency } from "#app/features/staff/login-limits.ts";
import { table } from "./report.ts";
import { progress, round, startBenchServer } from "./support.ts";

const PAGE_PATH = "/about";
const CONNECTIONS = 10;
const LOGIN_RATES = [0, 10, 40] as const;
const STAFF = { email: "bench.staff@example.co.za", password: "bench-staff-password-0001" };

export interface LoginFloodRun {
  loginsPerSecond: number;
  page: { requests: number; requestsPerSecond: number; p50Ms: number; p99Ms: number; maxMs: number; errors: number };
  /** The sign-in answers by status: 401 checked and refused, 429 turned away by the queue. */
  logins: { sent: number; byStatus: Record<string, number>; p50Ms: number; p99Ms: number };
}

export interface LoginFloodResult {
  date: string;
  pagePath: string;
  connections: number;
  durationSeconds: number;
  passwordChecks: { concurrency: number; maxWaiting: number };
  runs: LoginFloodRun[];
}

function percentileOf(values: readonly number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return 0;
  return round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0, 1);
}

/** One sign-in form's cookie and token, reused by every post (the token is a double-submit pair). */
async function loginForm(base: string): Promise<{ cookie: string; token: string }> {
  const page = await fetch(`${base}/admin/login`);
  const cookie = (page.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  const token = /name="login_token" value="([^"]+)"/.exec(await page.text())?.[1];
  if (!cookie || !token) throw new Error("the sign-in page gave no form token");
  return { cookie, token };
}

/** Sends `perSecond` sign-ins a second, evenly spaced, until `stop` resolves; each from a client of its own. */
async function floodLogins(base: string, perSecond: number, stop: Promise<void>) {
  const { cookie, token } = await loginForm(base);
  const byStatus: Record<string, number> = {};
  const latencies: number[] = [];
  const inFlight = new Set<Promise<void>>();
  let sent = 0;
  let stopped = false;
  void stop.then(() => (stopped = true));
  const started = performance.now();
  while (!stopped) {
    sent += 1;
    const n = sent;
    const begun = performance.now();
    const request = fetch(`${base}/admin/login`, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: cookie,
        "X-Forwarded-For": `198.18.${(n >> 8) & 255}.${n & 255}`,
      },
      body: new URLSearchParams({
        login_token: token,
        email: `flood${n}@example.co.za`,
        password: "not it",
      }).toString(),
    })
      .then(async (response) => {
        await response.arrayBuffer();
        byStatus[response.status] = (byStatus[response.status] ?? 0) + 1;
      })
      .catch(() => {
        byStatus.error = (byStatus.error ?? 0) + 1;
      })
      .finally(() => {
        latencies.push(performance.now() - begun);
        inFlight.delete(request);
      });
    inFlight.add(request);
    // Paced from the start, so a slow answer does not slow the flood down.
    const next = started + (sent * 1000) / perSecond;
    await Promise.race([stop, new Promise((resolve) => setTimeout(resolve, Math.max(0, next - performance.now())))]);
  }
  await Promise.all(inFlight);
  return { sent, byStatus, p50Ms: percentileOf(latencies, 50), p99Ms: percentileOf(latencies, 99) };
}

export async function runLoginFloodBench({ durationSeconds = 10 } = {}): Promise<LoginFloodResult> {
  const runs: LoginFloodRun[] = [];
  for (const loginsPerSecond of LOGIN_RATES) {
    // A fresh server each time: nothing from the run before (counters, pool) carries over.
    const server = await startBenchServer("login-flood", {
      env: {
        STAFF_BOOTSTRAP_EMAIL: STAFF.email,
        STAFF_BOOTSTRAP_PASSWORD: STAFF.password,
        // The flood's clients name their addresses through the local proxy.
        TRUST_PROXY: "loopback",
        LOG_LEVEL: "error",
      },
    });
    try {
      const load = {
        url: `${server.base}${PAGE_PATH}`,
        connections: CONNECTIONS,
        headers: { "accept-encoding": "gzip" },
      };
      await autocannon({ ...load, duration: 2 }); // warm-up
      progress(
        `login ${PAGE_PATH} at ${CONNECTIONS} connections with ${loginsPerSecond} sign-ins a second, ${durationSeconds} s`,
      );
      const { promise: stop, resolve: stopFlood } = Promise.withResolvers<void>();
      const flood = loginsPerSecond > 0 ? floodLogins(server.base, loginsPerSecond, stop) : undefined;
      const page = await autocannon({ ...load, duration: durationSeconds });
      stopFlood();
      const logins = (await flood) ?? { sent: 0, byStatus: {}, p50Ms: 0, p99Ms: 0 };
      runs.push({
        loginsPerSecond,
        page: {
          requests: page.requests.total,
          requestsPerSecond: Math.round(page.requests.average),
          p50Ms: page.latency.p50,
          p99Ms: page.latency.p99,
          maxMs: page.latency.max,
          errors: page.errors + page.non2xx + page.timeouts,
        },
        logins,
      });
    } finally {
      await server.stop();
      server.dispose();
    }
  }
  return {
    date: new Date().toISOString(),
    pagePath: PAGE_PATH,
    connections: CONNECTIONS,
    durationSeconds,
    // The server runs on this machine: it sizes its checks to these cores.
    passwordChecks: {
      concurrency: passwordCheckConcurrency(availableParallelism()),
      maxWaiting: PASSWORD_CHECKS.maxWaiting,
    },
    runs,
  };
}

export function loginFloodMarkdown(result: LoginFloodResult): string[] {
  const quiet = result.runs.find((run) => run.loginsPerSecond === 0);
  const rows = result.runs.map((run) => [
    run.loginsPerSecond === 0 ? "none" : `${run.loginsPerSecond} a second`,
    run.page.requestsPerSecond,
    run.page.p50Ms,
    run.page.p99Ms,
    quiet && run !== quiet ? `${round(run.page.p99Ms / Math.max(quiet.page.p99Ms, 1), 1)}×` : "",
    run.page.errors,
    run.logins.sent,
    Object.entries(run.logins.byStatus)
      .map(([status, count]) => `${status}×${count}`)
      .join(" "),
    run.loginsPerSecond === 0 ? "" : `${run.logins.p50Ms} / ${run.logins.p99Ms}`,
  ]);
  return [
    `autocannon, ${result.connections} connections on the prerendered page \`${result.pagePath}\` for ${result.durationSeconds} s (after a 2 s warm-up), ` +
      "each rate on a fresh production server, while the bench process posts wrong sign-ins at a steady rate, each to an address without an " +
      "account from a client address of its own (so no lock-out applies and every admitted sign-in costs a full scrypt check). " +
      `Password checks: ${result.passwordChecks.concurrency} at once on this machine (two at most, one core left for pages) and ` +
      `${result.passwordChecks.maxWaiting} waiting; beyond that 429 at once. ` +
      "Load generator and server share the machine.",
    "",
    ...table(
      [
        "sign-ins",
        "page req/s",
        "page p50 ms",
        "page p99 ms",
        "p99 vs none",
        "page errors",
        "sign-ins sent",
        "sign-in answers",
        "sign-in p50 / p99 ms",
      ],
      rows,
    ),
  ];
}
