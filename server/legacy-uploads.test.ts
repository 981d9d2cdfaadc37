// The one-off move of uploads an older version kept on disk into the database
// (decision 060), on SQLite and, when TEST_DATABASE_URL is set, PostgreSQL:
// proofs and photo originals that rows name move in and leave the disk; files
// no row names, or whose bytes are not the row's, stay; a second start moves
// nothing and changes nothing.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { addCataloguePhoto } from "#app/features/catalogue/photos/catalogue-photos-db.server.ts";
import { readPhotoOriginal } from "#app/features/catalogue/photos/catalogue-photo-originals-db.server.ts";
import { cachedPhotoStore } from "#app/features/catalogue/photos/photo-files.server.ts";
import { PIPELINE_VERSION } from "#app/features/catalogue/photos/photo-upload.server.ts";
import { DEFAULT_PHOTO_LIMITS } from "#app/features/catalogue/photos/photo-variants.server.ts";
import { recordProof } from "#app/features/quotes/deposits/deposits-db.server.ts";
import { quoteOwingDeposit } from "#app/features/quotes/deposits/deposit-quote.test-support.ts";
import { readProofBytes } from "#app/features/quotes/deposits/proof-files.server.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { freshDatabasePerTest, runnableBackends } from "#app/platform/db/test-support.server.ts";
import { tinyPdf, tinyPng } from "#app/platform/uploads/upload-files.test-support.ts";
import { importLegacyUploads } from "./legacy-uploads.ts";

const sha256 = (data: Buffer) => createHash("sha256").update(data).digest("hex");

describe.each(runnableBackends("legacy-uploads"))("the move of uploads kept on disk on $name", (backend) => {
  let database!: AppDatabase;
  let dir!: string;
  freshDatabasePerTest(backend, (opened) => {
    database = opened.database;
  });
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "ssh-legacy-uploads-"));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  /** A proof row as an older version left it: its file in the folder, no bytes in the database. */
  async function legacyProof(file: Buffer, storedName: string, folder: string): Promise<string> {
    const { quoteId } = await quoteOwingDeposit(database.db);
    const record = {
      storedName,
      originalName: "slip.pdf",
      sizeBytes: file.length,
      contentType: "application/pdf" as const,
      sha256: sha256(file),
      receivedAt: new Date().toISOString(),
    };
    const recorded = await recordProof(database.db, { quoteId, record, bytes: file, submissionKey: null });
    if (recorded.status !== "recorded") throw new Error(recorded.status);
    await database.db.deleteFrom("quote_payment_proof_files").execute();
    writeFileSync(path.join(folder, storedName), file);
    return recorded.proof.id;
  }

  /** A photo row as an older version left it: its original in originals/, nothing in the database. */
  async function legacyPhoto(folder: string): Promise<{ hash: string; original: Buffer }> {
    const original = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#f5b301" } })
      .jpeg()
      .toBuffer();
    const hash = createHash("sha256").update(`${PIPELINE_VERSION}\0`).update(original).digest("hex").slice(0, 32);
    await addCataloguePhoto(database.db, {
      kind: "product",
      itemId: "fog-machine",
      hash,
      width: 400,
      height: 300,
      widths: [320],
      alt: "Fog machine",
      originalType: "image/jpeg",
      originalName: "fog.jpg",
      sizeBytes: original.length,
      original,
      staffEmail: "naledi@sandtonsoundhire.co.za",
      now: new Date(),
    });
    await database.db
      .withTables<{ catalogue_photo_originals: { hash: string } }>()
      .deleteFrom("catalogue_photo_originals")
      .execute();
    mkdirSync(path.join(folder, "originals"), { recursive: true });
    mkdirSync(path.join(folder, "variants"), { recursive: true });
    writeFileSync(path.join(folder, "originals", `${hash}.jpg`), original);
    return { hash, original };
  }

  it("moves proofs and photo originals into the database once, and leaves what no row names", async () => {
    const proofDir = path.join(dir, "proofs");
    const photoDir = path.join(dir, "photos");
    mkdirSync(proofDir);
    const file = tinyPdf();
    const proofId = await legacyProof(file, `${"a".repeat(32)}.pdf`, proofDir);
    const stranger = `${"b".repeat(32)}.png`;
    writeFileSync(path.join(proofDir, stranger), tinyPng());
    const tampered = `${"c".repeat(32)}.pdf`;
    await legacyProof(tinyPdf({ padTo: 2_000 }), tampered, proofDir);
    writeFileSync(path.join(proofDir, tampered), tinyPdf({ padTo: 3_000 }));
    const photo = await legacyPhoto(photoDir);
    const env = { PROOF_OF_PAYMENT_DIR: proofDir, CATALOGUE_PHOTO_DIR: photoDir };

    expect(await importLegacyUploads(database.db, env)).toEqual({
      proofs: { imported: 1, leftOver: 2 },
      photos: { imported: 1, leftOver: 0 },
    });
    expect(await readProofBytes(database.db, proofId)).toEqual(file);
    expect(readdirSync(proofDir).sort()).toEqual([stranger, tampered].sort());
    expect((await readPhotoOriginal(database.db, photo.hash))?.data).toEqual(photo.original);
    expect(readdirSync(path.join(photoDir, "originals"))).toEqual([]);
    // A fresh process, with an empty cache, serves the photo from the moved original.
    const store = cachedPhotoStore({
      db: database.db,
      cacheDir: path.join(dir, "cache"),
      limits: DEFAULT_PHOTO_LIMITS,
      minFreeDiskBytes: 0,
    });
    expect(await store.openVariant(`${photo.hash}-320.webp`)).toMatchObject({ size: expect.any(Number) });

    // The next start moves nothing, and leaves the database as it is.
    expect(await importLegacyUploads(database.db, env)).toEqual({
      proofs: { imported: 0, leftOver: 2 },
      photos: { imported: 0, leftOver: 0 },
    });
    expect(await readProofBytes(database.db, proofId)).toEqual(file);
  });

  it("has nothing to do where the old folders do not exist", async () => {
    const env = { PROOF_OF_PAYMENT_DIR: path.join(dir, "none"), CATALOGUE_PHOTO_DIR: path.join(dir, "none") };
    expect(await importLegacyUploads(database.db, env)).toEqual({
      proofs: { imported: 0, leftOver: 0 },
      photos: { imported: 0, leftOver: 0 },
    });
    expect(existsSync(path.join(dir, "none"))).toBe(false);
  });
});
