// The lead page's building blocks: a titled panel and a labelled value.
import type { ReactNode } from "react";

export function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-white p-6">
      <h2 id={id} className="text-lg font-bold text-navy">
        {title}
      </h2>
      <div className="mt-4">{children}</div>
    </section>
  );
}

export function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_1fr]">
      <dt className="font-semibold text-navy">{label}</dt>
      {/* A value may be one long token (an e-mail address, a web address, a user agent): it wraps anywhere
          rather than widening the page on a phone. */}
      <dd className="min-w-0 whitespace-pre-wrap text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}

/** The lead page forms' submit button. */
export const LEAD_BUTTON_CLASS =
  "inline-flex h-11 items-center gap-2 rounded-lg bg-brand px-5 font-semibold text-white hover:bg-brand-dark";
