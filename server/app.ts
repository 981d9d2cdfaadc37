// The site's HTTP server: security headers, static files, prerendered pages,
// the React Router request handler (pages, and the JSON endpoints as resource
// routes) and graceful shutdown.
// This module is built with the app (it is the server build's entry, so the
// routes and this file share one copy of every module); server/main.ts starts
// it from the build in production and through Vite in development.
import { type RequestListener, type Server, createServer } from "node:http";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { Connect } from "vite";
import * as serverBuild from "virtual:react-router/server-build";
import type { CatalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { readsOwnUpload } from "#app/features/quotes/deposits/live-deposit.server.ts";
import { longestRequestMs } from "#app/platform/limits/request-pace.ts";
import { logWarn } from "#app/platform/log/log.server.ts";
import { setServerErrorRecorder } from "#app/platform/log/site-errors.server.ts";
import { registerGauges } from "#app/platform/ops/metrics.server.ts";
import { type Lifecycle, newLifecycle, shutDownOnSignals } from "./lifecycle.ts";
import {
  buildAssets,
  pinCatalogue,
  publicFiles,
  renderContentPages,
  revalidateCataloguePages,
  servePrerenderedPages,
} from "./page-layers.ts";
import {
  PHOTO_POST_LIMIT_BYTES,
  answerErrors,
  boundFormPosts,
  headersAndShutdownGate,
  refuseUnformableUrls,
  refuseUnroutedMethods,
} from "./request-gates.ts";
import { opsEndpoints, requestScope, routeLabeler } from "./ops.ts";
import { requestPace } from "./request-pace.ts";
import { routerContextFor } from "./router-context.ts";
import { type Services, paceSettings, startServices } from "./services.ts";

export type { Services } from "./services.ts";

// The server build is this module's own bundle: React Router's build tools
// (prerendering, the preview server) read it from here.
export * from "virtual:react-router/server-build";

const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

/** The lead and vitals endpoints answer with a few hundred bytes of JSON, under compression's 1 KB threshold. */
const UNCOMPRESSED = /^\/api\/(?:av\/leads|vitals)\/?$/;

export interface StartOptions {
  /** The project's root folder (the build is in build/ below it). */
  root: string;
  /** In development: Vite, which serves the browser modules and runs the current source. */
  dev?: DevServer;
}

export interface DevServer {
  /** Vite's middlewares: browser modules, hot reload, public files. */
  middlewares: Connect.Server;
  /**
   * This module as the source stands now. Vite runs it again after an edit,
   * with fresh copies of the modules that changed; each request is answered
   * by the current copy, so the routes and this file always share one.
   */
  loadApp: () => Promise<{ appFor: typeof appFor }>;
  close: () => Promise<void>;
  /** The origin of the hot-reload WebSocket, which the CSP must allow. */
  socketOrigin: string;
}

/** This copy of the module's Express app (one per copy: see DevServer.loadApp). */
let siteApp: express.Express | null = null;

/** The Express app: headers, static files, prerendered pages and the React Router handler. */
export function appFor(services: Services, lifecycle: Lifecycle, dev?: DevServer): express.Express {
  siteApp ??= createApp(services, lifecycle, dev);
  return siteApp;
}

/** The layers in the order a request meets them; each is a named step in request-gates.ts or page-layers.ts. */
function createApp(services: Services, lifecycle: Lifecycle, dev?: DevServer): express.Express {
  const { env, clientDir, prerendered, site, catalogue } = services;
  setServerErrorRecorder(site.telemetry.recordServerError);
  registerGauges(site.layer.db, site.layer.gauges.database, site.layer.gauges.process);

  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: any
  // other peer could choose its own address and with it its own limits.
  app.set("trust proxy", env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false);
  // First, so every answer (a refusal too) has its id, its metrics and its log line.
  app.use(requestScope(routeLabeler(serverBuild.routes)));
  // A body still arriving keeps its time only at the minimum rate, and never stalls for long (decision 052).
  // (No path in the log: an upload's holds the quote's token.)
  app.use(
    requestPace(paceSettings(env), (verdict, req) =>
      logWarn("request.cut_off", { verdict, method: req.method, upload: readsOwnUpload(req.path) }),
    ),
  );
  app.use(headersAndShutdownGate(lifecycle, { analytics: Boolean(env.GTM_ID), devSocket: dev?.socketOrigin }));
  app.use(refuseUnroutedMethods);
  app.use(
    opsEndpoints(
      () => site.layer,
      { token: env.METRICS_TOKEN, allow: env.METRICS_ALLOW },
      () => lifecycle.draining,
    ),
  );
  // Development: Vite serves the browser modules (islands with hot reload).
  if (dev) app.use(dev.middlewares);
  // Wrapping the small JSON answers would cost every submission and save nothing.
  app.use(compression({ filter: (req, res) => !UNCOMPRESSED.test(req.path) && compression.filter(req, res) }));
  app.use(boundFormPosts);
  if (!dev) app.use("/assets", buildAssets(clientDir));
  app.use(pinCatalogue(catalogue));
  app.use(revalidateCataloguePages(env, Boolean(dev)));
  app.use(servePrerenderedPages(prerendered));
  app.use(publicFiles(clientDir));
  app.use(refuseUnformableUrls);
  app.all(
    "/{*path}",
    createRequestHandler({
      // This copy's routes: in production the bundle, in development the
      // source as it stood when Vite last ran this module.
      build: serverBuild,
      mode: dev ? "development" : "production",
      getLoadContext: (req, res) =>
        routerContextFor(services, {
          nonce: res.locals.cspNonce as string,
          clientIp: req.ip ?? null,
          catalogue: res.locals.catalogue as CatalogueView,
        }),
    }),
  );
  app.use(answerErrors);
  return app;
}

/** The request listener: in development each request is answered by the source's current copy of the app. */
function listenerFor(services: Services, lifecycle: Lifecycle, dev?: DevServer): RequestListener {
  if (!dev) return appFor(services, lifecycle);
  return (req, res) => {
    dev
      .loadApp()
      .then((current) => current.appFor(services, lifecycle, dev)(req, res))
      .catch((error: unknown) => {
        // Development only: a syntax error in the source, say.
        console.error(error);
        res.statusCode = 500;
        res.end(`The development server could not load the app: ${String(error)}`);
      });
  };
}

/** Starts the site: the database (migrations first), the outbox worker and the HTTP server. */
export async function startServer({ root, dev }: StartOptions) {
  const services = await startServices(root, Boolean(dev), renderContentPages);
  const { env, site } = services;
  const lifecycle = newLifecycle();
  const server: Server = createServer(
    {
      headersTimeout: env.HTTP_HEADERS_TIMEOUT_MS,
      // The outer bound only: the largest body the site takes at the slowest rate allowed. Each request is held
      // to the pace its own body keeps by requestPace (decision 052).
      requestTimeout: longestRequestMs(PHOTO_POST_LIMIT_BYTES, paceSettings(env)),
      // Node checks both timeouts only this often (30 s by default, which
      // would let a slow client hold a connection for 40 s instead of 10).
      connectionsCheckingInterval: TIMEOUT_CHECK_INTERVAL_MS,
    },
    listenerFor(services, lifecycle, dev),
  );
  lifecycle.server = server;
  server.keepAliveTimeout = 5_000;
  server.once("error", (error) => {
    console.error(`Cannot listen on ${env.HOST}:${env.PORT}: ${error.message}`);
    process.exit(1);
  });
  server.listen(env.PORT, env.HOST, () => {
    const listening = env.HOST === "0.0.0.0" ? `port ${env.PORT} on every interface` : `http://${env.HOST}:${env.PORT}`;
    console.log(`Listening on ${listening}; public address ${env.SITE_URL}`);
  });
  shutDownOnSignals(
    lifecycle,
    server,
    () => Promise.all([site.close(), dev?.close()]),
    env.SHUTDOWN_DRAIN_SECONDS * 1000,
  );
}
