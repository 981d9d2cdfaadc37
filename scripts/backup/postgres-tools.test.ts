// PostgreSQL's client tools as the backup commands find them: a missing one
// and one older than the server are refused with what to install, and the
// password never reaches their command line.
import { chmod, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { checkToolVersion, toolConnection, toolMajorVersion } from "./postgres-backup.server.ts";

let bin: string;

beforeEach(async () => {
  bin = await mkdtemp(path.join(tmpdir(), "pg-tools-"));
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(bin, { recursive: true, force: true });
});

/** A stand-in for a tool on the PATH that prints this version line. */
async function fakeTool(name: string, versionLine: string) {
  const file = path.join(bin, name);
  await writeFile(file, `#!/bin/sh\necho '${versionLine}'\n`);
  await chmod(file, 0o755);
  vi.stubEnv("PATH", bin);
}

describe("PostgreSQL's client tools", () => {
  it("reads the major version from Debian's and upstream's version lines", () => {
    expect(toolMajorVersion("pg_dump (PostgreSQL) 15.18 (Debian 15.18-0+deb12u1)")).toBe(15);
    expect(toolMajorVersion("pg_restore (PostgreSQL) 17.2")).toBe(17);
    expect(toolMajorVersion("something else")).toBeUndefined();
  });

  it("accepts a tool of the server's major version or newer", async () => {
    await fakeTool("pg_dump", "pg_dump (PostgreSQL) 16.4");
    await expect(checkToolVersion("pg_dump", 16)).resolves.toBe("pg_dump (PostgreSQL) 16.4");
    await expect(checkToolVersion("pg_dump", 15)).resolves.toBe("pg_dump (PostgreSQL) 16.4");
  });

  it("refuses a tool older than the server, naming both versions and what to install", async () => {
    await fakeTool("pg_dump", "pg_dump (PostgreSQL) 13.9");
    await expect(checkToolVersion("pg_dump", 16)).rejects.toThrow(
      "pg_dump is version 13 but the PostgreSQL server is version 16: pg_dump must be the server's major version or newer. Install postgresql-client-16",
    );
  });

  it("says what to install when the tool is missing", async () => {
    vi.stubEnv("PATH", bin);
    await expect(checkToolVersion("pg_restore", 16)).rejects.toThrow(
      "pg_restore was not found. Install PostgreSQL's client tools of the server's major version or newer",
    );
  });

  it("hands the password over in PGPASSWORD, not in the URL the tool is given", () => {
    const { url, env } = toolConnection("postgres://site:s%40cret@db.internal:5432/site?sslmode=require");
    expect(url).toBe("postgres://site@db.internal:5432/site?sslmode=require");
    expect(env.PGPASSWORD).toBe("s@cret");
  });
});
