// Every page whose title comes from content stays within 70 characters once
// the brand is added (issue 22 found 18 that did not).
import { describe, expect, it } from "vitest";
import { blogCategories, blogTags } from "#app/features/blog/index.ts";
import { business } from "#app/platform/business.ts";
import { productCategories, products } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { landingPages } from "#app/features/landing/content/index.ts";
import { services } from "#app/features/site/content/services.ts";
import { categoryTitle, tagHeading } from "#app/features/blog/blog.ts";
import { MAX_PAGE_TITLE_LENGTH, formatPageTitle } from "#app/features/site/seo/seo.ts";
import { allPosts } from "#app/features/blog/posts.server.ts";

// The titles as the route modules' meta functions build them.
const titles = [
  ...landingPages.map((page) => page.title),
  ...products.map((product) => `${product.name} Hire`),
  ...productCategories.map((category) => `${category.name} for Hire`),
  ...services.map((service) => `${service.title} Sound Hire`),
  ...allPosts().map((post) => post.metaTitle ?? post.title),
  ...blogCategories.map((category) => `${categoryTitle(category.name)} | blog`),
  ...blogTags.map((tag) => tagHeading(tag.name)),
].map((title) => formatPageTitle(title, business.name));

describe("page titles from content", () => {
  it("cover every kind of content page", () => {
    expect(titles.length).toBeGreaterThan(60);
  });

  it.each(titles)("%s fits in 70 characters", (title) => {
    expect(title.length).toBeLessThanOrEqual(MAX_PAGE_TITLE_LENGTH);
  });
});
