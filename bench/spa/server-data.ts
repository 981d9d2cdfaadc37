// In the client-rendered comparison build (bench/spa/plugin.ts) every route
// loader becomes a clientLoader that calls this: it fetches the page's data
// from the production server in React Router's single-fetch format
// (`<path>.data`, proxied by the bench's static server) and decodes it with
// React Router's own turbo-stream decoder, so components get exactly what the
// server loader returned.
import {
  UNSAFE_SingleFetchRedirectSymbol as redirectSymbol,
  UNSAFE_decodeViaTurboStream as decodeViaTurboStream,
  redirect,
} from "react-router";

type RouteResult = { data: unknown } | { error: unknown };

/** The data the server loader of one of `routeIds` (the ids that share a route file) returned for `request`. */
export async function serverLoaderData(request: Request, routeIds: readonly string[]): Promise<unknown> {
  const url = new URL(request.url);
  url.pathname = url.pathname.endsWith("/") ? `${url.pathname}_.data` : `${url.pathname}.data`;
  url.searchParams.delete("index");
  url.searchParams.set("_routes", routeIds.join(","));
  const response = await fetch(url, { signal: request.signal });
  const redirectTo = response.headers.get("X-Remix-Redirect");
  if (redirectTo) throw redirect(redirectTo, Number(response.headers.get("X-Remix-Status") ?? 302));
  if (!response.body || (response.status >= 400 && !response.headers.has("X-Remix-Response"))) {
    throw new Response(null, { status: response.status });
  }
  const decoded = await decodeViaTurboStream(response.body, window);
  const value = decoded.value as Record<string | symbol, unknown>;
  const redirected = value[redirectSymbol] as { redirect: string; status: number } | undefined;
  if (redirected) throw redirect(redirected.redirect, redirected.status);
  const routes = value as Record<string, RouteResult | undefined>;
  const result = routeIds.map((id) => routes[id]).find((found) => found !== undefined);
  if (!result) throw new Error(`${url.pathname} holds no data for ${routeIds.join(", ")}`);
  if ("error" in result) throw result.error;
  return result.data;
}
