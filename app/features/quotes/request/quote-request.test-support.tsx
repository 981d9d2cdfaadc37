// The quote page island's test stand-ins: a sample selection, fake quote services
// that record what the page sends, and helpers that find and fill the page's fields.
import { cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import { StrictMode } from "react";
import { afterEach, beforeEach, vi } from "vitest";
import { unmountIslands } from "#app/ui/island-page.test-support.tsx";
import { resetQuoteStoreForTests } from "#app/features/quotes/builder/quote-store.ts";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import QuoteRequestPage from "#app/features/quotes/request/quote-request.island.tsx";
import {
  type QuotePageServices,
  QuotePageServicesContext,
} from "#app/features/quotes/request/quote-request-services.ts";
import { notify } from "#app/ui/toast/toast.ts";
import type { SuggestedAddOn } from "#app/features/quotes/summary/quote-summary.tsx";
import type { QuoteItem } from "#app/features/quotes/quote.ts";
import type { PublicAvailability } from "#app/features/catalogue/index.ts";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";
import type {
  CreateQuoteResult,
  DecisionResult,
  EmailQuoteResult,
} from "#app/features/quotes/builder/quotes-client.ts";
import { loader } from "#app/routes/quote-request.tsx";
import { contextWithCatalogue } from "#app/features/catalogue/catalogue-context.test-support.ts";

export const item = (over: Partial<QuoteItem>): QuoteItem => ({
  id: "x",
  name: "X",
  type: "product",
  quantity: 1,
  price: 0,
  originalItem: {} as QuoteItem["originalItem"],
  hourlyRate: false,
  ...over,
});

/** Two premium speakers, the Speaker Power Duo promotion and four hours of a sound engineer. */
export const selection: QuoteItem[] = [
  item({ id: "powered-speaker-12-premium", name: "Premium 12-Inch Powered Speaker", quantity: 2, price: 375 }),
  item({
    id: "speaker-power-duo",
    name: "Speaker Power Duo",
    type: "promotion",
    price: 1125,
    discountPercentage: 0.15,
  }),
  item({
    id: "sound-engineer",
    name: "On-Site Sound Engineer",
    type: "personnel",
    quantity: 1,
    hours: 4,
    price: 2500,
    hourlyRate: true,
  }),
];

export const suggestedAddOns: SuggestedAddOn[] = [
  { id: "wireless-mic-upgrade", name: "Wireless Microphone Upgrade", price: "R75.00" },
  { id: "extra-cabling", name: "Extra Cabling Pack", price: "R40.00" },
  { id: "uplighting", name: "LED Uplighting", price: "R120.00" },
  { id: "spare-batteries", name: "Spare Battery Pack", price: "R30.00" },
];

export const serverQuote = sampleQuote({
  quoteNumber: "Q-261121-SRVR",
  contact: { name: "Ayanda Khumalo", email: "ayanda@example.co.za", phone: "082 555 0142" },
  eventDate: undefined,
  venue: undefined,
});

export const LIVE_PATH = `/q/${"L".repeat(43)}`;

/** A created quote (typed as that case, so tests can spread it into other created results). */
export const created = {
  outcome: "created",
  quoteNumber: serverQuote.quoteNumber,
  accessToken: "token-1",
  liveUrl: `https://www.sandtonsoundhire.co.za${LIVE_PATH}`,
  quote: serverQuote,
  customerEmailQueued: true,
} satisfies CreateQuoteResult;

export interface Sent {
  input: Parameters<QuotePageServices["createQuote"]>[0];
  key: string;
}

export interface PageOptions {
  items?: QuoteItem[];
  createQuote?: (sent: Sent) => CreateQuoteResult | Promise<CreateQuoteResult>;
  decideQuote?: () => DecisionResult | Promise<DecisionResult>;
  fetchQuotePdf?: () => Blob | null | Promise<Blob | null>;
  emailQuote?: () => EmailQuoteResult | Promise<EmailQuoteResult>;
  checkAvailability?: () => PublicAvailability[] | null;
}

export function fakeServices({
  createQuote = () => created,
  decideQuote = () => ({ ok: true, status: "accepted" }),
  fetchQuotePdf = () => new Blob(["%PDF-1.7"], { type: "application/pdf" }),
  emailQuote = () => ({ ok: true }),
  checkAvailability = () => null,
}: PageOptions) {
  const sent: Sent[] = [];
  const decisions: {
    quoteNumber: string;
    accessToken?: string;
    requestType: string;
    payload: Record<string, unknown>;
  }[] = [];
  const pdfs: { quoteNumber: string; accessToken?: string }[] = [];
  const emails: { quoteNumber: string; accessToken?: string }[] = [];
  const availabilityChecks: Parameters<QuotePageServices["checkAvailability"]>[0][] = [];
  const services = {
    createQuote: vi.fn(async (input: Sent["input"], key: string) => {
      const request = { input, key };
      sent.push(request);
      return createQuote(request);
    }),
    decideQuote: vi.fn(
      async (
        quoteNumber: string,
        accessToken: string | undefined,
        requestType: string,
        payload: Record<string, unknown>,
      ) => {
        decisions.push({ quoteNumber, accessToken, requestType, payload });
        return decideQuote();
      },
    ),
    fetchQuotePdf: vi.fn(async (quoteNumber: string, accessToken: string | undefined) => {
      pdfs.push({ quoteNumber, accessToken });
      return fetchQuotePdf();
    }),
    emailQuote: vi.fn(async (quoteNumber: string, accessToken: string | undefined) => {
      emails.push({ quoteNumber, accessToken });
      return emailQuote();
    }),
    checkAvailability: vi.fn(async (request: Parameters<QuotePageServices["checkAvailability"]>[0]) => {
      availabilityChecks.push(request);
      return checkAvailability();
    }),
    leave: vi.fn(),
    saveFile: vi.fn(),
    prepare: vi.fn(),
  } satisfies QuotePageServices;
  return { services, sent, decisions, pdfs, emails, availabilityChecks };
}

/** The island as the runtime hydrates it (under StrictMode), with stand-in services. */
export function page(services: QuotePageServices) {
  return (
    <StrictMode>
      <QuotePageServicesContext value={services}>
        <QuoteRequestPage suggestedAddOns={suggestedAddOns} />
      </QuotePageServicesContext>
    </StrictMode>
  );
}

export function renderPage(options: PageOptions = {}) {
  localStorage.setItem("quoteItems", JSON.stringify(options.items ?? selection));
  const fakes = fakeServices(options);
  render(page(fakes.services));
  return fakes;
}

export function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { exact: false });
}

export function fill(label: string, value: string) {
  fireEvent.input(field(label), { target: { value } });
}

/** An event date that is never in the past when the test runs. */
export const EVENT_DATE = addDays(johannesburgDate(new Date()), 16);

export function fillContact() {
  fill("Full Name", "Ayanda Khumalo");
  fill("Email Address", "ayanda@example.co.za");
  fill("Phone Number", "082 555 0142");
  fill("Event date", EVENT_DATE);
  fill("Venue or suburb", "Summer Place, Hyde Park");
}

export const viewQuote = () => fireEvent.click(screen.getByRole("button", { name: "View My Quote" }));

export function toasts() {
  return vi.mocked(notify).mock.calls.map(([options]) => options);
}

export const summaryShown = () => screen.findByRole("heading", { name: "Your quote" });
export const successPanel = () => screen.getByText("Thank You!", { selector: "p" }).parentElement as HTMLElement;

export async function toSummary(options: PageOptions = {}) {
  const fakes = renderPage(options);
  fillContact();
  viewQuote();
  await summaryShown();
  return fakes;
}

export const decision = (name: string) => screen.getByRole("button", { name });
/** Accept Quote: a link to the quote's own page, where the customer signs (issue 32). */
export const acceptLink = () => screen.getByRole("link", { name: "Accept Quote" });
export const stageHeading = () => document.getElementById("quote-stage-heading");
/** The route's loader as the server calls it, over the content files' catalogue. */
export const loaderWithSeedCatalogue = () =>
  loader({
    request: new Request("http://localhost/quote-request"),
    context: contextWithCatalogue(),
  } as unknown as Parameters<typeof loader>[0]);

export const row = (name: string) => screen.getByRole("row", { name: new RegExp(`^${name}`) });
export const totalCell = () => within(screen.getByRole("row", { name: /^Total \(incl\. VAT\)/ })).getByRole("cell");

/** Each test starts with empty storage, a fresh quote store and no toasts, and leaves no island behind. */
export function resetQuotePageAroundEachTest() {
  beforeEach(() => {
    localStorage.clear();
    resetQuoteStoreForTests();
    vi.mocked(notify).mockClear();
  });

  afterEach(() => {
    unmountIslands();
    cleanup();
    document.body.replaceChildren();
  });
}
