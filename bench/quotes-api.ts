// Benchmark of POST /api/quotes on the production server and a fresh SQLite
// file: creates quotes one after another and reports the time from sending
// each POST to receiving its answer (p50/p99), the size and time of one PDF
// download, and checks that every 201 is a stored quote with its own number.
//   npm run build && npm run bench:quotes  [-- --quotes 200]
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { DatabaseSync } from "node:sqlite";
import { parseArgs } from "node:util";
import { freePort, projectRoot, requireBuild, startProductionServer, waitFor } from "./support.ts";

const root = projectRoot;
requireBuild();

const { values: args } = parseArgs({ options: { quotes: { type: "string", default: "200" } } });
const quoteCount = Number(args.quotes);
if (!Number.isInteger(quoteCount) || quoteCount < 1) {
  console.error("--quotes must be a whole number of quotes to create");
  process.exit(1);
}



/** The value at percentile p (nearest rank) of sorted values. */
function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank] ?? Number.NaN;
}

const round = (ms: number) => Math.round(ms * 100) / 100;

const dir = mkdtempSync(path.join(tmpdir(), "ssh-bench-quotes-"));
const databaseFile = path.join(dir, "site.db");
const port = await freePort();
const server = startProductionServer(port, databaseFile);

const body = JSON.stringify({
  contact: { name: "Bench Client", email: "bench@example.co.za", phone: "082 555 0101" },
  eventDate: "2026-12-12",
  venue: "Summer Place, Hyde Park",
  marketingConsent: false,
  referrer: "https://www.sandtonsoundhire.co.za/quote-request",
  items: [
    { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
    { type: "promotion", id: "speaker-power-duo", quantity: 1 },
    { type: "personnel", id: "sound-engineer", quantity: 4 },
    { type: "bundle", id: "wedding-ceremony-sound", quantity: 1 },
    { type: "add-on", id: "wireless-mic-upgrade", quantity: 1 },
  ],
});

try {
  const base = `http://127.0.0.1:${port}`;
  await waitFor(`${base}/robots.txt`);

  const timings: number[] = [];
  const numbers = new Set<string>();
  const statuses: Record<string, number> = {};
  let last: { quoteNumber: string; accessToken: string } | undefined;
  for (let i = 0; i < quoteCount; i++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/quotes`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
    const answer = (await response.json()) as { quoteNumber?: string; accessToken?: string };
    timings.push(performance.now() - started);
    statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    if (response.status === 201 && answer.quoteNumber && answer.accessToken) {
      numbers.add(answer.quoteNumber);
      last = { quoteNumber: answer.quoteNumber, accessToken: answer.accessToken };
    }
  }

  let pdf: { bytes: number; ms: number; status: number } | undefined;
  if (last) {
    const started = performance.now();
    const response = await fetch(`${base}/api/quotes/${last.quoteNumber}/pdf?token=${encodeURIComponent(last.accessToken)}`);
    const bytes = (await response.arrayBuffer()).byteLength;
    pdf = { bytes, ms: round(performance.now() - started), status: response.status };
  }

  server.kill("SIGTERM");
  await new Promise((resolve) => server.once("exit", resolve));
  const db = new DatabaseSync(databaseFile, { readOnly: true });
  let storedQuotes: number;
  try {
    storedQuotes = (db.prepare("select count(*) as n from quotes").get() as { n: number }).n;
  } finally {
    db.close();
  }

  const sorted = [...timings].sort((a, b) => a - b);
  const created = statuses["201"] ?? 0;
  const summary = {
    benchmark: "POST /api/quotes (sequential) and GET /api/quotes/:number/pdf",
    database: "sqlite (WAL, synchronous=FULL)",
    date: new Date().toISOString(),
    quotes: quoteCount,
    lines: 5,
    statuses,
    created201: created,
    storedQuotes,
    uniqueNumbers: numbers.size,
    allStoredAndUnique: storedQuotes === created && numbers.size === created && created === quoteCount,
    latencyMs: {
      p50: round(percentile(sorted, 50)),
      p99: round(percentile(sorted, 99)),
      max: round(sorted[sorted.length - 1] ?? Number.NaN),
      mean: round(timings.reduce((sum, ms) => sum + ms, 0) / Math.max(1, timings.length)),
    },
    pdf,
  };

  mkdirSync(path.join(root, "bench", "results"), { recursive: true });
  writeFileSync(path.join(root, "bench", "results", "quotes-api.json"), `${JSON.stringify(summary, null, 2)}\n`);
  writeFileSync(
    path.join(root, "bench", "results", "quotes-api.md"),
    [
      `# POST /api/quotes on SQLite (${summary.date})`,
      "",
      "Quotes created one after another; time from sending the POST to the end of the answer, on loopback.",
      "",
      "| quotes | p50 ms | p99 ms | max ms | 201 answers | stored | unique numbers | PDF bytes | PDF ms |",
      "|---|---|---|---|---|---|---|---|---|",
      `| ${quoteCount} | ${summary.latencyMs.p50} | ${summary.latencyMs.p99} | ${summary.latencyMs.max} | ${created} | ${storedQuotes} | ${numbers.size} | ${pdf?.bytes ?? "-"} | ${pdf?.ms ?? "-"} |`,
      "",
    ].join("\n"),
  );
  console.log(JSON.stringify(summary, null, 2));
  if (!summary.allStoredAndUnique || pdf?.status !== 200) process.exitCode = 1;
} finally {
  if (server.exitCode === null) server.kill("SIGKILL");
  rmSync(dir, { recursive: true, force: true });
}
