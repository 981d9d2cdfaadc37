// What every check of the topology test is given: the proxy, the two app
// processes behind it, the database they share, the staff owner, the SMTP
// sink, and a place for each check's figures.
import pg from "pg";
import type { Inbox } from "../reliability/receivers.ts";
import type { Checks } from "../reliability/support.ts";
import type { AppProcess } from "./release.ts";
import type { NginxProxy } from "./nginx.ts";

export interface Topology {
  proxy: NginxProxy;
  apps: readonly [AppProcess, AppProcess];
  databaseUrl: string;
  staff: { email: string; password: string };
  inbox: Inbox;
  /** Keeps this run's keys and addresses apart from any other run's. */
  run: string;
}

/** One row of the summary table: what a check did and its figures. */
export interface Summary {
  check: string;
  did: string;
  figures: string;
  checks: Checks;
}

/** Rows from the shared database, read without the application's code. */
export async function query<T extends pg.QueryResultRow>(
  topology: Topology,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString: topology.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

export function progress(message: string): void {
  console.error(`[topology] ${message}`);
}
