// Load on a POST endpoint of the production server with a fresh SQLite file:
// answers per second and latency at a number of concurrent clients, and the
// rows stored checked against the 201 answers.
import { DatabaseSync } from "node:sqlite";
import autocannon from "./tools/autocannon.ts";
import { sleep, startBenchServer } from "./support.ts";

export const SQLITE_SETUP = "sqlite (WAL, synchronous=FULL)";

/** Rows in a table of a SQLite file, read without disturbing a running server. */
export function countRows(databaseFile: string, table: string): number {
  const db = new DatabaseSync(databaseFile, { readOnly: true });
  try {
    return (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;
  } finally {
    db.close();
  }
}

export interface PostLoad {
  /** Path (and query) of the endpoint. */
  path: string;
  /** JSON body sent with every request. */
  body: string;
  /** Tables that gain one row per 201 answer. */
  tables: readonly string[];
  connections: number;
  /** About how long the measured run lasts. */
  durationSeconds: number;
}

export interface PostLoadResult {
  path: string;
  connections: number;
  durationSeconds: number;
  requests: number;
  created201: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  /** Rows each table gained during the measured run. */
  storedRows: Record<string, number>;
  rowsMatch201: boolean;
  createdPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number };
}

export async function loadPost(load: PostLoad): Promise<PostLoadResult> {
  const server = await startBenchServer("api");
  try {
    const request = {
      url: `${server.base}${load.path}`,
      method: "POST" as const,
      headers: { "content-type": "application/json" },
      body: load.body,
      connections: load.connections,
    };
    const rowCounts = () =>
      Object.fromEntries(load.tables.map((table) => [table, countRows(server.databaseFile, table)]));
    // autocannon drops requests still in flight when a timed run ends, so a
    // short warm-up measures the rate and the measured run sends a fixed number
    // of requests (about `durationSeconds`' worth) and waits for every answer:
    // then the stored rows can be compared with the 201 answers exactly.
    const warmUp = await autocannon({ ...request, duration: 2 });
    // Let the server finish the warm-up's abandoned requests before counting.
    await sleep(1500);
    const before = rowCounts();
    const perSecond = warmUp.requests.total / Math.max(1, warmUp.duration);
    const amount = Math.max(load.connections * 10, Math.round(perSecond * load.durationSeconds));
    const result = await autocannon({ ...request, amount });
    const created = result.statusCodeStats?.["201"]?.count ?? 0;

    await server.stop();
    const after = rowCounts();
    const storedRows = Object.fromEntries(
      load.tables.map((table) => [table, (after[table] ?? 0) - (before[table] ?? 0)]),
    );
    return {
      path: load.path,
      connections: load.connections,
      durationSeconds: Number(result.duration.toFixed(2)),
      requests: result.requests.total,
      created201: created,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      storedRows,
      rowsMatch201: Object.values(storedRows).every((rows) => rows === created),
      createdPerSecond: Math.round(created / result.duration),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99: result.latency.p99, max: result.latency.max },
    };
  } finally {
    server.dispose();
  }
}
