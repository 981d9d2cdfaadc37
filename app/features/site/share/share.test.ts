import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CatalogueItemKind } from "#app/features/quotes/index.ts";
import { COPY_MESSAGES, shareLinks, shareText, shareUrl } from "#app/features/site/share/share.ts";

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
      facebook:
        "https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fwww.sandtonsoundhire.co.za%2Fcatalogue%2Fbundles%23dj-starter-kit",
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

// Properties: whatever address and text go in (script addresses, markup,
// quotes, any Unicode), each share link is the service's own https address,
// with the address and text only as encoded parameters that decode back to
// exactly what went in; and an item's address stays on the site.
describe("share links under hostile input", () => {
  const HOSTS = { facebook: "www.facebook.com", twitter: "twitter.com", whatsapp: "wa.me" } as const;
  const dangerous = fc
    .tuple(
      fc.mixedCase(fc.constantFrom("javascript", "vbscript", "data")),
      fc.constantFrom("", " ", "\t", "\n", "\u0000"),
      fc.constantFrom(":alert(1)", ":text/html,<script>alert(1)</script>", "&colon;x"),
    )
    .map(([scheme, space, rest]) => `${space}${scheme}${rest}`);
  const anyText = fc.oneof(
    dangerous,
    fc.webUrl(),
    fc.string({ unit: "binary" }),
    fc.constantFrom('"><script>alert(1)</script>', "' onmouseover='x", "a&b=c#d?e", "%00%0d%0a", "+ +"),
  );

  it("point at the share service over https, carrying the link and text as parameters only", () => {
    fc.assert(
      fc.property(anyText, anyText, (url, text) => {
        const links = shareLinks(url, text);
        for (const [service, link] of Object.entries(links) as [keyof typeof HOSTS, string][]) {
          const parsed = new URL(link);
          expect(parsed.protocol).toBe("https:");
          expect(parsed.host).toBe(HOSTS[service]);
          // One token of URL-safe characters: nothing for an attribute, a chat app or a copy-paste to split on.
          expect(link).toMatch(/^[A-Za-z0-9\-_.!~*'()%:/?&=]+$/);
        }
        expect(new URL(links.facebook).searchParams.get("u")).toBe(url);
        expect(new URL(links.twitter).searchParams.get("url")).toBe(url);
        expect(new URL(links.twitter).searchParams.get("text")).toBe(text);
        expect(new URL(links.whatsapp).searchParams.get("text")).toBe(`${text} ${url}`);
      }),
      { numRuns: 500 },
    );
  });

  it("keep an item's share address on this site, with the id as typed", () => {
    const kinds: CatalogueItemKind[] = ["product", "bundle", "promotion", "personnel", "add-on"];
    const id = fc.oneof(
      anyText,
      fc.constantFrom(
        "//evil.example",
        "\\\\evil.example",
        "../../admin",
        "#x",
        "?y",
        "@evil.example",
        "https://evil.example",
      ),
    );
    fc.assert(
      fc.property(fc.constantFrom(...kinds), id, (kind, itemId) => {
        const url = new URL(shareUrl(origin, kind, itemId));
        expect(url.origin).toBe(origin);
        expect(url.pathname.startsWith("/catalogue/")).toBe(true);
        // "." and ".." are path steps to a URL parser, never ids; everything else comes back as typed.
        if (itemId === "." || itemId === "..") return;
        const carried = kind === "product" ? url.pathname.slice("/catalogue/product/".length) : url.hash.slice(1);
        expect(decodeURIComponent(carried)).toBe(itemId);
        expect(url.search).toBe("");
      }),
      { numRuns: 500 },
    );
  });
});
