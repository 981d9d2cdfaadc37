// What the hostile-input suite counts for its report: requests sent per
// endpoint and database, and how they were answered. A server error is any
// 5xx answer.
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export interface EndpointTally {
  endpoint: string;
  database: string;
  cases: number;
  serverErrors: number;
  /** Answers by status code, e.g. { "400": 120, "201": 80 }. */
  statuses: Record<string, number>;
}

export class Tally {
  private readonly byEndpoint = new Map<string, EndpointTally>();
  private readonly database: string;

  constructor(database: string) {
    this.database = database;
  }

  record(endpoint: string, status: number): void {
    let entry = this.byEndpoint.get(endpoint);
    if (!entry) {
      entry = { endpoint, database: this.database, cases: 0, serverErrors: 0, statuses: {} };
      this.byEndpoint.set(endpoint, entry);
    }
    entry.cases += 1;
    if (status >= 500) entry.serverErrors += 1;
    entry.statuses[status] = (entry.statuses[status] ?? 0) + 1;
  }

  entries(): EndpointTally[] {
    return [...this.byEndpoint.values()];
  }

  /** Written for the global teardown, which prints every file's tallies together. */
  save(dir: string, name: string): void {
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${name}-${this.database}.json`), JSON.stringify(this.entries()));
  }
}

/** Adds up the tallies of the same endpoint and database from different files. */
export function mergeTallies(tallies: readonly EndpointTally[]): EndpointTally[] {
  const merged = new Map<string, EndpointTally>();
  for (const tally of tallies) {
    const key = `${tally.database}\u0000${tally.endpoint}`;
    const entry = merged.get(key) ?? {
      endpoint: tally.endpoint,
      database: tally.database,
      cases: 0,
      serverErrors: 0,
      statuses: {},
    };
    entry.cases += tally.cases;
    entry.serverErrors += tally.serverErrors;
    for (const [status, count] of Object.entries(tally.statuses))
      entry.statuses[status] = (entry.statuses[status] ?? 0) + count;
    merged.set(key, entry);
  }
  return [...merged.values()].sort((a, b) => a.database.localeCompare(b.database));
}

export function formatTallies(tallies: readonly EndpointTally[]): string {
  const merged = mergeTallies(tallies);
  const rows = merged.map((tally) => {
    const statuses = Object.entries(tally.statuses)
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([status, count]) => `${status}×${count}`)
      .join(" ");
    return `| ${tally.endpoint} | ${tally.database} | ${tally.cases} | ${tally.serverErrors} | ${statuses} |`;
  });
  const totals = [...new Set(merged.map((tally) => tally.database))].map((database) => {
    const of = merged.filter((tally) => tally.database === database);
    const cases = of.reduce((sum, tally) => sum + tally.cases, 0);
    const errors = of.reduce((sum, tally) => sum + tally.serverErrors, 0);
    return `| All | ${database} | ${cases} | ${errors} | |`;
  });
  return [
    "| Endpoint | Database | Cases | Server errors (5xx) | Answers |",
    "|---|---|---:|---:|---|",
    ...rows,
    ...totals,
  ].join("\n");
}
