import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
/** The development server (npm run dev) the smoke test uses, beside the production one. */
const devPort = port + 1000;
/** The address the servers start with: every page is rendered with it (the build carries none). */
const siteUrl = "https://www.sandtonsoundhire.co.za";
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
/** A fresh database for every run; the tests read it to check what was stored (see tests/e2e/leads-db.ts). */
export const e2eDatabaseFile = ".e2e-data/site.db";
const devDatabaseFile = ".e2e-data/dev.db";

const serverEnv = {
  HOST: "127.0.0.1",
  SITE_URL: siteUrl,
  // Every test posts from 127.0.0.1; the limits themselves are tested in the API suite.
  LEADS_RATE_LIMIT_PER_IP: "10000",
  LEADS_FLOOD_THRESHOLD: "10000",
  VITALS_RATE_LIMIT_PER_IP: "10000",
  VITALS_DAILY_LIMIT_PER_IP: "1000000",
  ERROR_ROWS_PER_IP_PER_MINUTE: "10000",
  ERROR_ROWS_PER_MINUTE: "10000",
  SMTP_URL: "",
};

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
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: [/mobile\.spec\.ts/, /dev-server\.spec\.ts/],
    },
    {
      name: "dev-server",
      use: { ...devices["Desktop Chrome"], channel: undefined, baseURL: `http://localhost:${devPort}` },
      testMatch: /dev-server\.spec\.ts/,
    },
    {
      name: "mobile",
      use: { ...devices["Pixel 7"], channel: undefined },
      testMatch: /mobile\.spec\.ts/,
    },
  ],
  webServer: [
    {
      command: "rm -f .e2e-data/site.db* && node server/main.ts",
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { ...serverEnv, NODE_ENV: "production", PORT: String(port), DATABASE_FILE: e2eDatabaseFile },
    },
    {
      // The same site as `npm run dev` serves it, source modules and hot reload included.
      command: "rm -f .e2e-data/dev.db* && node --conditions=development server/main.ts",
      url: `http://localhost:${devPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { ...serverEnv, NODE_ENV: "development", PORT: String(devPort), DATABASE_FILE: devDatabaseFile },
    },
  ],
});
