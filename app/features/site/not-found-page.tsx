import { Home, Mail, Phone, PhoneCall, Speaker } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Illustration } from "#app/ui/illustration.tsx";
import { business, mailHref, telHref } from "#app/platform/business.ts";
import { callBackLink } from "#app/features/site/layout/navigation.ts";

export function NotFoundPage() {
  // data-not-found: the shell script keeps this URL as the call-back referrer.
  return (
    <section data-not-found className="container-page grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-2">
      <div>
        <p className="text-6xl font-extrabold text-brand">404</p>
        <h1 className="mt-3 text-3xl font-extrabold text-navy sm:text-4xl">We can't find that page</h1>
        <p className="mt-4 max-w-lg text-lg text-muted">
          The link may be old or mistyped. Our team can still help: ask for a call back, browse the catalogue, or head
          back to the home page.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <Button asChild variant="primary">
            <Link to={callBackLink.to}>
              <PhoneCall aria-hidden="true" />
              {callBackLink.label}
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/catalogue">
              <Speaker aria-hidden="true" />
              Browse the catalogue
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/">
              <Home aria-hidden="true" />
              Back to home
            </Link>
          </Button>
        </div>
        <address className="mt-10 grid gap-2 rounded-2xl border border-line p-5 not-italic">
          <span className="font-bold text-navy">{business.name}</span>
          <a href={telHref} className="inline-flex items-center gap-2 text-brand hover:underline">
            <Phone className="size-4" aria-hidden="true" />
            {business.phone.display}
          </a>
          <a href={mailHref} className="inline-flex items-center gap-2 text-brand hover:underline">
            <Mail className="size-4" aria-hidden="true" />
            {business.email}
          </a>
          <span className="text-muted">
            {business.address.street}, {business.address.city}, {business.address.province}
          </span>
        </address>
      </div>
      <Illustration name="not-found" alt="" width={480} height={320} className="w-full" />
    </section>
  );
}
