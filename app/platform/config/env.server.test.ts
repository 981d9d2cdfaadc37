import { describe, expect, it } from "vitest";
import { missingSiteUrlWarning, parseEnv } from "#app/platform/config/env.server.ts";

describe("parseEnv", () => {
  it("applies defaults for an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.SITE_URL).toBe("http://localhost:3000");
    expect(env.NODE_ENV).toBe("development");
  });

  it("trusts no proxy unless TRUST_PROXY names one, and refuses what is no proxy", () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: "none" }).TRUST_PROXY).toEqual([]);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8,fd00::/8" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "fd00::/8",
    ]);
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY: "true" is not a proxy address/);
    expect(() => parseEnv({ TRUST_PROXY: "10.0.0.0/33" })).toThrow(/TRUST_PROXY/);
  });

  it("treats empty strings as unset", () => {
    expect(parseEnv({ PORT: "", SITE_URL: "" }).PORT).toBe(3000);
  });

  it("strips a trailing slash from SITE_URL", () => {
    expect(parseEnv({ SITE_URL: "https://www.example.co.za/" }).SITE_URL).toBe("https://www.example.co.za");
  });

  it("bounds how long a client may take to send a request", () => {
    expect(parseEnv({})).toMatchObject({ HTTP_HEADERS_TIMEOUT_MS: 10_000, HTTP_REQUEST_TIMEOUT_MS: 30_000 });
    expect(parseEnv({ HTTP_HEADERS_TIMEOUT_MS: "2000", HTTP_REQUEST_TIMEOUT_MS: "4000" })).toMatchObject({
      HTTP_HEADERS_TIMEOUT_MS: 2000,
      HTTP_REQUEST_TIMEOUT_MS: 4000,
    });
    expect(() => parseEnv({ HTTP_HEADERS_TIMEOUT_MS: "0" })).toThrow(/HTTP_HEADERS_TIMEOUT_MS/);
    // A body earns time at 50 KB/s, and may stop coming for 20 s at most (decision 052).
    expect(parseEnv({})).toMatchObject({ HTTP_MIN_UPLOAD_KBPS: 50, HTTP_BODY_STALL_TIMEOUT_MS: 20_000 });
    expect(() => parseEnv({ HTTP_MIN_UPLOAD_KBPS: "0" })).toThrow(
      /HTTP_MIN_UPLOAD_KBPS must be a whole number of KB per second from 1 to 100000/,
    );
    expect(() => parseEnv({ HTTP_HEADERS_TIMEOUT_MS: "20000", HTTP_REQUEST_TIMEOUT_MS: "10000" })).toThrow(
      /HTTP_REQUEST_TIMEOUT_MS must be at least HTTP_HEADERS_TIMEOUT_MS/,
    );
  });

  it("names the variable and the rule when a value is invalid", () => {
    expect(() => parseEnv({ PORT: "seventy" })).toThrow(/PORT/);
    expect(() => parseEnv({ SITE_URL: "ftp://example.com" })).toThrow(/SITE_URL must be an http\(s\) URL/);
  });
});

describe("missingSiteUrlWarning", () => {
  it("warns, naming localhost and what points at it, when SITE_URL is not set", () => {
    for (const source of [{}, { SITE_URL: "" }, { SITE_URL: "  " }]) {
      const warning = missingSiteUrlWarning(source);
      expect(warning).toContain("SITE_URL is not set");
      expect(warning).toContain("Canonical links, the sitemap and the feeds will point at http://localhost:3000");
    }
  });

  it("says nothing when SITE_URL is set", () => {
    expect(missingSiteUrlWarning({ SITE_URL: "https://www.sandtonsoundhire.co.za" })).toBeNull();
  });
});
