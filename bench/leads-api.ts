// Load benchmark of POST /api/av/leads on the production server and a fresh
// SQLite file: leads stored per second and latency at 50 concurrent clients
// for about 10 s, and the stored row count checked against the 201 answers.
//   npm run build && npm run bench:leads  [-- --connections 50 --duration 10]
// `npm run bench` imports the request from here for its API load part.
import { parseArgs } from "node:util";
import { SQLITE_SETUP, loadPost } from "./post-load.ts";
import { requireBuild, writeResults } from "./support.ts";

export const LEADS_PATH = "/api/av/leads?t=1";

export const leadBody = JSON.stringify({
  requestedAt: new Date().toISOString(),
  referrer: "https://www.sandtonsoundhire.co.za/sound-hire-gauteng",
  vdn: "SSH-WEB-SALES",
  preferredTime: "As soon as possible",
  comments: "Two powered speakers and a wireless microphone for a 60-guest birthday in Fourways.",
  source: "Website Form",
  contact: {
    name: "Bench",
    surname: "Client",
    fullname: "Bench Client",
    tel: "082 555 0101",
    email: "bench@example.co.za",
  },
});

if (import.meta.main) {
  requireBuild();
  const { values: args } = parseArgs({
    options: { connections: { type: "string", default: "50" }, duration: { type: "string", default: "10" } },
  });
  const connections = Number(args.connections);
  const result = await loadPost({
    path: LEADS_PATH,
    body: leadBody,
    tables: ["leads"],
    connections,
    durationSeconds: Number(args.duration),
  });
  const rows = result.storedRows.leads ?? 0;
  const summary = {
    benchmark: "POST /api/av/leads",
    database: SQLITE_SETUP,
    date: new Date().toISOString(),
    connections,
    durationSeconds: result.durationSeconds,
    requests: result.requests,
    created201: result.created201,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    storedRows: rows,
    rowsMatch201: result.rowsMatch201,
    leadsPerSecond: result.createdPerSecond,
    latencyMs: result.latencyMs,
  };
  writeResults("leads-api", summary, [
    `# POST /api/av/leads on SQLite (${summary.date})`,
    "",
    "| connections | duration | leads/s | p50 ms | p99 ms | 201 answers | stored rows | match |",
    "|---|---|---|---|---|---|---|---|",
    `| ${connections} | ${summary.durationSeconds} s | ${summary.leadsPerSecond} | ${summary.latencyMs.p50} | ${summary.latencyMs.p99} | ${summary.created201} | ${rows} | ${summary.rowsMatch201 ? "yes" : "NO"} |`,
  ]);
  console.log(JSON.stringify(summary, null, 2));
  if (!summary.rowsMatch201 || summary.errors > 0) process.exitCode = 1;
}
