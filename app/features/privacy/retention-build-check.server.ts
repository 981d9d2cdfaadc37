// Prerendered pages quote the retention periods of the build's environment,
// the clean-up applies those of the server's. The build records its periods
// beside the server bundle, and the server says loudly at start when they
// differ: the pages would promise what the server does not do.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { RetentionPolicy } from "#app/features/privacy/retention.ts";

export function buildRetentionFile(root: string): string {
  return path.join(root, "build", "server", "retention-policy.json");
}

export function recordBuildRetention(root: string, policy: RetentionPolicy): void {
  writeFileSync(buildRetentionFile(root), `${JSON.stringify(policy)}\n`);
}

/** The periods that differ between the build and the server ("RETENTION_…: built with 24, running with 12"), if any. */
export function retentionMismatch(root: string, running: RetentionPolicy): string[] {
  const file = buildRetentionFile(root);
  if (!existsSync(file)) return [];
  const built = JSON.parse(readFileSync(file, "utf8")) as Partial<RetentionPolicy>;
  const names: Record<keyof RetentionPolicy, string> = {
    enquiryMonths: "RETENTION_ENQUIRY_MONTHS",
    bookingYears: "RETENTION_BOOKING_YEARS",
    telemetryDays: "RETENTION_TELEMETRY_DAYS",
    deliveryLogDays: "RETENTION_DELIVERY_LOG_DAYS",
    unconfirmedDays: "RETENTION_UNCONFIRMED_DAYS",
  };
  return (Object.keys(names) as (keyof RetentionPolicy)[])
    .filter((key) => built[key] !== running[key])
    .map((key) => `${names[key]}: pages built with ${String(built[key])}, server running with ${running[key]}`);
}
