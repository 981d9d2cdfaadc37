// The process's metrics in Prometheus's text format (prom-client): requests
// by route and status with their latency, rate-limit windows exceeded, the
// Node runtime's own figures, and gauges read from the database when scraped
// (the outbox's depth and age, what each feature counts). Counters are this
// process's; the database's gauges are the site's, whichever process answers.
import type { Kysely } from "kysely";
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import type { Database } from "#app/platform/db/schema.server.ts";

/** A gauge whose values are read from the database when scraped. */
export interface DatabaseGauge {
  name: string;
  help: string;
  labelNames: readonly string[];
  read(db: Kysely<Database>, now: Date): Promise<ReadonlyArray<{ labels: Record<string, string>; value: number }>>;
}

/** A gauge whose value is the process's own, read when scraped (a queue's length). */
export interface ProcessGauge {
  name: string;
  help: string;
  read(): number;
}

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const httpRequests = new Counter({
  name: "http_requests_total",
  help: "Requests answered, by method, route pattern and status.",
  labelNames: ["method", "route", "status"],
  registers: [registry],
});

const httpDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time from a request's arrival to the end of its answer, by method and route pattern.",
  labelNames: ["method", "route"],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

const rateLimitExceeded = new Counter({
  name: "site_rate_limit_exceeded_total",
  help: "Rate-limit windows found full, by limit (the first part of its key: leads, quotes, vitals, staff…).",
  labelNames: ["limit"],
  registers: [registry],
});

/** Methods a label may name; anything else is "other", so a client cannot grow the series. */
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  const label = KNOWN_METHODS.has(method) ? method : "other";
  httpRequests.inc({ method: label, route, status: String(status) });
  httpDuration.observe({ method: label, route }, seconds);
}

/** A rate-limit key's first part names the limit without the client it counts (`leads:contact:ip:…` → leads). */
export function recordRateLimitExceeded(key: string): void {
  rateLimitExceeded.inc({ limit: key.split(":", 1)[0] || "unnamed" });
}

/**
 * Registers the gauges read at scrape time. `db` is the site's database;
 * a failed read leaves that gauge empty for this scrape rather than failing
 * the others.
 */
export function registerGauges(
  db: Kysely<Database>,
  databaseGauges: readonly DatabaseGauge[],
  processGauges: readonly ProcessGauge[],
): void {
  for (const definition of databaseGauges) {
    if (registry.getSingleMetric(definition.name)) continue;
    new Gauge({
      name: definition.name,
      help: definition.help,
      labelNames: [...definition.labelNames],
      registers: [registry],
      async collect() {
        this.reset();
        const readings = await definition.read(db, new Date()).catch(() => []);
        for (const { labels, value } of readings) this.set(labels, value);
      },
    });
  }
  for (const definition of processGauges) {
    if (registry.getSingleMetric(definition.name)) continue;
    new Gauge({
      name: definition.name,
      help: definition.help,
      registers: [registry],
      collect() {
        this.set(definition.read());
      },
    });
  }
}

/** The text a scrape answers with, and its content type. */
export async function scrape(): Promise<{ contentType: string; body: string }> {
  return { contentType: registry.contentType, body: await registry.metrics() };
}
