// Load benchmark of POST /api/av/leads on the production server and a fresh
// SQLite file: leads stored per second and latency at 50 concurrent clients
// for about 10 s, and the stored row count checked against the 201 answers.
//   npm run build && npm run bench:leads  [-- --connections 50 --duration 10]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { freePort, projectRoot, requireBuild, startProductionServer, waitFor } from "./support.ts";

const root = projectRoot;
requireBuild();
const { values: args } = parseArgs({
  options: { connections: { type: "string", default: "50" }, duration: { type: "string", default: "10" } },
});
const connections = Number(args.connections);
const duration = Number(args.duration);



const dir = mkdtempSync(path.join(tmpdir(), "ssh-bench-leads-"));
const databaseFile = path.join(dir, "site.db");
const port = await freePort();
const server = startProductionServer(port, databaseFile);

const body = JSON.stringify({
  requestedAt: new Date().toISOString(),
  referrer: "https://www.sandtonsoundhire.co.za/sound-hire-gauteng",
  vdn: "SSH-WEB-SALES",
  preferredTime: "As soon as possible",
  comments: "Two powered speakers and a wireless microphone for a 60-guest birthday in Fourways.",
  source: "Website Form",
  contact: { name: "Bench", surname: "Client", fullname: "Bench Client", tel: "082 555 0101", email: "bench@example.co.za" },
});

try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/robots.txt`);
  const url = `${base}/api/av/leads?t=1`;
  const load = { url, method: "POST" as const, headers: { "content-type": "application/json" }, body, connections };
  // autocannon drops requests still in flight when a timed run ends, so a
  // short warm-up measures the rate and the measured run sends a fixed number
  // of requests (about `duration` seconds' worth) and waits for every answer:
  // then the stored rows can be compared with the 201 answers exactly.
  const warmUp = await autocannon({ ...load, duration: 2 });
  const countRows = () => {
    const db = new DatabaseSync(databaseFile, { readOnly: true });
    try {
      return (db.prepare("select count(*) as rows from leads").get() as { rows: number }).rows;
    } finally {
      db.close();
    }
  };
  // Let the server finish the warm-up's abandoned requests before counting.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const rowsBefore = countRows();
  const amount = Math.max(connections * 10, Math.round((warmUp.requests.total / 2) * duration));
  const result = await autocannon({ ...load, amount });
  const created = result.statusCodeStats?.["201"]?.count ?? 0;

  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  const rows = countRows() - rowsBefore;

  const summary = {
    benchmark: "POST /api/av/leads",
    database: "sqlite (WAL, synchronous=FULL)",
    date: new Date().toISOString(),
    connections,
    durationSeconds: Number(result.duration.toFixed(2)),
    requests: result.requests.total,
    created201: created,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    storedRows: rows,
    rowsMatch201: rows === created,
    leadsPerSecond: Math.round(created / result.duration),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
  };
  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(path.join(root, "bench", "results", "leads-api.json"), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(
    path.join(root, "bench", "results", "leads-api.md"),
    [
      `# POST /api/av/leads on SQLite (${summary.date})`,
      "",
      "| connections | duration | leads/s | p50 ms | p99 ms | 201 answers | stored rows | match |",
      "|---|---|---|---|---|---|---|---|",
      `| ${connections} | ${summary.durationSeconds} s | ${summary.leadsPerSecond} | ${summary.latencyMs.p50} | ${summary.latencyMs.p99} | ${created} | ${rows} | ${summary.rowsMatch201 ? "yes" : "NO"} |`,
      "",
    ].join("\n"),
  );
  console.log(JSON.stringify(summary, null, 2));
  if (!summary.rowsMatch201 || summary.errors > 0) process.exitCode = 1;
} finally {
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
}
