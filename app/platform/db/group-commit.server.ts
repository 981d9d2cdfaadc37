// Group commit: writes that arrive while a transaction is committing wait and
// then go together in the next one. Each durable commit costs a disk sync
// (synchronous=FULL on SQLite; fsync on PostgreSQL), so under load many
// submissions share one sync instead of queueing for one each: the latency a
// visitor sees stays low and the throughput grows with the load. Nothing is
// acknowledged before its transaction has committed.
//
// Each item runs inside its own savepoint: an item that fails (a rate limit,
// bad data) is rolled back alone and rejected, the others still commit.
import { type Kysely, sql } from "kysely";
import type { Database } from "#app/platform/db/schema.server.ts";

export interface GroupCommit<Item, Result> {
  /** Runs `work` for the item in the next shared transaction; resolves once that has committed. */
  submit(item: Item): Promise<Result>;
  /** Resolves when nothing is queued or being written (for shutdown). */
  drained(): Promise<void>;
}

interface Queued<Item, Result> {
  item: Item;
  resolve: (result: Result) => void;
  reject: (error: unknown) => void;
}

type Outcome<Result> = { ok: true; value: Result } | { ok: false; error: unknown };

/** Most items in one transaction: bounds how long one commit holds the write lock. */
export const DEFAULT_MAX_BATCH = 64;

export function createGroupCommit<Item, Result>(
  db: Kysely<Database>,
  work: (trx: Kysely<Database>, item: Item) => Promise<Result>,
  options: { maxBatch?: number } = {},
): GroupCommit<Item, Result> {
  const maxBatch = options.maxBatch ?? DEFAULT_MAX_BATCH;
  const queue: Queued<Item, Result>[] = [];
  let writing: Promise<void> | undefined;

  async function writeBatch(batch: Queued<Item, Result>[]): Promise<void> {
    const outcomes: Outcome<Result>[] = [];
    try {
      await db.transaction().execute(async (trx) => {
        for (const entry of batch) {
          await sql`savepoint group_item`.execute(trx);
          try {
            const value = await work(trx, entry.item);
            await sql`release savepoint group_item`.execute(trx);
            outcomes.push({ ok: true, value });
          } catch (error) {
            try {
              await sql`rollback to savepoint group_item`.execute(trx);
              await sql`release savepoint group_item`.execute(trx);
            } catch {
              // SQLite rolls the whole transaction back itself after some
              // errors (a full disk, an I/O error): the savepoint is gone and
              // the batch fails with this item's error, which says why.
              throw error;
            }
            outcomes.push({ ok: false, error });
          }
        }
      });
    } catch (error) {
      // The commit itself failed (disk full, database gone): nothing was stored.
      for (const entry of batch) entry.reject(error);
      return;
    }
    batch.forEach((entry, index) => {
      const outcome = outcomes[index];
      if (outcome?.ok) entry.resolve(outcome.value);
      else entry.reject(outcome ? outcome.error : new Error("group commit lost an outcome"));
    });
  }

  async function drain(): Promise<void> {
    // With node:sqlite a whole transaction runs without giving the event loop
    // a turn, so requests that arrived meanwhile are still unread. One turn
    // first (setImmediate runs after pending I/O) lets them join the batch.
    await new Promise<void>((resolve) => setImmediate(resolve));
    while (queue.length > 0) {
      await writeBatch(queue.splice(0, maxBatch));
      await new Promise<void>((resolve) => setImmediate(resolve));
    }
    writing = undefined;
  }

  return {
    submit(item) {
      return new Promise<Result>((resolve, reject) => {
        queue.push({ item, resolve, reject });
        writing ??= drain();
      });
    },
    async drained() {
      while (writing) await writing;
    },
  };
}
