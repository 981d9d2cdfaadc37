import { describe, expect, it } from "vitest";
import { business } from "#app/platform/business.ts";
import { blogShareCard, siteShareCard } from "#app/features/site/seo/share-cards.ts";
import { drawLogo, drawShareCard, pngSize } from "./share-image-drawing.ts";

describe("share image drawing", () => {
  it("draws a card as a 1200×630 PNG", async () => {
    const png = await drawShareCard(siteShareCard(business));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    // Drawn, not blank: a flat image would compress to a few hundred bytes.
    expect(png.byteLength).toBeGreaterThan(20_000);
  });

  it("fits a long headline on the card", async () => {
    const title = "Corporate Event Sound: Getting Conferences, Launches and Year-End Functions Right";
    const png = await drawShareCard(blogShareCard({ slug: "corporate-event-sound-guide", title }, business));
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
  });

  it("draws the logo as a 512×512 square", () => {
    expect(pngSize(drawLogo())).toEqual({ width: 512, height: 512 });
  });
});
