// @vitest-environment jsdom
// The quote page island's event quote (hire period, venue, delivery, company) and the
// availability note on the visitor's date.
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { unmountIslands } from "#app/ui/island-page.test-support.tsx";
import { addDays } from "#app/features/quotes/hire-period.ts";
import { johannesburgDate } from "#app/platform/format/johannesburg-clock.ts";
import { resetQuoteStoreForTests } from "#app/features/quotes/builder/quote-store.ts";
import { notify } from "#app/ui/toast/toast.ts";
import { sampleQuote, weddingQuote } from "#app/features/quotes/quote-document.test-support.ts";
import type { CreateQuoteResult } from "#app/features/quotes/builder/quotes-client.ts";
import {
  item,
  selection,
  created,
  renderPage,
  field,
  fill,
  EVENT_DATE,
  fillContact,
  viewQuote,
  toasts,
  summaryShown,
  toSummary,
  decision,
  row,
  totalCell,
  resetQuotePageAroundEachTest,
} from "#app/features/quotes/request/quote-request.test-support.tsx";

vi.mock("#app/ui/toast/toast.ts", () => ({ notify: vi.fn() }));

resetQuotePageAroundEachTest();

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

describe("the quote page: the event quote", () => {
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
});

/** The "Add event details" disclosure around the fields a quote can do without. */
function eventDetails(): HTMLDetailsElement {
  return screen.getByText("Add event details (optional)").closest("details") as HTMLDetailsElement;
}

describe("the quote page: what the form asks first", () => {
  it("asks the date, name, e-mail and phone first, with the rest of the event closed away", () => {
    renderPage();
    for (const label of ["Event date", "Full Name", "Email Address", "Phone Number"])
      expect(eventDetails().contains(field(label))).toBe(false);
    for (const label of ["Last day", "Set-up time", "Venue or suburb", "Delivery zone", "Company VAT number"])
      expect(eventDetails().contains(field(label))).toBe(true);
    expect(eventDetails().open).toBe(false);
  });

  it("sends a quote with only the date and the contact details", async () => {
    const { sent } = renderPage();
    fill("Event date", firstDay);
    fill("Full Name", "Thandi Mokoena");
    fill("Email Address", "thandi@example.co.za");
    fill("Phone Number", "082 555 0199");
    viewQuote();
    await summaryShown();
    expect(sent[0]?.input).toMatchObject({ eventDate: firstDay, venue: "", deliveryMethod: "", companyName: "" });
  });

  it("loads what View My Quote needs once the page is idle, not inside the tap", async () => {
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal("requestIdleCallback", (callback: IdleRequestCallback) => idle.push(callback));
    try {
      const { services } = renderPage();
      expect(services.prepare).not.toHaveBeenCalled();
      for (const callback of idle.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      expect(services.prepare).toHaveBeenCalled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("opens the event details when a field in them needs fixing", async () => {
    const { sent } = renderPage();
    fillContact();
    fill("Company VAT number", "123");
    viewQuote();
    expect(await screen.findByText("A South African VAT number has 10 digits and starts with 4")).toBeTruthy();
    await waitFor(() => expect(eventDetails().open).toBe(true));
    expect(sent).toHaveLength(0);
  });
});

describe("the quote page: the event quote for returning visitors, past dates and expiry", () => {
  it("fills in the event a returning visitor sent before, with the event details open", async () => {
    localStorage.setItem(
      "quoteEvent",
      JSON.stringify({ eventDate: firstDay, venue: "Summer Place, Hyde Park", deliveryMethod: "collection" }),
    );
    renderPage();
    await waitFor(() => expect(field("Event date").value).toBe(firstDay));
    expect(field("Venue or suburb").value).toBe("Summer Place, Hyde Park");
    expect((field("Delivery or collection") as unknown as HTMLSelectElement).value).toBe("collection");
    expect(eventDetails().open).toBe(true);
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
