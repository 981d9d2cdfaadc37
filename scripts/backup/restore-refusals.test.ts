// What a restore refuses before it changes anything: a damaged backup, one of a
// newer schema than the code knows, one of the other kind of database, and a
// target that holds data (unless --force) or that the site has open (SQLite).
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { storeLead } from "#app/features/leads/leads-db.server.ts";
import { callbackLead } from "#app/features/leads/leads-db.test-support.ts";
import { freshDatabasePerTest, runnableBackends, type TestTarget } from "#app/platform/db/test-support.server.ts";
import { runBackupCommand } from "./backup.ts";
import { captureIo } from "./command-io.test-support.ts";
import { LATEST_KNOWN_MIGRATION } from "./database-facts.server.ts";
import { MANIFEST_FILE, listBackups } from "./manifest.ts";
import { runRestoreCommand } from "./restore.ts";

for (const backend of runnableBackends("restore refusals")) {
  describe(`restore on ${backend.name} refuses`, () => {
    let source!: TestTarget;
    /** The handles open on the source, as the site's processes would hold them. */
    const handles: AppDatabase[] = [];
    let backupDir: string;
    freshDatabasePerTest(backend, (opened) => {
      source = opened.target;
      handles.push(opened.database);
    });
    beforeEach(async () => {
      backupDir = await mkdtemp(path.join(tmpdir(), "restore-refusals-"));
    });
    afterEach(async () => {
      handles.length = 0;
      await rm(backupDir, { recursive: true, force: true });
    });

    /** A backup of the source with one lead in it; its directory. */
    async function backupWithALead(): Promise<string> {
      const site = await source.open();
      handles.push(site);
      await storeLead(site.db, callbackLead("Sipho Dlamini"));
      const io = captureIo(source.config, backupDir);
      expect(await runBackupCommand([], io)).toBe(0);
      const [name] = await listBackups(backupDir);
      return path.join(backupDir, name ?? "");
    }

    async function restoreInto(target: TestTarget, backup: string, ...flags: string[]) {
      const io = captureIo(target.config, path.dirname(backup));
      const code = await runRestoreCommand([backup, ...flags], io);
      return { code, out: io.out(), err: io.err() };
    }

    async function rewriteManifest(backup: string, change: (manifest: Record<string, unknown>) => void) {
      const file = path.join(backup, MANIFEST_FILE);
      const manifest = JSON.parse(await readFile(file, "utf8")) as Record<string, unknown>;
      change(manifest);
      await writeFile(file, JSON.stringify(manifest));
    }

    it("a damaged dump, by its SHA-256, and writes nothing", async () => {
      const backup = await backupWithALead();
      const { file } = JSON.parse(await readFile(path.join(backup, MANIFEST_FILE), "utf8")) as { file: string };
      const dump = await readFile(path.join(backup, file));
      const middle = Math.floor(dump.length / 2);
      dump[middle] = (dump[middle] ?? 0) ^ 0xff;
      await writeFile(path.join(backup, file), dump);
      const fresh = await backend.createTarget();
      try {
        const result = await restoreInto(fresh, backup);
        expect(result.code).toBe(1);
        expect(result.err).toMatch(/is damaged: its dump's SHA-256 is [0-9a-f]{64}, the manifest says/);
        expect(result.err).toContain("Nothing was restored.");
        if (fresh.config.databaseFile) expect(existsSync(fresh.config.databaseFile)).toBe(false);
      } finally {
        await fresh.dispose();
      }
    }, 30_000);

    it("a backup made by a newer schema than this code knows", async () => {
      const backup = await backupWithALead();
      await rewriteManifest(backup, (manifest) => (manifest.latestMigration = "9999-from-the-future"));
      const fresh = await backend.createTarget();
      try {
        const result = await restoreInto(fresh, backup);
        expect(result.code).toBe(1);
        expect(result.err).toContain(
          `This backup was made by a newer version of the site (its schema is at 9999-from-the-future; this code knows migrations up to ${LATEST_KNOWN_MIGRATION}).`,
        );
      } finally {
        await fresh.dispose();
      }
    }, 30_000);

    it("a backup of the other kind of database, and a manifest that is not one", async () => {
      const backup = await backupWithALead();
      const other = backend.name === "sqlite" ? "postgres" : "sqlite";
      await rewriteManifest(backup, (manifest) => (manifest.database = other));
      expect((await restoreInto(source, backup)).err).toContain(`This backup is of a ${other} database`);
      await writeFile(path.join(backup, MANIFEST_FILE), "{ not json");
      expect((await restoreInto(source, backup)).err).toContain("is not valid JSON: the backup is damaged.");
      expect((await restoreInto(source, path.join(backup, "missing"))).err).toContain("manifest.json is missing");
    }, 30_000);

    it("a database that holds data, unless --force", async () => {
      const backup = await backupWithALead();
      const site = await source.open();
      handles.push(site);
      await storeLead(site.db, callbackLead("Lindiwe Khumalo"));
      const refused = await restoreInto(source, backup);
      expect(refused.code).toBe(1);
      expect(refused.err).toContain("already holds data (2 leads)");
      expect(refused.err).toContain("run the restore again with --force");

      if (backend.name === "sqlite") {
        // The site has the file open (its handles from above): refused even with --force.
        const open = await restoreInto(source, backup, "--force");
        expect(open.code).toBe(1);
        expect(open.err).toContain("is open in another process (the site?). Stop the site");
        await Promise.all(handles.map((handle) => handle.close()));
      }
      const forced = await restoreInto(source, backup, "--force");
      expect(forced.err).toBe("");
      expect(forced.code).toBe(0);
      const after = await source.open();
      const names = await after.db.selectFrom("leads").select("full_name").execute();
      expect(names.map((row) => row.full_name)).toEqual(["Sipho Dlamini"]);
    }, 30_000);
  });
}

describe("the commands' usage", () => {
  it("answers a wrong argument with the usage and exit code 2, and a missing database with what it looked for", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "backup-usage-"));
    try {
      const config = { databaseFile: path.join(dir, "absent.db") };
      const keepNone = captureIo(config, dir);
      expect(await runBackupCommand(["--keep", "0"], keepNone)).toBe(2);
      expect(keepNone.err()).toContain("--keep needs a whole number of backups, at least 1.");
      expect(keepNone.err()).toContain("Usage:");
      const noBackup = captureIo(config, dir);
      expect(await runRestoreCommand([], noBackup)).toBe(2);
      expect(noBackup.err()).toContain("Name exactly one backup to restore.");
      const absent = captureIo(config, dir);
      expect(await runBackupCommand([], absent)).toBe(1);
      expect(absent.err()).toContain(`There is no SQLite database at ${config.databaseFile} (DATABASE_FILE).`);
      const served = captureIo(config, "public/backups");
      expect(await runBackupCommand([], served)).toBe(1);
      expect(served.err()).toContain("is inside public/, which the site serves: choose another.");
      expect(await listBackups(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
