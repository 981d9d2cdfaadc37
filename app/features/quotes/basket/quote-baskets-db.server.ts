// The no-JavaScript quote baskets in the database (migration 0023, decision
// 066): one row per visitor's token, known by its SHA-256, with its lines and
// when it expires (BASKET_LIFETIME_DAYS after its last change). Reading an
// expired basket gives an empty one; the quotes' timed job deletes them.
import { createHash, randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "#app/platform/db/schema.server.ts";
import {
  BASKET_LIFETIME_DAYS,
  type BasketLine,
  parseBasketLines,
  serializeBasketLines,
} from "#app/features/quotes/basket/quote-basket.ts";

export interface QuoteBasketsTable {
  /** SHA-256 (hex) of the visitor's cookie token. */
  token_hash: string;
  /** The lines as JSON (serializeBasketLines). */
  lines: string;
  updated_at: string;
  expires_at: string;
}

declare module "#app/platform/db/schema.server.ts" {
  interface Database {
    quote_baskets: QuoteBasketsTable;
  }
}

const DAY_MS = 24 * 60 * 60_000;

/** A new basket token: 32 random bytes, base64url (43 characters). */
export function newBasketToken(): string {
  return randomBytes(32).toString("base64url");
}

function tokenHash(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** The basket's lines; empty for an unknown or expired token. */
export async function readBasket(db: Kysely<Database>, token: string, now: Date): Promise<BasketLine[]> {
  const row = await db
    .selectFrom("quote_baskets")
    .select(["lines", "expires_at"])
    .where("token_hash", "=", tokenHash(token))
    .executeTakeFirst();
  if (!row || row.expires_at <= now.toISOString()) return [];
  return parseBasketLines(row.lines);
}

/** Keeps the lines under the token for another BASKET_LIFETIME_DAYS; an empty basket is deleted. */
export async function saveBasket(
  db: Kysely<Database>,
  token: string,
  lines: readonly BasketLine[],
  now: Date,
): Promise<void> {
  if (lines.length === 0) {
    await deleteBasket(db, token);
    return;
  }
  const row = {
    token_hash: tokenHash(token),
    lines: serializeBasketLines(lines),
    updated_at: now.toISOString(),
    expires_at: new Date(now.getTime() + BASKET_LIFETIME_DAYS * DAY_MS).toISOString(),
  };
  await db
    .insertInto("quote_baskets")
    .values(row)
    .onConflict((conflict) =>
      conflict.column("token_hash").doUpdateSet({
        lines: row.lines,
        updated_at: row.updated_at,
        expires_at: row.expires_at,
      }),
    )
    .execute();
}

export async function deleteBasket(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("quote_baskets").where("token_hash", "=", tokenHash(token)).execute();
}

/** Deletes the baskets expired by `now`; returns how many. */
export async function pruneExpiredBaskets(db: Kysely<Database>, now: Date): Promise<number> {
  const result = await db.deleteFrom("quote_baskets").where("expires_at", "<=", now.toISOString()).executeTakeFirst();
  return Number(result.numDeletedRows);
}
