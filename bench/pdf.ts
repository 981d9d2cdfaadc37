// The quote PDF: its size and the time to build one (decision 031). Two views:
//  - in this process, the render alone: quotes of 3 and 60 lines, 20 renders
//    each after a first one, which loads react-pdf and reads the fonts. The PDF
//    module is TSX, so it is loaded through Vite's module runner.
//  - over HTTP from the production server, what a visitor waits for: a fresh
//    server's first download (react-pdf loads with it), then 20 more.
import { performance } from "node:perf_hooks";
import { createServer, isRunnableDevEnvironment } from "vite";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import type { PricedQuoteLine } from "#app/features/quotes/quote-document.ts";
import type * as QuotePdfModule from "#app/features/quotes/pdf/quote-pdf.server.ts";
import { table } from "./report.ts";
import { median, progress, projectRoot, round, startBenchServer } from "./support.ts";

const RUNS = 20;

interface Timing {
  /** The build before the timed ones: for the first quote in a process, it loads react-pdf and the fonts. */
  firstMs: number;
  /** Median, fastest and slowest of the RUNS builds after it. */
  medianMs: number;
  minMs: number;
  maxMs: number;
  bytes: number;
}

export interface PdfRenderTiming extends Timing {
  quote: string;
  lines: number;
  pages: number;
}

export interface PdfBenchResult {
  date: string;
  runs: number;
  render: PdfRenderTiming[];
  http: Timing;
}

function summarise(firstMs: number, times: number[], bytes: number): Timing {
  return {
    firstMs: round(firstMs, 1),
    medianMs: round(median(times), 1),
    minMs: round(Math.min(...times), 1),
    maxMs: round(Math.max(...times), 1),
    bytes,
  };
}

async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  return { ms: performance.now() - started, value };
}

/** Pages in a PDF: its /Type /Page objects (not /Pages). */
function pageCount(bytes: Uint8Array): number {
  return (
    Buffer.from(bytes)
      .toString("latin1")
      .match(/\/Type\s*\/Page(?![a-z])/g)?.length ?? 0
  );
}

function longQuoteLines(count: number): PricedQuoteLine[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `powered-speaker-${index + 1}`,
    type: "product" as const,
    name: `Premium 12-Inch Powered Speaker, set ${index + 1}, with stand and cabling`,
    quantity: 2,
    unitPriceCents: 37_500,
    hourlyRate: false,
    lineTotalCents: 75_000,
    vatCents: 11_250,
  }));
}

/** The PDF module through Vite's module runner, which stays open for its lazy import of the document. */
async function loadPdfModule(): Promise<{ module: typeof QuotePdfModule; close: () => Promise<void> }> {
  const vite = await createServer({
    root: projectRoot,
    configFile: false,
    logLevel: "error",
    appType: "custom",
    server: { middlewareMode: true, hmr: false },
  });
  const ssr = vite.environments.ssr;
  if (!isRunnableDevEnvironment(ssr)) throw new Error("Vite's ssr environment cannot run modules");
  const module = (await ssr.runner.import("#app/features/quotes/pdf/quote-pdf.server.ts")) as typeof QuotePdfModule;
  return { module, close: () => vite.close() };
}

async function renderTimings(): Promise<PdfRenderTiming[]> {
  const { module, close } = await loadPdfModule();
  // The sample first: its first build is the process's first, which loads react-pdf and the fonts.
  const quotes = [
    {
      quote: "sample (3 lines, a right-to-left name)",
      document: sampleQuote({ contact: { ...sampleQuote().contact, name: "محمد Nkosi-Müller" } }),
    },
    {
      quote: "long (60 lines)",
      document: sampleQuote({
        lines: longQuoteLines(60),
        totalItems: 120,
        totalDiscountCents: 0,
        subtotalCents: 4_500_000,
        vatCents: 675_000,
        totalCents: 5_175_000,
      }),
    },
  ];
  const results: PdfRenderTiming[] = [];
  for (const { quote, document } of quotes) {
    const render = () => module.renderQuotePdf(document, { withCustomer: true });
    const first = await timed(render);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) times.push((await timed(render)).ms);
    progress(`pdf: ${quote}: median ${round(median(times), 1)} ms`);
    results.push({
      quote,
      lines: document.lines.length,
      pages: pageCount(first.value),
      ...summarise(first.ms, times, first.value.byteLength),
    });
  }
  await close();
  return results;
}

async function httpTiming(): Promise<Timing> {
  const server = await startBenchServer("pdf");
  try {
    const created = await fetch(`${server.base}/api/quotes`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        contact: { name: "محمد Nkosi-Müller", email: "bench@example.co.za", phone: "082 555 0123" },
        eventDate: "2026-12-12",
        venue: "Summer Place, Hyde Park",
        marketingConsent: false,
        items: [
          { type: "product", id: "powered-speaker-12-premium", quantity: 2 },
          { type: "promotion", id: "speaker-power-duo", quantity: 1 },
          { type: "personnel", id: "sound-engineer", quantity: 4 },
        ],
      }),
    });
    if (created.status !== 201) throw new Error(`creating the quote answered ${created.status}`);
    const { quoteNumber, accessToken } = (await created.json()) as { quoteNumber: string; accessToken: string };
    const url = `${server.base}/api/quotes/${quoteNumber}/pdf?token=${encodeURIComponent(accessToken)}`;
    const download = async () => {
      const response = await fetch(url);
      if (response.status !== 200) throw new Error(`the PDF answered ${response.status}`);
      return (await response.arrayBuffer()).byteLength;
    };
    const first = await timed(download);
    const times: number[] = [];
    for (let run = 0; run < RUNS; run++) times.push((await timed(download)).ms);
    progress(`pdf: over HTTP: median ${round(median(times), 1)} ms`);
    await server.stop();
    return summarise(first.ms, times, first.value);
  } finally {
    server.dispose();
  }
}

export async function runPdfBench(): Promise<PdfBenchResult> {
  return { date: new Date().toISOString(), runs: RUNS, render: await renderTimings(), http: await httpTiming() };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

export function pdfMarkdown(result: PdfBenchResult): string[] {
  return [
    `The quote PDF (\`@react-pdf/renderer\` with embedded Noto Sans subsets, decision 031). The median (fastest–slowest) of ${result.runs} builds one after another, after a first build that is not counted: the sample's first build is the first in a fresh process, which loads react-pdf and reads the font files (the long quote's first build comes after it). KB = 1024 bytes.`,
    "",
    "In one process, the render alone (the PDF module loaded through Vite's module runner, so the first build also includes compiling its TSX):",
    "",
    ...table(
      ["quote", "pages", "PDF size (KB)", "first build (ms)", "median build (ms)", "fastest–slowest (ms)"],
      result.render.map((run) => [
        run.quote,
        run.pages,
        kb(run.bytes),
        run.firstMs,
        `**${run.medianMs}**`,
        `${run.minMs}–${run.maxMs}`,
      ]),
    ),
    "",
    "Over HTTP from the production server on a fresh SQLite file (`GET /api/quotes/:quoteNumber/pdf`, a quote of 3 lines with a right-to-left name; the answer includes the token check and the quote's lookup):",
    "",
    ...table(
      ["PDF size (KB)", "first download after start (ms)", "median download (ms)", "fastest–slowest (ms)"],
      [
        [
          kb(result.http.bytes),
          result.http.firstMs,
          `**${result.http.medianMs}**`,
          `${result.http.minMs}–${result.http.maxMs}`,
        ],
      ],
    ),
  ];
}
