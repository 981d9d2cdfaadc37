// The outbox as the metrics show it: how many messages wait, were sent or
// failed for good, how many are being retried, and how long the oldest
// waiting one has waited. Read from the database when scraped, so every
// process reports the same site-wide figures.
import { sql } from "kysely";
import type { DatabaseGauge } from "#app/platform/ops/metrics.server.ts";

export const outboxGauges: readonly DatabaseGauge[] = [
  {
    name: "site_outbox_messages",
    help: "Messages in the outbox by channel and state (pending: waiting or being retried; sent; failed for good).",
    labelNames: ["channel", "status"],
    async read(db) {
      const rows = await db
        .selectFrom("outbox")
        .select(["channel", "status", (eb) => eb.fn.countAll<number | string | bigint>().as("count")])
        .groupBy(["channel", "status"])
        .execute();
      return rows.map((row) => ({ labels: { channel: row.channel, status: row.status }, value: Number(row.count) }));
    },
  },
  {
    name: "site_outbox_retrying_messages",
    help: "Pending messages that have failed at least once and wait for another attempt, by channel.",
    labelNames: ["channel"],
    async read(db) {
      const rows = await db
        .selectFrom("outbox")
        .select(["channel", (eb) => eb.fn.countAll<number | string | bigint>().as("count")])
        .where("status", "=", "pending")
        .where("attempts", ">", 0)
        .groupBy("channel")
        .execute();
      return rows.map((row) => ({ labels: { channel: row.channel }, value: Number(row.count) }));
    },
  },
  {
    name: "site_outbox_oldest_pending_age_seconds",
    help: "How long the oldest pending message has waited since it was queued (0 when none waits).",
    labelNames: [],
    async read(db, now) {
      const row = await db
        .selectFrom("outbox")
        .select(sql<string | null>`min(created_at)`.as("oldest"))
        .where("status", "=", "pending")
        .executeTakeFirst();
      const oldest = row?.oldest ? Date.parse(row.oldest) : now.getTime();
      return [{ labels: {}, value: Math.max(0, (now.getTime() - oldest) / 1000) }];
    },
  },
];
