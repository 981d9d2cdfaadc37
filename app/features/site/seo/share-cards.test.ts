import { describe, expect, it } from "vitest";
import { business } from "#app/platform/business.ts";
import { blogShareCard, productShareCard, siteShareCard } from "#app/features/site/seo/share-cards.ts";

describe("share cards", () => {
  it("the brand's card shows the tagline and says so in its description", () => {
    expect(siteShareCard(business)).toEqual({
      key: "site",
      kicker: "Sound & AV hire in Sandton",
      title: "Professional sound and AV hire for events across Gauteng",
      alt: "Sandton Sound Hire: professional sound and AV hire for events across Gauteng.",
    });
  });

  it("a blog post's card carries the post's headline", () => {
    const card = blogShareCard({ slug: "wedding-sound-guide", title: "Wedding Sound in Gauteng" }, business);
    expect(card.key).toBe("blog-wedding-sound-guide");
    expect(card.title).toBe("Wedding Sound in Gauteng");
    expect(card.alt).toBe('"Wedding Sound in Gauteng", an article on the Sandton Sound Hire blog.');
  });

  it("a product's card names the product and its type", () => {
    const card = productShareCard(
      { id: "wireless-handheld-mic", name: "UHF Wireless Handheld Microphone", type: "Wireless Microphone" },
      business,
    );
    expect(card).toEqual({
      key: "product-wireless-handheld-mic",
      kicker: "Wireless Microphone for hire",
      title: "UHF Wireless Handheld Microphone",
      alt: "UHF Wireless Handheld Microphone, for hire from Sandton Sound Hire in Sandton.",
    });
  });
});
