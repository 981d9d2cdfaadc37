import { describe, expect, it } from "vitest";
import {
  OFFLINE_PATH,
  cacheName,
  isStaleCache,
  precacheUrls,
  strategyFor,
} from "#app/platform/offline/service-worker-rules.ts";

const origin = "https://www.sandtonsoundhire.co.za";
const request = (url: string, mode = "cors", method = "GET") => ({ url: `${origin}${url}`, mode, method });

describe("strategyFor", () => {
  it("takes pages from the network, falling back to the offline page", () => {
    expect(strategyFor(request("/about", "navigate"), origin)).toBe("network-then-offline");
    expect(strategyFor(request("/catalogue?q=mic", "navigate"), origin)).toBe("network-then-offline");
  });

  it("serves hashed build files from the cache", () => {
    expect(strategyFor(request("/assets/app-mcUJfbWy.css"), origin)).toBe("cache-first");
  });

  it("leaves everything else to the network: posts, APIs, data, other sites", () => {
    expect(strategyFor(request("/contact", "navigate", "POST"), origin)).toBe("network-only");
    expect(strategyFor(request("/api/av/leads", "cors", "POST"), origin)).toBe("network-only");
    expect(strategyFor(request("/catalogue.data"), origin)).toBe("network-only");
    expect(strategyFor(request("/sitemap.xml"), origin)).toBe("network-only");
    expect(strategyFor({ url: "https://maps.google.com/assets/x.js", mode: "no-cors", method: "GET" }, origin)).toBe(
      "network-only",
    );
    expect(strategyFor({ url: "https://evil.example/page", mode: "navigate", method: "GET" }, origin)).toBe(
      "network-only",
    );
  });
});

describe("caches", () => {
  it("names one cache per build and knows the old ones", () => {
    expect(cacheName("abc123")).toBe("ssh-shell-abc123");
    expect(isStaleCache("ssh-shell-old", "abc123")).toBe(true);
    expect(isStaleCache("ssh-shell-abc123", "abc123")).toBe(false);
    expect(isStaleCache("someone-elses-cache", "abc123")).toBe(false);
  });
});

describe("precacheUrls", () => {
  it("lists the offline page first, then each build file it references once, and the fonts", () => {
    const html = `<link rel="stylesheet" href="/assets/app-1.css"/><link rel="icon" href="/assets/favicon-2.svg"/>
      <img src="/assets/logo-3.svg" alt=""/><script src="/assets/shell-4.js" defer></script>
      <img src="/assets/logo-3.svg" alt=""/><a href="/about">About</a><link rel="manifest" href="/site.webmanifest"/>`;
    expect(precacheUrls(html, ["inter-5.woff2"])).toEqual([
      OFFLINE_PATH,
      "/assets/app-1.css",
      "/assets/favicon-2.svg",
      "/assets/inter-5.woff2",
      "/assets/logo-3.svg",
      "/assets/shell-4.js",
    ]);
  });
});
