import type { ReactNode } from "react";
import { isRouteErrorResponse, Links, Meta, Outlet, useMatches, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import favicon from "#app/assets/illustrations/favicon.svg?url";
import { ConsentBanner } from "#app/features/privacy/consent-banner.tsx";
import { useInlineStylesheet, useNonce, usePageModules } from "#app/platform/http/nonce.ts";
import { SiteFooter } from "#app/features/site/layout/site-footer.tsx";
import { SiteHeader } from "#app/features/site/layout/site-header.tsx";
import { TopBar } from "#app/features/site/layout/top-bar.tsx";
import { ErrorPage } from "#app/ui/pages/error-page.tsx";
import { StaffErrorPage } from "#app/features/staff/staff-error-page.tsx";
import { NotFoundPage } from "#app/features/site/not-found-page.tsx";
import { usesStaffChrome } from "#app/platform/islands/route-handle.ts";
import { firstPaintWatcherSource, scriptLoaderSource } from "#app/platform/islands/island-loader.ts";
import { QUOTE_ITEMS_KEY } from "#app/features/quotes/builder/quote-storage-keys.ts";
import { getEnv } from "#app/platform/config/env.server.ts";
import { getRetentionPolicy } from "#app/features/privacy/retention-env.server.ts";
import stylesheet from "#app/app.css?url";

export function loader() {
  const env = getEnv();
  return { siteUrl: env.SITE_URL, gtmId: env.GTM_ID ?? null, retention: getRetentionPolicy() };
}

// The site URL never changes between navigations.
export function shouldRevalidate() {
  return false;
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: favicon, type: "image/svg+xml" },
  { rel: "manifest", href: "/site.webmanifest" },
];

export function Layout({ children }: { children: ReactNode }) {
  const matches = useMatches();
  // The staff area brings its own header; the public site's would only get in the way.
  const siteChrome = !usesStaffChrome(matches);
  const gtmId = useRouteLoaderData<typeof loader>("root")?.gtmId;
  const nonce = useNonce();
  const pageModules = usePageModules();
  const inlineStylesheet = useInlineStylesheet();
  return (
    <html lang="en-ZA">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#13214a" />
        {/* Written into the page in production (decision 045); with a precedence React
            emits the linked stylesheet ahead of the script preloads. */}
        {inlineStylesheet ? (
          <style dangerouslySetInnerHTML={{ __html: inlineStylesheet }} />
        ) : (
          <link rel="stylesheet" href={stylesheet} precedence="default" />
        )}
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-screen flex-col">
        {/* Tells the loader below when the page's first paint has happened. */}
        {pageModules ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: firstPaintWatcherSource() }} /> : null}
        <a
          href="#main-content"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[60] focus:rounded-md focus:bg-white focus:px-4 focus:py-2 focus:font-semibold focus:text-brand focus:shadow-lg"
        >
          Skip to main content
        </a>
        {siteChrome ? (
          <>
            <TopBar />
            <SiteHeader />
            <main id="main-content" tabIndex={-1} className="flex-1 focus:outline-none">
              {children}
            </main>
            <SiteFooter />
            {gtmId ? <ConsentBanner gtmId={gtmId} /> : null}
          </>
        ) : (
          children
        )}
        {/* The shell module and, where the page holds islands, React: both after the first paint. */}
        {pageModules ? (
          <script
            nonce={nonce}
            dangerouslySetInnerHTML={{ __html: scriptLoaderSource(pageModules, QUOTE_ITEMS_KEY) }}
          />
        ) : null}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** The configured site URL, from the root loader, for canonical links. */
export function useSiteUrl(): string {
  return useRouteLoaderData<typeof loader>("root")?.siteUrl ?? "";
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const matches = useMatches();
  // A refusal by the staff area's middleware (a role without the page, an expired form) lands
  // here, above the staff layouts: it is shown in the staff area's terms, not the public site's.
  if (usesStaffChrome(matches)) {
    return (
      <StaffErrorPage
        status={isRouteErrorResponse(error) ? error.status : 500}
        detail={isRouteErrorResponse(error) ? error.data : undefined}
      />
    );
  }
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  // Details stay in the server log; the visitor gets a friendly page.
  return <ErrorPage />;
}
