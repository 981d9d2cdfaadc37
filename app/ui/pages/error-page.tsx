import { Home, Mail } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { Illustration } from "#app/ui/illustration.tsx";
import { business, telHref } from "#app/platform/business.ts";
import { ReloadButtonIsland } from "#app/ui/reload-button.island.tsx";

/** Shown for /server-error and for any error a route throws: no details, a way forward. */
export function ErrorPage({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const Heading = headingLevel === 1 ? "h1" : "h2";
  return (
    <section className="container-page grid items-center gap-10 py-16 sm:py-24 lg:grid-cols-2">
      <div>
        <p className="text-sm font-bold uppercase tracking-widest text-danger">Something went wrong</p>
        <Heading className="mt-3 text-3xl font-extrabold text-navy sm:text-4xl">
          Sorry, we hit a snag on our side
        </Heading>
        <p className="mt-4 max-w-lg text-lg text-muted">
          Our team has been notified and is looking into it. Please try again in a moment, or call us on{" "}
          <a href={telHref} className="font-semibold text-brand underline">
            {business.phone.display}
          </a>{" "}
          and we will help you straight away.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ReloadButtonIsland />
          <Button asChild variant="outline">
            <Link to="/">
              <Home aria-hidden="true" />
              Go to home
            </Link>
          </Button>
          <Button asChild variant="ghost">
            <Link to="/contact">
              <Mail aria-hidden="true" />
              Contact us
            </Link>
          </Button>
        </div>
      </div>
      <Illustration name="server-error" alt="" width={480} height={320} className="w-full" />
    </section>
  );
}
