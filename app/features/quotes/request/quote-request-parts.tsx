// The quote page's form-stage pieces that hold no state: the note for browsers
// without JavaScript, and the visitor's selection beside the form.
import { CheckCircle2, ShieldCheck } from "lucide-react";
import { business, telHref } from "#app/platform/business.ts";
import { selectionCountLabel } from "#app/features/quotes/request/quote-request.ts";

const sellingPoints = [
  "Equipment tested before every hire",
  "Delivery, setup and collection across Gauteng",
  "Technicians available for the whole event",
  "Backup equipment on standby for larger events",
];

/** Without JavaScript the page says it needs it and offers the phone and the contact form. */
export function JavaScriptNeededNote() {
  return (
    <noscript>
      <p className="mb-6 rounded-xl bg-amber-light p-4 text-ink">
        Building a quote needs JavaScript in your browser. You can also call us on{" "}
        <a href={telHref} className="font-semibold underline">
          {business.phone.display}
        </a>{" "}
        or use the{" "}
        <a href="/contact" className="font-semibold underline">
          contact form
        </a>
        .
      </p>
    </noscript>
  );
}

/** The selection's count, the promise of no obligation and the selling points. */
export function SelectionSummary({ totalItems }: { totalItems: number }) {
  return (
    <aside aria-labelledby="selection-heading" className="h-fit rounded-2xl bg-lavender p-6">
      <h2 id="selection-heading" className="text-xl font-bold text-navy">
        Your Selection
      </h2>
      <p className="mt-2 text-3xl font-extrabold text-brand">{selectionCountLabel(totalItems)}</p>
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
      <a href="/catalogue" className="mt-5 inline-block text-sm font-semibold text-brand hover:underline">
        Add more from the catalogue
      </a>
    </aside>
  );
}
