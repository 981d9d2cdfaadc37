// The site's general copy in one list, for the content tests that check new
// pages do not repeat it. Test support, not site code: it reads the catalogue's
// promotions from the seed, a server-only module (it carries cost prices).
import { aboutContent } from "#app/features/site/content/about.ts";
import { clientCategories } from "#app/features/site/content/client-categories.ts";
import { contactFaq } from "#app/features/site/content/faq.ts";
import { aboutWhyChooseUs, homeContent } from "#app/features/site/content/home.ts";
import { promotions } from "#app/features/catalogue/index.server.ts";
import { services } from "#app/features/site/content/services.ts";
import { testimonials } from "#app/features/site/content/testimonials.ts";

export const generalSiteCopy: readonly unknown[] = [
  services,
  testimonials,
  clientCategories,
  contactFaq,
  aboutContent,
  homeContent,
  aboutWhyChooseUs,
  promotions,
];
