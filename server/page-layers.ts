// The layers that answer before React Router: hashed build assets, the
// catalogue pinned for the request, pages revalidated by the catalogue's
// revision, the pages rendered at start with their nonce, and the other
// public files.
import { createHash } from "node:crypto";
import path from "node:path";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import onHeaders from "on-headers";
import { createRequestHandler } from "react-router";
import * as serverBuild from "virtual:react-router/server-build";
import {
  catalogueCacheControl,
  catalogueEtag,
  servedFromCatalogue,
} from "#app/features/catalogue/catalogue-caching.ts";
import { etagMatches } from "#app/platform/http/etag.server.ts";
import type { CatalogueSnapshot } from "#app/features/catalogue/catalogue-snapshot.server.ts";
import type { CatalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { carriesBasketCookie } from "#app/features/quotes/basket/basket-cookie.ts";
import { getRetentionPolicy } from "#app/features/privacy/retention-env.server.ts";
import { prerenderPaths } from "#app/features/site/site-pages.ts";
import {
  type PrerenderedPages,
  findPrerenderedPage,
  namesHtmlFile,
  renderPrerenderedPage,
  renderPrerenderedPages,
} from "./prerendered-pages.ts";
import { routerContextFor } from "./router-context.ts";
import type { PageServices, Services } from "./services.ts";

/**
 * The content pages (app/features/site/site-pages.ts), rendered once at start
 * by the app's own request handler with this process's settings, under
 * SITE_URL as a visitor would ask for them.
 */
export function renderContentPages(services: PageServices, placeholder: string): Promise<PrerenderedPages> {
  const handle = createRequestHandler(serverBuild, "production");
  const catalogue = services.catalogue.current();
  return renderPrerenderedPages(
    prerenderPaths(),
    (urlPath) =>
      handle(
        new Request(new URL(urlPath, services.env.SITE_URL)),
        routerContextFor(services, { nonce: placeholder, clientIp: null, catalogue }),
      ),
    placeholder,
  );
}

/**
 * Hashed build assets never change: cache them for a year, and send the
 * brotli or gzip file made at build time (scripts/finish-build.ts). (In
 * development Vite serves the source modules instead.)
 */
export function buildAssets(clientDir: string): express.RequestHandler {
  return expressStaticGzip(path.join(clientDir, "assets"), {
    enableBrotli: true,
    orderPreference: ["br", "gzip"],
    serveStatic: {
      index: false,
      redirect: false,
      fallthrough: false,
      cacheControl: false,
      setHeaders: (res) => res.setHeader("Cache-Control", "public, max-age=31536000, immutable"),
    },
  });
}

/**
 * The catalogue follows the published one (decision 042): a request past the
 * refresh interval starts a revision check; only a request to a process that
 * was idle waits for it.
 */
export function pinCatalogue(catalogue: CatalogueSnapshot): express.RequestHandler {
  return (_req, res, next) => {
    const pin = () => {
      res.locals.catalogue = catalogue.current();
      next();
    };
    const check = catalogue.refreshIfDue();
    if (check) void check.then(pin);
    else pin();
  };
}

/**
 * Pages and data built from the catalogue are rendered per request and
 * revalidated by an ETag of the build (with the settings every page reads)
 * and the catalogue's revision: while neither changed the browser's copy
 * stands (304) and nothing is rendered. Development edits the code under
 * the same revision: its pages are always rendered.
 */
export function revalidateCataloguePages(env: Services["env"], dev: boolean): express.RequestHandler {
  const renderedWith = createHash("sha256")
    .update(JSON.stringify([serverBuild.assets.version, env.SITE_URL, env.GTM_ID ?? null, getRetentionPolicy()]))
    .digest("base64url")
    .slice(0, 16);
  return (req, res, next) => {
    if (dev || (req.method !== "GET" && req.method !== "HEAD") || !servedFromCatalogue(req.path)) return next();
    // The quote page shows a no-JavaScript visitor's basket (decision 066): with its cookie it is
    // rendered for them alone; a copy kept without the cookie never stands in for it.
    if (/^\/quote-request(?:\.data)?$/.test(req.path)) {
      res.vary("Cookie");
      if (carriesBasketCookie(req.get("Cookie"))) {
        onHeaders(res, () => res.setHeader("Cache-Control", "no-store"));
        return next();
      }
    }
    const etag = catalogueEtag(renderedWith, (res.locals.catalogue as CatalogueView).revision);
    const cacheControl = catalogueCacheControl(
      req.path.endsWith(".data") || req.path.endsWith(".xml") ? "other" : "html",
    );
    if (etagMatches(req.get("If-None-Match"), etag)) {
      // (A 304 goes without the policy: see headersAndShutdownGate.)
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
  };
}

/** A page rendered at start, with this response's nonce filled in. */
export function servePrerenderedPages(prerendered: PrerenderedPages): express.RequestHandler {
  return (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    // A query (a catalogue search, bundle filters) changes the page: render it.
    if (req.url.includes("?")) return next();
    const page = findPrerenderedPage(prerendered, req.path);
    if (!page) return next();
    res.set({ ETag: page.etag, "Cache-Control": page.cacheControl });
    if (etagMatches(req.get("If-None-Match"), page.etag)) {
      res.status(304).end();
      return;
    }
    res.set("Content-Type", page.contentType).send(renderPrerenderedPage(page, res.locals.cspNonce as string));
  };
}

/**
 * Other public files (icons, manifest, the service worker). HTML files are
 * only served through servePrerenderedPages, which fills in the nonce.
 */
export function publicFiles(clientDir: string): express.RequestHandler {
  const files = express.static(clientDir, {
    index: false,
    redirect: false,
    cacheControl: false,
    setHeaders(res, file) {
      res.setHeader("Cache-Control", "public, max-age=3600");
      // The worker must be checked on every visit, or a fixed site would wait an hour to reach browsers.
      if (file === path.join(clientDir, "sw.js")) res.setHeader("Cache-Control", "no-cache");
    },
  });
  return (req, res, next) => (namesHtmlFile(req.path) ? next() : files(req, res, next));
}
