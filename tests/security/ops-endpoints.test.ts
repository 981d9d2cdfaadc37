// The operator's endpoints on the production server: /healthz and /readyz for
// a load balancer, /metrics only for a scrape that proves itself, and a
// request id on every answer that a client cannot choose.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, startServer } from "./support.ts";

const METRICS_TOKEN = "c0ffee-metrics-token-for-the-tests-only";
let server: TestServer;

beforeAll(async () => {
  // TRUST_PROXY is the support's loopback: the tests stand in for the proxy.
  server = await startServer("ops", { METRICS_TOKEN });
});

afterAll(async () => {
  await server.dispose();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.base}${path}`, { headers });
/** A request whose answer has been read to its end: only then is it counted. */
const read = async (path: string) => (await get(path)).text();

/** A call-back request through the leads API, as the site's form sends it. */
const postCallBack = (base: string, comments: string) =>
  fetch(`${base}/api/av/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      requestedAt: "2026-11-29T08:30:00.000Z",
      referrer: "https://www.sandtonsoundhire.co.za/speaker-hire-gauteng",
      vdn: "SSH-WEB-SALES",
      preferredTime: "As soon as possible",
      comments,
      source: "Website Form",
      contact: {
        name: "Sipho",
        surname: "Dlamini",
        fullname: "Sipho Dlamini",
        tel: "082 555 0123",
        email: "sipho.dlamini@example.co.za",
      },
    }),
  });

describe("health and readiness", () => {
  it("/healthz says the process answers, with the site's headers", async () => {
    const answer = await get("/healthz");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ status: "ok" });
    expect(answer.headers.get("cache-control")).toBe("no-store");
    expect(answer.headers.get("content-security-policy")).toBeTruthy();
  });

  it("/readyz checks the database, the migrations and the outbox", async () => {
    const answer = await get("/readyz");
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({
      status: "ready",
      ready: true,
      checks: { database: "ok", migrations: "ok", outbox: "ok" },
    });
  });

  it("both only read: another method is refused", async () => {
    for (const path of ["/healthz", "/readyz"]) {
      const answer = await fetch(`${server.base}${path}`, { method: "POST" });
      expect(answer.status, path).toBe(405);
      expect(answer.headers.get("allow"), path).toBe("GET, HEAD");
    }
  });
});

describe("metrics", () => {
  it("do not exist without the token", async () => {
    expect((await get("/metrics")).status).toBe(404);
    expect((await get("/metrics", { Authorization: `Bearer ${METRICS_TOKEN}-not` })).status).toBe(404);
  });

  it("count requests by route pattern and read the site's figures from the database", async () => {
    await read("/q/this-token-is-not-a-real-one-but-has-a-path");
    await read("/healthz");
    const lead = await postCallBack(server.base, "Two powered speakers for a Saturday function in Randburg");
    expect(lead.status).toBe(201);
    const answer = await get("/metrics", { Authorization: `Bearer ${METRICS_TOKEN}` });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await answer.text();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/q\/:token",status="\d{3}"\} 1/);
    expect(text).not.toContain("this-token-is-not-a-real-one");
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/healthz"\}/);
    expect(text).toMatch(/^site_outbox_oldest_pending_age_seconds \d/m);
    expect(text).toMatch(/^site_password_checks_waiting 0$/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    expect(text).toMatch(/^site_leads\{kind="callback"\} 1$/m);
    expect(text).toMatch(/^site_outbox_messages\{channel="email",status="pending"\} 1$/m);
  });
});

describe("request ids", () => {
  it("every answer has one, new for each request", async () => {
    const first = (await get("/healthz")).headers.get("x-request-id");
    const second = (await get("/no-such-page")).headers.get("x-request-id");
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(second).toMatch(/^[0-9a-f-]{36}$/);
    expect(first).not.toBe(second);
  });

  it("the trusted proxy's id is kept; a malformed one is replaced", async () => {
    // The tests connect from loopback, which TRUST_PROXY names: they stand in for nginx.
    const kept = await get("/healthz", { "X-Request-Id": "0f1e2d3c4b5a69788796a5b4c3d2e1f0" });
    expect(kept.headers.get("x-request-id")).toBe("0f1e2d3c4b5a69788796a5b4c3d2e1f0");
    const replaced = await get("/healthz", { "X-Request-Id": "<script>" });
    expect(replaced.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("a stop with a drain period (SHUTDOWN_DRAIN_SECONDS)", () => {
  it("serves every request after SIGTERM while /healthz says 503, then stops", async () => {
    const draining = await startServer("ops-drain", { SHUTDOWN_DRAIN_SECONDS: "3" });
    try {
      const exited = new Promise((resolve) => draining.process.once("exit", resolve));
      const signalled = Date.now();
      draining.process.kill("SIGTERM");
      await expect.poll(async () => (await fetch(`${draining.base}/healthz`)).status, { timeout: 2_000 }).toBe(503);
      // A proxy that has not checked yet still gets its answers: pages and posts alike.
      expect((await fetch(`${draining.base}/about`)).status).toBe(200);
      const callBack = await postCallBack(draining.base, "Sent while the process drains");
      expect(callBack.status).toBe(201);
      await exited;
      expect(Date.now() - signalled).toBeGreaterThanOrEqual(3_000);
    } finally {
      await draining.dispose();
    }
  });
});
