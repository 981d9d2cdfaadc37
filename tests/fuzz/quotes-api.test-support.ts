// What the quotes API's hostile-input suites share: the endpoints, the
// catalogue entries a real selection is made of, valid quotes with hostile
// contact text, and one server per database with the quotes made on it.
import fc from "fast-check";
import {
  addOns,
  bundles,
  personnel,
  products,
  promotions,
} from "#app/features/catalogue/content/seed-catalogue.server.ts";
import type { CatalogueItemKind, SourceRecord } from "#app/features/quotes/quote.ts";
import { hirePriceOf } from "#app/features/catalogue/hire-prices.server.ts";
import { hostileName, hostileText, validEmail, validPhone } from "./arbitraries.ts";
import type { StoredHostile } from "./properties.ts";
import { type Answer, type Backend, type FuzzServer, cleaned, jsonHeaders } from "./support.ts";
import { type FuzzSuite, useFuzzSuite } from "./suite.ts";

export const CREATE = "POST /api/quotes";
export const DECIDE = "POST /api/quotes/:number/decisions";
export const DOWNLOAD = "GET /api/quotes/:number/pdf";
export const EMAIL = "POST /api/quotes/:number/email";
export const ESTIMATE = "POST /api/quotes/estimate.pdf";
export const BODY_LIMIT = 32 * 1024;
export const REQUEST_TYPES = ["discount", "accept", "decline", "undecided"] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
/** The status after each decision; undecided leaves it as it was (app/features/quotes/quote-status.ts). */
export const STATUS_AFTER: Record<RequestType, (current: string) => string> = {
  discount: () => "changes_requested",
  accept: () => "accepted",
  decline: () => "declined",
  undecided: (current) => current,
};
export const FINAL = ["accepted", "declined"];

/** Every catalogue entry with a price: what a real selection is made of. */
export const PRICED_ITEMS = (
  [
    ...products.map((record) => ["product", record] as const),
    ...bundles.map((record) => ["bundle", record] as const),
    ...personnel.map((record) => ["personnel", record] as const),
    ...promotions.map((record) => ["promotion", record] as const),
    ...addOns.map((record) => ["add-on", record] as const),
  ] as [CatalogueItemKind, SourceRecord][]
)
  .filter(([type, record]) => hirePriceOf(type, record) !== undefined)
  .map(([type, record]) => ({ type, id: record.id }));

/** A name the PDF must print as typed: printable ASCII and the letters of Latin, Greek and Cyrillic's main blocks. */
export const PRINTS_AS_TYPED =
  /^(?:[\x20-\x7e]|(?=\p{L})[\u00c0-\u024f\u1e00-\u1eff\u0370-\u03ff\u0400-\u04ff]){2,40}$/u;
/** The server's clean-up of form-like text: NUL out, line ends as \n, trimmed. */
export const kept = (value: unknown) =>
  typeof value === "string" ? cleaned(value).replace(/\r\n?/g, "\n").trim() : "";

// From two days ahead: an event date in the past is refused (a day ahead may still be today in Johannesburg).
export const isoDate = fc
  .date({ min: new Date(Date.now() + 2 * 86_400_000), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true })
  .map((date) => date.toISOString().slice(0, 10));

export const items = fc
  .uniqueArray(fc.constantFrom(...PRICED_ITEMS), {
    minLength: 1,
    maxLength: 6,
    selector: (item) => `${item.type}/${item.id}`,
  })
  .chain((chosen) =>
    fc.tuple(
      ...chosen.map((item) =>
        fc
          .tuple(fc.integer({ min: 1, max: 40 }), fc.integer({ min: 1, max: 24 }))
          // Personnel are booked as people x hours.
          .map(([quantity, hours]) =>
            item.type === "personnel" ? { ...item, quantity, hours } : { ...item, quantity },
          ),
      ),
    ),
  );

export const validQuote = fc.record({
  contact: fc.record({ name: hostileName(100), email: validEmail, phone: validPhone }),
  eventDate: fc.option(fc.oneof(isoDate, fc.constant("")), { nil: undefined }),
  venue: fc.option(hostileText(150), { nil: undefined }),
  items,
  marketingConsent: fc.option(fc.boolean(), { nil: undefined }),
  referrer: fc.option(hostileText(2048), { nil: undefined }),
});

/** What a browser never sends but an attacker might: prices, totals and names of its own. */
export const clientClaims = fc.record({
  totalPrice: fc.constantFrom(-1, 0, 0.01, 1e308),
  totalDiscount: fc.constantFrom(-1e9, 100),
  quoteNumber: fc.constantFrom("Q-000000-AAAA", "<script>", "' OR 1=1 --"),
  status: fc.constantFrom("accepted", "won"),
});

export function without<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

/** Whether a path segment is valid percent-encoding (else the router answers 400 before any lookup). */
export function decodable(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** An error for `path` itself or for something inside it. */
export function names(fields: string[], path: string): boolean {
  return fields.some((field) => field === path || field.startsWith(`${path}.`) || field.startsWith(`${path}[`));
}

/** A quote made here with its one-time token, and the status the model expects. */
export interface MadeQuote {
  number: string;
  token: string;
  status: string;
  name: string;
}

export interface QuotesSuite extends FuzzSuite {
  /** The valid hostile quotes stored, checked at the end where staff and sales read them. */
  readonly stored: StoredHostile[];
  readonly made: MadeQuote[];
  send(endpoint: string, spec: Parameters<FuzzServer["send"]>[0]): Promise<Answer>;
  create(body: Buffer | string, headers?: Record<string, string>): Promise<Answer>;
  rows(): Promise<{ leads: number; quotes: number; decisions: number }>;
}

/** Registers a server for this describe block, tallied under `tallyName`. */
export function useQuotesSuite(backend: Backend, tallyName: string): QuotesSuite {
  const suite = useFuzzSuite("quotes", backend, tallyName);
  async function send(endpoint: string, spec: Parameters<FuzzServer["send"]>[0]): Promise<Answer> {
    const answer = await suite.server.send(spec);
    suite.tally.record(endpoint, answer.status);
    return answer;
  }
  return {
    get server() {
      return suite.server;
    },
    get tally() {
      return suite.tally;
    },
    stored: [],
    made: [],
    send,
    create: (body, headers = jsonHeaders()) => send(CREATE, { path: "/api/quotes", body, headers }),
    rows: async () => ({
      leads: await suite.server.count("select count(*) as n from leads"),
      quotes: await suite.server.count("select count(*) as n from quotes"),
      decisions: await suite.server.count("select count(*) as n from quote_decisions"),
    }),
  };
}
