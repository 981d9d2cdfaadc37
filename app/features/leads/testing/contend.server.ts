import type { Kysely } from "kysely";
import type { JsonObject } from "#app/features/leads/notify/lead-notification.ts";
import { insertLead } from "#app/features/leads/leads-db.server.ts";
import { hitRateLimit } from "#app/platform/limits/rate-limit.server.ts";
import type { Database } from "#app/platform/db/schema.server.ts";

export interface ContendResult {
  counts: number[];
  /** True once this process saw a count from the other process between two of its own. */
  interleaved: boolean;
}

const MAX_ROUNDS = 20_000;

/**
 * Hits a shared rate limit and stores a lead per round, for at least `rounds`
 * rounds and until the other process's writes showed up in between ours, so
 * the test proves real contention however the OS schedules the processes.
 */
export async function contend(
  db: Kysely<Database>,
  key: string,
  rounds: number,
  tag: JsonObject,
): Promise<ContendResult> {
  const counts: number[] = [];
  let interleaved = false;
  for (let i = 0; (i < rounds || !interleaved) && i < MAX_ROUNDS; i++) {
    const { count } = await hitRateLimit(db, key, 60 * 60_000, Number.MAX_SAFE_INTEGER);
    const previous = counts.at(-1);
    if (previous !== undefined && count !== previous + 1) interleaved = true;
    counts.push(count);
    await insertLead(db, { kind: "contact", source: "Contact Form", payload: { ...tag, i }, channels: ["email"] });
  }
  return { counts, interleaved };
}
