// What a staff photo costs a product page (issue 24, decision 043):
// Lighthouse (mobile preset, median of 5, a fresh profile each run) on one
// product page with its drawing and then with a photo, on a production
// server of its own (own database and photo cache). Catalogue pages are
// rendered on request from the catalogue snapshot, which takes the photo on
// its next revision check (every second here); the photo side is measured
// once the page shows it. Prints and writes bench/results/catalogue-photo.json.
//   node bench/catalogue-photo.ts [--runs 5]
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { openDatabase } from "#app/platform/db/database.server.ts";
import { addCataloguePhoto } from "#app/features/catalogue/photos/catalogue-photos-db.server.ts";
import { PhotoUploadSink } from "#app/features/catalogue/photos/photo-upload.server.ts";
import { measurePage, requireChromium } from "./lighthouse.ts";
import { freePort, requireBuild, resultsDir, startProductionServer, stopProcess, waitFor } from "./support.ts";

const PRODUCT = "powered-speaker-12-standard";
const ALT = "Our powered speaker on a tripod stand in the warehouse";
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;

/**
 * A 4032 × 3024 camera-sized photo with the grain and detail of a real one
 * (blurred noise under shapes), saved as a JPEG at quality 90.
 */
async function cameraPhoto(seedColour: string): Promise<Buffer> {
  const grain = await sharp({
    create: {
      width: 4032,
      height: 3024,
      channels: 3,
      background: "#000",
      noise: { type: "gaussian", mean: 110, sigma: 40 },
    },
  })
    .blur(2)
    .png()
    .toBuffer();
  const shapes = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="4032" height="3024">
      <rect width="4032" height="3024" fill="${seedColour}" fill-opacity="0.55"/>
      <rect x="1500" y="600" width="1000" height="1900" rx="80" fill="#111" fill-opacity="0.85"/>
      <circle cx="2000" cy="1900" r="380" fill="#333"/><circle cx="2000" cy="1050" r="170" fill="#333"/></svg>`,
  );
  return sharp(grain)
    .composite([{ input: shapes }])
    .jpeg({ quality: 90 })
    .toBuffer();
}

async function addPhoto(databaseFile: string, photoDir: string, itemId: string, colour: string): Promise<void> {
  const sink = await PhotoUploadSink.start(path.join(photoDir, ".incoming"), `${itemId}.jpg`);
  await sink.write(await cameraPhoto(colour));
  const outcome = await sink.finish();
  if (!outcome.ok) throw new Error(outcome.message);
  const database = await openDatabase({ databaseFile });
  try {
    // The original goes to the database; the server makes the served copies from it on their first request.
    const { variants: _variants, ...photo } = outcome.stored;
    await addCataloguePhoto(database.db, {
      ...photo,
      kind: "product",
      itemId,
      alt: ALT,
      staffEmail: "bench@sandtonsoundhire.co.za",
      now: new Date(),
    });
  } finally {
    await database.close();
  }
}

/** Waits until the page carries the photo (the snapshot's next revision check), at most 30 s. */
async function showsPhoto(url: string): Promise<void> {
  for (const deadline = Date.now() + 30_000; Date.now() < deadline;) {
    if ((await (await fetch(url)).text()).includes(ALT)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not show the photo within 30 s`);
}

async function main() {
  requireBuild();
  requireChromium();
  const dir = mkdtempSync(path.join(tmpdir(), "ssh-bench-photo-"));
  const databaseFile = path.join(dir, "site.db");
  const photoDir = path.join(dir, "photos");
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = startProductionServer(port, databaseFile, {
    PHOTO_CACHE_DIR: photoDir,
    CATALOGUE_REFRESH_SECONDS: "1",
  });
  try {
    await waitFor(`${base}/robots.txt`);
    const page = { kind: "product", path: `/catalogue/product/${PRODUCT}` };
    const drawing = await measurePage(base, page, RUNS, "drawing ");
    await addPhoto(databaseFile, photoDir, PRODUCT, "#f5b301");
    await showsPhoto(`${base}${page.path}`);
    const photo = await measurePage(base, page, RUNS, "photo ");
    const summary = (label: string, m: typeof drawing) => ({
      label,
      performance: m.median.performance,
      lcpMs: m.median.lcpMs,
      cls: m.median.cls,
      totalBytes: m.median.totalBytes,
      requests: m.median.requests,
      runs: m.runs.map((run) => ({ lcpMs: run.lcpMs, totalBytes: run.totalBytes, performance: run.performance })),
    });
    const result = {
      page: page.path,
      runs: RUNS,
      lighthouse: drawing.version,
      drawing: summary("drawing", drawing),
      photo: summary("photo", photo),
    };
    writeFileSync(path.join(resultsDir, "catalogue-photo.json"), `${JSON.stringify(result, null, 2)}\n`);
    console.log(
      JSON.stringify(
        { drawing: { ...result.drawing, runs: undefined }, photo: { ...result.photo, runs: undefined } },
        null,
        2,
      ),
    );
  } finally {
    await stopProcess(server);
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
