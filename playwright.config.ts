import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
/** Must match the SITE_URL the build was made with (see the test:e2e script). */
const siteUrl = "https://www.sandtonsoundhire.co.za";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** A fresh database for every run; the tests read it to check what was stored (see tests/e2e/leads-db.ts). */
export const e2eDatabaseFile = ".e2e-data/site.db";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    trace: "retain-on-failure",
    // page.route cannot see what a service worker fetches; the offline test allows it.
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], channel: undefined }, testIgnore: /mobile\.spec\.ts/ },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], channel: undefined },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: {
    command: "rm -rf .e2e-data && node server/main.ts",
    url: `http://localhost:${port}/`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: siteUrl,
      DATABASE_FILE: e2eDatabaseFile,
      // Every test posts from 127.0.0.1; the limits themselves are tested in the API suite.
      LEADS_RATE_LIMIT_PER_IP: "10000",
      LEADS_RATE_LIMIT_SITE: "10000",
      VITALS_RATE_LIMIT_PER_IP: "10000",
      SMTP_URL: "",
    },
  },
});
