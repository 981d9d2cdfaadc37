// Draws the site's share images before the app is built (and before the
// development server starts): every card of app/server/share-images into
// app/assets/share/<key>.png, which the pages import, so the build gives them
// hashed names and a year's cache like every other asset; and the two fixed
// addresses that structured data and old links name, /og-image.png (the
// brand's card) and /logo.png (the square logo), into public/. A card whose
// content and drawing have not changed since the last run is not drawn again.
// Decision 033.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { business } from "#app/platform/business.ts";
// The first catalogue as migration 0015 stores it (its one copy: decision 057), read as plain data so
// this script runs under Node without the app's React modules.
import { catalogueSeed0015 } from "#app/platform/db/migrations/0015-catalogue-seed.server.ts";
import { type ShareCard, blogShareCard, productShareCard, siteShareCard } from "#app/features/site/seo/share-cards.ts";
import { drawLogo, drawShareCard } from "./share-image-drawing.ts";

const root = path.resolve(import.meta.dirname, "..");
const outDir = path.join(root, "app", "assets", "share");
const publicDir = path.join(root, "public");
const stampFile = path.join(outDir, "drawn.json");
const started = performance.now();

// The cards come from the content: the catalogue and business facts as
// modules, the posts' titles from their Markdown frontmatter.
function postsFrontmatter(): { slug: string; title: string }[] {
  const dir = path.join(root, "app", "features", "blog", "content", "posts");
  return readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .map((file) => {
      const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---/.exec(readFileSync(path.join(dir, file), "utf8"))?.[1];
      const data = frontmatter ? (parseYaml(frontmatter) as { slug?: unknown; title?: unknown }) : {};
      if (typeof data.slug !== "string" || typeof data.title !== "string") throw new Error(`${file}: no slug or title`);
      return { slug: data.slug, title: data.title };
    });
}

const cards: ShareCard[] = [
  siteShareCard(business),
  ...postsFrontmatter().map((post) => blogShareCard(post, business)),
  ...catalogueSeed0015.products.map((product) => productShareCard(product, business)),
];

// What a card looks like depends on its text and on the drawing code.
const drawingVersion = createHash("sha256")
  .update(readFileSync(path.join(import.meta.dirname, "share-image-drawing.ts")))
  .update(readFileSync(path.join(root, "app", "platform", "business.ts")))
  .update(readFileSync(path.join(root, "app", "assets", "illustrations", "logo-mark.svg")))
  .digest("hex");
const stampOf = (card: ShareCard) =>
  createHash("sha256").update(drawingVersion).update(JSON.stringify(card)).digest("hex").slice(0, 16);

mkdirSync(outDir, { recursive: true });
const previous: Record<string, string> = existsSync(stampFile) ? JSON.parse(readFileSync(stampFile, "utf8")) : {};
const stamps: Record<string, string> = {};
let drawn = 0;
for (const card of cards) {
  const file = path.join(outDir, `${card.key}.png`);
  const stamp = stampOf(card);
  stamps[card.key] = stamp;
  if (previous[card.key] === stamp && existsSync(file)) continue;
  writeFileSync(file, await drawShareCard(card));
  drawn += 1;
}
// Cards of removed posts or products go with them.
for (const file of readdirSync(outDir)) {
  if (file.endsWith(".png") && !(file.slice(0, -4) in stamps)) rmSync(path.join(outDir, file));
}
writeFileSync(stampFile, `${JSON.stringify(stamps, null, 2)}\n`);

writeFileSync(path.join(publicDir, "og-image.png"), readFileSync(path.join(outDir, "site.png")));
writeFileSync(path.join(publicDir, "logo.png"), drawLogo());

const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Share images: ${cards.length} cards (${drawn} drawn, ${cards.length - drawn} unchanged), ${seconds} s`);
