// Benchmark of POST /api/quotes on the production server and a fresh SQLite
// file: creates quotes one after another and reports the time from sending
// each POST to receiving its answer (p50/p99), the size and time of one PDF
// download, and checks that every 201 is a stored quote with its own number.
//   npm run build && npm run bench:quotes  [-- --quotes 200]
// `npm run bench` imports the request from here for its API load part.
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { SQLITE_SETUP, countRows } from "./post-load.ts";
import { percentile, requireBuild, round, startBenchServer, writeResults } from "./support.ts";

export const QUOTES_PATH = "/api/quotes";

export const quoteBody = JSON.stringify({
  contact: { name: "Bench Client", email: "bench@example.co.za", phone: "082 555 0101" },
  eventDate: "2026-12-12",
  venue: "Summer Place, Hyde Park",
  marketingConsent: false,
  referrer: "https://www.sandtonsoundhire.co.za/quote-request",
  items: [
    { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
    { type: "promotion", id: "speaker-power-duo", quantity: 1 },
    { type: "personnel", id: "sound-engineer", quantity: 1, hours: 4 },
    { type: "bundle", id: "wedding-ceremony-sound", quantity: 1 },
    { type: "add-on", id: "wireless-mic-upgrade", quantity: 1 },
  ],
});

if (import.meta.main) {
  requireBuild();
  const { values: args } = parseArgs({ options: { quotes: { type: "string", default: "200" } } });
  const quoteCount = Number(args.quotes);
  if (!Number.isInteger(quoteCount) || quoteCount < 1) {
    console.error("--quotes must be a whole number of quotes to create");
    process.exit(1);
  }

  const server = await startBenchServer("quotes");
  try {
    const { base } = server;
    const timings: number[] = [];
    const numbers = new Set<string>();
    const statuses: Record<string, number> = {};
    let last: { quoteNumber: string; accessToken: string } | undefined;
    for (let i = 0; i < quoteCount; i++) {
      const started = performance.now();
      const response = await fetch(`${base}${QUOTES_PATH}`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: quoteBody,
      });
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
      const response = await fetch(
        `${base}${QUOTES_PATH}/${last.quoteNumber}/pdf?token=${encodeURIComponent(last.accessToken)}`,
      );
      const bytes = (await response.arrayBuffer()).byteLength;
      pdf = { bytes, ms: round(performance.now() - started), status: response.status };
    }

    await server.stop();
    const storedQuotes = countRows(server.databaseFile, "quotes");

    const sorted = [...timings].sort((a, b) => a - b);
    const created = statuses["201"] ?? 0;
    const summary = {
      benchmark: "POST /api/quotes (sequential) and GET /api/quotes/:number/pdf",
      database: SQLITE_SETUP,
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

    writeResults("quotes-api", summary, [
      `# POST /api/quotes on SQLite (${summary.date})`,
      "",
      "Quotes created one after another; time from sending the POST to the end of the answer, on loopback.",
      "",
      "| quotes | p50 ms | p99 ms | max ms | 201 answers | stored | unique numbers | PDF bytes | PDF ms |",
      "|---|---|---|---|---|---|---|---|---|",
      `| ${quoteCount} | ${summary.latencyMs.p50} | ${summary.latencyMs.p99} | ${summary.latencyMs.max} | ${created} | ${storedQuotes} | ${numbers.size} | ${pdf?.bytes ?? "-"} | ${pdf?.ms ?? "-"} |`,
    ]);
    console.log(JSON.stringify(summary, null, 2));
    if (!summary.allStoredAndUnique || pdf?.status !== 200) process.exitCode = 1;
  } finally {
    server.dispose();
  }
}
