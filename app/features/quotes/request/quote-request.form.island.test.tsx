// @vitest-environment jsdom
// The quote page island's server render, hydration and form stage: the visitor's
// quote comes from local storage through the shared quote store, the quotes API is a
// stand-in (the real API is covered end to end), toasts are checked as sent.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { hydrateIsland } from "#app/ui/island-page.test-support.tsx";
import QuoteRequestPage, { QuoteRequestIsland } from "#app/features/quotes/request/quote-request.island.tsx";
import type { SuggestedAddOn } from "#app/features/quotes/summary/quote-summary.tsx";
import type { CreateQuoteResult } from "#app/features/quotes/builder/quotes-client.ts";
import QuoteRequest from "#app/routes/quote-request.tsx";
import {
  item,
  selection,
  suggestedAddOns,
  created,
  renderPage,
  field,
  fill,
  EVENT_DATE,
  fillContact,
  viewQuote,
  toasts,
  summaryShown,
  loaderWithSeedCatalogue,
  resetQuotePageAroundEachTest,
} from "#app/features/quotes/request/quote-request.test-support.tsx";

vi.mock("#app/ui/toast/toast.ts", () => ({ notify: vi.fn() }));

resetQuotePageAroundEachTest();

describe("the quote page: the server render and hydration", () => {
  it("renders the form stage with an empty selection, as a form that posts to the page", async () => {
    localStorage.setItem("quoteItems", JSON.stringify(selection));
    const loaderData = await loaderWithSeedCatalogue();
    // The route's loader prices the suggested add-ons on the server.
    const Stub = createRoutesStub([{ id: "quote-request", path: "/quote-request", Component: QuoteRequest }]);
    const html = renderToString(
      <Stub initialEntries={["/quote-request"]} hydrationData={{ loaderData: { "quote-request": loaderData } }} />,
    );
    document.body.innerHTML = html;

    const wrapper = document.querySelector<HTMLElement>("[data-island=quote-request]");
    expect(wrapper?.dataset.hydrate).toBe("load");
    // The page hands the island the catalogue's first six add-ons (this catalogue has four); the summary shows
    // three the quote does not hold.
    const props = JSON.parse(wrapper?.dataset.props ?? "{}") as { suggestedAddOns: SuggestedAddOn[] };
    expect(props.suggestedAddOns).toHaveLength(4);
    expect(props.suggestedAddOns[0]?.price).toMatch(/^R[\d,]+\.\d{2}/);

    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Request a Quote");
    expect(screen.getByText(/Tell us who the quote is for/)).toBeTruthy();
    // No basket on the server and no quote read yet: until hydration the button is held back.
    expect(screen.getByRole("button", { name: "View My Quote" })).toHaveProperty("disabled", true);
    // The server knows no quote.
    expect(within(screen.getByRole("complementary", { name: "Your Selection" })).getByText("0 items")).toBeTruthy();
    // A form post without JavaScript (decision 066); no note that it needs JavaScript.
    const form = document.querySelector<HTMLFormElement>("form#quote-contact");
    expect(form?.getAttribute("method")).toBe("post");
    expect(form?.getAttribute("action")).toBe("/quote-request#quote-contact");
    expect(html).not.toContain("<noscript>");
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
});

describe("the quote page: sending the form", () => {
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
