import { expect, test } from "@playwright/test";
import { SITE_URL } from "./helpers.ts";

test("sitemap.xml lists every public page from the site's content", async ({ request }) => {
  const response = await request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("xml");
  const xml = await response.text();
  const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(locations).toEqual(
    expect.arrayContaining([
      `${SITE_URL}/`,
      `${SITE_URL}/about`,
      `${SITE_URL}/services`,
      `${SITE_URL}/services/corporate-events`,
      `${SITE_URL}/services/weddings`,
      `${SITE_URL}/services/dj-events`,
      `${SITE_URL}/services/bands`,
      `${SITE_URL}/contact`,
    ]),
  );
  expect(locations).not.toContain(`${SITE_URL}/server-error`);
  // Every listed URL answers 200 on this server.
  for (const location of locations) {
    const path = new URL(location!).pathname;
    expect((await request.get(path)).status(), path).toBe(200);
  }
});

test("robots.txt points to the sitemap", async ({ request }) => {
  const response = await request.get("/robots.txt");
  expect(response.status()).toBe(200);
  const text = await response.text();
  expect(text).toContain(`Sitemap: ${SITE_URL}/sitemap.xml`);
  expect(text).toContain("Disallow: /api/");
});
