// The static server for the client-rendered comparison build (build-spa/client),
// run by the bench as its own process like the production server:
//   node bench/spa/static-server.ts <port> <production server origin>
// It serves files as the production server does (gzip through the same
// compression middleware, hashed assets cached for a year, other files for an
// hour), answers every other page path with the SPA's index.html (no-cache), and
// passes `.data` requests, the pages' loader data, on to the production server.
import path from "node:path";
import compression from "compression";
import express from "express";

export const SPA_CLIENT_DIR = path.join(import.meta.dirname, "..", "..", "build-spa", "client");

/** Response headers of a data answer that React Router's client reads. */
const FORWARDED_HEADERS = [
  "content-type",
  "x-remix-response",
  "x-remix-redirect",
  "x-remix-status",
  "x-remix-revalidate",
  "x-remix-reload-document",
  "x-remix-replace",
];

export function spaApp(clientDir: string, dataOrigin: string): express.Express {
  const app = express();
  app.disable("x-powered-by");
  app.use(compression());
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
  app.get(/\.data$/, async (req, res, next) => {
    try {
      const upstream = await fetch(new URL(req.originalUrl, dataOrigin), { redirect: "manual" });
      // A page whose data failed renders its error page: worth a line in the bench's output.
      if (upstream.status >= 400)
        console.error(`[spa server] ${req.originalUrl}: the production server answered ${upstream.status}`);
      res.status(upstream.status);
      for (const name of FORWARDED_HEADERS) {
        const value = upstream.headers.get(name);
        if (value !== null) res.set(name, value);
      }
      // A prerendered page's data is a file the production server sends as
      // application/octet-stream, which is not compressed; sent with the type
      // React Router gives data it renders per request, it is gzipped here.
      if (res.get("content-type")?.startsWith("application/octet-stream")) res.type("text/x-script");
      res.set("Cache-Control", "no-cache");
      res.send(Buffer.from(await upstream.arrayBuffer()));
    } catch (error) {
      next(error);
    }
  });
  app.use(express.static(clientDir, { index: false, redirect: false, maxAge: "1h" }));
  // A missing file (a path with an extension) is a 404; any other path is a page of the app.
  app.get("/{*path}", (req, res) => {
    if (path.extname(req.path) !== "") {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    res.set("Cache-Control", "no-cache");
    res.sendFile(path.join(clientDir, "index.html"));
  });
  return app;
}

if (import.meta.main) {
  const [port, dataOrigin] = process.argv.slice(2);
  if (!port || !dataOrigin) {
    console.error("usage: node bench/spa/static-server.ts <port> <production server origin>");
    process.exit(2);
  }
  const server = spaApp(SPA_CLIENT_DIR, dataOrigin).listen(Number(port), "127.0.0.1");
  process.once("SIGTERM", () => server.close(() => process.exit(0)));
}
