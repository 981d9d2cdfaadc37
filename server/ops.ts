// What whoever runs the site reads from it: a request id on every answer and
// log line, one JSON log line per request, the request metrics, and the
// endpoints a load balancer and Prometheus call: /healthz (the process
// answers), /readyz (it can serve: see readiness.server.ts) and /metrics
// (only with METRICS_TOKEN or from an address in METRICS_ALLOW; otherwise it
// does not exist).
import { randomUUID, timingSafeEqual } from "node:crypto";
import type express from "express";
import { matchRoutes, type RouteObject } from "react-router";
import { decodesAsPath } from "#app/platform/http/paths.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { inRequestScope } from "#app/platform/log/request-scope.server.ts";
import { recordRequest, scrape } from "#app/platform/ops/metrics.server.ts";
import { type ReadinessSubject, checkReadiness } from "#app/platform/ops/readiness.server.ts";

/** A request id a trusted proxy may hand on (nginx's $request_id is 32 hex digits). */
const FORWARDED_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** The paths answered here, before any route. */
const OPS_PATHS = ["/healthz", "/readyz", "/metrics"];

/** What the server build says of each route (its `routes` export). */
export interface BuiltRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
}

/**
 * The route pattern a path matches, for metrics and logs: "/q/:token", never
 * the token itself, and a bounded set of labels whatever clients ask for.
 */
export function routeLabeler(
  routes: Readonly<Record<string, BuiltRoute | undefined>>,
  ownPaths: readonly string[] = OPS_PATHS,
): (path: string) => string {
  const byParent = new Map<string | undefined, BuiltRoute[]>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    byParent.set(route.parentId, [...(byParent.get(route.parentId) ?? []), route]);
  }
  const tree = (parentId: string | undefined): RouteObject[] =>
    (byParent.get(parentId) ?? []).map((route) =>
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, caseSensitive: route.caseSensitive, children: tree(route.id) },
    );
  const table = tree(undefined);
  return (path) => {
    if (ownPaths.includes(path)) return path;
    if (path.startsWith("/assets/")) return "/assets/*";
    // React Router warns (on stderr) of a path it cannot decode; such a request is refused anyway.
    if (!decodesAsPath(path)) return "undecodable";
    const matches = matchRoutes(table, path);
    if (!matches) return "unmatched";
    const pattern = matches
      .map((match) => match.route.path)
      .filter((segment): segment is string => Boolean(segment))
      .join("/");
    return `/${pattern}`.replace(/\/{2,}/g, "/");
  };
}

/**
 * Gives each request its id (a trusted proxy's, or a new one), sends it as
 * X-Request-Id, runs the request in its log scope, and when the answer is
 * done counts it and writes one log line (the route's pattern, not its path:
 * a live quote's path holds its token).
 */
export function requestScope(labelOf: (path: string) => string): express.RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    const forwarded = req.get("X-Request-Id");
    const trusted = (req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean)(
      req.socket.remoteAddress,
      0,
    );
    const requestId = trusted && forwarded && FORWARDED_ID.test(forwarded) ? forwarded : randomUUID();
    res.setHeader("X-Request-Id", requestId);
    res.once("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = labelOf(req.path);
      recordRequest(req.method, route, res.statusCode, seconds);
      inRequestScope(requestId, () =>
        logInfo("http.request", { method: req.method, route, status: res.statusCode, ms: Math.round(seconds * 1000) }),
      );
    });
    inRequestScope(requestId, next);
  };
}

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

export interface MetricsAccess {
  /** METRICS_TOKEN: sent as "Authorization: Bearer <token>". */
  token: string | undefined;
  /** METRICS_ALLOW: client addresses (as the site sees them, through TRUST_PROXY) that need no token. */
  allow: readonly string[];
}

export function mayReadMetrics(req: express.Request, access: MetricsAccess): boolean {
  const bearer = /^Bearer (.+)$/.exec(req.get("Authorization") ?? "")?.[1];
  if (access.token && bearer && sameSecret(bearer, access.token)) return true;
  return req.ip !== undefined && access.allow.includes(req.ip);
}

function onlyReads(req: express.Request, res: express.Response): boolean {
  if (req.method === "GET" || req.method === "HEAD") return true;
  res.set("Allow", "GET, HEAD").status(405).type("text/plain").send("Method not allowed\n");
  return false;
}

/**
 * /healthz, /readyz and /metrics; every other request goes on. `draining`: the process has been told to stop and
 * serves on only until the proxy notices (SHUTDOWN_DRAIN_SECONDS), which /healthz tells it.
 */
export function opsEndpoints(
  subject: () => ReadinessSubject,
  access: MetricsAccess,
  draining: () => boolean = () => false,
): express.RequestHandler {
  return (req, res, next) => {
    if (req.path === "/healthz") {
      if (!onlyReads(req, res)) return;
      if (draining()) res.status(503).type("application/json").send({ status: "draining" });
      else res.type("application/json").send({ status: "ok" });
      return;
    }
    if (req.path === "/readyz") {
      if (!onlyReads(req, res)) return;
      checkReadiness(subject()).then(
        (readiness) =>
          res
            .status(readiness.ready ? 200 : 503)
            .send({ status: readiness.ready ? "ready" : "not ready", ...readiness }),
        next,
      );
      return;
    }
    if (req.path === "/metrics" && mayReadMetrics(req, access)) {
      if (!onlyReads(req, res)) return;
      scrape().then(({ contentType, body }) => res.type(contentType).send(body), next);
      return;
    }
    next();
  };
}
