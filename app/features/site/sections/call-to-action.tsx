import { Phone } from "lucide-react";
import { Link } from "react-router";
import { Button } from "#app/ui/button.tsx";
import { business, telHref } from "#app/platform/business.ts";

export function CallToAction({
  title,
  text,
  primary = { label: "Get a Quote", to: "/contact" },
  secondary = { label: "Browse Catalog", to: "/catalogue" },
}: {
  title: string;
  text: string;
  primary?: { label: string; to: string };
  secondary?: { label: string; to: string };
}) {
  return (
    <section aria-labelledby="cta-heading" className="reveal-on-view py-16 sm:py-20">
      <div className="container-page">
        <div className="rounded-3xl bg-navy px-6 py-12 text-center text-white sm:px-12">
          <h2 id="cta-heading" className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{text}</p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button asChild variant="primary" size="lg">
              <Link to={primary.to}>{primary.label}</Link>
            </Button>
            <Button asChild variant="outline-light" size="lg">
              <Link to={secondary.to}>{secondary.label}</Link>
            </Button>
            <Button asChild variant="outline-light" size="lg">
              <a href={telHref}>
                <Phone aria-hidden="true" />
                Call {business.phone.display}
              </a>
            </Button>
          </div>
        </div>
      </div>
    </section>
  );
}
