import { Star } from "lucide-react";
import { Illustration } from "#app/ui/illustration.tsx";
import { cn } from "#app/ui/cn.ts";
import { business } from "#app/platform/business.ts";
import type { PartnerTestimonial } from "#app/features/site/partners/partners-content.ts";
import type { Testimonial } from "#app/features/site/seo/schemas.ts";
import { testimonials as siteTestimonials } from "#app/features/site/content/testimonials.ts";
import { SectionHeading } from "#app/features/site/sections/section-heading.tsx";

/** A review from our review-site profile, or a partner's story. */
export type TestimonialEntry = Testimonial | PartnerTestimonial;

/** The grid for each card count: four in a row, or three. */
const gridColumns = {
  3: "md:grid-cols-3",
  4: "md:grid-cols-2 lg:grid-cols-4",
} as const;

/**
 * The reviews section. With no `testimonials` it shows the site-wide reviews
 * and, unless told otherwise, our overall rating as the intro.
 */
export function TestimonialsSection({
  title,
  testimonials = siteTestimonials,
  eyebrow = "Reviews",
  intro,
  headingId = "testimonials-heading",
  columns = 4,
  tone = "lavender",
}: {
  title: string;
  testimonials?: readonly TestimonialEntry[];
  eyebrow?: string;
  intro?: string;
  headingId?: string;
  columns?: keyof typeof gridColumns;
  /** A white section gives its cards a border to stand out from it. */
  tone?: "lavender" | "white";
}) {
  const ratingIntro =
    testimonials === siteTestimonials
      ? `Rated ${business.rating.value} out of 5 from ${business.rating.count} reviews.`
      : undefined;
  return (
    <section
      aria-labelledby={headingId}
      className={cn("reveal-on-view", tone === "lavender" && "bg-lavender", "py-16 sm:py-20")}
    >
      <div className="container-page">
        <SectionHeading id={headingId} eyebrow={eyebrow} title={title} intro={intro ?? ratingIntro} />
        <ul className={cn("mt-12 grid gap-6", gridColumns[columns])}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className="flex">
              <TestimonialCard testimonial={testimonial} bordered={tone === "white"} />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function TestimonialCard({ testimonial, bordered }: { testimonial: TestimonialEntry; bordered: boolean }) {
  return (
    <figure
      className={cn("flex flex-1 flex-col rounded-2xl", bordered && "border border-line", "bg-white p-6 shadow-sm")}
    >
      <div className="flex gap-0.5 text-amber-dark" role="img" aria-label={`${testimonial.rating} out of 5 stars`}>
        {Array.from({ length: 5 }, (_, index) => (
          <Star
            key={index}
            className="size-4"
            fill={index < testimonial.rating ? "currentColor" : "none"}
            aria-hidden="true"
          />
        ))}
      </div>
      <blockquote className="mt-4 flex-1 leading-relaxed text-ink">
        <p>“{testimonial.content}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center gap-3">
        {"image" in testimonial ? (
          <Illustration name={testimonial.image} alt="" width={48} height={48} className="w-12 rounded-full" />
        ) : (
          <span
            className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white"
            aria-hidden="true"
          >
            {initials(testimonial.name)}
          </span>
        )}
        <span>
          <span className="block font-semibold text-navy">{testimonial.name}</span>
          <span className="block text-sm text-muted">
            {testimonial.role}, {"company" in testimonial ? testimonial.company : testimonial.organisation}
          </span>
        </span>
      </figcaption>
    </figure>
  );
}

/** Up to two capital letters from a person's name, for an avatar without a picture. */
function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part.charAt(0))
    .join("")
    .slice(0, 2)
    .toUpperCase();
}
