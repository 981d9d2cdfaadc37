// A backup taken while the site keeps writing restores into a fresh database
// with every lead, quote, version, acceptance, proof of payment and photo, on
// SQLite (a real file) and on PostgreSQL when TEST_DATABASE_URL is set.
import { mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { Migrator } from "kysely/migration";
import { getLead, storeLead } from "#app/features/leads/leads-db.server.ts";
import { callbackLead } from "#app/features/leads/leads-db.test-support.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { migrationProvider, migrations } from "#app/platform/db/migrations/index.server.ts";
import { runnableBackends, type TestTarget } from "#app/platform/db/test-support.server.ts";
import { tinyPdf } from "#app/platform/uploads/upload-files.test-support.ts";
import { runBackupCommand } from "./backup.ts";
import { captureIo } from "./command-io.test-support.ts";
import { LATEST_KNOWN_MIGRATION } from "./database-facts.server.ts";
import { listBackups, readManifest } from "./manifest.ts";
import { runRestoreCommand } from "./restore.ts";
import { type UploadPlaces, fillSite, readSite } from "./site-fixture.test-support.ts";

/** Keeps storing leads through its own handle, as a second app process would, until stopped. */
function keepWriting(database: AppDatabase) {
  const ids: string[] = [];
  let stopped = false;
  const running = (async () => {
    while (!stopped) {
      const stored = await storeLead(database.db, { ...callbackLead(`Writer ${ids.length}`), now: new Date() });
      ids.push(stored.id);
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
  })();
  return {
    ids,
    async stop() {
      stopped = true;
      await running;
    },
  };
}

for (const backend of runnableBackends("backup")) {
  describe(`backup and restore on ${backend.name}`, () => {
    let work: string;
    let places: UploadPlaces;
    const targets: TestTarget[] = [];
    const newTarget = async () => {
      const target = await backend.createTarget();
      targets.push(target);
      return target;
    };

    beforeEach(async () => {
      work = await mkdtemp(path.join(tmpdir(), "site-backup-"));
      places = { scratchDir: path.join(work, "incoming"), photoCacheRoot: work };
    });
    afterEach(async () => {
      for (const target of targets.splice(0)) await target.dispose();
      await rm(work, { recursive: true, force: true });
    });

    it("restores every lead, quote, version, acceptance, proof and photo from a backup taken while leads keep coming", async () => {
      const source = await newTarget();
      const site = await source.open();
      const filled = await fillSite(site.db, places);
      const before = await readSite(site.db, places, filled);
      expect(before.versions.map((version) => version.version)).toEqual([1, 2]);
      expect(before.decisions).toMatchObject([{ requestType: "accept" }]);
      expect(before.proofDownload).toEqual({ status: 200, bytes: tinyPdf().toString("base64") });
      expect(before.photos).toHaveLength(1);
      expect(before.photos[0]?.webp).toBeTruthy();

      const backupDir = path.join(work, "backups");
      const writer = keepWriting(await source.open());
      const writtenBefore = await (async () => {
        while (writer.ids.length < 5) await new Promise((resolve) => setTimeout(resolve, 5));
        return writer.ids.length;
      })();
      const backupIo = captureIo(source.config, backupDir);
      const code = await runBackupCommand([], backupIo);
      await writer.stop();
      expect(backupIo.err()).toBe("");
      expect(code).toBe(0);
      const [name] = await listBackups(backupDir);
      if (!name) throw new Error("no backup was written");
      expect(backupIo.out()).toContain(path.join(backupDir, name));
      const { manifest } = await readManifest(path.join(backupDir, name));
      expect(manifest).toMatchObject({ format: 1, database: backend.name });
      expect(manifest.rowCounts.leads).toBeGreaterThanOrEqual(filled.leadIds.length + writtenBefore);

      const fresh = await newTarget();
      const restoreIo = captureIo(fresh.config, backupDir);
      const restoreCode = await runRestoreCommand([path.join(backupDir, name)], restoreIo);
      expect(restoreIo.err()).toBe("");
      expect(restoreCode).toBe(0);
      expect(restoreIo.out()).toContain(`Restored the backup of ${manifest.createdAt}`);

      const restored = await fresh.open();
      expect(await readSite(restored.db, places, filled)).toEqual(before);
      // Every lead the writer stored before the backup's moment is there, in order, and none after it.
      const restoredIds = new Set((await restored.db.selectFrom("leads").select("id").execute()).map((row) => row.id));
      expect(restoredIds.size).toBe(manifest.rowCounts.leads);
      const writerRestored = writer.ids.filter((id) => restoredIds.has(id));
      expect(writerRestored).toEqual(writer.ids.slice(0, writerRestored.length));
      expect(writerRestored.length).toBeGreaterThanOrEqual(writtenBefore);
    }, 60_000);

    it("brings a backup of an older schema up to date with the migrations after restoring it", async () => {
      const source = await newTarget();
      const site = await source.open();
      const lead = await storeLead(site.db, callbackLead("Naledi Older"));
      const previous = Object.keys(migrations).sort().at(-2) ?? "";
      const down = await new Migrator({ db: site.db, provider: migrationProvider }).migrateTo(previous);
      expect(down.error).toBeUndefined();
      const backupDir = path.join(work, "backups");
      expect(await runBackupCommand([], captureIo(source.config, backupDir))).toBe(0);
      const [name] = await listBackups(backupDir);
      const { manifest } = await readManifest(path.join(backupDir, name ?? ""));
      expect(manifest.latestMigration).toBe(previous);

      const fresh = await newTarget();
      const io = captureIo(fresh.config, backupDir);
      expect(await runRestoreCommand([path.join(backupDir, name ?? "")], io)).toBe(0);
      expect(io.out()).toContain(`Applied 1 newer migration(s): ${LATEST_KNOWN_MIGRATION}.`);
      const restored = await fresh.open();
      expect(restored.appliedMigrations).toEqual([]);
      expect((await getLead(restored.db, lead.id))?.fullName).toBe("Naledi Older");
    }, 30_000);

    it("keeps the newest backups with --keep and writes each dump readable by its owner only", async () => {
      const source = await newTarget();
      await source.open();
      const backupDir = path.join(work, "backups");
      const io = captureIo(source.config, backupDir);
      const times = [1, 2, 3].map((minute) => new Date(Date.UTC(2026, 10, 29, 2, minute)));
      for (const time of times) expect(await runBackupCommand(["--keep", "2"], io, () => time)).toBe(0);
      expect(await listBackups(backupDir)).toEqual([
        "backup-2026-11-29T02-02-00-000Z",
        "backup-2026-11-29T02-03-00-000Z",
      ]);
      expect(io.out()).toContain("Removed 1 older backup(s), keeping 2.");
      const manifestText = await readFile(
        path.join(backupDir, "backup-2026-11-29T02-03-00-000Z", "manifest.json"),
        "utf8",
      );
      const manifest = JSON.parse(manifestText) as { createdAt: string; file: string };
      expect(manifest.createdAt).toBe(times[2]?.toISOString());
      const dump = await stat(path.join(backupDir, "backup-2026-11-29T02-03-00-000Z", manifest.file));
      expect(dump.mode & 0o077).toBe(0);
    }, 30_000);
  });
}
