// npm run test:reliability: "nothing lost". Runs against the production
// build (built first when there is none) and real databases:
//   crash     5 000 submissions, SIGKILL partway, restart, retries (SQLite; PostgreSQL with TEST_DATABASE_URL)
//   shutdown  SIGTERM under load
//   outbox    notification receivers down for a minute, a restart in between
//   faults    a locked database and a full disk (SQLite)
// `npm run test:reliability -- --only crash,faults` runs some of them;
// `--submissions 1000` makes the crash test smaller. Figures go to stdout,
// progress to stderr; the exit code is 1 when any check failed.
import { parseArgs } from "node:util";
import { ensureBuild } from "../../bench/support.ts";
import { type CrashResult, runCrashTest } from "./crash.ts";
import { type FaultsResult, runFaultsTest } from "./faults.ts";
import { type OutboxResult, runOutboxTest } from "./outbox.ts";
import { type ShutdownResult, runShutdownTest } from "./shutdown.ts";
import { type Checks, allocatePort, createPostgresDatabase, progress, scratchDir } from "./support.ts";

const SCENARIOS = ["crash", "shutdown", "outbox", "faults"] as const;
type Scenario = (typeof SCENARIOS)[number];

const { values: args } = parseArgs({
  options: {
    only: { type: "string" },
    submissions: { type: "string", default: "5000" },
    clients: { type: "string", default: "100" },
    "outage-seconds": { type: "string", default: "60" },
  },
});
const only = new Set((args.only ?? SCENARIOS.join(",")).split(",").map((name) => name.trim()));
for (const name of only) {
  if (!(SCENARIOS as readonly string[]).includes(name)) {
    console.error(`Unknown scenario "${name}"; choose from ${SCENARIOS.join(", ")}`);
    process.exit(2);
  }
}
const wants = (scenario: Scenario) => only.has(scenario);

ensureBuild();
const allChecks: Checks[] = [];
const lines: string[] = [];
const print = (line = "") => {
  lines.push(line);
  console.log(line);
};

function crashLines(result: CrashResult): string[] {
  const f = result.figures;
  return [
    `| ${result.database} | ${f.sent} | ${f.successes} | ${f.rowsFound} | ${f.duplicates} | ${f.losses} | ${f.altered} | ${f.strays} | ${result.requests} | ` +
      `${result.successesBeforeKill} | ${result.inFlightAtKill} | ${result.answersLostThenReplayed} | ${result.deliberateReplays - result.replayMismatches}/${result.deliberateReplays} | ` +
      `${result.unavailable} | ${
        Object.entries(result.networkErrors)
          .map(([code, count]) => `${code} ${count}`)
          .join(", ") || "none"
      } | ${result.integrity ?? "n/a"} | ${result.seconds} |`,
  ];
}

const crashResults: CrashResult[] = [];
if (wants("crash")) {
  const submissions = Number(args.submissions);
  const clients = Number(args.clients);
  const scratch = scratchDir("crash");
  try {
    crashResults.push(
      await runCrashTest({
        database: { label: "sqlite", file: `${scratch.dir}/site.db` },
        port: await allocatePort(),
        submissions,
        clients,
        killAfter: 0.4,
      }),
    );
  } finally {
    scratch.remove();
  }
  const postgresUrl = process.env.TEST_DATABASE_URL;
  if (postgresUrl) {
    const database = await createPostgresDatabase(postgresUrl, "crash");
    try {
      crashResults.push(
        await runCrashTest({
          database: { label: "postgres", url: database.url },
          port: await allocatePort(),
          submissions,
          clients,
          killAfter: 0.4,
        }),
      );
    } finally {
      await database.drop();
    }
  } else {
    progress("crash: TEST_DATABASE_URL is not set, so PostgreSQL is skipped");
  }
  allChecks.push(...crashResults.map((result) => result.checks));
}

let shutdown: ShutdownResult | undefined;
if (wants("shutdown")) {
  const scratch = scratchDir("shutdown");
  try {
    shutdown = await runShutdownTest({ file: `${scratch.dir}/site.db`, port: await allocatePort() });
    allChecks.push(shutdown.checks);
  } finally {
    scratch.remove();
  }
}

let outbox: OutboxResult | undefined;
if (wants("outbox")) {
  const scratch = scratchDir("outbox");
  try {
    outbox = await runOutboxTest({
      file: `${scratch.dir}/site.db`,
      ports: { server: await allocatePort(), smtp: await allocatePort(), webhook: await allocatePort() },
      outageSeconds: Number(args["outage-seconds"]),
    });
    allChecks.push(outbox.checks);
  } finally {
    scratch.remove();
  }
}

let faults: FaultsResult | undefined;
if (wants("faults")) {
  const scratch = scratchDir("faults");
  try {
    faults = await runFaultsTest({ dir: scratch.dir, port: await allocatePort() });
    allChecks.push(faults.checks);
  } finally {
    scratch.remove();
  }
}

print("# Reliability: nothing lost");
if (crashResults.length > 0) {
  print();
  print("## Crash test (SIGKILL partway, restart, clients retry with the same Idempotency-Key)");
  print();
  print(
    "| database | sent | successes | rows found | duplicates | losses | altered | strays | requests | successes before kill | in flight at kill | answers lost, replayed 200 | deliberate replays same id | 503s | network errors | integrity | seconds |",
  );
  print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|");
  for (const result of crashResults) for (const line of crashLines(result)) print(line);
}
if (shutdown) {
  print();
  print("## Graceful shutdown (SIGTERM under load)");
  print();
  for (const line of shutdown.lines) print(line);
}
if (outbox) {
  print();
  print(`## Outbox (receivers down ${outbox.outageSeconds} s, server restarted during the outage)`);
  print();
  for (const line of outbox.lines) print(line);
}
if (faults) {
  print();
  print("## Locked database and full disk (SQLite)");
  print();
  for (const line of faults.lines) print(line);
}

const failures = allChecks.flatMap((checks) => checks.failures.map((failure) => `${checks.scenario}: ${failure}`));
print();
if (failures.length === 0) {
  print(`All checks passed (${allChecks.map((checks) => checks.scenario).join(", ")}).`);
} else {
  print(`${failures.length} check(s) FAILED:`);
  for (const failure of failures.slice(0, 60)) print(`- ${failure}`);
  process.exitCode = 1;
}
