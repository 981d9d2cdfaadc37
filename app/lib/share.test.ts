import { describe, expect, it } from "vitest";
import { COPY_MESSAGES, shareLinks, shareText, shareUrl } from "./share";

const origin = "https://www.sandtonsoundhire.co.za";

describe("shareUrl", () => {
  it("links products to their own page", () => {
    expect(shareUrl(origin, "product", "fog-machine")).toBe(`${origin}/catalogue/product/fog-machine`);
  });

  it("links other items to their card on the section page", () => {
    expect(shareUrl(origin, "bundle", "dj-starter-kit")).toBe(`${origin}/catalogue/bundles#dj-starter-kit`);
    expect(shareUrl(origin, "promotion", "speaker-power-duo")).toBe(`${origin}/catalogue/promotions#speaker-power-duo`);
    expect(shareUrl(origin, "personnel", "sound-engineer")).toBe(`${origin}/catalogue/personnel#sound-engineer`);
    expect(shareUrl(origin, "add-on", "wireless-mic-upgrade")).toBe(`${origin}/catalogue/add-ons#wireless-mic-upgrade`);
  });

  it("ignores a trailing slash on the origin", () => {
    expect(shareUrl(`${origin}/`, "product", "fog-machine")).toBe(`${origin}/catalogue/product/fog-machine`);
  });

  it("encodes the id", () => {
    expect(shareUrl(origin, "bundle", "a b/c#d")).toBe(`${origin}/catalogue/bundles#a%20b%2Fc%23d`);
  });
});

describe("shareText", () => {
  it("names the type, the item and the company", () => {
    expect(shareText("Bundle", "DJ Starter Kit", "Sandton Sound Hire")).toBe(
      "Check out this Bundle: DJ Starter Kit from Sandton Sound Hire",
    );
  });
});

describe("shareLinks", () => {
  it("builds the Facebook, Twitter and WhatsApp share addresses", () => {
    const url = `${origin}/catalogue/bundles#dj-starter-kit`;
    const text = "Check out this Bundle: DJ Starter Kit & more from Sandton Sound Hire";
    expect(shareLinks(url, text)).toEqual({
      facebook: "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.sandtonsoundhire.co.za%2Fcatalogue%2Fbundles%23dj-starter-kit",
      twitter:
        "https://twitter.com/intent/tweet?text=Check%20out%20this%20Bundle%3A%20DJ%20Starter%20Kit%20%26%20more%20from%20Sandton%20Sound%20Hire" +
        "&url=https%3A%2F%2Fwww.sandtonsoundhire.co.za%2Fcatalogue%2Fbundles%23dj-starter-kit",
      whatsapp:
        "https://wa.me/?text=Check%20out%20this%20Bundle%3A%20DJ%20Starter%20Kit%20%26%20more%20from%20Sandton%20Sound%20Hire" +
        "%20https%3A%2F%2Fwww.sandtonsoundhire.co.za%2Fcatalogue%2Fbundles%23dj-starter-kit",
    });
  });
});

describe("COPY_MESSAGES", () => {
  it("uses the spec's wording", () => {
    expect(COPY_MESSAGES).toEqual({
      success: { title: "Link Copied" },
      failure: { title: "Copy Failed", description: "Could not copy the link. Try again." },
      fallbackAlert: "Link copied to clipboard!",
    });
  });
});
