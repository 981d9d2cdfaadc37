import { ArrowRight, CheckCircle2, Headphones, Music, Volume2 } from "lucide-react";
import { Link } from "react-router";
import { Illustration } from "#app/ui/illustration.tsx";
import type { Service } from "#app/features/site/seo/schemas.ts";

const icons = { sound: Volume2, music: Music, headphones: Headphones } as const;

export function ServiceIcon({ icon, className }: { icon: Service["icon"]; className?: string }) {
  const Icon = icons[icon];
  return <Icon className={className} aria-hidden="true" />;
}

/** A service with its illustration, summary, a few features and 'Learn More'. */
export function ServiceCard({
  service,
  featureCount = 3,
  headingLevel = 3,
}: {
  service: Service;
  featureCount?: number;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm transition-shadow hover:shadow-md">
      <Illustration name={service.image} alt="" width={480} height={320} className="w-full bg-lavender" />
      <div className="flex flex-1 flex-col p-6">
        <div className="flex items-center gap-2 text-brand">
          <ServiceIcon icon={service.icon} className="size-5" />
          <Heading className="text-xl font-bold text-navy">{service.title}</Heading>
        </div>
        <p className="mt-3 leading-relaxed text-muted">{service.shortDescription}</p>
        {featureCount > 0 ? (
          <ul className="mt-4 grid gap-2 text-sm">
            {service.features.slice(0, featureCount).map((feature) => (
              <li key={feature} className="flex gap-2">
                <CheckCircle2 className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
                <span>{feature}</span>
              </li>
            ))}
          </ul>
        ) : null}
        <Link
          to={`/services/${service.slug}`}
          className="mt-auto inline-flex items-center gap-1 pt-6 font-semibold text-brand hover:underline"
        >
          Learn More<span className="sr-only"> about {service.title}</span>
          <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
    </article>
  );
}
