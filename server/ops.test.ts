// The route labels of the metrics and logs, from the app's own route table,
// and who may read /metrics.
import type express from "express";
import { describe, expect, it } from "vitest";
import routes from "#app/routes.ts";
import { type BuiltRoute, mayReadMetrics, routeLabeler } from "./ops.ts";

interface RouteEntry {
  id?: string;
  file: string;
  path?: string;
  index?: boolean;
  children?: RouteEntry[];
}

/** The server build's flat manifest, made from app/routes.ts as React Router makes it. */
function manifestOf(entries: readonly RouteEntry[], parentId = "root"): Record<string, BuiltRoute> {
  const manifest: Record<string, BuiltRoute> = {};
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.[^.]+$/, "");
    manifest[id] = { id, parentId, ...(entry.path !== undefined ? { path: entry.path } : {}), index: entry.index };
    Object.assign(manifest, manifestOf(entry.children ?? [], id));
  }
  return manifest;
}

const labelOf = routeLabeler({ root: { id: "root", path: "" }, ...manifestOf(routes as RouteEntry[]) });

describe("route labels", () => {
  it("name a route's pattern, never what a client put in its path", () => {
    expect(labelOf("/")).toBe("/");
    expect(labelOf("/q/abcdefghijklmnopqrstuvwxyz012345678901234")).toBe("/q/:token");
    expect(labelOf("/catalogue/product/powered-speaker-12-premium")).toBe("/catalogue/product/:productSlug");
    expect(labelOf("/admin/leads/0193f0c2-aaaa-7bbb-8ccc-000000000001")).toBe("/admin/leads/:leadId");
    expect(labelOf("/assets/islands-abc123.js")).toBe("/assets/*");
    expect(labelOf("/api/quotes/%ED%A0%80/decisions")).toBe("undecodable");
  });

  it("give every path a label from a bounded set", () => {
    const labels = new Set(
      Array.from({ length: 200 }, (_, index) => labelOf(`/no-such-page-${index}/${"x".repeat(index % 7)}`)),
    );
    // The not-found page's catch-all.
    expect([...labels]).toEqual(["/*"]);
  });
});

describe("who may read the metrics", () => {
  const request = (headers: Record<string, string>, ip: string) =>
    ({ ip, get: (name: string) => headers[name.toLowerCase()] }) as unknown as express.Request;
  const token = "0123456789abcdef0123456789abcdef";

  it("a scrape with the token, or from an allowed address", () => {
    expect(mayReadMetrics(request({ authorization: `Bearer ${token}` }, "203.0.113.9"), { token, allow: [] })).toBe(
      true,
    );
    expect(mayReadMetrics(request({}, "10.0.0.5"), { token: undefined, allow: ["10.0.0.5"] })).toBe(true);
  });

  it("no one else: a wrong or missing token, another address, or nothing configured", () => {
    expect(mayReadMetrics(request({ authorization: `Bearer ${token}x` }, "10.0.0.6"), { token, allow: [] })).toBe(
      false,
    );
    expect(mayReadMetrics(request({ authorization: token }, "10.0.0.6"), { token, allow: ["10.0.0.5"] })).toBe(false);
    expect(mayReadMetrics(request({}, "127.0.0.1"), { token: undefined, allow: [] })).toBe(false);
  });
});
