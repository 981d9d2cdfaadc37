// The layers every request passes before any route: its security headers and
// nonce, the shutdown gate, the methods the site answers, the bound on form
// posts, a URL React Router can form; and the last stop for errors.
import type express from "express";
import onHeaders from "on-headers";
import { isPhotoUploadPath } from "#app/features/catalogue/photos/catalogue-photos.ts";
import { readsOwnUpload } from "#app/features/quotes/deposits/live-deposit.server.ts";
import { isProofDownloadPath } from "#app/features/quotes/deposits/staff-deposit.server.ts";
import { readsOwnBody } from "#app/platform/http/endpoints.server.ts";
import { countServerError } from "#app/platform/log/site-errors.server.ts";
import { pooledRandomBytes } from "#app/platform/security/random-pool.server.ts";
import { maxRequestBytesFor } from "#app/platform/uploads/multipart-upload.server.ts";
import { MAX_CATALOGUE_PHOTO_BYTES } from "#app/platform/uploads/upload-sniff.ts";
import { decodesAsPath } from "#app/platform/http/paths.ts";
import { type Lifecycle, admitRequest } from "./lifecycle.ts";
import { securityHeaders } from "./security-headers.ts";

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
export const PHOTO_POST_LIMIT_BYTES = maxRequestBytesFor(MAX_CATALOGUE_PHOTO_BYTES);

/** The headers pages on some paths need instead of the site's (a live quote's referrer, a proof's download). */
function pathHeaders(req: express.Request, res: express.Response): void {
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
}

/** Each request's nonce and security headers, then the shutdown gate. */
export function headersAndShutdownGate(
  lifecycle: Lifecycle,
  options: { analytics: boolean; devSocket: string | undefined },
): express.RequestHandler {
  return (req, res, next) => {
    const nonce = pooledRandomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    // Every answer says how it may be cached: an answer no layer gave a
    // policy (hashed assets, public files, pages: see below and entry.server)
    // is not kept at all.
    onHeaders(res, () => {
      if (!res.hasHeader("Cache-Control")) res.setHeader("Cache-Control", "no-store");
      // A 304 confirms the browser's copy: the browser keeps the policy it
      // stored with it, whose nonce that copy carries; this response's new
      // nonce would replace it and block the copy's scripts.
      if (res.statusCode === 304) res.removeHeader("Content-Security-Policy");
    });
    // HSTS and request upgrades only make sense on a connection that is already HTTPS.
    res.set(securityHeaders({ nonce, secure: req.secure, analytics: options.analytics, devSocket: options.devSocket }));
    pathHeaders(req, res);
    if (admitRequest(lifecycle, req, res)) next();
  };
}

/**
 * Methods no route answers (TRACE, PROPFIND, the WebDAV set…) are refused
 * here: the Fetch API behind the router cannot even carry some of them, which
 * made them 500s, each stored as a server error.
 */
export const refuseUnroutedMethods: express.RequestHandler = (req, res, next) => {
  if (ROUTED_METHODS.has(req.method)) return next();
  res.set({ Allow: ALLOWED_METHODS, "Cache-Control": "no-store" });
  if (req.path.startsWith("/api/")) {
    res.status(405).json({ success: false, message: "Method not allowed" });
    return;
  }
  res.status(405).type("text/plain").send("Method not allowed");
};

/**
 * Form posts to pages (route actions): refuse oversized bodies up front.
 * React Router hands the body of every method but GET and HEAD to the
 * actions (a PUT is read like a POST), so all of them are bounded here.
 * Browsers always declare the length of a form post; a chunked body, whose
 * size is known only once read, is refused. The JSON endpoints bound their
 * own bodies (32 KB, 8 KB for the beacon), chunked or not, and answer in
 * JSON (app/platform/http/json-body.server.ts): they are not refused here.
 */
export const boundFormPosts: express.RequestHandler = (req, res, next) => {
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
    res.status(413).type("text/plain").send("This form post is too large. Please shorten your message and try again.");
    return;
  }
  next();
};

function formsRequestUrl(req: express.Request): boolean {
  const forwarded = req.get("X-Forwarded-Host");
  const hosts = forwarded === undefined ? [req.get("Host")] : [req.get("Host"), forwarded];
  return (
    req.originalUrl.startsWith("/") &&
    Boolean(req.hostname) &&
    hosts.every((host) => host !== undefined && host !== "" && URL.canParse(`${req.protocol}://${host}/`))
  );
}

/**
 * React Router's adapter builds each request's URL from the protocol, the
 * Host (and X-Forwarded-Host) header and the target, and throws when they
 * cannot form one: no Host, "a b", "x:99999", an absolute-form target
 * ("GET http://host/path"). That is the client's error, not a 500.
 */
export const refuseUnformableUrls: express.RequestHandler = (req, res, next) => {
  if (!formsRequestUrl(req)) {
    res.status(400).type("text/plain").send("Request could not be served");
    return;
  }
  // A path that is not valid percent-encoding ("%ED%A0%80", half a surrogate) names no route: refused here
  // as the static layers refuse it, before the router, which would warn of it on stderr.
  if (!decodesAsPath(req.path)) return next(Object.assign(new Error("Undecodable path"), { status: 400 }));
  next();
};

/**
 * Last stop for errors from the static file layers and the router (bad
 * paths, traversal attempts, a path that is not valid percent-encoding): a
 * plain answer, never a stack trace; in JSON for the JSON endpoints, whose
 * clients read nothing else.
 */
export const answerErrors: express.ErrorRequestHandler = (
  error: { status?: number; statusCode?: number },
  req,
  res,
  _next,
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
};
