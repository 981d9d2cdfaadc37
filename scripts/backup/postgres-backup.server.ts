// PostgreSQL's side of backup and restore, through its own tools: pg_dump in
// its custom format inside a snapshot this process exports (so the counts in
// the manifest are of the very rows dumped), and pg_restore into DATABASE_URL.
// The password goes to the tools in PGPASSWORD, never on their command line.
import { spawn } from "node:child_process";
import pg from "pg";
import type { FactSource } from "./database-facts.server.ts";

export interface ToolResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a PostgreSQL client tool; a missing tool is an error that says what to install. */
export function runTool(tool: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "ENOENT") return reject(error);
      reject(
        new Error(
          `${tool} was not found. Install PostgreSQL's client tools of the server's major version or newer ` +
            `(Debian/Ubuntu: apt install postgresql-client) and run this again.`,
        ),
      );
    });
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** The URL without its password, and the environment that carries the password. */
export function toolConnection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  return { url: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

/** 15 from "pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)". */
export function toolMajorVersion(versionOutput: string): number | undefined {
  const match = /\(PostgreSQL\)\s+(\d+)/.exec(versionOutput);
  return match ? Number(match[1]) : undefined;
}

/** The tool's version line, after checking it can work with a server of `serverMajor`. */
export async function checkToolVersion(tool: "pg_dump" | "pg_restore", serverMajor: number): Promise<string> {
  const { stdout } = await runTool(tool, ["--version"]);
  const major = toolMajorVersion(stdout);
  if (major === undefined) throw new Error(`Could not read ${tool}'s version from "${stdout.trim()}".`);
  if (major < serverMajor) {
    throw new Error(
      `${tool} is version ${major} but the PostgreSQL server is version ${serverMajor}: ` +
        `${tool} must be the server's major version or newer. Install postgresql-client-${serverMajor} ` +
        `(or newer) and put its ${tool} first on the PATH.`,
    );
  }
  return stdout.trim();
}

export function postgresFacts(client: pg.Client): FactSource {
  return {
    async tableNames() {
      const result = await client.query<{ name: string }>(
        "select table_name as name from information_schema.tables where table_schema = current_schema()",
      );
      return new Set(result.rows.map((row) => row.name));
    },
    async scalar(query) {
      const result = await client.query({ text: query, rowMode: "array" });
      return (result.rows[0] as unknown[] | undefined)?.[0];
    },
  };
}

export async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  return client;
}

export async function serverMajorVersion(client: pg.Client): Promise<{ major: number; version: string }> {
  const result = await client.query<{ server_version_num: string; server_version: string }>(
    "select current_setting('server_version_num') as server_version_num, current_setting('server_version') as server_version",
  );
  const row = result.rows[0];
  return { major: Math.floor(Number(row?.server_version_num) / 10_000), version: row?.server_version ?? "" };
}

function failed(tool: string, result: ToolResult): Error {
  return new Error(`${tool} failed (exit ${result.code}): ${result.stderr.trim() || result.stdout.trim()}`);
}

/**
 * Dumps the database to `destination` in pg_dump's custom format, with
 * `describe` read in the same snapshot.
 */
export async function backupPostgres<Facts>(
  databaseUrl: string,
  destination: string,
  describe: (source: FactSource) => Promise<Facts>,
): Promise<{ facts: Facts; versions: Record<string, string> }> {
  const client = await connect(databaseUrl);
  try {
    const server = await serverMajorVersion(client);
    const pgDump = await checkToolVersion("pg_dump", server.major);
    await client.query("begin isolation level repeatable read read only");
    const snapshot = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows[0]?.id ?? "";
    const facts = await describe(postgresFacts(client));
    const { url, env } = toolConnection(databaseUrl);
    const args = ["--format=custom", `--file=${destination}`, `--snapshot=${snapshot}`, `--dbname=${url}`];
    const result = await runTool("pg_dump", args, env);
    await client.query("commit");
    if (result.code !== 0) throw failed("pg_dump", result);
    return { facts, versions: { server: server.version, pg_dump: pgDump } };
  } finally {
    await client.end();
  }
}

/** Restores a custom-format dump into the database, replacing the objects it holds, in one transaction. */
export async function restorePostgres(databaseUrl: string, dump: string): Promise<void> {
  const client = await connect(databaseUrl);
  try {
    await checkToolVersion("pg_restore", (await serverMajorVersion(client)).major);
  } finally {
    await client.end();
  }
  const { url, env } = toolConnection(databaseUrl);
  const args = ["--clean", "--if-exists", "--no-owner", "--single-transaction", "--exit-on-error", `--dbname=${url}`];
  const result = await runTool("pg_restore", [...args, dump], env);
  if (result.code !== 0) throw failed("pg_restore", result);
}
