// npm run test:topology: the deployment's topology, proved on this machine.
// Debian's nginx in front of two app processes started from one release
// (deploy/scripts/build.sh, then deploy/scripts/start.sh for each) on one
// PostgreSQL database, with an SMTP sink for the outbox. Checks, through the
// proxy: a staff session and a proof of payment whichever process answers,
// the per-address rate limit across processes, the outbox sending each
// message once, a process SIGKILLed under load, and a rolling restart.
//
// Settings: TOPOLOGY=skip skips it (on purpose only: a missing nginx fails);
// TOPOLOGY_RELEASE=<dir> uses a release already built instead of building
// one; TOPOLOGY_PORT_BASE=<n> uses ports n..n+3; TEST_DATABASE_URL names the
// PostgreSQL server (else scripts/start-test-postgres.sh starts one);
// TOPOLOGY_KEEP=1 keeps the scratch folder (logs, nginx configuration);
// TOPOLOGY_ONLY=staff,limits,failover runs some groups of checks.
// Figures go to stdout, progress to stderr; exit code 1 when a check failed.
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Inbox, SmtpReceiver } from "../reliability/receivers.ts";
import { Checks } from "../reliability/support.ts";
import { checkFailover } from "./failover.ts";
import { checkLimitsAndOutbox } from "./limits-and-outbox.ts";
import { NginxProxy } from "./nginx.ts";
import { AppProcess, buildRelease, runInRelease } from "./release.ts";
import { allocatePorts, appSettings, createDatabase, postgresServerUrl } from "./setup.ts";
import { checkStaffAndUpload } from "./staff-and-upload.ts";
import { ensureNginx } from "./tools.ts";
import { type Summary, type Topology, progress } from "./topology.ts";

const STAFF = { email: "owner@sandtonsoundhire.co.za", password: "topology owner password 42" };

if (process.env.TOPOLOGY === "skip") {
  console.log("Topology test skipped: TOPOLOGY=skip is set.");
  process.exit(0);
}
const missing = ensureNginx();
if (missing) {
  console.error(missing);
  process.exit(1);
}

/** What must be stopped or removed at the end, last started first. */
const cleanups: (() => Promise<void> | void)[] = [];
async function cleanUp(): Promise<void> {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error(`[topology] clean-up: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
}
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.once(signal, () => {
    void cleanUp().then(() => process.exit(130));
  });

async function setUp(): Promise<{ topology: Topology; buildSeconds: number | null }> {
  const scratch = mkdtempSync(path.join(tmpdir(), "ssh-topology-"));
  cleanups.push(() => {
    if (process.env.TOPOLOGY_KEEP) progress(`kept ${scratch}`);
    else rmSync(scratch, { recursive: true, force: true });
  });
  const ports = await allocatePorts();
  const siteUrl = `http://127.0.0.1:${ports.proxy}`;
  let release = process.env.TOPOLOGY_RELEASE;
  let buildSeconds: number | null = null;
  if (!release) {
    release = path.join(scratch, "release");
    progress(`building the release with deploy/scripts/build.sh ${release}`);
    buildSeconds = buildRelease(release);
  }
  const database = await createDatabase(postgresServerUrl());
  cleanups.push(() => database.drop());
  const inbox = new Inbox();
  const smtp = new SmtpReceiver(ports.smtp, inbox);
  await smtp.start();
  cleanups.push(() => smtp.stop());

  progress("adding the staff owner with the release's npm run staff:add");
  runInRelease(release, "staff:add", [STAFF.email], { DATABASE_URL: database.url }, `${STAFF.password}\n`);
  const apps = (["A", "B"] as const).map((name, index) => {
    const dataDir = path.join(scratch, `app-${name}`);
    mkdirSync(dataDir);
    const settings = appSettings({ databaseUrl: database.url, siteUrl, smtpUrl: smtp.url, dataDir });
    return new AppProcess(name, release, ports.apps[index] ?? 0, settings);
  }) as [AppProcess, AppProcess];
  for (const app of apps) cleanups.push(() => app.stop());
  progress(`starting apps A (${ports.apps[0]}) and B (${ports.apps[1]}) with deploy/scripts/start.sh`);
  await Promise.all(apps.map((app) => app.start()));
  const proxyDir = path.join(scratch, "nginx");
  mkdirSync(proxyDir);
  const proxy = new NginxProxy(proxyDir, ports.proxy, ports.apps);
  cleanups.push(() => proxy.stop());
  await proxy.start();
  progress(`nginx on ${ports.proxy} in front of both`);
  const run = Date.now().toString(36);
  return { topology: { proxy, apps, databaseUrl: database.url, staff: STAFF, inbox, run }, buildSeconds };
}

/** Runs one group of checks; an exception fails the group instead of ending the run. */
async function attempt(label: string, checks: (topology: Topology) => Promise<Summary[]>, topology: Topology) {
  try {
    return await checks(topology);
  } catch (error) {
    const failed = new Checks(label);
    failed.expect(false, error instanceof Error ? (error.stack ?? error.message) : String(error));
    return [{ check: label, did: "stopped by an error", figures: "", checks: failed }];
  }
}

function report(summaries: readonly Summary[], buildSeconds: number | null, seconds: number, topology?: Topology) {
  const cell = (text: string) => text.replaceAll("|", "\\|");
  console.log("# Topology: nginx in front of two app processes on one PostgreSQL");
  console.log();
  console.log(
    `Release: ${buildSeconds === null ? "given (TOPOLOGY_RELEASE)" : `built by deploy/scripts/build.sh in ${buildSeconds} s`}; whole run ${seconds} s.`,
  );
  console.log();
  console.log("| check | what it did | figures | result |");
  console.log("|---|---|---|---|");
  for (const { check, did, figures, checks } of summaries)
    console.log(
      `| ${cell(check)} | ${cell(did)} | ${cell(figures)} | ${checks.failures.length === 0 ? "pass" : "FAIL"} |`,
    );
  const failures = summaries.flatMap(({ checks }) =>
    checks.failures.map((failure) => `${checks.scenario}: ${failure}`),
  );
  console.log();
  if (failures.length === 0) {
    console.log(`All ${summaries.length} checks passed.`);
    return;
  }
  console.log(`${failures.length} check(s) FAILED:`);
  for (const failure of failures.slice(0, 40)) console.log(`- ${failure}`);
  if (topology) {
    for (const app of topology.apps) console.error(`app ${app.name}'s last lines:\n${app.tail()}`);
    console.error(`nginx's error log (end):\n${topology.proxy.errorLog().slice(-3000)}`);
  }
  process.exitCode = 1;
}

/** The groups of checks, by the name TOPOLOGY_ONLY gives them (comma-separated). */
const GROUPS = [
  ["staff", "staff session and upload", checkStaffAndUpload],
  ["limits", "rate limit and outbox", checkLimitsAndOutbox],
  ["failover", "kill and rolling restart", checkFailover],
] as const;

const started = Date.now();
try {
  const { topology, buildSeconds } = await setUp();
  const only = process.env.TOPOLOGY_ONLY?.split(",").map((name) => name.trim());
  const summaries: Summary[] = [];
  for (const [name, label, checks] of GROUPS)
    if (!only || only.includes(name)) summaries.push(...(await attempt(label, checks, topology)));
  report(summaries, buildSeconds, Math.round((Date.now() - started) / 1000), topology);
} catch (error) {
  console.error(`The topology could not be set up: ${error instanceof Error ? (error.stack ?? error.message) : error}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
