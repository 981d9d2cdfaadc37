// @vitest-environment jsdom
// The quote page script in a browser-like DOM: the markup is the route's
// server-rendered HTML, as on the real page; the quotes API is a stand-in.
// (The real API, the PDF and the stored decisions are covered end to end.)
import { fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type QuotePageServices, enhanceQuoteRequestPage } from "./quote-request";
import { resetQuoteStoreForTests } from "./quote-store";
import { notify } from "./toasts";
import QuoteRequest from "~/routes/quote-request";
import { sampleQuote } from "~/lib/quote-document.test-support";
import type { QuoteItem } from "~/lib/quote";
import type { CreateQuoteResult, DecisionResult } from "~/lib/quotes-client";

vi.mock("./toasts", () => ({ notify: vi.fn() }));

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
    quantity: 4,
    price: 2500,
    hourlyRate: true,
  }),
];

const serverQuote = sampleQuote({
  quoteNumber: "Q-261121-SRVR",
  contact: { name: "Ayanda Khumalo", email: "ayanda@example.co.za", phone: "082 555 0142" },
  eventDate: undefined,
  venue: undefined,
});

const created: CreateQuoteResult = {
  outcome: "created",
  quoteNumber: serverQuote.quoteNumber,
  accessToken: "token-1",
  quote: serverQuote,
  customerEmailQueued: true,
};

// jsdom has no modal dialogs: open and close them as a browser would, close event included.
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    if (!this.hasAttribute("open")) return;
    this.removeAttribute("open");
    this.dispatchEvent(new Event("close"));
  };
  localStorage.clear();
  resetQuoteStoreForTests();
  vi.mocked(notify).mockClear();
});

afterEach(() => {
  document.body.replaceChildren();
});

interface Sent {
  input: Parameters<QuotePageServices["createQuote"]>[0];
  key: string;
}

function renderPage({
  items = selection,
  createQuote = () => created,
  decideQuote = () => ({ ok: true, status: "accepted" }),
  fetchQuotePdf = () => new Blob(["%PDF-1.7"], { type: "application/pdf" }),
}: {
  items?: QuoteItem[];
  createQuote?: (sent: Sent) => CreateQuoteResult | Promise<CreateQuoteResult>;
  decideQuote?: () => DecisionResult | Promise<DecisionResult>;
  fetchQuotePdf?: () => Blob | null | Promise<Blob | null>;
} = {}) {
  localStorage.setItem("quoteItems", JSON.stringify(items));
  const Stub = createRoutesStub([{ path: "/quote-request", Component: QuoteRequest }]);
  document.body.innerHTML = renderToString(<Stub initialEntries={["/quote-request"]} />);
  const sent: Sent[] = [];
  const decisions: {
    quoteNumber: string;
    accessToken?: string;
    requestType: string;
    payload: Record<string, unknown>;
  }[] = [];
  const pdfs: { quoteNumber: string; accessToken?: string }[] = [];
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
    leave: vi.fn(),
    saveFile: vi.fn(),
  } satisfies QuotePageServices;
  enhanceQuoteRequestPage(services);
  return { services, sent, decisions, pdfs };
}

function field(label: string): HTMLInputElement {
  return screen.getByLabelText(label, { exact: false });
}

function fill(label: string, value: string) {
  const input = field(label);
  input.value = value;
  fireEvent.input(input);
}

function fillContact() {
  fill("Full Name", "Ayanda Khumalo");
  fill("Email Address", "ayanda@example.co.za");
  fill("Phone Number", "082 555 0142");
  fill("Event date", "2026-12-12");
  fill("Venue or suburb", "Summer Place, Hyde Park");
}

const viewQuote = () => fireEvent.click(screen.getByRole("button", { name: "View My Quote" }));

function toasts() {
  return vi.mocked(notify).mock.calls.map(([options]) => options);
}

async function toSummary(options: Parameters<typeof renderPage>[0] = {}) {
  const page = renderPage(options);
  fillContact();
  viewQuote();
  await waitFor(() => expect(document.querySelector("[data-quote-stage=summary]")).not.toBeNull());
  return page;
}

const decision = (name: string) => screen.getByRole("button", { name });
const stageHeading = () => document.getElementById("quote-stage-heading");

describe("the quote page script: the form stage", () => {
  it("counts the stored selection", () => {
    renderPage();
    expect(document.querySelector("[data-selection-count]")?.textContent).toBe("7 items");
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Request a Quote");
  });

  it("counts one item in the singular", () => {
    renderPage({ items: [item({ id: "mic", name: "Microphone", price: 100 })] });
    expect(document.querySelector("[data-selection-count]")?.textContent).toBe("1 item");
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
    expect(screen.getByText("Name must be at least 2 characters").id).toBe(`${name.id}-error`);
    expect(screen.getByText("Please enter a valid email address").id).toBe(`${email.id}-error`);
    expect(screen.getByText("Please enter a valid phone number")).toBeTruthy();
    expect(name.getAttribute("aria-invalid")).toBe("true");
    expect(name.getAttribute("aria-describedby")).toBe(`${name.id}-error`);
    expect(document.activeElement).toBe(name);
    expect(sent).toHaveLength(0);
  });

  it("keeps the venue's hint in the description beside a message, and rejects an impossible date", () => {
    renderPage();
    fillContact();
    fill("Event date", "2026-02-30");
    fill("Venue or suburb", "x".repeat(300));
    viewQuote();
    const venue = field("Venue or suburb");
    expect(venue.getAttribute("aria-describedby")).toBe(`${venue.id}-hint ${venue.id}-error`);
  });

  it("clears a message as soon as its field is fixed", () => {
    renderPage();
    viewQuote();
    expect(screen.getByText("Please enter a valid email address")).toBeTruthy();
    fill("Email Address", "ayanda@example.co.za");
    expect(screen.queryByText("Please enter a valid email address")).toBeNull();
    expect(field("Email Address").hasAttribute("aria-invalid")).toBe(false);
    expect(field("Email Address").hasAttribute("aria-describedby")).toBe(false);
    // The others stay until they are fixed too.
    expect(screen.getByText("Name must be at least 2 characters")).toBeTruthy();
  });

  it("sends the contact details and the selection with a submission key, busy until the answer", async () => {
    let release: () => void = () => {};
    const { sent } = renderPage({ createQuote: () => new Promise((resolve) => (release = () => resolve(created))) });
    fillContact();
    viewQuote();

    const busy = screen.getByRole("button", { name: "Preparing your quote..." });
    expect(busy).toHaveProperty("disabled", true);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.input).toMatchObject({
      contact: { name: "Ayanda Khumalo", email: "ayanda@example.co.za", phone: "082 555 0142" },
      eventDate: "2026-12-12",
      venue: "Summer Place, Hyde Park",
      marketingConsent: false,
      referrer: window.location.href,
    });
    expect(sent[0]?.input.items.map((line) => [line.id, line.quantity])).toEqual([
      ["powered-speaker-12-premium", 2],
      ["speaker-power-duo", 1],
      ["sound-engineer", 4],
    ]);
    expect(sent[0]?.key).toMatch(/^[\w-]{16,}$/);
    // Sending again while the first is on its way sends nothing.
    fireEvent.submit(busy.closest("form") as HTMLFormElement);
    expect(sent).toHaveLength(1);

    release();
    await waitFor(() => expect(document.querySelector("[data-quote-stage=summary]")).not.toBeNull());
  });

  it("sends the marketing opt-in when ticked", async () => {
    const { sent } = renderPage();
    fillContact();
    fireEvent.click(field("Send me occasional equipment news"));
    viewQuote();
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]?.input.marketingConsent).toBe(true);
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
    await waitFor(() => expect(screen.getByText("Please enter a valid phone number")).toBeTruthy());
    const phone = field("Phone Number");
    expect(screen.getByText("Please enter a valid phone number").id).toBe(`${phone.id}-error`);
    expect(phone.getAttribute("aria-invalid")).toBe("true");
    const alert = screen.getByRole("alert");
    expect(alert.id).toBe("quote-form-alert");
    expect(alert.textContent).toBe("Please check the highlighted fields and try again.");
    expect(screen.queryByText("Unknown item")).toBeNull();
    expect(screen.getByRole("button", { name: "View My Quote" })).toHaveProperty("disabled", false);

    answer = created;
    fill("Phone Number", "082 555 0143");
    viewQuote();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByText("Please enter a valid phone number")).toBeNull();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]?.key).toBe(sent[0]?.key);
  });
});

describe("the quote page script: the summary stage", () => {
  it("draws the server's quote: lines, badges, prices, discount and total", async () => {
    await toSummary();
    expect(document.querySelector("[data-quote-stage=form]")).toBeNull();
    expect(document.querySelector("[data-quote-number]")?.textContent).toBe("Q-261121-SRVR");
    expect(screen.getByRole("table").querySelector("caption")?.textContent).toBe("Items in quote Q-261121-SRVR");

    const speaker = document.querySelector('[data-summary-line="powered-speaker-12-premium"]');
    expect(speaker?.textContent).toContain("Premium 12-Inch Powered Speaker");
    expect(speaker?.textContent).toContain("R375.00");
    expect(speaker?.textContent).toContain("R750.00");
    expect(speaker?.textContent).not.toContain("per hour");
    expect(speaker?.textContent).not.toContain("% off");
    const duo = document.querySelector('[data-summary-line="speaker-power-duo"]');
    expect(duo?.textContent).toContain("15% off");
    expect(duo?.textContent).toContain("R956.25");
    const engineer = document.querySelector('[data-summary-line="sound-engineer"]');
    expect(engineer?.textContent).toContain("per hour");
    expect(engineer?.textContent).toContain("R2,500.00/hr");
    expect(engineer?.querySelectorAll("td")[1]?.textContent).toBe("4");
    expect(screen.getAllByRole("row").filter((row) => row.hasAttribute("data-summary-line"))).toHaveLength(3);

    expect(screen.getByText("Total discount").closest("tr")?.textContent).toContain("-R168.75");
    expect(screen.getByText("Estimated total (7 items)")).toBeTruthy();
    expect(document.querySelector("[data-summary-total]")?.textContent).toBe("R11,706.25");
    expect(
      screen.getByText("Delivery costs are not included in this estimate and will be added to your final quote."),
    ).toBeTruthy();
    expect(screen.getByText("Personnel are charged per hour unless otherwise specified.")).toBeTruthy();
    expect(document.querySelectorAll("aside[aria-labelledby=suggested-heading] li")).toHaveLength(3);
  });

  it("leaves the discount row out when nothing is discounted", async () => {
    await toSummary({
      createQuote: () => ({ ...created, quote: { ...serverQuote, totalDiscount: 0 } }) as CreateQuoteResult,
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
    expect(document.querySelector("[data-summary-total]")?.textContent).toBe("R11,706.25");
    expect(document.querySelector("[data-quote-number]")?.textContent).toMatch(/^Q-\d{6}-[A-Z2-9]{4}$/);
  });

  it("when the request fails outright, shows the API Error warning and still the quote", async () => {
    await toSummary({ createQuote: () => ({ outcome: "network" }) });
    expect(toasts()[0]).toMatchObject({
      title: "API Error",
      description: "There was an issue notifying our team, but your quote is being processed.",
    });
    expect(document.querySelector("[data-summary-total]")?.textContent).toBe("R11,706.25");
  });

  it("item-only complaints from the server are not the visitor's to fix: the quote still opens", async () => {
    await toSummary({
      createQuote: () => ({ outcome: "invalid", errors: [{ field: "items", message: "Add at least one item" }] }),
    });
    expect(toasts()[0]?.title).toBe("Warning");
    expect(screen.queryByRole("alert")).toBeNull();
  });
});

describe("the quote page script: decisions", () => {
  for (const [action, requestType, toastTitle] of [
    ["Accept Quote", "accept", "Quote Accepted"],
    ["Request Discount", "discount", "Discount Request Sent"],
    ["Decline Quote", "decline", "Quote Declined"],
  ] as const) {
    it(`${action} is sent with the quote as seen and ends on the Thank You stage`, async () => {
      const { decisions } = await toSummary();
      vi.mocked(notify).mockClear();
      fireEvent.click(decision(action));
      await waitFor(() => expect(document.querySelector("[data-quote-success]")).not.toBeNull());
      expect(decisions).toEqual([
        {
          quoteNumber: "Q-261121-SRVR",
          accessToken: "token-1",
          requestType,
          payload: {
            contact: serverQuote.contact,
            items: serverQuote.lines,
            totalPrice: 11706.25,
            totalDiscount: 168.75,
          },
        },
      ]);
      expect(toasts()[0]?.title).toBe(toastTitle);
      const success = document.querySelector<HTMLElement>("[data-quote-success]");
      expect(success?.textContent).toContain("Thank You!");
      expect(success?.querySelector("[data-quote-number]")?.textContent).toBe("Q-261121-SRVR");
      expect(screen.getByRole("link", { name: "Continue Browsing Catalogue" }).getAttribute("href")).toBe("/catalogue");
      expect(document.querySelector("[data-quote-stage=summary]")).toBeNull();
      expect(localStorage.getItem("quoteItems")).toBe("[]");
      expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Thank You!");
      expect(stageHeading()?.textContent).toBe("Quote sent");
      expect(document.activeElement).toBe(stageHeading());
    });
  }

  it("while a decision is in flight every action waits, with one spinner", async () => {
    let release: () => void = () => {};
    await toSummary({
      decideQuote: () => new Promise((resolve) => (release = () => resolve({ ok: true, status: "accepted" }))),
    });
    fireEvent.click(decision("Accept Quote"));
    const group = screen.getByRole("group", { name: "Your decision" });
    expect(group.getAttribute("aria-busy")).toBe("true");
    for (const name of ["Accept Quote", "Request Discount", "Decline Quote", "I'm Okay (No Quote)"]) {
      expect(decision(name)).toHaveProperty("disabled", true);
    }
    expect(group.querySelectorAll(".animate-spin")).toHaveLength(1);
    expect(decision("Accept Quote").querySelector(".animate-spin")).not.toBeNull();
    release();
    await waitFor(() => expect(document.querySelector("[data-quote-success]")).not.toBeNull());
  });

  it("a refused decision says so and leaves the visitor on the summary to try again", async () => {
    await toSummary({ decideQuote: () => ({ ok: false }) });
    vi.mocked(notify).mockClear();
    fireEvent.click(decision("Accept Quote"));
    await waitFor(() => expect(toasts()).toHaveLength(1));
    expect(toasts()[0]).toEqual({
      title: "Error",
      description: "Failed to accept quote. Please try again.",
      variant: "destructive",
      duration: 3000,
    });
    const group = screen.getByRole("group", { name: "Your decision" });
    expect(group.getAttribute("aria-busy")).toBe("false");
    expect(group.querySelectorAll(".animate-spin")).toHaveLength(0);
    expect(decision("Accept Quote")).toHaveProperty("disabled", false);
    expect(localStorage.getItem("quoteItems")).not.toBe("[]");
  });

  it("'I'm Okay (No Quote)' opens the halfway dialog with the quote number; closing it moves on", async () => {
    await toSummary({ decideQuote: () => ({ ok: true, status: "undecided" }) });
    vi.mocked(notify).mockClear();
    fireEvent.click(decision("I'm Okay (No Quote)"));
    const dialog = await screen.findByRole("dialog", { name: "We can try to meet you halfway!" });
    expect(dialog.hasAttribute("open")).toBe(true);
    expect(dialog.textContent).toContain("Q-261121-SRVR");
    expect(toasts()[0]?.title).toBe("Quote Request Submitted");
    expect(document.querySelector("[data-quote-success]")).toBeNull();
    expect(localStorage.getItem("quoteItems")).not.toBe("[]");

    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(dialog.hasAttribute("open")).toBe(false);
    expect(document.querySelector("[data-quote-success]")).not.toBeNull();
    expect(localStorage.getItem("quoteItems")).toBe("[]");
  });

  it("closing the halfway dialog with Esc finishes too", async () => {
    await toSummary({ decideQuote: () => ({ ok: true, status: "undecided" }) });
    fireEvent.click(decision("I'm Okay (No Quote)"));
    const dialog = await screen.findByRole("dialog", { name: "We can try to meet you halfway!" });
    (dialog as HTMLDialogElement).close();
    expect(document.querySelector("[data-quote-success]")).not.toBeNull();
  });
});

describe("the quote page script: the PDF", () => {
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
    expect(button.querySelector(".animate-spin")).not.toBeNull();
    expect(button.querySelector("[data-download-icon]")?.hasAttribute("hidden")).toBe(true);
    expect(pdfs).toEqual([{ quoteNumber: "Q-261121-SRVR", accessToken: "token-1" }]);

    release();
    await waitFor(() => expect(services.saveFile).toHaveBeenCalledWith(pdf, "Quote-Q-261121-SRVR.pdf"));
    expect(toasts()).toEqual([{ title: "Quote Downloaded", variant: "success", duration: 3000 }]);
    expect(button).toHaveProperty("disabled", false);
    expect(button.querySelector(".animate-spin")).toBeNull();
    expect(button.querySelector("[data-download-icon]")?.hasAttribute("hidden")).toBe(false);
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
