// What the leads API's hostile-input suites share: the endpoint, valid leads
// of every source with hostile text in every free-text field, keys a naive
// merge would turn into prototype pollution, and one server per database.
import fc from "fast-check";
import {
  CLIENT_TYPES,
  EVENT_VOLUMES,
  INDUSTRY_TYPES,
  LEAD_SOURCES,
  REFERRAL_SOURCES,
} from "#app/features/leads/forms/lead-options.ts";
import { PROTO_KEYS, hostileLongText, hostileName, hostileText, validEmail, validPhone } from "./arbitraries.ts";
import { type StoredHostile } from "./properties.ts";
import { type Answer, type Backend, cleaned, jsonHeaders } from "./support.ts";
import { type FuzzSuite, useFuzzSuite } from "./suite.ts";

export const ENDPOINT = "POST /api/av/leads";
export const PATH = "/api/av/leads";
export const BODY_LIMIT = 32 * 1024;
export const SOURCES = Object.values(LEAD_SOURCES) as string[];
export const KIND_BY_SOURCE: Record<string, string> = {
  [LEAD_SOURCES.callback]: "callback",
  [LEAD_SOURCES.assistant]: "assistant",
  [LEAD_SOURCES.business]: "partner_business",
  [LEAD_SOURCES.client]: "partner_client",
};

// ---------------------------------------------------------------------------
// Valid leads, hostile text in every free-text field

export const isoTimestamp = fc
  .tuple(
    fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }),
    fc.constantFrom("Z", "+02:00", "-0530"),
  )
  .map(([date, zone]) => date.toISOString().replace("Z", zone));

export const optionalHostile = (max: number) => fc.option(hostileText(max), { nil: undefined });

export const baseFields = {
  requestedAt: isoTimestamp,
  referrer: optionalHostile(2048),
  vdn: optionalHostile(64),
  preferredTime: optionalHostile(100),
  comments: optionalHostile(5200),
  marketingConsent: fc.option(fc.boolean(), { nil: undefined }),
};

export const personFields = {
  name: optionalHostile(100),
  surname: optionalHostile(100),
  fullname: hostileName(100),
};

export const callBackLead = fc.record({
  ...baseFields,
  source: fc.constantFrom(LEAD_SOURCES.callback, LEAD_SOURCES.assistant),
  contact: fc
    .record({ ...personFields, tel: fc.option(validPhone, { nil: "" }), email: fc.option(validEmail, { nil: "" }) })
    .filter((contact) => contact.tel !== "" || contact.email !== ""),
});

export const applicationContact = {
  ...personFields,
  tel: validPhone,
  email: validEmail,
  eventsPerYear: fc.constantFrom(...EVENT_VOLUMES),
  interestReason: hostileLongText(10, 5000),
  referralSource: fc.option(fc.constantFrom(...REFERRAL_SOURCES), { nil: undefined }),
};

export const businessLead = fc.record({
  ...baseFields,
  source: fc.constant(LEAD_SOURCES.business),
  contact: fc.record({
    ...applicationContact,
    // Not trimmed by the API (only checked for 2 characters after trimming): the padding counts.
    company: hostileName(148),
    companyWebsite: fc.constantFrom(
      "",
      "https://www.jacaranda.co.za/",
      "www.example.co.za",
      "http://events.example.com/a?b=<c>&d='e'",
    ),
    industry: fc.constantFrom(...INDUSTRY_TYPES),
  }),
});

export const clientLead = fc.record({
  ...baseFields,
  source: fc.constant(LEAD_SOURCES.client),
  contact: fc.record({
    ...applicationContact,
    company: optionalHostile(150),
    clientType: fc.constantFrom(...CLIENT_TYPES),
  }),
});

export const anyValidLead = fc.oneof(callBackLead, businessLead, clientLead) as fc.Arbitrary<
  Record<string, unknown> & { source: string; contact: Record<string, unknown> }
>;

/** Keys a naive merge would turn into prototype pollution, plus plain unknown keys. */
export const pollutingExtras = fc.dictionary(
  fc.constantFrom(...PROTO_KEYS, "isAdmin", "status", "id", "kind"),
  fc.oneof(
    fc.constant({ source: LEAD_SOURCES.business, isAdmin: true, status: "won" }),
    fc.constant({ prototype: { polluted: "yes" } }),
    hostileText(20),
  ),
  { maxKeys: 3 },
);

export function without<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** The lead's own columns hold trimmed text, and null for blank. */
export const column = (value: string) => value.trim() || null;

/** The first `length` characters (code points, as the length rules count them). */
export function codePoints(text: string, length: number): string {
  return Array.from(text).slice(0, length).join("");
}

/** A stored text field: what the server keeps of what was sent. */
export const kept = (value: unknown, trim = false) =>
  typeof value === "string" ? (trim ? cleaned(value).trim() : cleaned(value)) : "";

export interface LeadsSuite extends FuzzSuite {
  /** The valid hostile leads stored, checked at the end where staff and sales read them. */
  readonly stored: StoredHostile[];
  leadRows(): Promise<number>;
  post(
    body: Buffer | string,
    headers?: Record<string, string>,
    extra?: { chunked?: boolean; method?: string },
  ): Promise<Answer>;
}

/** Registers a server for this describe block, tallied under `tallyName`. */
export function useLeadsSuite(backend: Backend, tallyName: string): LeadsSuite {
  const suite = useFuzzSuite("leads", backend, tallyName);
  return {
    get server() {
      return suite.server;
    },
    get tally() {
      return suite.tally;
    },
    stored: [],
    leadRows: () => suite.server.count("select count(*) as n from leads"),
    async post(body, headers = jsonHeaders(), extra = {}) {
      const answer = await suite.server.send({ path: PATH, body, headers, ...extra });
      suite.tally.record(ENDPOINT, answer.status);
      return answer;
    },
  };
}
