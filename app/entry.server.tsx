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

export const streamTimeout = 5_000;

/**
 * A page rendered on request (a search, a filter, an error) may be kept by the
 * browser but must be checked again; it carries this response's nonce, so no
 * shared cache may keep it. GET and HEAD say the same.
 */
function setPageCacheControl(headers: Headers, status: number) {
  if (!headers.has("Cache-Control")) headers.set("Cache-Control", status < 400 ? "private, no-cache" : "no-store");
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    // The headers a GET would send, without rendering the body.
    responseHeaders.set("Content-Type", "text/html; charset=utf-8");
    setPageCacheControl(responseHeaders, responseStatusCode);
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.get(nonceContext);
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and prerendering get the complete document in one piece.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext value={nonce}>
        <PageModulesContext value={pageModules}>
          <InlineStylesheetContext value={inlineStylesheet}>
            <IslandRendererContext value={createIslandRenderer(islandModules)}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </IslandRendererContext>
          </InlineStylesheetContext>
        </PageModulesContext>
      </NonceContext>,
      {
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
      },
    );
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
