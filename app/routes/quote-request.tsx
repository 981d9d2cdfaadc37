import { CheckCircle2, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/quote-request";
import { QuoteContactForm } from "~/components/quote/quote-contact-form";
import { HalfwayDialog, QuoteSuccessTemplate, QuoteSummaryTemplates } from "~/components/quote/quote-summary";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/components/seo/page-meta";
import { business, telHref } from "~/content/business";
import { quoteRequestPageHandle } from "~/lib/hydration";
import { QUOTE_FORM_INTRO, QUOTE_STAGES, selectionCountLabel } from "~/lib/quote-request";

// No React in the browser: the quote is the visitor's own (local storage), so
// the page script (app/enhance/quote-request-page.ts) draws it and moves
// through the stages: form, summary, success.
export const handle = quoteRequestPageHandle;

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Request a Quote",
    description:
      "Turn your selection of sound equipment, bundles and crew into a quote from Sandton Sound Hire: see the estimated total, download it as a PDF and accept it online.",
    breadcrumbs: [{ name: "Request a Quote", path: "/quote-request" }],
  });

const sellingPoints = [
  "Equipment tested before every hire",
  "Delivery, setup and collection across Gauteng",
  "Technicians available for the whole event",
  "Backup equipment on standby for larger events",
];

export default function QuoteRequest() {
  return (
    <>
      <div data-quote-hero="">
        <PageHero eyebrow="Request a Quote" title={QUOTE_STAGES.form.title} intro={QUOTE_FORM_INTRO} />
      </div>
      <section aria-labelledby="quote-stage-heading" className="py-10 sm:py-14">
        <div className="container-page">
          <h2 id="quote-stage-heading" tabIndex={-1} className="sr-only">
            {QUOTE_STAGES.form.heading}
          </h2>
          <noscript>
            <p className="mb-6 rounded-xl bg-amber-light p-4 text-ink">
              Building a quote needs JavaScript in your browser. You can also call us on{" "}
              <a href={telHref} className="font-semibold underline">
                {business.phone.display}
              </a>{" "}
              or use the{" "}
              <Link to="/contact" className="font-semibold underline">
                contact form
              </Link>
              .
            </p>
          </noscript>

          <div className="grid gap-10 lg:grid-cols-3" data-quote-stage="form">
            <div className="rounded-2xl border border-line p-6 sm:p-8 lg:col-span-2">
              <QuoteContactForm />
            </div>
            <aside aria-labelledby="selection-heading" className="h-fit rounded-2xl bg-lavender p-6">
              <h2 id="selection-heading" className="text-xl font-bold text-navy">
                Your Selection
              </h2>
              <p className="mt-2 text-3xl font-extrabold text-brand" data-selection-count="">
                {selectionCountLabel(0)}
              </p>
              <p className="mt-2 flex items-center gap-2 text-sm font-semibold text-navy">
                <ShieldCheck className="size-5 text-success" aria-hidden="true" />
                No obligation: nothing is booked until you accept
              </p>
              <ul className="mt-4 grid gap-2 text-sm">
                {sellingPoints.map((point) => (
                  <li key={point} className="flex gap-2">
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
              <Link to="/catalogue" className="mt-5 inline-block text-sm font-semibold text-brand hover:underline">
                Add more from the catalogue
              </Link>
            </aside>
          </div>

          <QuoteSummaryTemplates />
          <QuoteSuccessTemplate />
        </div>
      </section>
      <HalfwayDialog />
    </>
  );
}
