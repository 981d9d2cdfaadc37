// A second production server for journeys that must end in a real mailbox: its
// own database file, wired to a local SMTP sink (and a webhook receiver when
// given its secret). The shared e2e server has no SMTP, so mail waits there.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect } from "@playwright/test";
import { type SmtpSink, startSmtpSink } from "#app/platform/mail/test-support.server.ts";
import { freePort } from "../../bench/support.ts";

export interface SiteWithSmtp {
  baseUrl: string;
  smtp: SmtpSink;
  server: ChildProcess;
  databaseFile: string;
  close(): Promise<void>;
}

export async function startSiteWithSmtp(env: Record<string, string> = {}): Promise<SiteWithSmtp> {
  const smtp = await startSmtpSink();
  const dir = mkdtempSync(path.join(tmpdir(), "ssh-e2e-smtp-"));
  const databaseFile = path.join(dir, "site.db");
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ["server/main.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: String(port),
      SITE_URL: "https://www.sandtonsoundhire.co.za",
      DATABASE_FILE: databaseFile,
      SMTP_URL: smtp.url,
      SALES_EMAIL: "bookings@example.co.za",
      ...env,
    },
    stdio: "ignore",
  });
  await expect
    .poll(async () => (await fetch(`${baseUrl}/robots.txt`).catch(() => null))?.status, { timeout: 30_000 })
    .toBe(200);
  return {
    baseUrl,
    smtp,
    server,
    databaseFile,
    async close() {
      if (server.exitCode === null) server.kill("SIGKILL");
      await smtp.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
