// Every business fact the site shows lives here; pages read it, never repeat it.

export const business = {
  name: "Sandton Sound Hire",
  legalName: "Sandton Sound Hire (Pty) Ltd",
  tagline: "Professional sound and AV hire for events across Gauteng",
  foundingYear: 2015,
  phone: {
    display: "011 784 2250",
    /** E.164, for tel: links and structured data. */
    e164: "+27117842250",
  },
  /** WhatsApp Business runs on the main line, so the number customers already know works for chats too. */
  whatsapp: "+27117842250",
  /**
   * Registered for VAT with SARS (ten digits, starting with 4): quotes show
   * prices excluding and including VAT at 15% and print this number.
   */
  vat: { number: "4870267513", ratePercent: 15 },
  /** Company registration number (CIPC), printed on quotes beside the VAT number. */
  registrationNumber: "2015/241873/07",
  email: "info@sandtonsoundhire.co.za",
  salesEmail: "sales@sandtonsoundhire.co.za",
  /**
   * The Information Officer under POPIA and PAIA: by law the head of the
   * company (its managing director) unless someone else is authorised and
   * registered with the Information Regulator. Reached at the main e-mail address.
   */
  informationOfficer: { name: "Thandi Mokoena", role: "Managing Director" },
  address: {
    street: "18 Kramer Road, Kramerville",
    city: "Sandton",
    province: "Gauteng",
    postalCode: "2090",
    country: "South Africa",
    countryCode: "ZA",
  },
  /** Warehouse location, used for the map and structured data. */
  geo: { latitude: -26.0916, longitude: 28.0838 },
  /** Centre of the service area: central Johannesburg. */
  serviceAreaCentre: { latitude: -26.2041, longitude: 28.0473 },
  serviceRadiusKm: 100,
  areasServed: ["Sandton", "Johannesburg", "Pretoria", "Midrand", "Gauteng"],
  hours: [
    { days: "Monday to Friday", time: "8:00 AM to 6:00 PM" },
    { days: "Saturday", time: "9:00 AM to 4:00 PM" },
    { days: "Sunday", time: "By appointment only" },
  ],
  /**
   * The hours above for structured data (schema.org openingHoursSpecification),
   * so search results show what the contact page shows. Sunday is by
   * appointment only, which schema.org cannot say: it is left out (closed).
   */
  openingHoursSpecification: [
    { dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "08:00", closes: "18:00" },
    { dayOfWeek: ["Saturday"], opens: "09:00", closes: "16:00" },
  ],
  priceRange: "R$$",
  rating: { value: 4.9, count: 87 },
  social: [
    { name: "Facebook", url: "https://www.facebook.com/sandtonsoundhire" },
    { name: "Instagram", url: "https://www.instagram.com/sandtonsoundhire" },
    { name: "YouTube", url: "https://www.youtube.com/@sandtonsoundhire" },
    { name: "LinkedIn", url: "https://www.linkedin.com/company/sandtonsoundhire" },
  ],
} as const;

export type Business = typeof business;

/** 'Based in {city}, {province}, {country}' as the spec words it. */
export const basedIn = `Based in ${business.address.city}, ${business.address.province}, ${business.address.country}`;

export const telHref = `tel:${business.phone.e164}`;
export const mailHref = `mailto:${business.email}`;

// chunk-group: island-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
