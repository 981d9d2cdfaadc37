// Builds every page's head: title, description, canonical URL, Open Graph,
// Twitter card and JSON-LD. Pure: callers pass the site URL and the facts.
import type { MetaDescriptor } from "react-router";
import type { Business } from "#app/platform/business.ts";

export type JsonLd = Record<string, unknown>;

export interface Crumb {
  name: string;
  path: string;
}

/** A page's share image: a PNG or JPEG of 1200×630 (Facebook, X and LinkedIn take no SVG). */
export interface ShareImage {
  /** Path or absolute URL. */
  url: string;
  /** og:image:alt. */
  alt: string;
  width: number;
  height: number;
  type: "image/png" | "image/jpeg";
}

export interface PageMetaInput {
  title: string;
  description: string;
  /** Path of the page, e.g. "/services/weddings". */
  path: string;
  siteUrl: string;
  business: Business;
  keywords?: readonly string[];
  /** The social preview image. */
  image: ShareImage;
  ogType?: "website" | "article" | "product";
  noindex?: boolean;
  /** Breadcrumb trail after Home; adds a BreadcrumbList. */
  breadcrumbs?: readonly Crumb[];
  /** Extra JSON-LD nodes (Service, Product, BlogPosting, ...). */
  jsonLd?: readonly JsonLd[];
}

/** Search results and browser tabs cut a title past about 70 characters: every page's stays within. */
export const MAX_PAGE_TITLE_LENGTH = 70;

/** Whether `title` still fits once the brand is added ('Title | brand'). */
export function pageTitleFits(title: string, brand: string): boolean {
  return formatPageTitle(title, brand).length <= MAX_PAGE_TITLE_LENGTH;
}

/** Search results cut a description past about 160 characters: every page's stays within. */
export const MAX_META_DESCRIPTION_LENGTH = 160;

export function metaDescriptionFits(description: string): boolean {
  return description.length <= MAX_META_DESCRIPTION_LENGTH;
}

/** 'Title | brand', the format the spec gives for every page title. */
export function formatPageTitle(title: string, brand: string): string {
  return title === brand ? brand : `${title} | ${brand}`;
}

/** Joins the configured site URL and a path without doubling slashes. */
export function absoluteUrl(siteUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  const base = siteUrl.replace(/\/+$/, "");
  const rest = path.startsWith("/") ? path : `/${path}`;
  return rest === "/" ? `${base}/` : `${base}${rest}`;
}

export function businessId(siteUrl: string): string {
  return `${absoluteUrl(siteUrl, "/")}#business`;
}

export function localBusinessJsonLd(business: Business, siteUrl: string): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": businessId(siteUrl),
    name: business.name,
    legalName: business.legalName,
    description: business.tagline,
    url: absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, "/logo.png"),
    image: absoluteUrl(siteUrl, "/og-image.png"),
    telephone: business.phone.e164,
    email: business.email,
    foundingDate: String(business.foundingYear),
    priceRange: business.priceRange,
    currenciesAccepted: "ZAR",
    address: {
      "@type": "PostalAddress",
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.province,
      postalCode: business.address.postalCode,
      addressCountry: business.address.countryCode,
    },
    geo: {
      "@type": "GeoCoordinates",
      latitude: business.geo.latitude,
      longitude: business.geo.longitude,
    },
    openingHoursSpecification: business.openingHoursSpecification.map((spec) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: spec.dayOfWeek,
      opens: spec.opens,
      closes: spec.closes,
    })),
    areaServed: serviceAreaJsonLd(business),
    aggregateRating: {
      "@type": "AggregateRating",
      ratingValue: business.rating.value,
      reviewCount: business.rating.count,
      bestRating: 5,
    },
    sameAs: business.social.map((link) => link.url),
  };
}

/** The service area: a circle of the configured radius around central Johannesburg. */
export function serviceAreaJsonLd(business: Business): JsonLd {
  return {
    "@type": "GeoCircle",
    geoMidpoint: {
      "@type": "GeoCoordinates",
      latitude: business.serviceAreaCentre.latitude,
      longitude: business.serviceAreaCentre.longitude,
    },
    // schema.org expects the radius in metres.
    geoRadius: business.serviceRadiusKm * 1000,
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[], siteUrl: string): JsonLd {
  const trail = [{ name: "Home", path: "/" }, ...crumbs];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(siteUrl, crumb.path),
    })),
  };
}

export function serviceJsonLd(input: {
  name: string;
  description: string;
  path: string;
  serviceType: string;
  siteUrl: string;
  business: Business;
}): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: input.name,
    serviceType: input.serviceType,
    description: input.description,
    url: absoluteUrl(input.siteUrl, input.path),
    provider: { "@id": businessId(input.siteUrl) },
    areaServed: serviceAreaJsonLd(input.business),
  };
}

/** A hireable product, with an offer in rand where it has a price. */
export function productJsonLd(input: {
  name: string;
  description: string;
  path: string;
  image: string;
  category: string;
  price: number | undefined;
  siteUrl: string;
}): JsonLd {
  const url = absoluteUrl(input.siteUrl, input.path);
  return {
    "@context": "https://schema.org",
    "@type": "Product",
    name: input.name,
    description: input.description,
    image: absoluteUrl(input.siteUrl, input.image),
    category: input.category,
    url,
    brand: { "@id": businessId(input.siteUrl) },
    ...(input.price === undefined
      ? {}
      : {
          offers: {
            "@type": "Offer",
            price: input.price.toFixed(2),
            priceCurrency: "ZAR",
            availability: "https://schema.org/InStock",
            url,
            seller: { "@id": businessId(input.siteUrl) },
          },
        }),
  };
}

/** A blog article: headline, image, dates, author and publisher. */
export function blogPostingJsonLd(input: {
  headline: string;
  description: string;
  path: string;
  image: string;
  datePublished: string;
  dateModified: string;
  /** A person by name, or the company itself (the site's own Organization). */
  author: { name: string; isCompany: boolean };
  siteUrl: string;
  publisherName: string;
  publisherLogo: string;
}): JsonLd {
  const url = absoluteUrl(input.siteUrl, input.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: input.headline,
    description: input.description,
    image: absoluteUrl(input.siteUrl, input.image),
    datePublished: input.datePublished,
    dateModified: input.dateModified,
    author: input.author.isCompany
      ? {
          "@type": "Organization",
          "@id": businessId(input.siteUrl),
          name: input.author.name,
          url: absoluteUrl(input.siteUrl, "/"),
        }
      : { "@type": "Person", name: input.author.name },
    publisher: {
      "@type": "Organization",
      "@id": businessId(input.siteUrl),
      name: input.publisherName,
      logo: { "@type": "ImageObject", url: absoluteUrl(input.siteUrl, input.publisherLogo) },
    },
    mainEntityOfPage: url,
    url,
  };
}

export function faqJsonLd(entries: readonly { question: string; answer: string }[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

/** Every tag of a page's head, in a stable order. */
export function buildPageMeta(input: PageMetaInput): MetaDescriptor[] {
  const title = formatPageTitle(input.title, input.business.name);
  const url = absoluteUrl(input.siteUrl, input.path);
  const image = absoluteUrl(input.siteUrl, input.image.url);
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.ogType ?? "website" },
    { property: "og:site_name", content: input.business.name },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { property: "og:image:type", content: input.image.type },
    { property: "og:image:width", content: String(input.image.width) },
    { property: "og:image:height", content: String(input.image.height) },
    { property: "og:image:alt", content: input.image.alt },
    { property: "og:locale", content: "en_ZA" },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: input.image.alt },
  ];
  if (input.keywords?.length) {
    meta.push({ name: "keywords", content: input.keywords.join(", ") });
  }
  if (input.noindex) meta.push({ name: "robots", content: "noindex, nofollow" });
  meta.push({ "script:ld+json": localBusinessJsonLd(input.business, input.siteUrl) });
  if (input.breadcrumbs?.length) {
    meta.push({ "script:ld+json": breadcrumbJsonLd(input.breadcrumbs, input.siteUrl) });
  }
  for (const node of input.jsonLd ?? []) meta.push({ "script:ld+json": node });
  return meta;
}
