// Every page whose title comes from content stays within 70 characters once
// the brand is added (issue 22 found 18 that did not).
import { describe, expect, it } from "vitest";
import { blogCategories, blogTags } from "./blog/taxonomy";
import { business } from "./business";
import { productCategories, products } from "./catalogue";
import { landingPages } from "./landing";
import { services } from "./services";
import { categoryTitle, tagHeading } from "~/lib/blog";
import { MAX_PAGE_TITLE_LENGTH, formatPageTitle } from "~/lib/seo";
import { allPosts } from "~/server/blog/posts.server";

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
