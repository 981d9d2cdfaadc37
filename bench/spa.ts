// What prerendering buys: the benchmarked pages built as a client-rendered
// single-page app (React Router's SPA mode of the same code, no prerender,
// decision 017) and measured with Lighthouse against the prerendered and
// server-rendered pages, with the ratios of LCP and JavaScript bytes.
//   - The SPA is built into build-spa/ by `react-router build bench/spa/project`:
//     route loaders become clientLoaders that fetch the production server's
//     data for the page (bench/spa/plugin.ts).
//   - A static server (bench/spa/static-server.ts, its own process) serves it
//     with gzip and the production server's cache headers, answers every page
//     path with index.html and passes `.data` requests to the production
//     server the part starts.
//   - The prerendered side is the `lighthouse` part's figures when it ran in the
//     same `npm run bench`; run alone, this part measures those pages too.
import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { benchPages } from "./bench-pages.ts";
import { type LighthouseFigures, chromiumVersion, measurePage, requireChromium } from "./lighthouse.ts";
import type { LighthouseResult } from "./lighthouse-result.ts";
import { kib, table } from "./report.ts";
import { SPA_CLIENT_DIR } from "./spa/static-server.ts";
import {
  freePort,
  gzippedSize,
  progress,
  projectRoot,
  round,
  startBenchServer,
  stopProcess,
  waitFor,
} from "./support.ts";

export interface SpaSide {
  median: LighthouseFigures;
  runs: LighthouseFigures[];
  retries: number;
}

export interface SpaPageResult {
  kind: string;
  path: string;
  prerendered: SpaSide;
  spa: SpaSide;
  /** SPA over prerendered (server-rendered for the pages that are not prerendered). */
  lcpRatio: number;
  jsRatio: number;
}

export interface SpaResult {
  date: string;
  lighthouseVersion: string;
  chromium: string;
  runsPerPage: number;
  /** Where the prerendered figures come from. */
  prerenderedFrom: "lighthouse part" | "this part";
  spaBuild: { seconds: number; indexHtmlGzipBytes: number; scriptFiles: number };
  pages: SpaPageResult[];
}

/** `react-router build bench/spa/project` with the current Node; the production build in build/ is left alone. */
function buildSpa(siteUrl: string): number {
  progress(`spa: building the client-rendered app into build-spa/ (SITE_URL=${siteUrl})`);
  const started = performance.now();
  const cli = path.join(projectRoot, "node_modules", "@react-router", "dev", "bin.cjs");
  // Run from its own folder: React Router resolves the build folder from the working directory.
  const build = spawnSync(process.execPath, [cli, "build"], {
    cwd: path.join(projectRoot, "bench", "spa", "project"),
    env: { ...process.env, SITE_URL: siteUrl },
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
  // Its route types are generated beside the app folder it points at, out of the way of the site's own.
  rmSync(path.join(projectRoot, "bench", "spa", "app"), { recursive: true, force: true });
  if (build.status !== 0) {
    console.error(build.stdout, build.stderr);
    throw new Error(`the SPA build failed (exit ${build.status})`);
  }
  return round((performance.now() - started) / 1000, 1);
}

async function startSpaServer(dataOrigin: string): Promise<{ base: string; process: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [path.join(projectRoot, "bench", "spa", "static-server.ts"), String(port), dataOrigin],
    {
      cwd: projectRoot,
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  try {
    await waitFor(`${base}/`);
  } catch (error) {
    child.kill("SIGKILL");
    throw error;
  }
  return { base, process: child };
}

const ratio = (spa: number, prerendered: number) => (prerendered > 0 ? round(spa / prerendered, 2) : Number.NaN);

/**
 * `only`: paths to measure (all benchmarked pages when empty); `runs`:
 * Lighthouse runs a page; `prerendered`: the `lighthouse` part's result from the
 * same run, reused for the pages it holds with the same number of runs.
 */
export async function runSpaBench({
  only = [] as readonly string[],
  runs: runsPerPage = 5,
  siteUrl,
  prerendered,
}: {
  only?: readonly string[];
  runs?: number;
  siteUrl: string;
  prerendered?: LighthouseResult;
}): Promise<SpaResult> {
  requireChromium();
  // The SPA build has no server to make a live quote's link: only pages with a fixed address.
  const pages = benchPages(only).filter((page) => !page.resolve);
  const seconds = buildSpa(siteUrl);
  const scriptFiles = readdirSync(path.join(SPA_CLIENT_DIR, "assets")).filter((file) => file.endsWith(".js")).length;
  const reused = (pagePath: string) =>
    prerendered?.runsPerPage === runsPerPage ? prerendered.pages.find((page) => page.path === pagePath) : undefined;
  const server = await startBenchServer("spa");
  let spaServer: { base: string; process: ChildProcess } | undefined;
  try {
    spaServer = await startSpaServer(server.base);
    const indexHtmlGzipBytes = await gzippedSize(`${spaServer.base}/`);
    // The SPA's page is the same file whatever the path: check it is the build's.
    if (!readFileSync(path.join(SPA_CLIENT_DIR, "index.html"), "utf8").includes("window.__reactRouterContext")) {
      throw new Error("build-spa/client/index.html is not a React Router SPA page");
    }
    const results: SpaPageResult[] = [];
    let version = prerendered?.lighthouseVersion ?? "";
    for (const page of pages) {
      const earlier = reused(page.path);
      const prerenderedSide: SpaSide = earlier
        ? { median: earlier.median, runs: earlier.runs, retries: earlier.retries }
        : await measurePage(server.base, page, runsPerPage, "prerendered ");
      const measured = await measurePage(spaServer.base, page, runsPerPage, "spa ");
      version = measured.version;
      results.push({
        kind: page.kind,
        path: page.path,
        prerendered: prerenderedSide,
        spa: { median: measured.median, runs: measured.runs, retries: measured.retries },
        lcpRatio: ratio(measured.median.lcpMs, prerenderedSide.median.lcpMs),
        jsRatio: ratio(measured.median.jsBytes, prerenderedSide.median.jsBytes),
      });
    }
    return {
      date: new Date().toISOString(),
      lighthouseVersion: version,
      chromium: chromiumVersion(),
      runsPerPage,
      prerenderedFrom: pages.every((page) => reused(page.path)) ? "lighthouse part" : "this part",
      spaBuild: { seconds, indexHtmlGzipBytes, scriptFiles },
      pages: results,
    };
  } finally {
    if (spaServer) await stopProcess(spaServer.process);
    await server.stop();
    server.dispose();
  }
}

export function spaMarkdown(result: SpaResult): string[] {
  const rows = result.pages.map(({ kind, path: pagePath, prerendered: p, spa: s, lcpRatio, jsRatio }) => [
    kind,
    `\`${pagePath}\``,
    `${p.median.performance} / ${s.median.performance}`,
    `${p.median.lcpMs} ms`,
    `${s.median.lcpMs} ms`,
    `${lcpRatio}×`,
    kib(p.median.jsBytes),
    kib(s.median.jsBytes),
    `${jsRatio}×`,
    `${p.median.tbtMs} / ${s.median.tbtMs} ms`,
  ]);
  const spaRuns = result.pages.reduce((sum, page) => sum + page.spa.retries, 0);
  return [
    "The same pages built as a client-rendered single-page app: React Router's SPA mode of the same code (`ssr: false`, no prerender, " +
      "its own React Router project, `bench/spa/project/`, built into `build-spa/`; decisions 017 and 023). Every route's loader becomes a clientLoader that fetches the page's data " +
      "from the production server (`<path>.data`), and React renders the whole page in the browser. A small static server serves the build with gzip " +
      "and the production server's cache headers, answers every page path with `index.html` and passes the `.data` requests to a production server " +
      `started with it. The SPA build took ${result.spaBuild.seconds} s; its \`index.html\` is ${kib(result.spaBuild.indexHtmlGzipBytes)} KB gzip ` +
      `and it has ${result.spaBuild.scriptFiles} script files.`,
    "",
    `Lighthouse ${result.lighthouseVersion}, mobile preset, ${result.runsPerPage} run${result.runsPerPage === 1 ? "" : "s"} a page, the median of each figure, ` +
      `headless Chromium ${result.chromium}, as in the Lighthouse part (a fresh profile each run, the quote seeded in local storage). ` +
      (result.prerenderedFrom === "lighthouse part"
        ? "The prerendered figures are the Lighthouse part's of the same run."
        : "The prerendered (and server-rendered) figures were measured by this part, page by page before the SPA.") +
      (spaRuns > 0 ? ` ${spaRuns} SPA run${spaRuns === 1 ? "" : "s"} that Lighthouse could not record ran again.` : ""),
    "",
    "Ratios are SPA / prerendered: above 1 the SPA is slower or heavier. JS = scripts transferred (gzip as served, with headers), KB = 1024 bytes.",
    "",
    ...table(
      [
        "page",
        "path",
        "perf. (pre / SPA)",
        "LCP prerendered",
        "LCP SPA",
        "LCP ratio",
        "JS KB prerendered",
        "JS KB SPA",
        "JS ratio",
        "TBT (pre / SPA)",
      ],
      rows,
    ),
  ];
}
