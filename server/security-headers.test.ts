import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, securityHeaders } from "./security-headers.ts";

describe("contentSecurityPolicy", () => {
  it("allows scripts only from this origin or with the nonce", () => {
    const csp = contentSecurityPolicy({ nonce: "abc123", secure: false });
    expect(csp).toContain("script-src 'self' 'nonce-abc123'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });
  it("allows the tag manager's hosts only when one is configured", () => {
    const without = contentSecurityPolicy({ nonce: "abc", secure: true });
    expect(without).not.toContain("googletagmanager");
    const withAnalytics = contentSecurityPolicy({ nonce: "abc", secure: true, analytics: true });
    // No script host: only the configured container, loaded with the nonce, may run (issue 21).
    expect(withAnalytics).toContain("script-src 'self' 'nonce-abc';");
    expect(withAnalytics).not.toMatch(/script-src[^;]*googletagmanager/);
    expect(withAnalytics).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
    );
    expect(withAnalytics).toContain(
      "img-src 'self' data: https://*.google-analytics.com https://*.googletagmanager.com;",
    );
    expect(withAnalytics).not.toContain("unsafe-eval");
  });

  it("upgrades requests on HTTPS", () => {
    expect(contentSecurityPolicy({ nonce: "n", secure: true })).toContain("upgrade-insecure-requests");
  });
});

describe("securityHeaders", () => {
  it("sets HSTS only over HTTPS", () => {
    expect(securityHeaders({ nonce: "n", secure: false })["Strict-Transport-Security"]).toBeUndefined();
    expect(securityHeaders({ nonce: "n", secure: true })["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
  });
  it("sets the standard hardening headers", () => {
    expect(securityHeaders({ nonce: "n", secure: false })).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "X-Frame-Options": "DENY",
    });
  });
});
