// The site's HTTP server: security headers, static files, prerendered pages,
// the React Router request handler (pages, and the JSON endpoints as resource
// routes) and graceful shutdown.
// This module is built with the app (it is the server build's entry, so the
// routes and this file share one copy of every module); server/main.ts starts
// it from the build in production and through Vite in development.
import { createHash } from "node:crypto";
import { type RequestListener, type Server, createServer } from "node:http";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import onHeaders from "on-headers";
import { RouterContextProvider } from "react-router";
import type { Connect } from "vite";
import * as serverBuild from "virtual:react-router/server-build";
import { business } from "#app/platform/business.ts";
import { isPhotoUploadPath } from "#app/features/catalogue/photos/catalogue-photos.ts";
import { serverMessages } from "#app/features/leads/forms/lead-messages.ts";
import {
  catalogueCacheControl,
  catalogueEtag,
  etagMatches,
  servedFromCatalogue,
} from "#app/features/catalogue/catalogue-caching.ts";
import type { CatalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { catalogueContext } from "#app/features/catalogue/catalogue-context.server.ts";
import { type CatalogueSnapshot, openCatalogueSnapshot } from "#app/features/catalogue/catalogue-snapshot.server.ts";
import { jsonFileCatalogueSource } from "#app/features/catalogue/catalogue-sources.server.ts";
import { DatabaseCatalogueSource } from "#app/features/catalogue/database-source.server.ts";
import { withMainPhotos } from "#app/features/catalogue/photos/photo-source.server.ts";
import { getCatalogueConfig } from "#app/features/catalogue/catalogue-env.server.ts";
import { MAX_CATALOGUE_PHOTO_BYTES } from "#app/platform/uploads/upload-sniff.ts";
import {
  type CataloguePhotoServices,
  cataloguePhotoServicesContext,
} from "#app/features/catalogue/photos/photo-context.server.ts";
import { localPhotoDirectory } from "#app/features/catalogue/photos/photo-files.server.ts";
import { getPhotoConfig } from "#app/features/catalogue/photos/photo-env.server.ts";
import { maxRequestBytesFor } from "#app/platform/uploads/multipart-upload.server.ts";
import { getDataEnv } from "#app/platform/config/data-env.server.ts";
import { startDataLayer } from "#app/platform/db/data-layer.server.ts";
import { getEnv, missingSiteUrlWarning } from "#app/platform/config/env.server.ts";
import { readsOwnBody } from "#app/platform/http/endpoints.server.ts";
import { leadIntakeContext } from "#app/features/leads/intake/intake-context.server.ts";
import { privacyServicesContext, privacyServicesOf } from "#app/features/privacy/privacy-context.server.ts";
import { retentionMismatch } from "#app/features/privacy/retention-build-check.server.ts";
import { getPaymentConfig } from "#app/features/quotes/deposits/payment-env.server.ts";
import { getUploadConfig } from "#app/platform/uploads/upload-env.server.ts";
import { depositServicesContext } from "#app/features/quotes/deposits/deposit-context.server.ts";
import { readsOwnUpload } from "#app/features/quotes/deposits/live-deposit.server.ts";
import { isProofDownloadPath } from "#app/features/quotes/deposits/staff-deposit.server.ts";
import { getRetentionPolicy } from "#app/features/privacy/retention-env.server.ts";
import { type LeadIntake, createLeadIntake } from "#app/features/leads/intake/lead-intake.server.ts";
import { logError, logWarn } from "#app/platform/log/log.server.ts";
import { quoteStoreContext } from "#app/features/quotes/quote-store-context.server.ts";
import { pooledRandomBytes } from "#app/platform/security/random-pool.server.ts";
import { NONCE_PLACEHOLDER, clientIpContext, nonceContext } from "#app/platform/http/request-context.server.ts";
import { countServerError, setServerErrorRecorder } from "#app/platform/log/site-errors.server.ts";
import { type StaffServices, staffServicesContext, staffServicesOf } from "#app/features/staff/staff-context.server.ts";
import {
  type TelemetryStore,
  telemetryContext,
  telemetryRateLimits,
} from "#app/platform/telemetry/telemetry-context.server.ts";
import {
  type PrerenderedPages,
  findPrerenderedPage,
  loadPrerenderedPages,
  namesHtmlFile,
  renderPrerenderedPage,
} from "./prerendered-pages.ts";
import { requestPace } from "./request-pace.ts";
import { securityHeaders } from "./security-headers.ts";
import { type PaceSettings, longestRequestMs } from "#app/platform/limits/request-pace.ts";

// The server build is this module's own bundle: React Router's build tools
// (prerendering, the preview server) read it from here.
export * from "virtual:react-router/server-build";

/** After the shutdown's grace period, how long the last commits and the database close may take. */
const SHUTDOWN_CLOSE_MS = 5_000;

/** What a request that arrives during a shutdown is told: JSON for the APIs, text for anything else. */
function refuseWhileShuttingDown(req: express.Request, res: express.Response): void {
  res.set({ Connection: "close", "Retry-After": "10", "Cache-Control": "no-store" });
  if (req.path.startsWith("/api/")) {
    // Read by the JSON API clients (success, message) and by the lead form
    // script (status, message) alike.
    res.status(503).json({ success: false, status: "error", message: serverMessages.unavailable });
    return;
  }
  res
    .status(503)
    .type("text/plain")
    .send(`The site is restarting. Please try again in a moment or call us on ${business.phone.display}.`);
}

/** What a client may use: pages are read with GET and HEAD, forms and the JSON endpoints take POST. */
const ALLOWED_METHODS = "GET, HEAD, POST";
/**
 * Methods handed on to the routes, which answer each (a JSON endpoint's 405
 * names its own method; a page's action refuses what it does not take).
 * Every other method is refused with 405 before any route sees it.
 */
const ROUTED_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Form posts to pages carry a few fields of text; anything bigger is refused before it is read. */
const PAGE_POST_LIMIT_BYTES = 64 * 1024;
/** A staff photo upload: the photo (15 MB at most) and its form; the upload reader holds the photo to its own cap. */
const PHOTO_POST_LIMIT_BYTES = maxRequestBytesFor(MAX_CATALOGUE_PHOTO_BYTES);

/** How fast a request's body must arrive to keep its time, and how long it may stop (decision 052). */
function paceSettings(env: Services["env"]): PaceSettings {
  return {
    baseMs: env.HTTP_REQUEST_TIMEOUT_MS,
    minBytesPerSecond: env.HTTP_MIN_UPLOAD_KBPS * 1024,
    stallMs: env.HTTP_BODY_STALL_TIMEOUT_MS,
  };
}

const SHUTDOWN_GRACE_MS = 10_000;
const TIMEOUT_CHECK_INTERVAL_MS = 1_000;

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

/** What lives as long as the process: configuration, the database and the services over it. */
export interface Services {
  env: ReturnType<typeof getEnv>;
  dataEnv: ReturnType<typeof getDataEnv>;
  clientDir: string;
  prerendered: PrerenderedPages;
  dataLayer: Awaited<ReturnType<typeof startDataLayer>>;
  intake: LeadIntake;
  staffServices: StaffServices;
  telemetry: TelemetryStore;
  catalogue: CatalogueSnapshot;
  photos: CataloguePhotoServices;
}

/** The server's state during a graceful shutdown, shared by every copy of the app. */
interface Lifecycle {
  shuttingDown: boolean;
  /** Requests being answered: when a shutdown begins their answers close the connection. */
  inFlight: Set<express.Response>;
  server: Server | null;
}

async function startServices(root: string, dev: boolean): Promise<Services> {
  const env = getEnv();
  const siteUrlWarning = dev ? null : missingSiteUrlWarning(process.env);
  if (siteUrlWarning) console.error(siteUrlWarning);
  const dataEnv = getDataEnv();
  // The deposit, banking details and uploads directory: a bad value stops the start, not the first accepted quote.
  getPaymentConfig();
  // The upload limits (decision 052): likewise checked at start.
  const uploads = getUploadConfig();
  const { cataloguePhotoDir } = getPhotoConfig();
  const clientDir = path.join(root, "build", "client");
  // Development renders every page on request; production serves the pages prerendered at build time.
  const prerendered: PrerenderedPages = dev ? new Map() : await loadPrerenderedPages(clientDir, NONCE_PLACEHOLDER);
  if (!dev) {
    const mismatch = retentionMismatch(root, getRetentionPolicy());
    if (mismatch.length > 0)
      logWarn("retention.build_mismatch", { rebuild: "the pages quote other periods", mismatch });
  }
  // Migrations run here: the server takes no request before the database is ready.
  const dataLayer = await startDataLayer(dataEnv, env.SITE_URL);
  const intake = createLeadIntake(
    dataLayer,
    { perClient: dataEnv.LEADS_RATE_LIMIT_PER_IP, floodThreshold: dataEnv.LEADS_FLOOD_THRESHOLD },
    dataEnv.IP_HASH_SALT,
  );
  const staffServices = staffServicesOf(dataLayer, dataEnv.IP_HASH_SALT);
  const telemetry: TelemetryStore = {
    recordTelemetry: dataLayer.recordTelemetry,
    rateLimitRules: (ip) =>
      telemetryRateLimits(
        ip,
        dataEnv.VITALS_RATE_LIMIT_PER_IP,
        dataEnv.IP_HASH_SALT,
        dataEnv.VITALS_DAILY_LIMIT_PER_IP,
      ),
  };
  const catalogueConfig = getCatalogueConfig();
  if (catalogueConfig.testFile) logWarn("catalogue.test_file_source", { file: catalogueConfig.testFile });
  // The catalogue staff publish (decision 041); the first load happens before the server takes a request.
  // Each item's main photo rides on its record (decision 043).
  const catalogue = await openCatalogueSnapshot(
    withMainPhotos(
      catalogueConfig.testFile
        ? jsonFileCatalogueSource(catalogueConfig.testFile)
        : new DatabaseCatalogueSource(dataLayer.database.db),
      dataLayer.database.db,
    ),
    { refreshMs: catalogueConfig.refreshMs },
  );
  const photos: CataloguePhotoServices = {
    db: dataLayer.database.db,
    files: localPhotoDirectory(cataloguePhotoDir),
    scratchDir: path.join(cataloguePhotoDir, ".incoming"),
    limits: uploads.photos,
    minFreeDiskBytes: uploads.minFreeDiskBytes,
  };
  return { env, dataEnv, clientDir, prerendered, dataLayer, intake, staffServices, telemetry, catalogue, photos };
}

/** This copy of the module's Express app (one per copy: see DevServer.loadApp). */
let siteApp: express.Express | null = null;

/** The Express app: headers, static files, prerendered pages and the React Router handler. */
export function appFor(services: Services, lifecycle: Lifecycle, dev?: DevServer): express.Express {
  siteApp ??= createApp(services, lifecycle, dev);
  return siteApp;
}

function createApp(services: Services, lifecycle: Lifecycle, dev?: DevServer): express.Express {
  const { env, clientDir, prerendered, dataLayer, intake, staffServices, telemetry, catalogue, photos } = services;
  setServerErrorRecorder(dataLayer.recordServerError);
  const privacyServices = privacyServicesOf(dataLayer, intake);
  const depositServices = {
    db: dataLayer.database.db,
    payment: getPaymentConfig(),
    uploads: getUploadConfig(),
    ipHashSalt: services.dataEnv.IP_HASH_SALT,
  };

  const app = express();
  app.disable("x-powered-by");
  // X-Forwarded-For is believed only from the proxies TRUST_PROXY names: any
  // other peer could choose its own address and with it its own limits.
  app.set("trust proxy", env.TRUST_PROXY.length > 0 ? env.TRUST_PROXY : false);

  // A body still arriving keeps its time only at the minimum rate, and never stalls for long (decision 052).
  // (No path in the log: an upload's holds the quote's token.)
  app.use(
    requestPace(paceSettings(env), (verdict, req) =>
      logWarn("request.cut_off", { verdict, method: req.method, upload: readsOwnUpload(req.path) }),
    ),
  );

  const { inFlight } = lifecycle;
  app.use((req, res, next) => {
    const nonce = pooledRandomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // Every answer says how it may be cached: an answer no layer gave a
    // policy (hashed assets, public files, pages: see below and entry.server)
    // is not kept at all.
    onHeaders(res, () => {
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
    });
    // HSTS and request upgrades only make sense on a connection that is already HTTPS.
    res.set(
      securityHeaders({ nonce, secure: req.secure, analytics: Boolean(env.GTM_ID), devSocket: dev?.socketOrigin }),
    );
    // A live quote's address holds its token (decision 034): no referrer leaves the site from there.
    // (same-origin, not no-referrer: with no-referrer a browser posts the page's forms with Origin: null,
    // which the router's cross-site check refuses.)
    // Any letter case: the router matches "/Q/<token>" to the same page.
    if (/^\/q\//i.test(req.path)) res.set("Referrer-Policy", "same-origin");
    // A proof of payment's download brings its own stricter policy (sandboxed, nothing loads; decision 037):
    // the router appends a route's headers to these, so the download's own replace the page's.
    if (isProofDownloadPath(req.path)) {
      onHeaders(res, () => {
        for (const name of ["Content-Security-Policy", "X-Content-Type-Options"]) {
          const value = res.getHeader(name);
          if (Array.isArray(value) && value.length > 1) res.setHeader(name, value.at(-1)!);
        }
      });
    }
    if (lifecycle.shuttingDown) {
      // A request pipelined behind one still in flight: that one must keep its
      // connection open after all, or this refusal would never be sent.
      for (const earlier of inFlight)
        if (earlier.req.socket === req.socket && !earlier.headersSent) earlier.removeHeader("Connection");
      refuseWhileShuttingDown(req, res);
      return;
    }
    inFlight.add(res);
    res.once("close", () => {
      inFlight.delete(res);
      // An answer streamed before the shutdown began still said keep-alive:
      // close its connection as soon as it is idle instead of keeping the
      // process alive for the keep-alive timeout.
      if (lifecycle.shuttingDown) setImmediate(() => lifecycle.server?.closeIdleConnections());
    });
    next();
  });

  // Methods no route answers (TRACE, PROPFIND, the WebDAV set…) are refused
  // here: the Fetch API behind the router cannot even carry some of them, which
  // made them 500s, each stored as a server error.
  app.use((req, res, next) => {
    if (ROUTED_METHODS.has(req.method)) return next();
    res.set({ Allow: ALLOWED_METHODS, "Cache-Control": "no-store" });
    if (req.path.startsWith("/api/")) {
      res.status(405).json({ success: false, message: "Method not allowed" });
      return;
    }
    res.status(405).type("text/plain").send("Method not allowed");
  });

  // Development: Vite serves the browser modules (islands with hot reload).
  if (dev) app.use(dev.middlewares);

  // The lead and vitals endpoints answer with a few hundred bytes of JSON,
  // under compression's 1 KB threshold: wrapping their responses would cost
  // every submission and save nothing.
  const uncompressed = /^\/api\/(?:av\/leads|vitals)\/?$/;
  app.use(compression({ filter: (req, res) => !uncompressed.test(req.path) && compression.filter(req, res) }));

  // Form posts to pages (route actions): refuse oversized bodies up front.
  // React Router hands the body of every method but GET and HEAD to the
  // actions (a PUT is read like a POST), so all of them are bounded here.
  // Browsers always declare the length of a form post; a chunked body, whose
  // size is known only once read, is refused. The JSON endpoints bound their
  // own bodies (32 KB, 8 KB for the beacon), chunked or not, and answer in
  // JSON (app/platform/http/json-body.server.ts): they are not refused here.
  app.use((req, res, next) => {
    // The proof-of-payment upload bounds its own body too (5 MB and the form around it; decision 040).
    if (req.method === "GET" || req.method === "HEAD" || readsOwnBody(req.path) || readsOwnUpload(req.path))
      return next();
    const declared = req.get("Content-Length");
    const chunked = req.get("Transfer-Encoding") !== undefined;
    // Without either header a request has no body; only a bare POST is refused, as before.
    if (declared === undefined && !chunked && req.method !== "POST") return next();
    const length = Number(declared ?? Number.NaN);
    if (chunked || !Number.isFinite(length)) {
      res.status(411).type("text/plain").send("Form posts must declare their length.");
      return;
    }
    // A photo upload may be up to 15 MB; its reader refuses a photo over that as it streams.
    if (length > (isPhotoUploadPath(req.path) ? PHOTO_POST_LIMIT_BYTES : PAGE_POST_LIMIT_BYTES)) {
      res
        .status(413)
        .type("text/plain")
        .send("This form post is too large. Please shorten your message and try again.");
      return;
    }
    next();
  });

  // Hashed build assets never change: cache them for a year, and send the
  // brotli or gzip file made at build time (scripts/finish-build.ts). (In
  // development Vite serves the source modules instead, above.)
  if (!dev) {
    app.use(
      "/assets",
      expressStaticGzip(path.join(clientDir, "assets"), {
        enableBrotli: true,
        orderPreference: ["br", "gzip"],
        serveStatic: {
          index: false,
          redirect: false,
          fallthrough: false,
          cacheControl: false,
          setHeaders: (res) => res.setHeader("Cache-Control", "public, max-age=31536000, immutable"),
        },
      }),
    );
  }

  // The catalogue follows the published one (decision 042): a request past the
  // refresh interval starts a revision check; only a request to a process that
  // was idle waits for it.
  app.use((_req, res, next) => {
    const pin = () => {
      res.locals.catalogue = catalogue.current();
      next();
    };
    const check = catalogue.refreshIfDue();
    if (check) void check.then(pin);
    else pin();
  });

  // Pages and data built from the catalogue are rendered per request and
  // revalidated by an ETag of the build (with the settings every page reads)
  // and the catalogue's revision: while neither changed the browser's copy
  // stands (304) and nothing is rendered. Development edits the code under
  // the same revision: its pages are always rendered.
  const renderedWith = createHash("sha256")
    .update(JSON.stringify([serverBuild.assets.version, env.SITE_URL, env.GTM_ID ?? null, getRetentionPolicy()]))
    .digest("base64url")
    .slice(0, 16);
  app.use((req, res, next) => {
    if (dev || (req.method !== "GET" && req.method !== "HEAD") || !servedFromCatalogue(req.path)) return next();
    const etag = catalogueEtag(renderedWith, (res.locals.catalogue as CatalogueView).revision);
    const cacheControl = catalogueCacheControl(
      req.path.endsWith(".data") || req.path.endsWith(".xml") ? "other" : "html",
    );
    if (etagMatches(req.get("If-None-Match"), etag)) {
      // The browser keeps the policy it stored with the page, whose nonce its
      // copy carries: a 304 with this response's new nonce would replace it.
      res.removeHeader("Content-Security-Policy");
      res.set({ ETag: etag, "Cache-Control": cacheControl }).status(304).end();
      return;
    }
    onHeaders(res, () => {
      // Errors and not-found answers (a hidden item) are not kept.
      if (res.statusCode !== 200) return;
      res.setHeader("ETag", etag);
      res.setHeader("Cache-Control", cacheControl);
    });
    next();
  });

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // A query (a catalogue search, bundle filters) changes the page: render it.
    if (req.url.includes("?")) return next();
    const page = findPrerenderedPage(prerendered, req.path);
    if (!page) return next();
    res.set("Cache-Control", "private, no-cache");
    res.type("html").send(renderPrerenderedPage(page, res.locals.cspNonce as string));
  });

  // Other public files (icons, manifest, prerendered .data). Raw HTML files
  // are only served through the handler above, which fills in the nonce.
  const publicFiles = express.static(clientDir, {
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader("Cache-Control", "public, max-age=3600");
      // The prerendered feed is a plain .xml file; feed readers want its real type.
      if (file.endsWith(`${path.sep}rss.xml`)) res.type("application/rss+xml; charset=utf-8");
      // The worker must be checked on every visit, or a fixed site would wait an hour to reach browsers.
      if (file === path.join(clientDir, "sw.js")) res.setHeader("Cache-Control", "no-cache");
    },
  });
  app.use((req, res, next) => (namesHtmlFile(req.path) ? next() : publicFiles(req, res, next)));

  // React Router's adapter builds each request's URL from the protocol, the
  // Host (and X-Forwarded-Host) header and the target, and throws when they
  // cannot form one: no Host, "a b", "x:99999", an absolute-form target
  // ("GET http://host/path"). That is the client's error, not a 500.
  app.use((req, res, next) => {
    if (formsRequestUrl(req)) return next();
    res.status(400).type("text/plain").send("Request could not be served");
  });

  app.all(
    "/{*path}",
    createRequestHandler({
      // This copy's routes: in production the bundle, in development the
      // source as it stood when Vite last ran this module.
      build: serverBuild,
      mode: dev ? "development" : "production",
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(nonceContext, res.locals.cspNonce as string);
        context.set(leadIntakeContext, intake);
        context.set(clientIpContext, req.ip ?? null);
        context.set(staffServicesContext, staffServices);
        context.set(quoteStoreContext, dataLayer);
        context.set(telemetryContext, telemetry);
        context.set(privacyServicesContext, privacyServices);
        context.set(catalogueContext, res.locals.catalogue as CatalogueView);
        context.set(depositServicesContext, depositServices);
        context.set(cataloguePhotoServicesContext, photos);
        return context;
      },
    }),
  );

  // Last stop for errors from the static file layers and the router (bad
  // paths, traversal attempts, a path that is not valid percent-encoding): a
  // plain answer, never a stack trace; in JSON for the JSON endpoints, whose
  // clients read nothing else.
  app.use(
    (
      error: { status?: number; statusCode?: number },
      req: express.Request,
      res: express.Response,
      _next: express.NextFunction,
    ) => {
      const status = error.status ?? error.statusCode ?? 500;
      if (status >= 500) {
        console.error(error);
        countServerError(error, `http://localhost${req.originalUrl}`, req.ip ?? null);
      }
      const shown = status === 403 ? 404 : status;
      if (req.path.startsWith("/api/")) {
        const message =
          shown === 404 ? "Not found" : shown < 500 ? "The request could not be read" : "Request could not be served";
        res.status(shown).json({ success: false, message });
        return;
      }
      res
        .status(shown)
        .type("text/plain")
        .send(shown === 404 ? "Not found" : "Request could not be served");
    },
  );

  return app;
}

/** Starts the site: the database (migrations first), the outbox worker and the HTTP server. */
export async function startServer({ root, dev }: StartOptions) {
  const services = await startServices(root, Boolean(dev));
  const { env, dataLayer } = services;
  const lifecycle: Lifecycle = { shuttingDown: false, inFlight: new Set(), server: null };
  const inFlight = lifecycle.inFlight;
  const handler: RequestListener = dev
    ? (req, res) => {
        dev
          .loadApp()
          .then((current) => current.appFor(services, lifecycle, dev)(req, res))
          .catch((error: unknown) => {
            // Development only: a syntax error in the source, say.
            console.error(error);
            res.statusCode = 500;
            res.end(`The development server could not load the app: ${String(error)}`);
          });
      }
    : appFor(services, lifecycle);

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
    handler,
  );
  lifecycle.server = server;
  server.keepAliveTimeout = 5_000;
  server.once("error", (error) => {
    console.error(`Cannot listen on ${env.HOST}:${env.PORT}: ${error.message}`);
    process.exit(1);
  });
  server.listen(env.PORT, env.HOST, () => {
    console.log(`Serving ${env.SITE_URL} on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
  });

  const shutdown = (signal: string) => {
    if (lifecycle.shuttingDown) return;
    lifecycle.shuttingDown = true;
    console.log(`${signal} received: finishing in-flight requests`);
    // Answers not yet sent end their connection: a client then opens a new
    // one (refused, so a proxy tries another server) instead of sending its
    // next request down a connection that is about to close under it.
    for (const res of inFlight) if (!res.headersSent) res.set("Connection", "close");
    let exitCode = 0;
    setTimeout(() => {
      // Stuck or very slow requests lose their connection (their clients
      // retry with the same idempotency key); the database still closes
      // cleanly below, after the writes already queued have committed.
      console.error("Shutdown grace period over; closing the remaining connections");
      exitCode = 1;
      server.closeAllConnections();
      setTimeout(() => {
        console.error("Shutdown did not finish in time; exiting");
        process.exit(1);
      }, SHUTDOWN_CLOSE_MS).unref();
    }, SHUTDOWN_GRACE_MS).unref();
    server.close(() => {
      // In-flight requests are done; now queued writes, the outbox worker and the database.
      Promise.all([dataLayer.close(), dev?.close()])
        .then(() => {
          console.log("Server closed");
          process.exit(exitCode);
        })
        .catch((error: unknown) => {
          logError("shutdown.close_failed", error);
          process.exit(1);
        });
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

function formsRequestUrl(req: express.Request): boolean {
  const forwarded = req.get("X-Forwarded-Host");
  const hosts = forwarded === undefined ? [req.get("Host")] : [req.get("Host"), forwarded];
  return (
    req.originalUrl.startsWith("/") &&
    Boolean(req.hostname) &&
    hosts.every((host) => host !== undefined && host !== "" && URL.canParse(`${req.protocol}://${host}/`))
  );
}
