// @vitest-environment jsdom
// The quote page island in a browser-like DOM, stage by stage: the visitor's
// quote comes from local storage through the shared quote store, the quotes
// API and the browser's download are stand-ins (the real API, the PDF and the
// stored decisions are covered end to end), toasts are checked as sent.
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { hydrateIsland, unmountIslands } from "#app/platform/islands/hydrate.test-support.tsx";
import { addDays, johannesburgDate } from "#app/features/quotes/hire-period.ts";
import QuoteRequestPage, { QuoteRequestIsland } from "#app/features/quotes/request/quote-request.island.tsx";
import {
  type QuotePageServices,
  QuotePageServicesContext,
} from "#app/features/quotes/request/quote-request-services.ts";
import { resetQuoteStoreForTests } from "#app/features/quotes/builder/quote-store.ts";
import { notify } from "#app/ui/toast/toast.ts";
import type { SuggestedAddOn } from "#app/features/quotes/summary/quote-summary.tsx";
import type { QuoteItem } from "#app/features/quotes/quote.ts";
import type { PublicAvailability } from "#app/features/catalogue/index.ts";
import { sampleQuote, weddingQuote } from "#app/features/quotes/quote-document.test-support.ts";
import type {
  CreateQuoteResult,
  DecisionResult,
  EmailQuoteResult,
} from "#app/features/quotes/builder/quotes-client.ts";
import QuoteRequest, { loader } from "#app/routes/quote-request.tsx";
import { contextWithCatalogue } from "#app/features/catalogue/catalogue-context.test-support.ts";

vi.mock("#app/ui/toast/toast.ts", () => ({ notify: vi.fn() }));

const item = (over: Partial<QuoteItem>): QuoteItem => ({
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
const selection: QuoteItem[] = [
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

const suggestedAddOns: SuggestedAddOn[] = [
  { id: "wireless-mic-upgrade", name: "Wireless Microphone Upgrade", price: "R75.00" },
  { id: "extra-cabling", name: "Extra Cabling Pack", price: "R40.00" },
  { id: "uplighting", name: "LED Uplighting", price: "R120.00" },
];

const serverQuote = sampleQuote({
  quoteNumber: "Q-261121-SRVR",
  contact: { name: "Ayanda Khumalo", email: "ayanda@example.co.za", phone: "082 555 0142" },
  eventDate: undefined,
  venue: undefined,
});

const LIVE_PATH = `/q/${"L".repeat(43)}`;

const created: CreateQuoteResult = {
  outcome: "created",
  quoteNumber: serverQuote.quoteNumber,
  accessToken: "token-1",
  liveUrl: `https://www.sandtonsoundhire.co.za${LIVE_PATH}`,
  quote: serverQuote,
  customerEmailQueued: true,
};

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

interface Sent {
  input: Parameters<QuotePageServices["createQuote"]>[0];
  key: string;
}

interface PageOptions {
  items?: QuoteItem[];
  createQuote?: (sent: Sent) => CreateQuoteResult | Promise<CreateQuoteResult>;
  decideQuote?: () => DecisionResult | Promise<DecisionResult>;
  fetchQuotePdf?: () => Blob | null | Promise<Blob | null>;
  emailQuote?: () => EmailQuoteResult | Promise<EmailQuoteResult>;
  checkAvailability?: () => PublicAvailability[] | null;
}

function fakeServices({
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
  } satisfies QuotePageServices;
  return { services, sent, decisions, pdfs, emails, availabilityChecks };
}

/** The island as the runtime hydrates it (under StrictMode), with stand-in services. */
function page(services: QuotePageServices) {
  return (
    <StrictMode>
      <QuotePageServicesContext value={services}>
        <QuoteRequestPage suggestedAddOns={suggestedAddOns} />
      </QuotePageServicesContext>
    </StrictMode>
  );
}

function renderPage(options: PageOptions = {}) {
  localStorage.setItem("quoteItems", JSON.stringify(options.items ?? selection));
  const fakes = fakeServices(options);
  render(page(fakes.services));
  return fakes;
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { exact: false });
}

function fill(label: string, value: string) {
  fireEvent.input(field(label), { target: { value } });
}

/** An event date that is never in the past when the test runs. */
const EVENT_DATE = addDays(johannesburgDate(new Date()), 16);

function fillContact() {
  fill("Full Name", "Ayanda Khumalo");
  fill("Email Address", "ayanda@example.co.za");
  fill("Phone Number", "082 555 0142");
  fill("Event date", EVENT_DATE);
  fill("Venue or suburb", "Summer Place, Hyde Park");
}

const viewQuote = () => fireEvent.click(screen.getByRole("button", { name: "View My Quote" }));

function toasts() {
  return vi.mocked(notify).mock.calls.map(([options]) => options);
}

const summaryShown = () => screen.findByRole("heading", { name: "Your quote" });
const successPanel = () => screen.getByText("Thank You!", { selector: "p" }).parentElement as HTMLElement;

async function toSummary(options: PageOptions = {}) {
  const fakes = renderPage(options);
  fillContact();
  viewQuote();
  await summaryShown();
  return fakes;
}

const decision = (name: string) => screen.getByRole("button", { name });
/** Accept Quote: a link to the quote's own page, where the customer signs (issue 32). */
const acceptLink = () => screen.getByRole("link", { name: "Accept Quote" });
const stageHeading = () => document.getElementById("quote-stage-heading");
/** The route's loader as the server calls it, over the content files' catalogue. */
const loaderWithSeedCatalogue = () =>
  loader({ context: contextWithCatalogue() } as unknown as Parameters<typeof loader>[0]);

const row = (name: string) => screen.getByRole("row", { name: new RegExp(`^${name}`) });
const totalCell = () => within(screen.getByRole("row", { name: /^Total \(incl\. VAT\)/ })).getByRole("cell");

describe("the quote page: the server render and hydration", () => {
  it("renders the form stage with an empty selection and the note for browsers without JavaScript", () => {
    localStorage.setItem("quoteItems", JSON.stringify(selection));
    // The route's loader prices the suggested add-ons on the server.
    const Stub = createRoutesStub([{ id: "quote-request", path: "/quote-request", Component: QuoteRequest }]);
    const html = renderToString(
      <Stub
        initialEntries={["/quote-request"]}
        hydrationData={{ loaderData: { "quote-request": loaderWithSeedCatalogue() } }}
      />,
    );
    document.body.innerHTML = html;

    const wrapper = document.querySelector<HTMLElement>("[data-island=quote-request]");
    expect(wrapper?.dataset.hydrate).toBe("load");
    // The page hands the island the first three add-ons of the catalogue.
    const props = JSON.parse(wrapper?.dataset.props ?? "{}") as { suggestedAddOns: SuggestedAddOn[] };
    expect(props.suggestedAddOns).toHaveLength(3);
    expect(props.suggestedAddOns[0]?.price).toMatch(/^R[\d,]+\.\d{2}/);

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Request a Quote");
    expect(screen.getByText(/Tell us who the quote is for/)).toBeTruthy();
    // The form is sent by script only: without it (and until hydration) the button is held back.
    expect(screen.getByRole("button", { name: "View My Quote" })).toHaveProperty("disabled", true);
    // The server knows no quote.
    expect(within(screen.getByRole("complementary", { name: "Your Selection" })).getByText("0 items")).toBeTruthy();

    const note = /<noscript>([\s\S]*?)<\/noscript>/.exec(html)?.[1] ?? "";
    expect(note).toContain("Building a quote needs JavaScript in your browser.");
    expect(note).toMatch(/<a href="tel:\+27117842250"[^>]*>011 784 2250<\/a>/);
    expect(note).toMatch(/<a href="\/contact"[^>]*>contact form<\/a>/);
  });

  it("hydrates the server's markup without a mismatch, then shows the stored selection", async () => {
    localStorage.setItem("quoteItems", JSON.stringify(selection));
    const { serverHtml } = await hydrateIsland(QuoteRequestIsland, QuoteRequestPage, { suggestedAddOns });
    expect(serverHtml).toContain("0 items");
    expect(screen.getByRole("button", { name: "View My Quote" })).toHaveProperty("disabled", false);
    expect(within(screen.getByRole("complementary", { name: "Your Selection" })).getByText("4 items")).toBeTruthy();
    // Nothing is announced on arrival: focus stays where the browser put it.
    expect(document.activeElement).toBe(document.body);
  });

  it("keeps the hydrated form when no event was stored: reading the quote draws no new form", async () => {
    localStorage.setItem("quoteItems", JSON.stringify(selection));
    const removedForms: Node[] = [];
    const collect = (records: MutationRecord[]) => {
      for (const record of records)
        removedForms.push(...[...record.removedNodes].filter((node) => node.nodeName === "FORM"));
    };
    const observer = new MutationObserver(collect);
    observer.observe(document.body, { childList: true, subtree: true });
    await hydrateIsland(QuoteRequestIsland, QuoteRequestPage, { suggestedAddOns });
    expect(within(screen.getByRole("complementary", { name: "Your Selection" })).getByText("4 items")).toBeTruthy();
    collect(observer.takeRecords());
    observer.disconnect();
    expect(removedForms).toEqual([]);
  });
});

describe("the quote page: the form stage", () => {
  it("counts the stored selection", () => {
    renderPage();
    expect(within(screen.getByRole("complementary", { name: "Your Selection" })).getByText("4 items")).toBeTruthy();
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Request a Quote");
    expect(screen.getByText("No obligation: nothing is booked until you accept")).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
  });

  it("counts one item in the singular", () => {
    renderPage({ items: [item({ id: "mic", name: "Microphone", price: 100 })] });
    expect(within(screen.getByRole("complementary", { name: "Your Selection" })).getByText("1 item")).toBeTruthy();
  });

  it("goes back to the catalogue, without a history entry, when the stored quote is empty", () => {
    const { services } = renderPage({ items: [] });
    expect(services.leave).toHaveBeenCalledWith("/catalogue");
  });

  it("names each rule with the spec's words beside its field, and focuses the first", () => {
    const { sent } = renderPage();
    fill("Full Name", "A");
    fill("Email Address", "ayanda@");
    fill("Phone Number", "082");
    viewQuote();
    const name = field("Full Name");
    const email = field("Email Address");
    const phone = field("Phone Number");
    expect(screen.getByText("Name must be at least 2 characters").id).toBe(`${name.id}-error`);
    expect(screen.getByText("Please enter a valid email address").id).toBe(`${email.id}-error`);
    expect(screen.getByText("Please enter a valid phone number").id).toBe(`${phone.id}-error`);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe(`${name.id}-error`);
    expect(document.activeElement).toBe(name);
    expect(screen.queryByRole("alert")).toBeNull();
    expect(sent).toHaveLength(0);
  });

  it("keeps the venue's hint in the description beside a message", () => {
    renderPage();
    fillContact();
    fill("Venue or suburb", "x".repeat(300));
    viewQuote();
    const venue = field("Venue or suburb");
    expect(screen.getByText("Venue or suburb must be 150 characters or fewer").id).toBe(`${venue.id}-error`);
    expect(venue.getAttribute("aria-describedby")).toBe(`${venue.id}-hint ${venue.id}-error`);
  });

  it("clears a message as soon as its field is fixed; the others stay", () => {
    renderPage();
    viewQuote();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    fill("Email Address", "ayanda@example.co.za");
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    expect(field("Email Address").hasAttribute("aria-invalid")).toBe(false);
    expect(field("Email Address").hasAttribute("aria-describedby")).toBe(false);
    expect(screen.getByText("Name must be at least 2 characters")).toBeTruthy();
    expect(screen.getByText("Please enter a valid phone number")).toBeTruthy();
  });

  it("sends the contact details and the selection with a submission key, busy until the answer", async () => {
    let release: () => void = () => {};
    const { sent } = renderPage({ createQuote: () => new Promise((resolve) => (release = () => resolve(created))) });
    fillContact();
    fill("Full Name", "  Ayanda Khumalo  ");
    viewQuote();

    const busy = await screen.findByRole("button", { name: "Preparing your quote..." });
    expect(busy).toHaveProperty("disabled", true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toMatchObject({
      contact: { name: "Ayanda Khumalo", email: "ayanda@example.co.za", phone: "082 555 0142" },
      eventDate: EVENT_DATE,
      endDate: "",
      venue: "Summer Place, Hyde Park",
      deliveryMethod: "",
      companyName: "",
      marketingConsent: false,
      referrer: window.location.href,
    });
    expect(sent[0]?.input.items.map((line) => [line.id, line.quantity, line.hours])).toEqual([
      ["powered-speaker-12-premium", 2, undefined],
      ["speaker-power-duo", 1, undefined],
      ["sound-engineer", 1, 4],
    ]);
    expect(sent[0]?.key).toMatch(/^[\w-]{16,}$/);
    // Sending again while the first is on its way sends nothing.
    fireEvent.submit(busy.closest("form") as HTMLFormElement);
    expect(sent).toHaveLength(1);

    await act(async () => release());
    await summaryShown();
  });

  it("sends the marketing opt-in when ticked", async () => {
    const { sent } = renderPage();
    fillContact();
    fireEvent.click(field("Send me occasional equipment news"));
    viewQuote();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.input.marketingConsent).toBe(true);
    await summaryShown();
  });

  it("shows the server's messages on their fields with the form notice; a retry keeps the submission key", async () => {
    let answer: CreateQuoteResult = {
      outcome: "invalid",
      errors: [
        { field: "contact.phone", message: "Please enter a valid phone number" },
        { field: "items.0.id", message: "Unknown item" },
      ],
    };
    const { sent } = renderPage({ createQuote: () => answer });
    fillContact();
    viewQuote();
    const message = await screen.findByText("Please enter a valid phone number");
    const phone = field("Phone Number");
    expect(message.id).toBe(`${phone.id}-error`);
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    const alert = screen.getByRole("alert");
    expect(alert.id).toBe("quote-form-alert");
    expect(alert.textContent).toBe("Please check the highlighted fields and try again.");
    expect(screen.queryByText("Unknown item")).toBeNull();
    expect(screen.getByRole("button", { name: "View My Quote" })).toHaveProperty("disabled", false);
    expect(toasts()).toEqual([]);

    answer = created;
    fill("Phone Number", "082 555 0143");
    viewQuote();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText("Please enter a valid phone number")).toBeNull();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.key).toBe(sent[0]?.key);
    await summaryShown();
  });
});

describe("the quote page: the summary stage", () => {
  it("draws the server's quote: lines, badges, prices, discount and total", async () => {
    await toSummary();
    expect(screen.queryByRole("button", { name: "View My Quote" })).toBeNull();
    expect(screen.getByText(/^Quote number/).textContent).toBe("Quote number Q-261121-SRVR");
    expect(screen.getByRole("table", { name: "Items in quote Q-261121-SRVR (prices excl. VAT)" })).toBeTruthy();

    const speaker = row("Premium 12-Inch Powered Speaker");
    expect(speaker.textContent).toContain("R375.00");
    expect(speaker.textContent).toContain("R750.00");
    expect(speaker.textContent).not.toContain("per hour");
    expect(speaker.textContent).not.toContain("% off");
    const duo = row("Speaker Power Duo");
    expect(duo.textContent).toContain("15% off");
    expect(duo.textContent).toContain("R956.25");
    const engineer = row("On-Site Sound Engineer");
    expect(engineer.textContent).toContain("per hour");
    expect(engineer.textContent).toContain("R2,500.00/hr");
    expect(within(engineer).getAllByRole("cell")[1]?.textContent).toBe("1 × 4 hr");
    expect(engineer.textContent).toContain("1 person × 4 hours");
    const body = screen.getAllByRole("rowgroup")[1] as HTMLElement;
    expect(within(body).getAllByRole("row")).toHaveLength(3);

    expect(screen.getByRole("row", { name: /^Total discount/ }).textContent).toContain("-R168.75");
    expect(screen.getByRole("row", { name: /^Subtotal \(excl\. VAT\)/ }).textContent).toContain("R11,706.25");
    expect(screen.getByRole("row", { name: /^VAT \(15%\)/ }).textContent).toContain("R1,755.94");
    expect(screen.getByText("Total (incl. VAT) (4 items)")).toBeTruthy();
    expect(totalCell().textContent).toBe("R13,462.19");
    // The quote's validity and the rule it was priced by.
    const facts = screen.getByText("Valid until").closest("dl") as HTMLElement;
    expect(facts.textContent).toContain("Saturday, 5 December 2026");
    expect(facts.textContent).toContain("One-day hire: equipment at the day rate.");
    const whatsApp = screen.getByRole("link", { name: /Ask about this quote on WhatsApp/ });
    expect(whatsApp.getAttribute("href")).toBe(
      `https://wa.me/27117842250?text=${encodeURIComponent(`Hi, my quote Q-261121-SRVR. https://www.sandtonsoundhire.co.za${LIVE_PATH}`)}`,
    );
    expect(
      screen.getByText("Delivery costs are not included in this estimate and will be added to your final quote."),
    ).toBeTruthy();
    expect(
      screen.getByText("Prices are estimates and may vary with your event date, duration and venue."),
    ).toBeTruthy();
    expect(screen.getByText("Personnel are charged per hour unless otherwise specified.")).toBeTruthy();

    const suggested = within(screen.getByRole("complementary", { name: "Suggested add-ons" }));
    expect(suggested.getAllByRole("listitem")).toHaveLength(3);
    expect(suggested.getByText("R75.00")).toBeTruthy();
    expect(
      // (jsdom drops the space before the screen-reader text that browsers keep.)
      suggested.getByRole("link", { name: /^View details\s*of Wireless Microphone Upgrade$/ }).getAttribute("href"),
    ).toBe("/catalogue/add-ons#wireless-mic-upgrade");
    for (const name of ["Request Discount", "Decline Quote", "I'm Okay (No Quote)", "Download Quote"]) {
      expect(decision(name)).toHaveProperty("disabled", false);
    }
    expect(acceptLink().getAttribute("href")).toBe(`${LIVE_PATH}#accept`);
  });

  it("leaves the discount row out when nothing is discounted", async () => {
    await toSummary({
      createQuote: () => ({ ...created, quote: { ...serverQuote, totalDiscountCents: 0 } }) as CreateQuoteResult,
    });
    expect(screen.queryByText("Total discount")).toBeNull();
  });

  it("toasts the generated quote and the e-mail, shows prices from now on, and moves focus to the stage", async () => {
    await toSummary();
    expect(toasts()).toEqual([
      {
        title: "Quote Generated",
        description: "Your custom quote is ready to review!",
        variant: "success",
        duration: 3000,
      },
      {
        title: "Quote Sent",
        description: "Your quote #Q-261121-SRVR has been sent to your email address.",
        variant: "success",
        duration: 3000,
      },
    ]);
    expect(localStorage.getItem("showPrices")).toBe("true");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Review your quote");
    expect(screen.queryByText(/Tell us who the quote is for/)).toBeNull();
    expect(stageHeading()?.textContent).toBe("Quote summary");
    expect(document.activeElement).toBe(stageHeading());
  });

  it("says nothing about an e-mail that was not queued", async () => {
    await toSummary({ createQuote: () => ({ ...created, customerEmailQueued: false }) as CreateQuoteResult });
    expect(toasts().map((toast) => toast?.title)).toEqual(["Quote Generated"]);
  });

  it("when the team cannot be told, warns and shows the visitor's own estimate", async () => {
    await toSummary({ createQuote: () => ({ outcome: "failed", status: 503 }) });
    expect(toasts().map((toast) => [toast?.title, toast?.description, toast?.variant])).toEqual([
      [
        "Warning",
        "Your quote request is being processed, but we couldn't notify our team. They'll contact you soon.",
        "warning",
      ],
      ["Quote Generated", "Your custom quote is ready to review!", "success"],
    ]);
    expect(totalCell().textContent).toBe("R13,462.19");
    expect(screen.getByText(/^Quote number/).textContent).toMatch(/^Quote number Q-\d{6}-[A-Z2-9]{4}$/);
  });

  it("when the request fails outright, shows the API Error warning and still the quote", async () => {
    await toSummary({ createQuote: () => ({ outcome: "network" }) });
    expect(toasts()[0]).toMatchObject({
      title: "API Error",
      description: "There was an issue notifying our team, but your quote is being processed.",
    });
    expect(totalCell().textContent).toBe("R13,462.19");
  });

  it("item-only complaints from the server are not the visitor's to fix: the quote still opens", async () => {
    await toSummary({
      createQuote: () => ({ outcome: "invalid", errors: [{ field: "items", message: "Add at least one item" }] }),
    });
    expect(toasts()[0]?.title).toBe("Warning");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("the visitor's own estimate cannot be decided on: the spec's failure message, still on the summary", async () => {
    const { decisions } = await toSummary({
      createQuote: () => ({ outcome: "network" }),
      decideQuote: () => ({ ok: false }),
    });
    vi.mocked(notify).mockClear();
    // No quote on the server, so no page of its own to sign on.
    expect(fireEvent.click(acceptLink())).toBe(false);
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]?.description).toBe("Failed to accept quote. Please try again.");
    expect(screen.getByRole("heading", { name: "Your quote" })).toBeTruthy();
    expect(decisions).toEqual([]);
    expect(localStorage.getItem("quoteItems")).not.toBe("[]");
  });
});

describe("the quote page: decisions", () => {
  it("Accept Quote takes the visitor to the quote's own page to sign, accepting nothing by itself (issue 32)", async () => {
    const { decisions } = await toSummary();
    vi.mocked(notify).mockClear();
    const link = acceptLink();
    expect(link.getAttribute("href")).toBe(`${LIVE_PATH}#accept`);
    // The link is followed (not prevented): the typed name and the hire terms are asked for there.
    expect(fireEvent.click(link)).toBe(true);
    expect(decisions).toEqual([]);
    expect(toasts()).toEqual([]);
    // The selection has become that quote: emptied, as after any decision.
    expect(localStorage.getItem("quoteItems")).toBe("[]");
  });

  for (const [action, requestType, toastTitle, description] of [
    ["Request Discount", "discount", "Discount Request Sent", "We'll review your request and get back to you soon!"],
    ["Decline Quote", "decline", "Quote Declined", "Thank you for your interest. We hope to serve you in the future."],
  ] as const) {
    it(`${action} is sent with the quote as seen and ends on the Thank You stage`, async () => {
      const { decisions } = await toSummary();
      vi.mocked(notify).mockClear();
      fireEvent.click(decision(action));
      await screen.findByText("Thank You!", { selector: "p" });
      expect(decisions).toEqual([
        {
          quoteNumber: "Q-261121-SRVR",
          accessToken: "token-1",
          requestType,
          payload: {
            quoteVersion: 1,
            contact: serverQuote.contact,
            items: serverQuote.lines,
            totalCents: 1_346_219,
            totalDiscountCents: 16_875,
          },
        },
      ]);
      expect(toasts()).toEqual([{ title: toastTitle, description, variant: "success", duration: 3000 }]);
      const success = successPanel();
      expect(success.textContent).toContain("Your quote number is Q-261121-SRVR.");
      expect(within(success).getByRole("link", { name: "011 784 2250" }).getAttribute("href")).toBe("tel:+27117842250");
      expect(screen.getByRole("link", { name: "Continue Browsing Catalogue" }).getAttribute("href")).toBe("/catalogue");
      expect(screen.queryByRole("heading", { name: "Your quote" })).toBeNull();
      expect(localStorage.getItem("quoteItems")).toBe("[]");
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Thank You!");
      expect(stageHeading()?.textContent).toBe("Quote sent");
      expect(document.activeElement).toBe(stageHeading());
    });
  }

  it("while a decision is in flight every action waits, each showing the spinner", async () => {
    let release: () => void = () => {};
    await toSummary({
      decideQuote: () => new Promise((resolve) => (release = () => resolve({ ok: true, status: "changes_requested" }))),
    });
    fireEvent.click(decision("Request Discount"));
    const group = screen.getByRole("group", { name: "Your decision" });
    expect(group.getAttribute("aria-busy")).toBe("true");
    for (const name of ["Accept Quote", "Request Discount", "Decline Quote", "I'm Okay (No Quote)"]) {
      expect(decision(name)).toHaveProperty("disabled", true);
    }
    // Spec section 4: all four action buttons are disabled and show a spinner.
    for (const name of ["Accept Quote", "Request Discount", "Decline Quote", "I'm Okay (No Quote)"])
      expect(decision(name).querySelector(".animate-spin"), name).not.toBeNull();
    await act(async () => release());
    await screen.findByText("Thank You!", { selector: "p" });
  });

  it("a refused decision says so and leaves the visitor on the summary to try again", async () => {
    await toSummary({ decideQuote: () => ({ ok: false }) });
    vi.mocked(notify).mockClear();
    fireEvent.click(decision("Request Discount"));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toEqual({
      title: "Error",
      description: "Failed to send discount request. Please try again.",
      variant: "destructive",
      duration: 3000,
    });
    const group = screen.getByRole("group", { name: "Your decision" });
    expect(group.getAttribute("aria-busy")).toBe("false");
    expect(group.querySelectorAll(".animate-spin")).toHaveLength(0);
    expect(decision("Request Discount")).toHaveProperty("disabled", false);
    expect(localStorage.getItem("quoteItems")).not.toBe("[]");
  });

  it("a decision on a version staff have replaced says so and points to the quote's page (issue 32)", async () => {
    const message = "This quote changed: please review version 2";
    await toSummary({ decideQuote: () => ({ ok: false, currentVersion: 2, message }) });
    vi.mocked(notify).mockClear();
    fireEvent.click(decision("Decline Quote"));
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(message);
    expect(within(alert).getByRole("link", { name: "Open your quote’s page" }).getAttribute("href")).toBe(
      created.outcome === "created" ? created.liveUrl : "",
    );
    expect(toasts()).toEqual([]);
    expect(localStorage.getItem("quoteItems")).not.toBe("[]");
  });

  for (const [action, message] of [
    ["Request Discount", "Failed to send discount request. Please try again."],
    ["Decline Quote", "Failed to decline quote. Please try again."],
    ["I'm Okay (No Quote)", "Failed to submit your request. Please try again."],
  ] as const) {
    it(`a refused '${action}' says '${message}'`, async () => {
      await toSummary({ decideQuote: () => ({ ok: false }) });
      vi.mocked(notify).mockClear();
      fireEvent.click(decision(action));
      await waitFor(() => expect(toasts()).toHaveLength(1));
      expect(toasts()[0]?.description).toBe(message);
      expect(screen.queryByRole("dialog")).toBeNull();
    });
  }
});

describe("the quote page: the 'meet you halfway' dialog", () => {
  async function openHalfway() {
    const fakes = await toSummary({ decideQuote: () => ({ ok: true, status: "undecided" }) });
    vi.mocked(notify).mockClear();
    fireEvent.click(decision("I'm Okay (No Quote)"));
    const dialog = await screen.findByRole("dialog", { name: "We can try to meet you halfway!" });
    return { ...fakes, dialog };
  }

  it("'I'm Okay (No Quote)' opens it with the quote number and moves focus into it", async () => {
    const { dialog, decisions } = await openHalfway();
    expect(decisions.map((sent) => sent.requestType)).toEqual(["undecided"]);
    expect(dialog.textContent).toContain("If the price is what is holding you back, call us on 011 784 2250");
    expect(dialog.textContent).toContain("mention quote Q-261121-SRVR.");
    expect(toasts()).toEqual([{ title: "Quote Request Submitted", variant: "success", duration: 3000 }]);
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    // The quote is not finished while the dialog is open.
    expect(screen.getByRole("heading", { name: "Your quote", hidden: true })).toBeTruthy();
    expect(screen.queryByText("Thank You!", { selector: "p" })).toBeNull();
    expect(localStorage.getItem("quoteItems")).not.toBe("[]");
  });

  it("its Close button finishes the quote", async () => {
    await openHalfway();
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Thank You!", { selector: "p" })).toBeTruthy();
    expect(successPanel().textContent).toContain("Q-261121-SRVR");
    expect(localStorage.getItem("quoteItems")).toBe("[]");
    expect(document.activeElement).toBe(stageHeading());
  });

  it("closing it with Esc finishes too", async () => {
    const { dialog } = await openHalfway();
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Thank You!", { selector: "p" })).toBeTruthy();
    expect(localStorage.getItem("quoteItems")).toBe("[]");
  });

  it("a click outside it finishes too", async () => {
    await openHalfway();
    // The dialog listens for presses outside it from the next task on.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    fireEvent.pointerDown(document.body, { button: 0 });
    fireEvent.click(document.body);
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(screen.getByText("Thank You!", { selector: "p" })).toBeTruthy();
  });
});

describe("the quote page: the PDF", () => {
  it("downloads the PDF named after the quote, busy until it arrives", async () => {
    let release: () => void = () => {};
    const pdf = new Blob(["%PDF-1.7"], { type: "application/pdf" });
    const { services, pdfs } = await toSummary({
      fetchQuotePdf: () => new Promise((resolve) => (release = () => resolve(pdf))),
    });
    vi.mocked(notify).mockClear();
    const button = screen.getByRole("button", { name: "Download Quote" });
    fireEvent.click(button);
    expect(button).toHaveProperty("disabled", true);
    expect(button.querySelectorAll("svg")).toHaveLength(1);
    expect(button.querySelector("svg.animate-spin")).not.toBeNull();
    expect(pdfs).toEqual([{ quoteNumber: "Q-261121-SRVR", accessToken: "token-1" }]);
    // Downloading does not hold up a decision.
    expect(decision("Request Discount")).toHaveProperty("disabled", false);

    await act(async () => release());
    await waitFor(() => expect(services.saveFile).toHaveBeenCalledWith(pdf, "Quote-Q-261121-SRVR.pdf"));
    expect(toasts()).toEqual([{ title: "Quote Downloaded", variant: "success", duration: 3000 }]);
    expect(button).toHaveProperty("disabled", false);
    expect(button.querySelectorAll("svg")).toHaveLength(1);
    expect(button.querySelector(".animate-spin")).toBeNull();
    // The stage does not change.
    expect(screen.getByRole("heading", { name: "Your quote" })).toBeTruthy();
  });

  it("says so when the PDF cannot be fetched", async () => {
    const { services } = await toSummary({ fetchQuotePdf: () => null });
    vi.mocked(notify).mockClear();
    fireEvent.click(screen.getByRole("button", { name: "Download Quote" }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toEqual({
      title: "Error",
      description: "Failed to download quote. Please try again.",
      variant: "destructive",
      duration: 3000,
    });
    expect(services.saveFile).not.toHaveBeenCalled();
  });
});

describe("the quote page: Email My Quote", () => {
  it("says 'Quote Sent' once the copy is stored for sending, busy until then", async () => {
    let release: () => void = () => {};
    const { emails } = await toSummary({
      emailQuote: () => new Promise((resolve) => (release = () => resolve({ ok: true }))),
    });
    vi.mocked(notify).mockClear();
    const button = screen.getByRole("button", { name: "Email My Quote" });
    fireEvent.click(button);
    expect(button).toHaveProperty("disabled", true);
    expect(button.querySelector("svg.animate-spin")).not.toBeNull();
    expect(emails).toEqual([{ quoteNumber: "Q-261121-SRVR", accessToken: "token-1" }]);

    await act(async () => release());
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toEqual({
      title: "Quote Sent",
      description: "Your quote #Q-261121-SRVR has been sent to your email address.",
      variant: "success",
      duration: 3000,
    });
    expect(button).toHaveProperty("disabled", false);
    // The stage does not change.
    expect(screen.getByRole("heading", { name: "Your quote" })).toBeTruthy();
  });

  it("says when this quote has been e-mailed as often as allowed for now, in the server's words (issue 32)", async () => {
    const capMessage =
      "We have already e-mailed this quote as often as we can for now (3 times an hour, 5 a day, to one address). Please try again in 42 minutes, or use Download Quote to save it.";
    await toSummary({ emailQuote: () => ({ ok: false, capMessage }) });
    vi.mocked(notify).mockClear();
    fireEvent.click(screen.getByRole("button", { name: "Email My Quote" }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toEqual({
      title: "E-mail Limit Reached",
      description: capMessage,
      variant: "warning",
      duration: 3000,
    });
  });

  it("says so when the quote could not be sent", async () => {
    await toSummary({ emailQuote: () => ({ ok: false }) });
    vi.mocked(notify).mockClear();
    fireEvent.click(screen.getByRole("button", { name: "Email My Quote" }));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toEqual({
      title: "Error",
      description: "Failed to send your quote. Please try again.",
      variant: "destructive",
      duration: 3000,
    });
  });
});

describe("the quote page: the event quote", () => {
  const wedding = weddingQuote({ quoteNumber: "Q-261126-W3DD" });
  const weddingCreated: CreateQuoteResult = { ...created, quoteNumber: wedding.quoteNumber, quote: wedding };
  const firstDay = addDays(johannesburgDate(new Date()), 20);

  function fillWedding() {
    fill("Full Name", "Zoë Nkosi-Müller");
    fill("Email Address", "zoe@example.co.za");
    fill("Phone Number", "082 555 0199");
    fill("Event date", firstDay);
    fill("Last day", addDays(firstDay, 2));
    fill("Set-up time", "08:00");
    fill("Collection time", "23:30");
    fill("Venue or suburb", "Irene Dairy Farm, Centurion");
    fireEvent.change(field("Indoor or outdoor"), { target: { value: "outdoor" } });
    fill("Expected guests", "150");
    fireEvent.change(field("Delivery or collection"), { target: { value: "delivery" } });
    fireEvent.change(field("Delivery zone"), { target: { value: "pretoria" } });
    fill("Company name", "Nkosi Events (Pty) Ltd");
    fill("Company VAT number", "4123 456 789");
  }

  it("sends the hire period, venue details, delivery and company with people × hours, and keeps them for next time", async () => {
    const { sent } = renderPage({
      items: [
        selection[0]!,
        item({ ...selection[2], id: "setup-technician", name: "Setup Technician", quantity: 2, hours: 5, price: 1500 }),
      ],
      createQuote: () => weddingCreated,
    });
    fillWedding();
    viewQuote();
    await summaryShown();
    expect(sent[0]?.input).toMatchObject({
      eventDate: firstDay,
      endDate: addDays(firstDay, 2),
      setupTime: "08:00",
      collectionTime: "23:30",
      venue: "Irene Dairy Farm, Centurion",
      setting: "outdoor",
      guests: "150",
      deliveryMethod: "delivery",
      deliveryZone: "pretoria",
      companyName: "Nkosi Events (Pty) Ltd",
      companyVatNumber: "4123 456 789",
    });
    expect(sent[0]?.input.items.map((line) => [line.id, line.quantity, line.hours])).toEqual([
      ["powered-speaker-12-premium", 2, undefined],
      ["setup-technician", 2, 5],
    ]);
    expect(JSON.parse(localStorage.getItem("quoteEvent") ?? "{}")).toMatchObject({
      eventDate: firstDay,
      deliveryZone: "pretoria",
      companyName: "Nkosi Events (Pty) Ltd",
    });

    // The summary: the event as the quote states it, people × hours, the delivery estimate and VAT.
    const facts = screen.getByText("Hire period").closest("dl") as HTMLElement;
    for (const text of [
      "Friday, 11 December 2026 to Sunday, 13 December 2026 (3 days)",
      "08:00",
      "23:30",
      "Outdoor",
      "150",
      "To Pretoria (estimate)",
      "Nkosi Events (Pty) Ltd",
      "4123456789",
    ])
      expect(facts.textContent).toContain(text);
    expect(row("Setup Technician").textContent).toContain("2 people × 5 hours");
    const delivery = row("Delivery and collection \\(estimate\\)");
    expect(delivery.textContent).toContain("estimate");
    expect(delivery.textContent).toContain("R1,200.00");
    expect(screen.getByRole("row", { name: /^VAT \(15%\)/ }).textContent).toContain("R2,655.00");
    expect(totalCell().textContent).toBe("R20,355.00");
    expect(
      screen.getByText("The delivery fee is an estimate for your zone and will be confirmed on your final quote."),
    ).toBeTruthy();
    expect(screen.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")).toContain(
      encodeURIComponent("Hi, my quote Q-261126-W3DD for 11 December."),
    );
  });

  it("fills in the event a returning visitor sent before", async () => {
    localStorage.setItem(
      "quoteEvent",
      JSON.stringify({ eventDate: firstDay, venue: "Summer Place, Hyde Park", deliveryMethod: "collection" }),
    );
    renderPage();
    await waitFor(() => expect(field("Event date").value).toBe(firstDay));
    expect(field("Venue or suburb").value).toBe("Summer Place, Hyde Park");
    expect((field("Delivery or collection") as unknown as HTMLSelectElement).value).toBe("collection");
  });

  it("refuses a date in the past and a last day before the first, naming the field, and sends nothing", async () => {
    const { sent } = renderPage();
    fillContact();
    fill("Event date", addDays(johannesburgDate(new Date()), -1));
    viewQuote();
    expect(await screen.findByText("The event date cannot be in the past")).toBeTruthy();
    fill("Event date", addDays(firstDay, 1));
    fill("Last day", firstDay);
    viewQuote();
    expect(await screen.findByText("The last day cannot be before the event date")).toBeTruthy();
    expect(field("Last day").getAttribute("aria-invalid")).toBe("true");
    expect(sent).toHaveLength(0);
  });

  it("asks the visitor to request a fresh quote when the quote has expired, and goes back to the form", async () => {
    const message =
      "Quote Q-261121-SRVR expired on Saturday, 5 December 2026. Please request a fresh quote: prices and availability may have changed since.";
    const { sent } = await toSummary({ decideQuote: () => ({ ok: false, expired: true, message }) });
    vi.mocked(notify).mockClear();
    fireEvent.click(decision("Request Discount"));
    expect((await screen.findByRole("alert")).textContent).toContain(message);
    expect(toasts()).toEqual([]);
    expect(localStorage.getItem("quoteItems")).not.toBe("[]");
    fireEvent.click(screen.getByRole("button", { name: "Request a fresh quote" }));
    expect(await screen.findByRole("button", { name: "View My Quote" })).toBeTruthy();
    expect(field("Venue or suburb").value).toBe("Summer Place, Hyde Park");
    // Contact details are not kept in the browser: typed again.
    fillContact();
    viewQuote();
    await summaryShown();
    // A new quote, not a replay of the expired one.
    expect(sent[1]?.key).not.toBe(sent[0]?.key);
  });
});

describe("the quote page: availability on the visitor's date", () => {
  const dated = sampleQuote({ quoteNumber: "Q-261126-DATE", eventDate: EVENT_DATE });
  const createdWithDate: CreateQuoteResult = { ...created, quoteNumber: dated.quoteNumber, quote: dated };

  it("says 'Limited availability on your date' on a short line only, with no number", async () => {
    const { availabilityChecks } = await toSummary({
      createQuote: () => createdWithDate,
      checkAvailability: () => ["limited", "available", "available"],
    });
    expect(availabilityChecks[0]).toMatchObject({ eventDate: EVENT_DATE });
    expect(availabilityChecks[0]?.items.map((line) => line.id)).toEqual([
      "powered-speaker-12-premium",
      "speaker-power-duo",
      "sound-engineer",
    ]);
    await waitFor(() =>
      expect(
        within(row("Premium 12-Inch Powered Speaker")).getByText("Limited availability on your date"),
      ).toBeTruthy(),
    );
    expect(within(row("Speaker Power Duo")).queryByText("Limited availability on your date")).toBeNull();
    expect(document.querySelectorAll("[data-limited-availability]")).toHaveLength(1);
  });

  it("asks nothing for a quote without a date, and says nothing when the check fails", async () => {
    const { availabilityChecks } = await toSummary();
    expect(availabilityChecks).toEqual([]);
    cleanup();
    unmountIslands();
    localStorage.clear();
    resetQuoteStoreForTests();
    const failing = await toSummary({ createQuote: () => createdWithDate, checkAvailability: () => null });
    await waitFor(() => expect(failing.availabilityChecks).toHaveLength(1));
    expect(document.querySelectorAll("[data-limited-availability]")).toHaveLength(0);
  });
});
