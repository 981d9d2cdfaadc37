// The production HTTP server: static files, prerendered pages, the React
// Router request handler, security headers and graceful shutdown.
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import type { Server } from "node:http";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { RouterContextProvider, type RouterContext, type ServerBuild } from "react-router";
import { getEnv } from "../app/server/env.server.ts";
import { findPrerenderedPage, loadPrerenderedPages, renderPrerenderedPage } from "./prerendered-pages.ts";
import { securityHeaders } from "./security-headers.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const clientDir = path.join(root, "build", "client");
const serverBuildFile = path.join(root, "build", "server", "index.js");

/** What entry.server exports besides the request handler. */
interface EntryExtras {
  nonceContext: RouterContext<string>;
}

const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  const env = getEnv();
  if (!existsSync(serverBuildFile)) {
    console.error("No production build found. Run `npm run build` first (or `npm start`, which builds).");
    process.exit(1);
  }
  const build = (await import(pathToFileURL(serverBuildFile).href)) as ServerBuild;
  const entry = build.entry.module as unknown as EntryExtras;
  const placeholder = entry.nonceContext.defaultValue ?? "";
  const prerendered = await loadPrerenderedPages(clientDir, placeholder);

  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");

  let shuttingDown = false;
  app.use((req, res, next) => {
    if (shuttingDown) {
      res.set("Connection", "close");
      res.status(503).type("text/plain").send("The server is restarting. Please try again in a moment.");
      return;
    }
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // HSTS and request upgrades only make sense on a connection that is already HTTPS.
    res.set(securityHeaders({ nonce, secure: req.secure }));
    next();
  });

  app.use(compression());

  // Hashed build assets never change: cache them for a year.
  app.use(
    "/assets",
    express.static(path.join(clientDir, "assets"), {
      immutable: true,
      maxAge: "1y",
      index: false,
      redirect: false,
      fallthrough: false,
    }),
  );

  app.use((req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const page = findPrerenderedPage(prerendered, req.path);
    if (!page) return next();
    res.set("Cache-Control", "private, no-cache");
    res.type("html").send(renderPrerenderedPage(page, res.locals.cspNonce as string));
  });

  // Other public files (icons, manifest, prerendered .data). Raw HTML files
  // are only served through the handler above, which fills in the nonce.
  const publicFiles = express.static(clientDir, { index: false, redirect: false, maxAge: "1h" });
  app.use((req, res, next) => (req.path.endsWith(".html") ? next() : publicFiles(req, res, next)));

  app.all(
    "/{*path}",
    createRequestHandler({
      build,
      mode: "production",
      getLoadContext(_req, res) {
        const context = new RouterContextProvider();
        context.set(entry.nonceContext, res.locals.cspNonce as string);
        return context;
      },
    }),
  );

  // Last stop for errors from the static file layers (bad paths, traversal
  // attempts): a plain answer, never a stack trace.
  app.use((error: { status?: number; statusCode?: number }, _req: express.Request, res: express.Response, _next: express.NextFunction) => {
    const status = error.status ?? error.statusCode ?? 500;
    if (status >= 500) console.error(error);
    const shown = status === 403 ? 404 : status;
    res.status(shown).type("text/plain").send(shown === 404 ? "Not found" : "Request could not be served");
  });

  const server: Server = app.listen(env.PORT, env.HOST, () => {
    console.log(`Serving ${env.SITE_URL} on http://${env.HOST === "0.0.0.0" ? "localhost" : env.HOST}:${env.PORT}`);
  });
  server.keepAliveTimeout = 5_000;
  server.headersTimeout = 10_000;
  server.requestTimeout = 30_000;

  const shutdown = (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    console.log(`${signal} received: finishing in-flight requests`);
    const force = setTimeout(() => {
      console.error("Shutdown grace period over; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(() => {
      console.log("Server closed");
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
