// The spec's enumerations for the lead forms (section 3), their labels, and the
// fixed values of the lead payload (section 7.1). Pure data: shared by the
// forms, the schemas, the partner pages and the API.

export interface Option<Value extends string = string> {
  value: Value;
  label: string;
}

/** Contact form event types; the value is what the message carries ('Event Type: corporate'). */
export const EVENT_TYPES = ["corporate", "wedding", "dj", "school", "other"] as const;
export type EventType = (typeof EVENT_TYPES)[number];
export const eventTypeOptions: readonly Option<EventType>[] = [
  { value: "corporate", label: "Corporate event" },
  { value: "wedding", label: "Wedding" },
  { value: "dj", label: "DJ event" },
  { value: "school", label: "School event" },
  { value: "other", label: "Other" },
];

export const INDUSTRY_TYPES = [
  "Event Planner",
  "Venue",
  "Photographer/Videographer",
  "Marketing Agency",
  "Conference Organizer",
  "Equipment Supplier",
  "DJ/Entertainment",
  "Other",
] as const;
export type IndustryType = (typeof INDUSTRY_TYPES)[number];

export const CLIENT_TYPES = [
  "Band/Musician",
  "DJ",
  "Event Venue",
  "Corporate",
  "School/Educational Institution",
  "Religious Organization",
  "Private Client",
  "Other",
] as const;
export type ClientType = (typeof CLIENT_TYPES)[number];

export const EVENT_VOLUMES = [
  "1-3 events per year",
  "4-6 events per year",
  "7-12 events per year",
  "13+ events per year",
] as const;
export type EventVolume = (typeof EVENT_VOLUMES)[number];

export const REFERRAL_SOURCES = [
  "Google Search",
  "Social Media",
  "Industry Referral",
  "Previous Client",
  "Event",
  "Other",
] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];

/** Who the partner pages invite: every type except 'Other'. */
export const partnerIndustryTypes = INDUSTRY_TYPES.filter((type) => type !== "Other");
export const partnerClientTypes = CLIENT_TYPES.filter((type) => type !== "Other");

/** The call-back default when no time is given (section 5). */
export const DEFAULT_PREFERRED_TIME = "As soon as possible";
export const PREFERRED_TIMES = [
  DEFAULT_PREFERRED_TIME,
  "Morning (8 AM to 12 PM)",
  "Afternoon (12 PM to 6 PM)",
] as const;

/** The payload's source per form (section 7.1). */
export const LEAD_SOURCES = {
  callback: "Website Form",
  business: "Business Partner Application",
  client: "Client Partner Application",
  /** The equipment assistant's contact capture when nothing in the catalogue matched. */
  assistant: "Equipment Assistant",
} as const;
export type LeadSource = (typeof LEAD_SOURCES)[keyof typeof LEAD_SOURCES];
export const LEAD_SOURCE_VALUES = Object.values(LEAD_SOURCES) as readonly LeadSource[];

/** The fixed queue label the sales team's system files web leads under ('vdn'). */
export const LEAD_VDN = "SSH-WEB-SALES";

/** Prefix of a partner application's comments (section 3). */
export const PARTNER_COMMENTS_PREFIX = "Partner Application - ";

// chunk-group: lead-form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
