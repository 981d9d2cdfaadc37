// The submissions the scenarios send, each with its own idempotency key and
// contact details so every stored row can be traced back to one submission,
// and the check that a stored row holds exactly what was sent.
import { isDeepStrictEqual } from "node:util";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { LEAD_SOURCES, LEAD_VDN } from "#app/features/leads/forms/lead-options.ts";
import type { StoredLeadRow, StoredQuoteRow } from "./stores.ts";

export const LEADS_PATH = "/api/av/leads";
export const QUOTES_PATH = "/api/quotes";

export type SubmissionKind = "callback" | "contact" | "business" | "client" | "assistant" | "quote";
/** The mix sent: call-backs and contact messages most, then quotes, then the rest. */
const KIND_CYCLE: readonly SubmissionKind[] = [
  "callback",
  "quote",
  "contact",
  "business",
  "callback",
  "quote",
  "client",
  "assistant",
];

/** The lead kind the server stores for each lead source. */
const STORED_KIND: Record<Exclude<SubmissionKind, "quote">, string> = {
  callback: "callback",
  contact: "callback",
  business: "partner_business",
  client: "partner_client",
  assistant: "assistant",
};

export interface Submission {
  index: number;
  kind: SubmissionKind;
  /** The Idempotency-Key header: the same on every retry of this submission. */
  key: string;
  path: string;
  body: Record<string, unknown>;
  /** Unique per submission: finds its rows even if the key had been ignored. */
  email: string;
}

const QUOTE_ITEMS = [
  { type: "product", id: "powered-speaker-12-premium" },
  { type: "promotion", id: "speaker-power-duo" },
  { type: "personnel", id: "sound-engineer" },
  { type: "bundle", id: "wedding-ceremony-sound" },
  { type: "add-on", id: "wireless-mic-upgrade" },
] as const;

/** Names with the characters real visitors type: accents, apostrophes, non-Latin scripts. */
const NAMES = [
  "Thandi van der Merwe",
  "Zoë O'Brien",
  "Sipho Dlamini",
  "Ané Müller-Jansen",
  "Nomsa Zulu",
  "Łukasz Żółć",
  "李 伟",
];

function emptyPartnerFields() {
  return {
    company: "",
    companyWebsite: "",
    industry: "",
    clientType: "",
    eventsPerYear: "",
    interestReason: "",
    referralSource: "",
  };
}

/** `run` keeps the keys and addresses of one run apart from any other run's. */
export function makeSubmission(run: string, index: number): Submission {
  const kind = KIND_CYCLE[index % KIND_CYCLE.length] ?? "callback";
  const key = `rel-${run}-${index}`;
  const email = `rel.${run}.${index}@example.co.za`;
  const fullname = `${NAMES[index % NAMES.length]} ${index}`;
  const [name = "", ...rest] = fullname.split(" ");
  const tel = `082 555 ${String(index % 10_000).padStart(4, "0")}`;
  const requestedAt = new Date(Date.UTC(2026, 0, 1, 8, 0, index % 60)).toISOString();
  const referrer = `https://www.sandtonsoundhire.co.za/sound-hire-gauteng?ref=${index}`;
  const comments = `Submission ${index}: two speakers & a mic for a 60-guest party <b>in Fourways</b> – “soon” ✓`;
  const marketingConsent = index % 3 === 0;
  const base = { requestedAt, referrer, vdn: LEAD_VDN, preferredTime: "Morning (8 AM to 12 PM)", marketingConsent };
  const contact = { name, surname: rest.join(" "), fullname, tel, email, ...emptyPartnerFields() };

  switch (kind) {
    case "quote":
      return {
        index,
        kind,
        key,
        email,
        path: QUOTES_PATH,
        body: {
          contact: { name: fullname, email, phone: tel },
          // Spread over the coming months, never in the past (the quote refuses a past date).
          eventDate: addDays(johannesburgDate(new Date()), 20 + (index % 90)),
          venue: `Venue ${index}, Hyde Park – “Hall B”`,
          marketingConsent,
          referrer,
          // Personnel are booked as people × hours.
          items: QUOTE_ITEMS.slice(0, 1 + (index % QUOTE_ITEMS.length)).map((item, line) => ({
            ...item,
            quantity: 1 + ((index + line) % 7),
            ...(item.type === "personnel" ? { hours: 1 + (index % 8) } : {}),
          })),
        },
      };
    case "business":
      return {
        index,
        kind,
        key,
        email,
        path: `${LEADS_PATH}?t=${index}`,
        body: {
          ...base,
          comments: `Partner Application - ${comments}`,
          source: LEAD_SOURCES.business,
          contact: {
            ...contact,
            company: `Events & Co ${index}`,
            companyWebsite: `https://events${index}.example.co.za/`,
            industry: "Event Planner",
            eventsPerYear: "7-12 events per year",
            interestReason: `We plan about ten events a year (${index}).`,
            referralSource: "Google Search",
          },
        },
      };
    case "client":
      return {
        index,
        kind,
        key,
        email,
        path: `${LEADS_PATH}?t=${index}`,
        body: {
          ...base,
          comments: `Partner Application - ${comments}`,
          source: LEAD_SOURCES.client,
          contact: {
            ...contact,
            clientType: "Corporate",
            eventsPerYear: "4-6 events per year",
            interestReason: `Regular corporate functions in Sandton (${index}).`,
            referralSource: "Previous Client",
          },
        },
      };
    case "assistant":
      return {
        index,
        kind,
        key,
        email,
        path: `${LEADS_PATH}?t=${index}`,
        body: { ...base, comments, source: LEAD_SOURCES.assistant, contact },
      };
    case "contact":
      // A contact message: e-mail only, no phone number.
      return {
        index,
        kind,
        key,
        email,
        path: `${LEADS_PATH}?t=${index}`,
        body: {
          ...base,
          comments: `Event Type: wedding\n\n${comments}`,
          source: LEAD_SOURCES.callback,
          contact: { ...contact, tel: "" },
        },
      };
    default:
      return {
        index,
        kind,
        key,
        email,
        path: `${LEADS_PATH}?t=${index}`,
        body: { ...base, comments, source: LEAD_SOURCES.callback, contact },
      };
  }
}

/** The idempotency key as the leads table stores it (quotes are namespaced). */
export function storedKey(submission: Submission): string {
  return submission.kind === "quote" ? `quote/${submission.key}` : submission.key;
}

/** What the success answer identified: the lead id, or the quote number. */
export function answeredId(submission: Submission, answer: Record<string, unknown>): string | undefined {
  const value = submission.kind === "quote" ? answer.quoteNumber : answer.id;
  return typeof value === "string" ? value : undefined;
}

/**
 * The differences between a submission and what is stored for it (empty when
 * intact). `answered` is the id or quote number the success answer carried.
 */
export function differences(
  submission: Submission,
  lead: StoredLeadRow,
  quote: StoredQuoteRow | undefined,
  answered: string | undefined,
): string[] {
  const problems: string[] = [];
  const same = (what: string, actual: unknown, expected: unknown) => {
    if (!isDeepStrictEqual(actual, expected))
      problems.push(`${what}: stored ${JSON.stringify(actual)}, sent ${JSON.stringify(expected)}`);
  };
  const body = submission.body;
  same("marketing consent", Number(lead.marketing_consent) === 1, body.marketingConsent === true);
  same("referrer", lead.referrer, body.referrer);
  same("e-mail", lead.email, submission.email);

  if (submission.kind === "quote") {
    const contact = body.contact as { name: string; email: string; phone: string };
    same("lead kind", lead.kind, "quote");
    same("full name", lead.full_name, contact.name);
    same("phone", lead.phone, contact.phone);
    if (!quote) return [...problems, "no quote row for the quote's lead"];
    same("quote number", quote.quote_number, answered);
    same(
      "quote contact",
      { name: quote.contact_name, email: quote.contact_email, phone: quote.contact_phone },
      contact,
    );
    same("event date", quote.event_date, body.eventDate);
    same("venue", quote.venue, body.venue);
    const lines = (JSON.parse(quote.lines) as { type: string; id: string; quantity: number; hours?: number }[]).map(
      ({ type, id, quantity, hours }) => (hours === undefined ? { type, id, quantity } : { type, id, quantity, hours }),
    );
    same("quote lines", lines, body.items);
    return problems;
  }

  const { marketingConsent: _consent, ...payload } = body;
  const contact = body.contact as { fullname: string; tel: string };
  same("lead id", lead.id, answered);
  same("lead kind", lead.kind, STORED_KIND[submission.kind]);
  same("source", lead.source, body.source);
  same("full name", lead.full_name, contact.fullname);
  same("phone", lead.phone, contact.tel === "" ? null : contact.tel);
  same("payload", JSON.parse(lead.payload), payload);
  return problems;
}
