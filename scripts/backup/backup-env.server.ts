// The backup commands' own settings, beside the platform's (the database):
// where backups go and how many are kept.
import { z } from "zod";
import { parseEnvironment } from "#app/platform/config/env.server.ts";

export const DEFAULT_BACKUP_DIR = "data/backups";

const BackupEnvSchema = z.object({
  // Outside public/ and build/, which the site serves: a backup holds every lead's personal data.
  BACKUP_DIR: z.string().min(1).default(DEFAULT_BACKUP_DIR),
  // Unset: every backup is kept (prune them elsewhere, see docs/backups.md).
  BACKUP_KEEP: z.coerce
    .number({ message: "BACKUP_KEEP must be a whole number of backups (at least 1)" })
    .int({ message: "BACKUP_KEEP must be a whole number of backups (at least 1)" })
    .min(1, { message: "BACKUP_KEEP must be a whole number of backups (at least 1)" })
    .optional(),
});

export type BackupEnv = z.infer<typeof BackupEnvSchema>;

export function parseBackupEnv(source: Record<string, string | undefined>): BackupEnv {
  return parseEnvironment(BackupEnvSchema, source, "backup configuration");
}
