// site's public components: what other features render of it.
// Apart from index.ts, so code that runs under Node alone (scripts, the reliability tests,
// the benchmarks) can use the feature's rules and services without loading React modules.
export { Breadcrumbs } from "#app/features/site/sections/breadcrumbs.tsx";
export { ContactPage } from "#app/features/site/contact-page.tsx";
export { CheckList } from "#app/features/site/sections/check-list.tsx";
export { FaqAccordion } from "#app/features/site/sections/faq-accordion.tsx";
export { PageHero } from "#app/features/site/sections/page-hero.tsx";
export { SectionHeading } from "#app/features/site/sections/section-heading.tsx";
