// What the service worker shows for a page asked for without a connection.
// Prerendered and precached; never indexed or listed.
import { Phone, RotateCw } from "lucide-react";
import type { Route } from "./+types/offline";
import { pageMeta } from "#app/features/site/seo/page-meta.ts";
import { Button } from "#app/ui/button.tsx";
import { business, mailHref, telHref } from "#app/platform/business.ts";
import { sitePageHandle } from "#app/platform/islands/route-handle.ts";

export const handle = sitePageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "You are offline",
    description: "This page needs an internet connection. Call or e-mail Sandton Sound Hire if you need us now.",
    noindex: true,
  });

export default function Offline() {
  return (
    <section className="container-page py-16 sm:py-24">
      <p className="text-sm font-bold uppercase tracking-widest text-brand">No connection</p>
      <h1 className="mt-3 text-3xl font-extrabold text-navy sm:text-4xl">You are offline</h1>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        This page could not be loaded because your device has no internet connection right now. Check your Wi-Fi or
        mobile data and try again. Nothing you sent us before losing the connection is lost: every request is stored the
        moment our server confirms it.
      </p>
      <p className="mt-4 max-w-2xl text-lg text-muted">
        Need us urgently? Call{" "}
        <a href={telHref} className="font-semibold text-brand underline">
          {business.phone.display}
        </a>{" "}
        or e-mail{" "}
        <a href={mailHref} className="font-semibold text-brand underline">
          {business.email}
        </a>{" "}
        from your phone.
      </p>
      <div className="mt-8 flex flex-wrap gap-3">
        {/* The address of this document is the page the visitor asked for (the worker answered it with this
            one): following it asks the network again, with no script, which need not be cached for offline. */}
        <Button asChild>
          {/* eslint-disable-next-line jsx-a11y/anchor-is-valid -- "" is this document's own address, which is the point */}
          <a href="">
            <RotateCw aria-hidden="true" />
            Try again
          </a>
        </Button>
        <Button asChild variant="outline">
          <a href={telHref}>
            <Phone aria-hidden="true" />
            Call us
          </a>
        </Button>
      </div>
    </section>
  );
}
