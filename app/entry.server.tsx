import { PassThrough } from "node:stream";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { InlineStylesheetContext, NonceContext, PageModulesContext } from "#app/platform/http/nonce.ts";
import { IslandRendererContext } from "#app/platform/islands/island.tsx";
import { islandModules, pageModules } from "#app/platform/islands/page-modules.server.ts";
import { createIslandRenderer } from "#app/platform/islands/render.server.tsx";
import { inlineStylesheet } from "#app/platform/http/inline-stylesheet.server.ts";
import { clientIpContext, nonceContext } from "#app/platform/http/request-context.server.ts";
import { logError, logWarn } from "#app/platform/log/log.server.ts";
import { countServerError } from "#app/platform/log/site-errors.server.ts";
import { contentEtag, etagMatches } from "#app/platform/http/etag.server.ts";
import type { RouteHandle } from "#app/platform/islands/route-handle.ts";

export const streamTimeout = 5_000;

/**
 * A page rendered on request (a search, a filter, an error) may be kept by the
 * browser but must be checked again; it carries this response's nonce, so no
 * shared cache may keep it. GET and HEAD say the same.
 */
function setPageCacheControl(headers: Headers, status: number) {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", status < 400 ? "private, no-cache" : "no-store");
}

/** The page's React tree, with what the layout and islands read from context. */
function pageTree(request: Request, routerContext: EntryContext, nonce: string) {
  return (
    <NonceContext value={nonce}>
      <PageModulesContext value={pageModules}>
        <InlineStylesheetContext value={inlineStylesheet}>
          <IslandRendererContext value={createIslandRenderer(islandModules)}>
            <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
          </IslandRendererContext>
        </InlineStylesheetContext>
      </PageModulesContext>
    </NonceContext>
  );
}

/** Whether a matched route says its page is revalidated by its content (RouteHandle.revalidatedByContent). */
function revalidatedByContent(routerContext: EntryContext): boolean {
  return routerContext.staticHandlerContext.matches.some(
    (match) => (routerContext.routeModules[match.route.id]?.handle as RouteHandle | undefined)?.revalidatedByContent,
  );
}

/**
 * A page whose text changes with the moment it is read (a blog page's "3
 * days ago"): rendered whole, its ETag taken from its text without the
 * nonce, and a browser whose copy still reads the same is answered 304.
 * HEAD answers the headers GET would, ETag included.
 */
function renderRevalidatedPage(
  request: Request,
  responseHeaders: Headers,
  routerContext: EntryContext,
  { nonce, clientIp }: { nonce: string; clientIp: string | null },
): Promise<Response> {
  return new Promise<Response>((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new PassThrough();
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    let failed = false;
    sink.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      if (failed) {
        setPageCacheControl(responseHeaders, 500);
        resolve(new Response(body, { status: 500, headers: responseHeaders }));
        return;
      }
      const etag = contentEtag(body.replaceAll(nonce, ""));
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      responseHeaders.set("ETag", etag);
      setPageCacheControl(responseHeaders, 200);
      if (etagMatches(request.headers.get("If-None-Match"), etag))
        resolve(new Response(null, { status: 304, headers: responseHeaders }));
      else resolve(new Response(request.method === "HEAD" ? null : body, { status: 200, headers: responseHeaders }));
    });
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(pageTree(request, routerContext, nonce), {
      nonce,
      onAllReady() {
        clearTimeout(timeoutId);
        pipe(sink);
      },
      onShellError(error: unknown) {
        clearTimeout(timeoutId);
        reject(error);
      },
      onError(error: unknown) {
        failed = true;
        logError("render", error, { url: request.url });
        countServerError(error, request.url, clientIp);
      },
    });
  });
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = loadContext.get(nonceContext);
  const method = request.method.toUpperCase();
  if (responseStatusCode === 200 && (method === "GET" || method === "HEAD") && revalidatedByContent(routerContext))
    return renderRevalidatedPage(request, responseHeaders, routerContext, {
      nonce,
      clientIp: loadContext.get(clientIpContext),
    });
  if (method === "HEAD") {
    // The headers a GET would send, without rendering the body.
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    setPageCacheControl(responseHeaders, responseStatusCode);
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(pageTree(request, routerContext, nonce), {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({
          final(callback) {
            clearTimeout(timeoutId);
            timeoutId = undefined;
            callback();
          },
        });
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        setPageCacheControl(responseHeaders, responseStatusCode);
        pipe(body);
        resolve(
          new Response(createReadableStreamFromReadable(body), {
            headers: responseHeaders,
            status: responseStatusCode,
          }),
        );
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        responseStatusCode = 500;
        if (shellRendered) {
          logError("render", error, { url: request.url });
          countServerError(error, request.url, loadContext.get(clientIpContext));
        }
      },
    });
  });
}

export function handleError(
  error: unknown,
  { request, context }: { request: Request; context?: Readonly<RouterContextProvider> },
) {
  // Aborted requests (the visitor navigated away) are not errors.
  if (request.signal.aborted) return;
  // React Router refuses a form post whose Origin is another site (answering
  // 400): an attack or a misconfigured proxy, worth a warning, not an error.
  if (error instanceof Error && error.message.includes("does not match `origin` header")) {
    logWarn("request.cross_site_post_refused", { url: request.url, origin: request.headers.get("Origin") });
    return;
  }
  // React Router's own refusals of a bad request (405 for a method a route
  // does not take, 400 for a malformed data request) are the client's fault,
  // not a server error for the dashboard.
  if (isRouteErrorResponse(error) && error.status < 500) {
    logWarn("request.refused", { url: request.url, method: request.method, status: error.status });
    return;
  }
  logError("request", error, { url: request.url, method: request.method });
  countServerError(error, request.url, context?.get(clientIpContext));
}
