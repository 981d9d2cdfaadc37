import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { writeFileSync } from "node:fs";
import { startBenchServer } from "./support.ts";
const server = await startBenchServer("probe");
const chrome = await launch({ chromePath: "/usr/bin/chromium", chromeFlags: ["--headless=new", "--no-sandbox"], logLevel: "silent" });
for (const p of process.argv.slice(2)) {
  const r = await lighthouse(`${server.base}${p}`, { port: chrome.port, output: "json", onlyCategories: ["performance"] });
  const lhr = r!.lhr;
  const a = lhr.audits;
  console.log(p, lhr.categories.performance.score, "LCP", a["largest-contentful-paint"].numericValue, "FCP", a["first-contentful-paint"].numericValue, "TBT", a["total-blocking-time"].numericValue);
  console.log(JSON.stringify((a["largest-contentful-paint-element"].details as any)?.items?.[0]?.items?.[0]?.node?.snippet));
  console.log(JSON.stringify((a["largest-contentful-paint-element"].details as any)?.items?.[1], null, 0).slice(0, 800));
  writeFileSync(`/tmp/lh/${p.replace(/\W/g, "_")}.json`, JSON.stringify(lhr));
}
chrome.kill();
await server.stop();
process.exit(0);
