// Test backends for the data-layer suites: SQLite always (a temp file), and
// PostgreSQL when TEST_DATABASE_URL is set. Every target is a fresh database,
// so tests never see each other's rows. Test-only: nothing in the app imports it.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterEach, beforeEach } from "vitest";
import { type AppDatabase, type DatabaseConfig, openDatabase } from "#app/platform/db/database.server.ts";
import type { DialectName } from "#app/platform/db/dialect.server.ts";

export interface TestTarget {
  config: DatabaseConfig;
  /** Opens a handle (like one app process); each is closed by dispose(). */
  open(): Promise<AppDatabase>;
  dispose(): Promise<void>;
}

export interface TestBackend {
  name: DialectName;
  /** Why the backend cannot run here, or undefined when it can. */
  skipReason?: string;
  createTarget(): Promise<TestTarget>;
}

function trackHandles(config: DatabaseConfig, cleanup: () => Promise<void>): TestTarget {
  const handles: AppDatabase[] = [];
  return {
    config,
    async open() {
      const handle = await openDatabase(config);
      handles.push(handle);
      return handle;
    },
    async dispose() {
      await Promise.all(handles.map((handle) => handle.close()));
      await cleanup();
    },
  };
}

const sqliteBackend: TestBackend = {
  name: "sqlite",
  async createTarget() {
    const dir = mkdtempSync(join(tmpdir(), "ssh-db-test-"));
    // A nested path also proves the directory is created when missing.
    const databaseFile = join(dir, "nested", "site.db");
    return trackHandles({ databaseFile }, async () => rmSync(dir, { recursive: true, force: true }));
  },
};

function postgresBackend(baseUrl: string | undefined): TestBackend {
  return {
    name: "postgres",
    skipReason: baseUrl ? undefined : "TEST_DATABASE_URL is not set (start one with scripts/start-test-postgres.sh)",
    async createTarget() {
      if (!baseUrl) throw new Error("TEST_DATABASE_URL is not set");
      const name = `ssh_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      try {
        await admin.query(`create database ${name}`);
      } finally {
        await admin.end();
      }
      const url = new URL(baseUrl);
      url.pathname = `/${name}`;
      return trackHandles({ databaseUrl: url.toString(), poolSize: 5 }, async () => {
        const dropper = new pg.Client({ connectionString: baseUrl });
        await dropper.connect();
        try {
          await dropper.query(`drop database if exists ${name} with (force)`);
        } finally {
          await dropper.end();
        }
      });
    },
  };
}

export function testBackends(env: Record<string, string | undefined> = process.env): TestBackend[] {
  return [sqliteBackend, postgresBackend(env.TEST_DATABASE_URL || undefined)];
}

/** Backends that can run here; logs the ones that cannot, once per suite file. */
export function runnableBackends(suite: string): TestBackend[] {
  const backends = testBackends();
  for (const backend of backends) {
    if (backend.skipReason) console.info(`[${suite}] ${backend.name} variant skipped: ${backend.skipReason}`);
  }
  return backends.filter((backend) => !backend.skipReason);
}

/**
 * A fresh database of the backend for every test of the enclosing describe:
 * `assign` receives the target and its first handle before each test; the
 * target is disposed of after it.
 */
export function freshDatabasePerTest(
  backend: TestBackend,
  assign: (opened: { target: TestTarget; database: AppDatabase }) => void,
): void {
  let target: TestTarget | undefined;
  beforeEach(async () => {
    target = await backend.createTarget();
    assign({ target, database: await target.open() });
  });
  afterEach(async () => {
    await target?.dispose();
  });
}
