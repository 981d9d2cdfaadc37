import { Illustration } from "#app/ui/illustration.tsx";
import { clientCategories } from "#app/features/site/content/client-categories.ts";
import { SectionHeading } from "#app/features/site/sections/section-heading.tsx";

export function ClientCategoriesSection({ title, intro }: { title: string; intro: string }) {
  return (
    <section aria-labelledby="clients-heading" className="reveal-on-view py-16 sm:py-20">
      <div className="container-page">
        <SectionHeading id="clients-heading" eyebrow="Who we work with" title={title} intro={intro} />
        <ul className="mt-12 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {clientCategories.map((category) => (
            <li key={category.id} className="rounded-2xl border border-line bg-white p-5 text-center">
              <Illustration name={category.image} alt="" width={160} height={120} className="mx-auto w-32" />
              <h3 className="mt-3 font-bold text-navy">{category.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-muted">{category.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
