import { describe, expect, it } from "vitest";
import { collectStrings } from "#app/features/site/copy-checks.ts";
import { z } from "zod";
import { aboutContent } from "#app/features/site/content/about.ts";
import {
  BUNDLE_IDS,
  PERSONNEL_IDS,
  PRODUCT_IDS,
  PROMOTION_IDS,
} from "#app/features/catalogue/content/catalogue-ids.ts";
import { clientCategories } from "#app/features/site/content/client-categories.ts";
import { contactFaq } from "#app/features/site/content/faq.ts";
import { aboutWhyChooseUs, homeContent } from "#app/features/site/content/home.ts";
import { getPromotionById, promotions } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import {
  CLIENT_CATEGORY_IDS,
  ClientCategorySchema,
  FaqEntrySchema,
  PromotionSchema,
  SERVICE_SLUGS,
  ServiceSchema,
  TestimonialSchema,
} from "#app/features/site/seo/schemas.ts";
import { getOtherServices, getServiceBySlug, services } from "#app/features/site/content/services.ts";
import { testimonials } from "#app/features/site/content/testimonials.ts";

const wordCount = (text: string): number => text.trim().split(/\s+/).filter(Boolean).length;

const TitledTextSchema = z.object({
  title: z.string().min(3),
  description: z.string().min(40),
});

const AboutContentSchema = z.object({
  heroTitle: z.string().min(10),
  heroIntro: z.string().min(40),
  story: z.array(z.string().min(80)).length(4),
  values: z.array(TitledTextSchema).length(4),
  stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(3) })).length(4),
});

const HomeContentSchema = z.object({
  heroEyebrow: z.string().min(10),
  heroTitle: z.string().min(10),
  heroSubtitle: z.string().min(40),
  whyChooseUs: z
    .array(
      z.object({
        title: z.enum(["Expertise", "Reliability", "Punctuality", "Quality Equipment"]),
        description: z.string().min(80).max(200),
      }),
    )
    .length(4),
  clientsHeading: z.string().min(3),
  clientsIntro: z.string().min(20),
  servicesHeading: z.string().min(3),
  servicesIntro: z.string().min(20),
  testimonialsHeading: z.string().min(3),
  promotionsHeading: z.string().min(3),
  promotionsIntro: z.string().min(20),
  ctaTitle: z.string().min(3),
  ctaText: z.string().min(20),
});

const allCopy: string[] = collectStrings([
  services,
  testimonials,
  clientCategories,
  contactFaq,
  aboutContent,
  homeContent,
  aboutWhyChooseUs,
  promotions,
]);

describe("services", () => {
  it("match the schema, in SERVICE_SLUGS order", () => {
    const parsed = z.array(ServiceSchema).parse(services);
    expect(parsed).toHaveLength(4);
    expect(parsed.map((service) => service.slug)).toEqual([...SERVICE_SLUGS]);
    expect(parsed.map((service) => service.title)).toEqual([
      "Corporate Events",
      "Weddings",
      "DJ Events",
      "Bands & Live Music",
    ]);
    expect(parsed.map((service) => service.icon)).toEqual(["sound", "music", "headphones", "music"]);
  });

  it("use the slug as id and a matching illustration", () => {
    for (const service of services) {
      expect(service.id).toBe(service.slug);
      expect(service.image).toBe(`service-${service.slug}`);
    }
  });

  it("have full descriptions of 3 to 5 paragraphs and 250 to 450 words", () => {
    for (const service of services) {
      expect(service.shortDescription.length).toBeLessThanOrEqual(220);
      expect(service.fullDescription.length).toBeGreaterThanOrEqual(3);
      expect(service.fullDescription.length).toBeLessThanOrEqual(5);
      const words = wordCount(service.fullDescription.join(" "));
      expect(words, service.slug).toBeGreaterThanOrEqual(250);
      expect(words, service.slug).toBeLessThanOrEqual(450);
    }
  });

  it("getServiceBySlug finds a service and returns undefined for an unknown slug", () => {
    expect(getServiceBySlug("weddings")?.title).toBe("Weddings");
    expect(getServiceBySlug("nope")).toBeUndefined();
  });

  it("getOtherServices leaves out the current service and respects the limit", () => {
    const others = getOtherServices("weddings");
    expect(others).toHaveLength(3);
    expect(others.some((service) => service.slug === "weddings")).toBe(false);
    expect(others.map((service) => service.slug)).toEqual(["corporate-events", "dj-events", "bands"]);
    expect(getOtherServices("bands", 2).map((service) => service.slug)).toEqual(["corporate-events", "weddings"]);
  });
});

describe("testimonials", () => {
  it("match the schema", () => {
    const parsed = z.array(TestimonialSchema).parse(testimonials);
    expect(parsed).toHaveLength(4);
    expect(parsed.map((testimonial) => testimonial.image)).toEqual(["avatar-1", "avatar-2", "avatar-3", "avatar-4"]);
  });

  it("are rated 4 or 5 stars, at least three of them 5", () => {
    for (const testimonial of testimonials) {
      expect([4, 5]).toContain(testimonial.rating);
      expect(testimonial.content.length).toBeGreaterThanOrEqual(60);
      expect(testimonial.content.length).toBeLessThanOrEqual(320);
    }
    expect(testimonials.filter((testimonial) => testimonial.rating === 5).length).toBeGreaterThanOrEqual(3);
  });

  it("have unique ids", () => {
    expect(new Set(testimonials.map((testimonial) => testimonial.id)).size).toBe(testimonials.length);
  });
});

describe("client categories", () => {
  it("match the schema, in CLIENT_CATEGORY_IDS order", () => {
    const parsed = z.array(ClientCategorySchema).parse(clientCategories);
    expect(parsed.map((category) => category.id)).toEqual([...CLIENT_CATEGORY_IDS]);
    for (const category of parsed) {
      expect(category.image).toBe(`client-${category.id}`);
    }
  });
});

describe("contact FAQ", () => {
  it("has five valid entries", () => {
    expect(z.array(FaqEntrySchema).parse(contactFaq)).toHaveLength(5);
  });

  it("states the service area and travel fees", () => {
    const answer = contactFaq[0]?.answer ?? "";
    expect(answer).toContain("Sandton and Gauteng including Johannesburg and Pretoria");
    expect(answer).toMatch(/further afield/);
    expect(answer).toMatch(/Additional travel fees may apply outside the service area/);
  });

  it("states the booking lead times", () => {
    const answer = contactFaq[1]?.answer ?? "";
    expect(answer).toContain("2 to 4 weeks ahead");
    // The spec keeps November to December in this FAQ, and October to December in the service tips (issue 35).
    expect(answer).toContain("1 to 2 months ahead in peak season (November to December)");
  });
});

describe("the peak season", () => {
  it("is October to December on every page but the contact FAQ, which the spec keeps at November to December", () => {
    const files = import.meta.glob(
      [
        "/app/features/**/*.ts",
        "/app/features/blog/content/posts/*.md",
        "!/app/features/**/*.test.ts",
        "!/app/features/site/content/faq.ts",
      ],
      {
        query: "?raw",
        import: "default",
        eager: true,
      },
    );
    const late = Object.entries(files)
      .filter(([, text]) => /November (?:and|to|or) December/i.test(String(text)))
      .map(([file]) => file);
    expect(Object.keys(files).length).toBeGreaterThan(30);
    expect(late).toEqual([]);
  });
});

describe("about and home copy", () => {
  it("about content has the expected shape", () => {
    AboutContentSchema.parse(aboutContent);
    expect(aboutContent.story.join(" ")).toContain("2015");
  });

  it("home content has the four reasons in order", () => {
    const parsed = HomeContentSchema.parse(homeContent);
    expect(parsed.whyChooseUs.map((point) => point.title)).toEqual([
      "Expertise",
      "Reliability",
      "Punctuality",
      "Quality Equipment",
    ]);
  });

  it("the About page has its own four reasons", () => {
    const parsed = z.array(TitledTextSchema).length(4).parse(aboutWhyChooseUs);
    const homeTitles = homeContent.whyChooseUs.map((point) => point.title as string);
    for (const point of parsed) {
      expect(homeTitles).not.toContain(point.title);
    }
  });
});

describe("promotions", () => {
  it("match the schema, in PROMOTION_IDS order, with the agreed discounts", () => {
    const parsed = z.array(PromotionSchema).parse(promotions);
    expect(parsed.map((promotion) => promotion.id)).toEqual([...PROMOTION_IDS]);
    expect(parsed.map((promotion) => promotion.discountPercentage)).toEqual([0.15, 0.1, 0.12]);
    expect(parsed.map((promotion) => promotion.costPrice)).toEqual([22500, 13000, 22000]);
    expect(parsed.map((promotion) => promotion.capacity)).toEqual([100, 80, 200]);
    for (const promotion of parsed) {
      expect(promotion.image).toBe(`promotion-${promotion.id}`);
      expect(promotion.description.length).toBeLessThanOrEqual(300);
    }
  });

  it("refer only to catalogue items that exist", () => {
    const idsByType: Record<"product" | "bundle" | "personnel", readonly string[]> = {
      product: PRODUCT_IDS,
      bundle: BUNDLE_IDS,
      personnel: PERSONNEL_IDS,
    };
    for (const promotion of promotions) {
      for (const item of promotion.items) {
        expect(idsByType[item.type], `${promotion.id}: ${item.id}`).toContain(item.id);
      }
    }
  });

  it("getPromotionById finds a promotion and returns undefined for an unknown id", () => {
    expect(getPromotionById("speaker-power-duo")?.name).toBe("Speaker Power Duo");
    expect(getPromotionById("nope")).toBeUndefined();
  });
});

describe("copy quality", () => {
  it("repeats no sentence longer than eight words", () => {
    const seen = new Map<string, number>();
    for (const text of allCopy) {
      for (const raw of text.split(/[.!?]/)) {
        const sentence = raw.trim().replace(/\s+/g, " ").toLowerCase();
        if (wordCount(sentence) > 8) seen.set(sentence, (seen.get(sentence) ?? 0) + 1);
      }
    }
    const repeated = [...seen].filter(([, count]) => count > 1).map(([sentence]) => sentence);
    expect(repeated).toEqual([]);
  });

  it("contains no placeholder text", () => {
    for (const text of allCopy) {
      expect(text).not.toMatch(/lorem ipsum|\bTODO\b|\bTBD\b|placeholder/i);
    }
  });
});

describe("catalogue sections", () => {
  it("are the five sections of the spec, each valid", async () => {
    const { catalogueSections } = await import("#app/features/catalogue/content/catalogue-sections.ts");
    const { CatalogueSectionSchema } = await import("#app/features/site/seo/schemas.ts");
    for (const section of catalogueSections) CatalogueSectionSchema.parse(section);
    expect(catalogueSections.map((section) => section.route)).toEqual([
      "/catalogue/products",
      "/catalogue/bundles",
      "/catalogue/personnel",
      "/catalogue/promotions",
      "/catalogue/add-ons",
    ]);
  });
});
