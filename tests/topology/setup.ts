// Setting the topology up: the PostgreSQL database both processes share, the
// ports, the release, the app processes' settings and the staff owner.
import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { freePort, projectRoot } from "../../bench/support.ts";
import { progress } from "./topology.ts";

/** The test PostgreSQL server: TEST_DATABASE_URL, else the one scripts/start-test-postgres.sh starts. */
export function postgresServerUrl(): string {
  if (process.env.TEST_DATABASE_URL) return process.env.TEST_DATABASE_URL;
  progress("TEST_DATABASE_URL is not set: starting the test PostgreSQL (scripts/start-test-postgres.sh)");
  return execFileSync("bash", [path.join(projectRoot, "scripts", "start-test-postgres.sh")], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  }).trim();
}

async function asAdmin(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A database of the run's own (topology_<random>), dropped by the returned function. */
export async function createDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `topology_${process.pid}_${Date.now().toString(36)}`;
  await asAdmin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => asAdmin(serverUrl, `drop database if exists ${name} with (force)`) };
}

/**
 * Ports for nginx, the two apps and the SMTP sink: consecutive ones from
 * TOPOLOGY_PORT_BASE when set (machines where ports are shared out), else
 * free ones the system picks.
 */
export async function allocatePorts(): Promise<{ proxy: number; apps: [number, number]; smtp: number }> {
  const base = Number(process.env.TOPOLOGY_PORT_BASE) || 0;
  const pick = async (offset: number) => (base > 0 ? base + offset : freePort());
  return { proxy: await pick(0), apps: [await pick(1), await pick(2)], smtp: await pick(3) };
}

/**
 * The settings both app processes run with, as deploy/README.md gives them
 * for two processes behind nginx on one PostgreSQL. Each process has its own
 * upload folders, as on two machines: what one stores, the other must find
 * in the database (settings of both layouts are given: the folders a
 * database-backed build uses as scratch and cache, and the upload folders of
 * a build that keeps files on disk). The limits stay at their defaults except the site-wide
 * flood threshold (hundreds of submissions a minute here), and the outbox is
 * polled every second so both workers race for the same rows.
 */
export function appSettings(options: {
  databaseUrl: string;
  siteUrl: string;
  smtpUrl: string;
  dataDir: string;
}): Record<string, string> {
  return {
    HOST: "127.0.0.1",
    DATABASE_URL: options.databaseUrl,
    SITE_URL: options.siteUrl,
    TRUST_PROXY: "loopback",
    SMTP_URL: options.smtpUrl,
    IP_HASH_SALT: "topology-test-ip-hash-salt",
    LEADS_WEBHOOK_URL: "",
    LEADS_WEBHOOK_SECRET: "",
    LEADS_FLOOD_THRESHOLD: "100000",
    OUTBOX_POLL_SECONDS: "1",
    // Where a process writes uploads while it checks them, and caches photo copies: each its own, as on two machines.
    UPLOAD_TEMP_DIR: path.join(options.dataDir, "upload-tmp"),
    PHOTO_CACHE_DIR: path.join(options.dataDir, "photo-cache"),
    // A test machine's temp disk may be small; the check is not what this test is about.
    UPLOAD_MIN_FREE_DISK_MB: "0",
    LOG_LEVEL: "warn",
    STAFF_BOOTSTRAP_EMAIL: "",
    STAFF_BOOTSTRAP_PASSWORD: "",
  };
}
