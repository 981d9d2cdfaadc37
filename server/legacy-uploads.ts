// At start: proofs of payment and catalogue photo originals that an older
// version kept on disk (PROOF_OF_PAYMENT_DIR, CATALOGUE_PHOTO_DIR, or their
// defaults under data/) move into the database (decision 060). Idempotent and
// quick when there is nothing to move; the two settings are read for this
// alone and may be removed once the log says nothing is left.
import path from "node:path";
import type { Kysely } from "kysely";
import { importLegacyPhotoFiles } from "#app/features/catalogue/photos/legacy-photo-files.server.ts";
import { importLegacyProofFiles } from "#app/features/quotes/deposits/legacy-proof-files.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";
import { logInfo, logWarn } from "#app/platform/log/log.server.ts";

export const LEGACY_PROOF_DIR = "data/proof-of-payment";
export const LEGACY_PHOTO_DIR = "data/catalogue-photos";

export async function importLegacyUploads(
  db: Kysely<Database>,
  source: Record<string, string | undefined>,
): Promise<{ proofs: { imported: number; leftOver: number }; photos: { imported: number; leftOver: number } }> {
  const proofDir = path.resolve(source.PROOF_OF_PAYMENT_DIR?.trim() || LEGACY_PROOF_DIR);
  const photoDir = path.resolve(source.CATALOGUE_PHOTO_DIR?.trim() || LEGACY_PHOTO_DIR);
  const proofs = await importLegacyProofFiles(db, proofDir);
  const photos = await importLegacyPhotoFiles(db, photoDir);
  if (proofs.imported + photos.imported > 0)
    logInfo("uploads.legacy_imported", { proofs: proofs.imported, photos: photos.imported });
  if (proofs.leftOver + photos.leftOver > 0)
    logWarn("uploads.legacy_left_on_disk", {
      proofs: proofs.leftOver,
      photos: photos.leftOver,
      proofDir,
      photoDir,
      why: "no record names them, or their bytes are not the record's",
    });
  return { proofs, photos };
}
