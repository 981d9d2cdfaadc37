// POST /api/av/leads and POST /api/quotes under 10, 50 and 200 concurrent
// clients, each level on a fresh server and SQLite file, with the stored rows
// checked against the 201 answers.
import { LEADS_PATH, leadBody } from "./leads-api.ts";
import { type PostLoadResult, SQLITE_SETUP, loadPost } from "./post-load.ts";
import { QUOTES_PATH, quoteBody } from "./quotes-api.ts";
import { marked, table } from "./report.ts";
import { progress } from "./support.ts";

const CLIENTS = [10, 50, 200] as const;
export const LEADS_P99_BUDGET = { connections: 50, p99Ms: 25 } as const;

const ENDPOINTS = [
  // A quote also stores the lead it belongs to.
  { name: "POST /api/av/leads", path: LEADS_PATH, body: leadBody, tables: ["leads"] },
  { name: "POST /api/quotes", path: QUOTES_PATH, body: quoteBody, tables: ["quotes", "leads"] },
] as const;

export interface ApiLoadResult {
  date: string;
  database: string;
  runs: (PostLoadResult & { endpoint: string; budgetMet?: boolean })[];
}

export async function runApiLoadBench({ durationSeconds = 10 } = {}): Promise<ApiLoadResult> {
  const runs: ApiLoadResult["runs"] = [];
  for (const endpoint of ENDPOINTS) {
    for (const connections of CLIENTS) {
      progress(`api ${endpoint.name}: ${connections} clients, about ${durationSeconds} s`);
      const result = await loadPost({
        path: endpoint.path,
        body: endpoint.body,
        tables: endpoint.tables,
        connections,
        durationSeconds,
      });
      const budgeted = endpoint.path === LEADS_PATH && connections === LEADS_P99_BUDGET.connections;
      runs.push({
        endpoint: endpoint.name,
        ...result,
        ...(budgeted ? { budgetMet: result.latencyMs.p99 < LEADS_P99_BUDGET.p99Ms } : {}),
      });
    }
  }
  return { date: new Date().toISOString(), database: SQLITE_SETUP, runs };
}

export function apiLoadMarkdown(result: ApiLoadResult): string[] {
  const rows = result.runs.map((run) => [
    run.endpoint,
    run.connections,
    run.requests,
    run.createdPerSecond,
    run.latencyMs.p50,
    marked(String(run.latencyMs.p99), run.budgetMet),
    run.created201,
    Object.entries(run.storedRows)
      .map(([rowsOf, rows]) => `${rows} ${rowsOf}`)
      .join(", "),
    run.rowsMatch201 ? "yes" : "NO",
    run.non2xx + run.errors + run.timeouts,
  ]);
  return [
    `Each level on a fresh production server and SQLite file (${result.database}), rate limits lifted. autocannon warms up for 2 s, then sends a fixed ` +
      "number of requests (about the duration's worth at the warm-up rate) and waits for every answer, so the rows stored during the measured run " +
      "can be compared with its 201 answers exactly. A quote also stores its lead.",
    "",
    `Budget: leads p99 < ${LEADS_P99_BUDGET.p99Ms} ms at ${LEADS_P99_BUDGET.connections} clients. ✓ met, ✗ missed.`,
    "",
    ...table(
      [
        "endpoint",
        "clients",
        "requests",
        "201/s",
        "p50 ms",
        "p99 ms",
        "201 answers",
        "rows stored",
        "rows = 201s",
        "errors + non-2xx + timeouts",
      ],
      rows,
    ),
  ];
}
