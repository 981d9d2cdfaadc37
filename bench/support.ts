// What the benchmarks (and the e2e tests that start their own server) share:
// a free port, waiting for a server, and starting the production server on a
// throwaway SQLite file with the rate limits out of the way.
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer } from "node:net";
import path from "node:path";

export const projectRoot = path.resolve(import.meta.dirname, "..");

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on("error", reject);
  });
}

export async function waitFor(url: string, timeoutMs = 30_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server did not answer ${url} within ${timeoutMs} ms`);
}

/** Stops with a clear message when there is no production build to serve. */
export function requireBuild(): void {
  if (!existsSync(path.join(projectRoot, "build", "server", "index.js"))) {
    console.error("No production build found. Run `npm run build` first.");
    process.exit(1);
  }
}

/**
 * Starts `server/main.ts` in production mode on `port` with its own database
 * file, no notifications and rate limits too high to matter for one client.
 */
export function startProductionServer(port: number, databaseFile: string, env: Record<string, string> = {}): ChildProcess {
  return spawn(process.execPath, ["server/main.ts"], {
    cwd: projectRoot,
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      DATABASE_FILE: databaseFile,
      DATABASE_URL: "",
      SMTP_URL: "",
      LEADS_WEBHOOK_URL: "",
      LEADS_RATE_LIMIT_PER_IP: "100000000",
      LEADS_RATE_LIMIT_SITE: "100000000",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
}
