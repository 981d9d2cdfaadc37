// The quote page's form-stage piece that holds no state: the visitor's
// selection beside the form.
import { CheckCircle2, ShieldCheck } from "lucide-react";
import { selectionCountLabel } from "#app/features/quotes/request/quote-request.ts";

const sellingPoints = [
  "Equipment tested before every hire",
  "Delivery, setup and collection across Gauteng",
  "Technicians available for the whole event",
  "Backup equipment on standby for larger events",
];

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
