// Every page's share image, title and the files structured data names, over
// real HTTP from the production build: a 1200×630 PNG with its alt text, a
// title within 70 characters, /og-image.png and a square /logo.png.
import { expect, test } from "@playwright/test";
import { SITE_URL } from "./helpers.ts";

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function metaContent(html: string, attribute: "property" | "name", key: string): string | undefined {
  const tag = new RegExp(`<meta ${attribute}="${key}" content="([^"]*)"`).exec(html);
  return tag?.[1]?.replaceAll("&quot;", '"').replaceAll("&#x27;", "'").replaceAll("&amp;", "&");
}

const decode = (text: string) =>
  text.replaceAll("&amp;", "&").replaceAll("&#x27;", "'").replaceAll("&quot;", '"').replaceAll("&#39;", "'");

test("every page has a 1200×630 PNG share image with alt text, a title within 70 characters and a description within 160", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  // The unlisted pages have heads too.
  paths.push("/quote-request", "/blog/subscribe", "/no-such-page");
  expect(paths.length).toBeGreaterThan(60);

  const images = new Map<string, string[]>();
  const longTitles: string[] = [];
  const longDescriptions: string[] = [];
  for (const path of paths) {
    const html = await (await request.get(path)).text();
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    expect(title, path).not.toBe("");
    if (title.length > 70) longTitles.push(`${path}: ${title} (${title.length})`);
    const description = metaContent(html, "name", "description") ?? "";
    expect(description.length, path).toBeGreaterThanOrEqual(40);
    if (description.length > 160) longDescriptions.push(`${path}: ${description.length}`);

    const image = metaContent(html, "property", "og:image");
    expect(image, path).toMatch(/\.png$/);
    expect(metaContent(html, "property", "og:image:type"), path).toBe("image/png");
    expect(metaContent(html, "property", "og:image:width"), path).toBe("1200");
    expect(metaContent(html, "property", "og:image:height"), path).toBe("630");
    expect(metaContent(html, "property", "og:image:alt")?.length ?? 0, path).toBeGreaterThan(20);
    expect(metaContent(html, "name", "twitter:image"), path).toBe(image);
    images.set(image ?? "", [...(images.get(image ?? "") ?? []), path]);
  }
  expect(longTitles).toEqual([]);
  expect(longDescriptions).toEqual([]);

  // Each blog post and product has a card of its own; everything else shares the brand's.
  const postImage = [...images].find(([, pages]) => pages.includes("/blog/wedding-sound-guide"))?.[0] ?? "";
  expect(images.get(postImage)).toEqual(["/blog/wedding-sound-guide"]);

  for (const image of images.keys()) {
    expect(image.startsWith(`${SITE_URL}/assets/`), image).toBe(true);
    const response = await request.get(new URL(image).pathname);
    expect(response.status(), image).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(pngSize(await response.body())).toEqual({ width: 1200, height: 630 });
  }
});

test("a blog post's share image carries its headline, and its alt text says so", async ({ request }) => {
  const html = await (await request.get("/blog/wedding-sound-guide")).text();
  expect(metaContent(html, "property", "og:image:alt")).toBe(
    '"Wedding Sound in Gauteng: Ceremony, Speeches and Reception Without a Hitch", an article on the Sandton Sound Hire blog.',
  );
  expect(decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "")).toBe(
    "Wedding Sound in Gauteng: Ceremony to Reception | Sandton Sound Hire",
  );
});

test("/og-image.png and /logo.png, which the structured data names, are real images", async ({ request }) => {
  const card = await request.get("/og-image.png");
  expect(card.status()).toBe(200);
  expect(card.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await card.body())).toEqual({ width: 1200, height: 630 });

  const logo = await request.get("/logo.png");
  expect(logo.status()).toBe(200);
  expect(logo.headers()["content-type"]).toBe("image/png");
  expect(pngSize(await logo.body())).toEqual({ width: 512, height: 512 });

  const html = await (await request.get("/contact")).text();
  const business = [...html.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)]
    .map((match) => JSON.parse(match[1] ?? "{}") as Record<string, unknown>)
    .find((node) => node["@type"] === "LocalBusiness");
  expect(business?.logo).toBe(`${SITE_URL}/logo.png`);
  expect(business?.image).toBe(`${SITE_URL}/og-image.png`);
  // The hours the contact page shows, Saturday included.
  expect(business?.openingHoursSpecification).toEqual([
    {
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "18:00",
    },
    { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
  ]);
});

test("/quote-request asks not to be indexed", async ({ request }) => {
  const html = await (await request.get("/quote-request")).text();
  expect(metaContent(html, "name", "robots")).toBe("noindex, nofollow");
});
