import type { ReactNode } from "react";

/** The dark banner at the top of inner pages. */
export function PageHero({
  eyebrow,
  title,
  intro,
  children,
}: {
  eyebrow?: string;
  title: string;
  intro?: string;
  children?: ReactNode;
}) {
  return (
    <section className="bg-navy text-white">
      <div className="container-page py-14 sm:py-20">
        {eyebrow ? <p className="text-sm font-bold uppercase tracking-widest text-amber-light">{eyebrow}</p> : null}
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
        {intro ? <p className="mt-5 max-w-2xl text-lg leading-relaxed text-slate-200">{intro}</p> : null}
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
