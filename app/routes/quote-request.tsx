import { CheckCircle2, ShieldCheck } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import type { Route } from "./+types/quote-request";
import { QuoteContactForm } from "~/components/quote/quote-contact-form";
import { useQuote } from "~/components/quote/quote-provider";
import { QuoteSummary } from "~/components/quote/quote-summary";
import { PageHero } from "~/components/sections/page-hero";
import { pageMeta } from "~/components/seo/page-meta";
import { Button } from "~/components/ui/button";
import { notify } from "~/enhance/toasts";
import { business, telHref } from "~/content/business";
import type { FieldErrors, QuoteContactFormValues } from "~/lib/lead-forms";
import { isTicked } from "~/lib/lead-forms";
import type { QuoteDocument, QuoteRequestType } from "~/lib/quote-document";
import { localQuoteDocument } from "~/lib/quote-local";
import {
  type QuoteToast,
  decisionFailureToast,
  decisionSuccessToasts,
  notificationNotSuccessfulToast,
  notificationThrewToast,
  quoteDownloadFailed,
  quoteDownloadedToast,
  quoteGeneratedToast,
  quoteSentToast,
} from "~/lib/quote-messages";
import { createQuote, decideQuote, fetchQuotePdf } from "~/lib/quotes-client";
import { newSubmissionKey } from "~/lib/submission-key";
import { toastLimits } from "~/lib/toast-policy";

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: "Request a Quote",
    description:
      "Turn your selection of sound equipment, bundles and crew into a quote from Sandton Sound Hire: see the estimated total, download it as a PDF and accept it online.",
    breadcrumbs: [{ name: "Request a Quote", path: "/quote-request" }],
  });

type Stage = "form" | "summary" | "success";

interface GeneratedQuote {
  quote: QuoteDocument;
  accessToken?: string;
}

const sellingPoints = [
  "Equipment tested before every hire",
  "Delivery, setup and collection across Gauteng",
  "Technicians available for the whole event",
  "Backup equipment on standby for larger events",
];

function toast(message: QuoteToast) {
  notify({ ...message, duration: toastLimits.formActionDurationMs });
}

export default function QuoteRequest() {
  const quote = useQuote();
  const navigate = useNavigate();
  const [stage, setStage] = useState<Stage>("form");
  const [generated, setGenerated] = useState<GeneratedQuote | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [pending, setPending] = useState<QuoteRequestType | null>(null);
  const [downloading, setDownloading] = useState(false);
  const [halfwayOpen, setHalfwayOpen] = useState(false);
  const submissionKey = useRef<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Nothing to quote on the form stage: back to the catalogue.
  useEffect(() => {
    if (quote.restored && stage === "form" && quote.items.length === 0) void navigate("/catalogue", { replace: true });
  }, [quote.restored, quote.items.length, stage, navigate]);

  useEffect(() => {
    if (stage !== "form") headingRef.current?.focus();
  }, [stage]);

  async function submitContact(values: QuoteContactFormValues) {
    setSubmitting(true);
    setServerErrors({});
    submissionKey.current ??= newSubmissionKey();
    const contact = { name: values.name, email: values.email, phone: values.phone };
    const result = await createQuote(
      {
        contact,
        eventDate: values.eventDate,
        venue: values.venue,
        marketingConsent: isTicked(values.marketingConsent),
        items: quote.items,
        referrer: window.location.href,
      },
      submissionKey.current,
    );
    setSubmitting(false);

    if (result.outcome === "invalid") {
      const errors = Object.fromEntries(result.errors.map((error) => [error.field.replace(/^contact\./, ""), error.message]));
      const contactErrors = Object.fromEntries(Object.entries(errors).filter(([field]) => !field.startsWith("items")));
      if (Object.keys(contactErrors).length > 0) {
        setServerErrors(contactErrors);
        return;
      }
    }

    if (result.outcome === "created") {
      setGenerated({ quote: result.quote, accessToken: result.accessToken });
      toast(quoteGeneratedToast);
      if (result.customerEmailQueued) toast(quoteSentToast(result.quoteNumber));
    } else {
      // The team could not be told, but the visitor still sees their quote.
      toast(result.outcome === "network" ? notificationThrewToast : notificationNotSuccessfulToast);
      toast(quoteGeneratedToast);
      const event = { eventDate: values.eventDate || undefined, venue: values.venue || undefined };
      setGenerated({ quote: localQuoteDocument(quote.items, contact, quote.quoteNumber, new Date(), event) });
    }
    quote.setShowPrices(true);
    setStage("summary");
  }

  async function decide(requestType: QuoteRequestType) {
    if (!generated) return;
    setPending(requestType);
    const { quote: document, accessToken } = generated;
    const result = await decideQuote(document.quoteNumber, accessToken, requestType, {
      contact: document.contact,
      items: document.lines,
      totalPrice: document.totalPrice,
      totalDiscount: document.totalDiscount,
    });
    setPending(null);
    if (!result.ok) {
      toast(decisionFailureToast(requestType));
      return;
    }
    toast(decisionSuccessToasts[requestType]);
    if (requestType === "undecided") {
      setHalfwayOpen(true);
      return;
    }
    finish();
  }

  function finish() {
    quote.reset();
    setStage("success");
  }

  async function download() {
    if (!generated) return;
    setDownloading(true);
    const blob = await fetchQuotePdf(generated.quote.quoteNumber, generated.accessToken);
    setDownloading(false);
    if (!blob) {
      toast({ title: "Error", description: quoteDownloadFailed, variant: "destructive" });
      return;
    }
    const url = URL.createObjectURL(blob);
    const link = document.createElement("a");
    link.href = url;
    link.download = `Quote-${generated.quote.quoteNumber}.pdf`;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
    toast(quoteDownloadedToast);
  }

  return (
    <>
      <PageHero
        eyebrow="Request a Quote"
        title={stage === "success" ? "Thank You!" : stage === "summary" ? "Review your quote" : "Request a Quote"}
        intro={
          stage === "form"
            ? "Tell us who the quote is for and we will show your estimated total straight away. No obligation: nothing is booked until you accept."
            : undefined
        }
      />
      <section aria-labelledby="quote-stage-heading" className="py-10 sm:py-14">
        <div className="container-page">
          <h2 id="quote-stage-heading" ref={headingRef} tabIndex={-1} className="sr-only">
            {stage === "form" ? "Your details" : stage === "summary" ? "Quote summary" : "Quote sent"}
          </h2>
          <noscript>
            <p className="mb-6 rounded-xl bg-amber-light p-4 text-ink">
              Building a quote needs JavaScript in your browser. You can also call us on {business.phone.display} or use
              the contact form.
            </p>
          </noscript>

          {stage === "form" ? (
            <div className="grid gap-10 lg:grid-cols-3">
              <div className="rounded-2xl border border-line p-6 sm:p-8 lg:col-span-2">
                <QuoteContactForm onSubmit={submitContact} submitting={submitting} serverErrors={serverErrors} />
              </div>
              <aside aria-labelledby="selection-heading" className="h-fit rounded-2xl bg-lavender p-6">
                <h2 id="selection-heading" className="text-xl font-bold text-navy">
                  Your Selection
                </h2>
                <p className="mt-2 text-3xl font-extrabold text-brand" data-selection-count="">
                  {quote.totalItems} {quote.totalItems === 1 ? "item" : "items"}
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
          ) : null}

          {stage === "summary" && generated ? (
            <QuoteSummary quote={generated.quote} pending={pending} downloading={downloading} onDecide={decide} onDownload={download} />
          ) : null}

          {stage === "success" ? (
            <div className="mx-auto max-w-xl rounded-2xl border border-green-200 bg-green-50 p-8 text-center" data-quote-success="">
              <CheckCircle2 className="mx-auto size-12 text-success" aria-hidden="true" />
              <p className="mt-4 text-2xl font-extrabold text-navy">Thank You!</p>
              <p className="mt-2 text-ink">
                Your quote number is <strong data-quote-number="">{generated?.quote.quoteNumber}</strong>. Keep it handy if you call us on{" "}
                <a href={telHref} className="font-semibold text-brand underline">
                  {business.phone.display}
                </a>
                .
              </p>
              <Button asChild variant="brand" size="lg" className="mt-6">
                <Link to="/catalogue">Continue Browsing Catalogue</Link>
              </Button>
            </div>
          ) : null}
        </div>
      </section>

      <Dialog.Root
        open={halfwayOpen}
        onOpenChange={(open) => {
          setHalfwayOpen(open);
          if (!open) finish();
        }}
      >
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-50 bg-ink/50" />
          <Dialog.Content className="fixed left-1/2 top-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none">
            <Dialog.Title className="text-xl font-extrabold text-navy">We can try to meet you halfway!</Dialog.Title>
            <Dialog.Description className="mt-3 text-ink">
              If the price is what is holding you back, call us on {business.phone.display} and mention quote{" "}
              <strong>{generated?.quote.quoteNumber}</strong>. We will look at the equipment, the hours and the date with you and
              find a version that fits your budget.
            </Dialog.Description>
            <Dialog.Close asChild>
              <Button type="button" variant="brand" className="mt-6 w-full">
                Close
              </Button>
            </Dialog.Close>
          </Dialog.Content>
        </Dialog.Portal>
      </Dialog.Root>
    </>
  );
}
