// The site's general copy in one list, for the content tests that check new
// pages do not repeat it.
import { aboutContent } from "./about";
import { clientCategories } from "./client-categories";
import { contactFaq } from "./faq";
import { aboutWhyChooseUs, homeContent } from "./home";
import { promotions } from "./promotions";
import { services } from "./services";
import { testimonials } from "./testimonials";

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
