import { describe, expect, it } from "vitest";
import { business } from "#app/platform/business.ts";
import {
  absoluteUrl,
  breadcrumbJsonLd,
  buildPageMeta,
  faqJsonLd,
  formatPageTitle,
  localBusinessJsonLd,
  serviceJsonLd,
} from "#app/features/site/seo/seo.ts";

const siteUrl = "https://www.example.co.za";

describe("formatPageTitle", () => {
  it("formats titles as 'Title | brand'", () => {
    expect(formatPageTitle("About Us", "Sandton Sound Hire")).toBe("About Us | Sandton Sound Hire");
  });
  it("does not repeat the brand", () => {
    expect(formatPageTitle("Sandton Sound Hire", "Sandton Sound Hire")).toBe("Sandton Sound Hire");
  });
});

describe("absoluteUrl", () => {
  it("joins the site URL and a path once", () => {
    expect(absoluteUrl(siteUrl, "/about")).toBe("https://www.example.co.za/about");
    expect(absoluteUrl(`${siteUrl}/`, "about")).toBe("https://www.example.co.za/about");
    expect(absoluteUrl(siteUrl, "/")).toBe("https://www.example.co.za/");
  });
  it("leaves absolute URLs alone", () => {
    expect(absoluteUrl(siteUrl, "https://cdn.example.com/a.png")).toBe("https://cdn.example.com/a.png");
  });
});

describe("localBusinessJsonLd", () => {
  const node = localBusinessJsonLd(business, siteUrl);
  it("carries the opening hours Monday to Friday 08:00-18:00 and Saturday 09:00-16:00", () => {
    expect(node.openingHoursSpecification).toEqual([
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
        opens: "08:00",
        closes: "18:00",
      },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
    ]);
  });
  it("says the same hours as the contact page", () => {
    // "8:00 AM to 6:00 PM" → ["08:00", "18:00"]
    const clock = (time: string) => {
      const [, hours = "", minutes = "", half] = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(time) ?? [];
      return `${String((Number(hours) % 12) + (half === "PM" ? 12 : 0)).padStart(2, "0")}:${minutes}`;
    };
    const shown = business.hours
      .filter((entry) => entry.time.includes(" to "))
      .map((entry) => entry.time.split(" to ").map(clock));
    expect(business.openingHoursSpecification.map((spec) => [spec.opens, spec.closes])).toEqual(shown);
  });
  it("shows the price range R$$ and the rating 4.9 from 87", () => {
    expect(node.priceRange).toBe("R$$");
    expect(node.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 87 });
  });
  it("serves a 100 km circle around central Johannesburg", () => {
    expect(node.areaServed).toEqual({
      "@type": "GeoCircle",
      geoMidpoint: { "@type": "GeoCoordinates", latitude: -26.2041, longitude: 28.0473 },
      geoRadius: 100_000,
    });
  });
  it("lists the social profiles", () => {
    expect(node.sameAs).toHaveLength(business.social.length);
  });
});

describe("breadcrumbJsonLd", () => {
  it("starts at Home and numbers each step", () => {
    const node = breadcrumbJsonLd([{ name: "Services", path: "/services" }], siteUrl);
    expect(node.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: "https://www.example.co.za/" },
      { "@type": "ListItem", position: 2, name: "Services", item: "https://www.example.co.za/services" },
    ]);
  });
});

describe("serviceJsonLd and faqJsonLd", () => {
  it("links the service to the business and its area", () => {
    const node = serviceJsonLd({
      name: "Weddings sound hire",
      description: "Ceremony and reception sound",
      path: "/services/weddings",
      serviceType: "Sound equipment hire",
      siteUrl,
      business,
    });
    expect(node.provider).toEqual({ "@id": "https://www.example.co.za/#business" });
    expect(node.areaServed).toMatchObject({ geoRadius: 100_000 });
  });
  it("turns FAQ entries into questions with accepted answers", () => {
    const node = faqJsonLd([{ question: "Q?", answer: "A." }]);
    expect(node.mainEntity).toEqual([
      { "@type": "Question", name: "Q?", acceptedAnswer: { "@type": "Answer", text: "A." } },
    ]);
  });
});

describe("buildPageMeta", () => {
  const image = {
    url: "/assets/site-Bx3k9.png",
    alt: "Sandton Sound Hire: professional sound and AV hire for events across Gauteng.",
    width: 1200,
    height: 630,
    type: "image/png",
  } as const;
  const meta = buildPageMeta({
    title: "About Us",
    description: "Who we are",
    path: "/about",
    siteUrl,
    business,
    image,
    breadcrumbs: [{ name: "About", path: "/about" }],
    keywords: ["sound hire", "Sandton"],
  });
  it("sets title, description, canonical, Open Graph and Twitter tags", () => {
    expect(meta).toContainEqual({ title: "About Us | Sandton Sound Hire" });
    expect(meta).toContainEqual({ name: "description", content: "Who we are" });
    expect(meta).toContainEqual({ tagName: "link", rel: "canonical", href: "https://www.example.co.za/about" });
    expect(meta).toContainEqual({ property: "og:url", content: "https://www.example.co.za/about" });
    expect(meta).toContainEqual({ name: "twitter:title", content: "About Us | Sandton Sound Hire" });
    expect(meta).toContainEqual({ name: "keywords", content: "sound hire, Sandton" });
  });
  it("gives the share image as an absolute URL with its type, size and description", () => {
    expect(meta).toContainEqual({ property: "og:image", content: "https://www.example.co.za/assets/site-Bx3k9.png" });
    expect(meta).toContainEqual({ property: "og:image:type", content: "image/png" });
    expect(meta).toContainEqual({ property: "og:image:width", content: "1200" });
    expect(meta).toContainEqual({ property: "og:image:height", content: "630" });
    expect(meta).toContainEqual({ property: "og:image:alt", content: image.alt });
    expect(meta).toContainEqual({ name: "twitter:image", content: "https://www.example.co.za/assets/site-Bx3k9.png" });
    expect(meta).toContainEqual({ name: "twitter:image:alt", content: image.alt });
  });
  it("always includes the LocalBusiness and adds breadcrumbs when given", () => {
    const types = meta
      .filter((entry) => "script:ld+json" in entry)
      .map((entry) => ((entry as Record<string, unknown>)["script:ld+json"] as { "@type": string })["@type"]);
    expect(types).toEqual(["LocalBusiness", "BreadcrumbList"]);
  });
  it("marks noindex pages", () => {
    const hidden = buildPageMeta({ title: "x", description: "y", path: "/x", siteUrl, business, image, noindex: true });
    expect(hidden).toContainEqual({ name: "robots", content: "noindex, nofollow" });
  });
});
