import { ArrowRight, Tag } from "lucide-react";
import { Link } from "react-router";
import { Illustration } from "#app/ui/illustration.tsx";
import { formatDiscount, formatRand } from "#app/features/catalogue/pricing.ts";
import { displayPrice, type PricedPromotion } from "#app/features/quotes/index.ts";
import { SectionHeading } from "#app/features/site/components.tsx";

/** `promotions` with their hire prices (the route's loader prices them: cost prices stay on the server). */
export function PromotionsSection({
  title,
  intro,
  promotions,
}: {
  title: string;
  intro: string;
  promotions: readonly PricedPromotion[];
}) {
  return (
    <section aria-labelledby="promotions-heading" className="reveal-on-view py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="promotions-heading" eyebrow="Special promotions" title={title} intro={intro} />
        <ul className="mt-12 grid gap-6 md:grid-cols-3">
          {promotions.map((promotion) => (
            <li key={promotion.id} className="flex">
              <article className="relative flex flex-1 flex-col overflow-hidden rounded-2xl border border-line bg-white shadow-sm">
                <span className="absolute left-4 top-4 inline-flex items-center gap-1 rounded-full bg-amber px-3 py-1 text-sm font-bold text-ink">
                  <Tag className="size-3.5" aria-hidden="true" />
                  {formatDiscount(promotion.discountPercentage)}
                </span>
                <Illustration name={promotion.image} alt="" width={480} height={320} className="w-full bg-lavender" />
                <div className="flex flex-1 flex-col p-6">
                  <h3 className="text-xl font-bold text-navy">{promotion.name}</h3>
                  <p className="mt-2 flex-1 leading-relaxed text-muted">{promotion.description}</p>
                  <p className="mt-4 text-sm text-muted">
                    Estimated hire from{" "}
                    <span className="text-2xl font-extrabold text-navy">
                      {formatRand(displayPrice("promotion", promotion) ?? 0)}
                    </span>
                  </p>
                  <p className="text-sm text-muted">For up to {promotion.capacity} guests</p>
                  <Link
                    to={`/catalogue/promotions#${promotion.id}`}
                    className="mt-4 inline-flex items-center gap-1 font-semibold text-brand hover:underline"
                  >
                    View deal<span className="sr-only">: {promotion.name}</span>
                    <ArrowRight className="size-4" aria-hidden="true" />
                  </Link>
                </div>
              </article>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
