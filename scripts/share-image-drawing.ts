// Draws the share cards (app/features/site/seo/share-cards.ts) as 1200×630 PNGs and the
// square logo: satori lays the card out (flexbox, text wrapped and turned
// into outlines with the Inter font from npm), resvg turns the SVG into a
// PNG. No browser, nothing downloaded; about 0.1 s a card (decision 033).
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { business } from "#app/platform/business.ts";
import {
  LOGO_SIZE,
  SHARE_IMAGE_HEIGHT,
  SHARE_IMAGE_WIDTH,
  type ShareCard,
} from "#app/features/site/seo/share-cards.ts";

const root = path.resolve(import.meta.dirname, "..");
const require = createRequire(import.meta.url);

/** The brand's colours (app/app.css). */
const colour = {
  navy: "#13214a",
  navyLight: "#1e2f63",
  amber: "#f59e0b",
  amberLight: "#fde68a",
  brandLight: "#a5b4fc",
  white: "#ffffff",
  mist: "#cbd5e1",
};

type Font = { name: string; data: Buffer; weight: 400 | 700 | 800; style: "normal" };

let fonts: Font[] | undefined;

/** Inter from @fontsource (WOFF: satori reads TTF, OTF and WOFF, not WOFF2). */
function interFonts(): Font[] {
  fonts ??= ([400, 700, 800] as const).map((weight) => ({
    name: "Inter",
    weight,
    style: "normal",
    data: readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
  }));
  return fonts;
}

const logoMarkSvg = readFileSync(path.join(root, "app", "assets", "illustrations", "logo-mark.svg"), "utf8");
const logoMarkDataUrl = `data:image/svg+xml;base64,${Buffer.from(logoMarkSvg).toString("base64")}`;

/** A satori element: the shape React elements have, without React. */
type Node = { type: string; props: Record<string, unknown> & { style?: Record<string, unknown> } };

function h(type: string, props: Record<string, unknown>, ...children: (Node | string)[]): Node {
  return { type, props: { ...props, children: children.length === 1 ? children[0] : children } };
}

/** The logo's sound-wave arcs, large and faint, off the right edge. */
const wavesSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="630" viewBox="0 0 520 630" fill="none" stroke="${colour.brandLight}" stroke-linecap="round">${[
  180, 300, 420,
]
  .map(
    (radius, index) =>
      `<path d="M${40 + radius * Math.cos(Math.PI / 3)} ${315 - radius * Math.sin(Math.PI / 3)}A${radius} ${radius} 0 0 1 ${40 + radius * Math.cos(Math.PI / 3)} ${315 + radius * Math.sin(Math.PI / 3)}" stroke-width="18" stroke-opacity="${0.22 - index * 0.06}"/>`,
  )
  .join("")}</svg>`;

function soundWaves(): Node {
  return h("img", {
    src: `data:image/svg+xml;base64,${Buffer.from(wavesSvg).toString("base64")}`,
    width: 520,
    height: 630,
    style: { position: "absolute", right: 0, top: 0 },
  });
}

function titleSize(title: string): number {
  if (title.length <= 40) return 72;
  if (title.length <= 70) return 60;
  return 52;
}

export function cardLayout(card: ShareCard): Node {
  return h(
    "div",
    {
      style: {
        width: SHARE_IMAGE_WIDTH,
        height: SHARE_IMAGE_HEIGHT,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        paddingTop: 56,
        paddingRight: 72,
        paddingBottom: 48,
        paddingLeft: 72,
        background: `linear-gradient(135deg, ${colour.navy} 0%, ${colour.navyLight} 100%)`,
        fontFamily: "Inter",
        color: colour.white,
        position: "relative",
      },
    },
    soundWaves(),
    h(
      "div",
      { style: { display: "flex", alignItems: "center", gap: 20, height: 80 } },
      h("img", { src: logoMarkDataUrl, width: 76, height: 76 }),
      h("div", { style: { fontSize: 34, fontWeight: 800, letterSpacing: -0.5 } }, business.name),
    ),
    h(
      "div",
      { style: { display: "flex", flexDirection: "column", justifyContent: "center", flexGrow: 1, maxWidth: 960 } },
      h(
        "div",
        {
          style: {
            fontSize: 26,
            fontWeight: 700,
            color: colour.amberLight,
            textTransform: "uppercase",
            letterSpacing: 2,
          },
        },
        card.kicker,
      ),
      h(
        "div",
        {
          style: {
            marginTop: 18,
            fontSize: titleSize(card.title),
            fontWeight: 800,
            lineHeight: 1.12,
            letterSpacing: -1,
            lineClamp: 3,
          },
        },
        card.title,
      ),
    ),
    h(
      "div",
      {
        style: {
          display: "flex",
          justifyContent: "space-between",
          alignItems: "center",
          borderTop: `4px solid ${colour.amber}`,
          paddingTop: 24,
          fontSize: 26,
          color: colour.mist,
        },
      },
      h("div", { style: { display: "flex" } }, `${business.address.city}, ${business.address.province}`),
      h("div", { style: { display: "flex", fontWeight: 700, color: colour.white } }, business.phone.display),
    ),
  );
}

function toPng(svg: string, width: number): Buffer {
  return new Resvg(svg, { fitTo: { mode: "width", value: width } }).render().asPng();
}

/** One share card as a 1200×630 PNG. */
export async function drawShareCard(card: ShareCard): Promise<Buffer> {
  // satori's types want a ReactNode; the element shape is all it reads.
  const svg = await satori(cardLayout(card) as unknown as Parameters<typeof satori>[0], {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: interFonts(),
  });
  return toPng(svg, SHARE_IMAGE_WIDTH);
}

/** The logo mark as a square PNG (structured data's logo). */
export function drawLogo(): Buffer {
  return toPng(logoMarkSvg, LOGO_SIZE);
}

/** Width and height from a PNG's IHDR chunk. */
export function pngSize(png: Buffer): { width: number; height: number } {
  if (png.subarray(1, 4).toString("latin1") !== "PNG") throw new Error("not a PNG");
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
