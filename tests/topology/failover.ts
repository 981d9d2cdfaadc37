// Checks 5 and 6: one process dies or restarts while visitors keep coming.
// 5: SIGKILL one app while 200 lead and quote submissions run through nginx
//    (8 at a time, each with its own Idempotency-Key and visitor address, no
//    client retries): every request is answered within the proxy's retry
//    bound, every submission answered 2xx is stored, none twice.
// 6: a rolling restart (SIGTERM A, it drains and its /healthz stops saying
//    ok, start it again, wait for /readyz; then B) under a steady mix of
//    pages, staff pages and submissions: every request gets a non-5xx answer.
import { snapshot } from "../reliability/stores.ts";
import { type Submission, answeredId, makeSubmission } from "../reliability/submissions.ts";
import { Checks, sleep } from "../reliability/support.ts";
import { verify } from "../reliability/verify.ts";
import { type Outcome, describe, json, send, visitor } from "./client.ts";
import { submitLead } from "./limits-and-outbox.ts";
import { type Sent, countedLoad, maxMs, outcomeCounts, steadyLoad } from "./load.ts";
import type { AppProcess } from "./release.ts";
import { signIn } from "./staff-and-upload.ts";
import { type Summary, type Topology, progress } from "./topology.ts";

const KILL_SUBMISSIONS = 200;
const KILL_CONCURRENCY = 8;
/** The kill comes once this many submissions have been answered. */
const KILL_AFTER = 60;
/** The retry bound assumed when the proxy's configuration sets none. */
const DEFAULT_RETRY_BOUND_MS = 10_000;

const is2xx = (outcome: Outcome) => outcome.kind === "answer" && outcome.status >= 200 && outcome.status < 300;

/** Checks what the database holds for `submissions` against the 2xx answers they got. */
async function checkStored(
  topology: Topology,
  checks: Checks,
  run: string,
  submissions: readonly Submission[],
  sent: readonly Sent[],
): Promise<void> {
  const answered = new Map<number, string>();
  const unanswered = new Set<number>();
  for (const { index, outcome } of sent) {
    const submission = submissions[index];
    const body = json(outcome);
    if (submission && is2xx(outcome) && body) answered.set(index, answeredId(submission, body) ?? "");
    else unanswered.add(index);
  }
  const stored = await snapshot({ label: "postgres", url: topology.databaseUrl });
  const leads = stored.leads.filter((lead) => lead.email?.startsWith(`rel.${run}.`));
  const verdict = verify(
    submissions.filter((submission) => sent.some((one) => one.index === submission.index)),
    answered,
    { ...stored, leads },
    { mayBeStored: unanswered, channelsPerLead: (submission) => (submission.kind === "quote" ? 2 : 1) },
  );
  for (const problem of verdict.problems) checks.expect(false, problem);
  checks.equal(verdict.figures.losses, 0, "submissions answered 2xx but not stored");
  checks.equal(verdict.figures.duplicates, 0, "submissions stored twice");
}

/** What the site's form script does with an answer of 5xx: send the same submission again, same key. */
async function resendFailed(
  topology: Topology,
  submissions: readonly Submission[],
  sent: Sent[],
): Promise<{ resent: number; stillFailing: Sent[] }> {
  const failed = sent.filter(({ outcome }) => outcome.kind === "answer" && outcome.status >= 500);
  const stillFailing: Sent[] = [];
  for (const first of failed) {
    const submission = submissions[first.index] as Submission;
    const outcome = await submitLead(topology.proxy.base, submission, visitor(1000 + first.index));
    const again = { index: first.index, what: first.what, outcome };
    sent[sent.indexOf(first)] = again;
    if (!is2xx(outcome)) stillFailing.push(again);
  }
  return { resent: failed.length, stillFailing };
}

async function checkKill(topology: Topology, victim: AppProcess): Promise<Summary> {
  const checks = new Checks("kill under load");
  const run = `${topology.run}-kill`;
  const sessionsCutBefore = topology.inbox.connectionErrors.length;
  const submissions = Array.from({ length: KILL_SUBMISSIONS }, (_, index) => makeSubmission(run, index));
  const { retryBoundMs, retriesPosts } = topology.proxy.settings;
  const boundMs = retryBoundMs || DEFAULT_RETRY_BOUND_MS;
  let killed = false;
  const sent = await countedLoad(
    KILL_SUBMISSIONS,
    KILL_CONCURRENCY,
    (index) => ({
      what: submissions[index]?.kind ?? "",
      send: () => submitLead(topology.proxy.base, submissions[index] as Submission, visitor(1000 + index), 60_000),
    }),
    (answered) => {
      if (answered !== KILL_AFTER) return;
      killed = true;
      progress(`kill: SIGKILL app ${victim.name} after ${answered} answers`);
      victim.signal("SIGKILL");
    },
  );
  checks.expect(killed, "the app was never killed");
  const firstAnswers = outcomeCounts(sent);
  const slowest = maxMs(sent);
  checks.expect(slowest <= boundMs, `a request waited ${slowest} ms, past the proxy's retry bound of ${boundMs} ms`);
  for (const { index, outcome } of sent.filter(({ outcome }) => outcome.kind === "network"))
    checks.expect(false, `submission ${index} got no answer: ${describe(outcome)}`);
  const unexpected = sent.filter(({ outcome }) => outcome.kind === "answer" && outcome.status < 500 && !is2xx(outcome));
  for (const { index, outcome } of unexpected.slice(0, 10))
    checks.expect(false, `submission ${index} answered ${describe(outcome)}`);
  // Only the requests the killed process had taken may fail: nginx passes on everything else.
  const { resent, stillFailing } = await resendFailed(topology, submissions, sent);
  checks.expect(
    resent <= KILL_CONCURRENCY,
    `${resent} submissions answered 5xx: more than the ${KILL_CONCURRENCY} that can have been in flight at the kill`,
  );
  for (const { index, outcome } of stillFailing.slice(0, 10))
    checks.expect(false, `submission ${index}, sent again with its key, answered ${describe(outcome)}`);
  await checkStored(topology, checks, run, submissions, sent);
  return {
    check: "5. SIGKILL under load",
    did:
      `${KILL_SUBMISSIONS} submissions via nginx, ${KILL_CONCURRENCY} at a time, app ${victim.name} killed after ${KILL_AFTER}; ` +
      `nginx resends POSTs that reached a process: ${retriesPosts ? "yes" : "no"}, so 5xx answers were sent again with their key`,
    figures:
      `${firstAnswers}; ${resent} sent again; max ${slowest} ms (bound ${boundMs} ms); every submission stored once; ` +
      `SMTP sessions cut by the kill: ${topology.inbox.connectionErrors.length - sessionsCutBefore}`,
    checks,
  };
}

/** The first answer of /healthz that is not 200 once the signal is sent (the process takes it a moment later). */
async function healthzAfterSignal(app: AppProcess): Promise<string> {
  const deadline = Date.now() + 5000;
  let last = "200";
  while (Date.now() < deadline) {
    const healthz = await send(`${app.base}/healthz`, { timeoutMs: 2000 });
    last = healthz.kind === "answer" ? String(healthz.status) : healthz.code;
    if (last !== "200") return last;
    await sleep(20);
  }
  return last;
}

/**
 * Out of nginx's rotation, SIGTERM, see /healthz stop answering ok while it drains, wait for the exit, start again,
 * wait for /readyz, back into the rotation.
 */
async function restart(
  topology: Topology,
  app: AppProcess,
): Promise<{ healthzWhileDraining: string; readyMs: number; routedMs: number; routed: boolean }> {
  const started = Date.now();
  // Out of the proxy's rotation first, as an upgrade does (deploy/README.md): a request nginx has already sent
  // down a connection the stopping process is closing cannot be resent (a POST is not), so none may be on its way.
  await topology.proxy.setDown(app.port, true);
  app.signal("SIGTERM");
  const healthzWhileDraining = await healthzAfterSignal(app);
  await app.exited();
  const since = topology.proxy.accessLogLines();
  await app.start();
  const readyMs = Date.now() - started;
  await topology.proxy.setDown(app.port, false);
  // The next process may stop only once nginx sends requests to this one again.
  const routed = await topology.proxy.routedTo(app.port, since);
  return {
    healthzWhileDraining,
    readyMs,
    routedMs: Date.now() - started,
    routed,
  };
}

async function checkRollingRestart(topology: Topology): Promise<Summary> {
  const checks = new Checks("rolling restart");
  const run = `${topology.run}-rolling`;
  const cookie = await signIn(topology, checks, visitor(9300));
  const submissions: Submission[] = [];
  const load = steadyLoad(4, (index) => {
    const base = topology.proxy.base;
    switch (index % 4) {
      case 0:
        return { what: "page", send: () => send(`${base}/`, { from: visitor(3000 + index) }) };
      case 1:
        return { what: "catalogue", send: () => send(`${base}/catalogue`, { from: visitor(3000 + index) }) };
      case 2:
        return {
          what: "staff",
          send: () => send(`${base}/admin`, { from: visitor(9300), headers: { Cookie: cookie } }),
        };
      default: {
        const submission = makeSubmission(run, index);
        submissions[index] = submission;
        return { what: submission.kind, send: () => submitLead(base, submission, visitor(3000 + index)) };
      }
    }
  });
  await sleep(1000);
  const restarts: string[] = [];
  for (const app of topology.apps) {
    progress(`rolling restart: app ${app.name}`);
    const { healthzWhileDraining, readyMs, routedMs, routed } = await restart(topology, app);
    checks.expect(healthzWhileDraining !== "200", `app ${app.name}'s /healthz said ok after SIGTERM`);
    checks.expect(routed, `nginx did not send app ${app.name} a request within 30 s of its restart`);
    restarts.push(
      `${app.name}: /healthz ${healthzWhileDraining} after SIGTERM, /readyz 200 after ${readyMs} ms, back in nginx's rotation after ${routedMs} ms`,
    );
  }
  const sent = await load.stop();
  const bad = sent.filter(({ outcome }) => outcome.kind === "network" || outcome.status >= 500);
  for (const { what, outcome } of bad.slice(0, 10))
    checks.expect(false, `${what} during the restart: ${describe(outcome)}`);
  const staffOk = sent.filter(
    ({ what, outcome }) => what === "staff" && outcome.kind === "answer" && outcome.body.includes(topology.staff.email),
  ).length;
  checks.equal(staffOk, sent.filter(({ what }) => what === "staff").length, "staff pages that showed the staff area");
  const posted = sent.filter(({ index }) => submissions[index] !== undefined);
  await checkStored(topology, checks, run, submissions, posted);
  return {
    check: "6. rolling restart",
    did: `out of nginx's rotation, SIGTERM, start.sh, /readyz, back in, for A then B under steady load (4 clients: pages, catalogue, staff, submissions); ${restarts.join("; ")}`,
    figures: `${sent.length} requests: ${outcomeCounts(sent)}; max ${maxMs(sent)} ms`,
    checks,
  };
}

export async function checkFailover(topology: Topology): Promise<Summary[]> {
  const [first] = topology.apps;
  const kill = await checkKill(topology, first);
  // Back up before the rolling restart: the kill left one process.
  await first.exited();
  await first.start();
  return [kill, await checkRollingRestart(topology)];
}
