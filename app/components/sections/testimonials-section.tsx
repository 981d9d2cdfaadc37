import { Star } from "lucide-react";
import { Illustration } from "~/components/ui/illustration";
import { business } from "~/content/business";
import { testimonials } from "~/content/testimonials";
import { SectionHeading } from "./section-heading";

export function TestimonialsSection({ title }: { title: string }) {
  return (
    <section data-reveal="" aria-labelledby="testimonials-heading" className="bg-lavender py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading
          id="testimonials-heading"
          eyebrow="Reviews"
          title={title}
          intro={`Rated ${business.rating.value} out of 5 from ${business.rating.count} reviews.`}
        />
        <ul className="mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id} className="flex">
              <figure className="flex flex-1 flex-col rounded-2xl bg-white p-6 shadow-sm">
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
                  <Illustration name={testimonial.image} alt="" width={48} height={48} className="size-12 rounded-full" />
                  <span>
                    <span className="block font-semibold text-navy">{testimonial.name}</span>
                    <span className="block text-sm text-muted">
                      {testimonial.role}, {testimonial.company}
                    </span>
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
