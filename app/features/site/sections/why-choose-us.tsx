import { Award, Clock, ShieldCheck, Speaker } from "lucide-react";
import { SectionHeading } from "#app/features/site/sections/section-heading.tsx";

const icons = [Award, ShieldCheck, Clock, Speaker];

export function WhyChooseUs({
  points,
  intro,
}: {
  points: readonly { title: string; description: string }[];
  intro?: string;
}) {
  return (
    <section aria-labelledby="why-heading" className="reveal-on-view py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="why-heading" eyebrow="Why us" title="Why Choose Us?" intro={intro} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {points.map((point, index) => {
            const Icon = icons[index % icons.length] ?? Award;
            return (
              <li key={point.title} className="rounded-2xl border border-line p-6">
                <span className="inline-flex size-12 items-center justify-center rounded-xl bg-amber-light text-navy">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-4 text-lg font-bold text-navy">{point.title}</h3>
                <p className="mt-2 leading-relaxed text-muted">{point.description}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
