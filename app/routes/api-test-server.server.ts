// The JSON endpoints behind a real HTTP server, for their tests: the resource
// routes app/routes.ts lists under /api/ (their modules as they are, matched
// by React Router) in a small Express app with React Router's request handler,
// as the site's server runs them. Each test hands in the services the routes
// read from the request context. Test-only: nothing in the app imports it.
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import express from "express";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { catalogueView } from "#app/features/catalogue/catalogue-view.ts";
import routes from "#app/routes.ts";
import { catalogueContext } from "#app/features/catalogue/catalogue-context.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";

export interface ApiServer {
  baseUrl: string;
  /** Errors React Router caught (a route that threw); a passing test expects none. */
  errors: unknown[];
  close(): Promise<void>;
}

const appDir = path.resolve(import.meta.dirname, "..");

const seedCatalogueView = catalogueView(seedCatalogue, "seed");

type RouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/** A server build holding only the app's JSON endpoints: every top-level route whose module is routes/api.*, and the forms' endpoint. */
async function apiBuild(errors: unknown[]): Promise<ServerBuild> {
  const entries = routes.filter(
    (entry) => entry.file.startsWith("routes/api.") || entry.file === "routes/api-lead-form.ts",
  );
  const manifest: ServerBuild["routes"] = {};
  for (const entry of entries) {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    manifest[id] = {
      id,
      parentId: undefined,
      path: entry.path,
      index: entry.index,
      caseSensitive: entry.caseSensitive,
      module: (await import(path.join(appDir, entry.file))) as RouteModule,
    };
  }
  return {
    entry: {
      module: {
        // Only resource routes are matched here; a page request has no document to render.
        default: () => new Response("Not an endpoint", { status: 404 }),
        handleError: (error: unknown) => void errors.push(error),
      },
    },
    routes: manifest,
    assets: { entry: { imports: [], module: "" }, routes: {}, url: "", version: "test" },
    publicPath: "/",
    assetsBuildDirectory: "",
    future: {},
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
  } as unknown as ServerBuild;
}

/**
 * Starts the endpoints on a free port of 127.0.0.1. `provide` sets what the
 * routes read from the context (the lead intake, the quote store, …); the
 * client's address is set as the site's server sets it, and the catalogue is
 * the seed unless `provide` sets another.
 */
export async function startApiServer(provide: (context: RouterContextProvider) => void): Promise<ApiServer> {
  const errors: unknown[] = [];
  const app = express();
  app.disable("x-powered-by");
  // As the site's server with TRUST_PROXY unset: the peer is the client.
  app.set("trust proxy", false);
  app.all(
    "/{*path}",
    createRequestHandler({
      build: await apiBuild(errors),
      mode: "production",
      getLoadContext(req) {
        const context = new RouterContextProvider();
        context.set(clientIpContext, req.ip ?? null);
        context.set(catalogueContext, seedCatalogueView);
        provide(context);
        return context;
      },
    }),
  );
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    errors,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}
