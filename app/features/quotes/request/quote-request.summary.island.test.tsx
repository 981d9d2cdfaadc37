// @vitest-environment jsdom
// The quote page island's summary stage: the server's quote drawn, the toasts, and
// what the visitor sees when the API fails.
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { notify } from "#app/ui/toast/toast.ts";
import type { CreateQuoteResult } from "#app/features/quotes/builder/quotes-client.ts";
import {
  serverQuote,
  LIVE_PATH,
  created,
  toasts,
  toSummary,
  decision,
  acceptLink,
  stageHeading,
  row,
  totalCell,
  resetQuotePageAroundEachTest,
} from "#app/features/quotes/request/quote-request.test-support.tsx";

vi.mock("#app/ui/toast/toast.ts", () => ({ notify: vi.fn() }));

resetQuotePageAroundEachTest();

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
    // The first three the page offers; the fourth only when the quote already holds one of them.
    expect(suggested.getAllByRole("listitem")).toHaveLength(3);
    expect(suggested.queryByText("Spare Battery Pack")).toBeNull();
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

  it("suggests no add-on the quote already holds, and the next one instead", async () => {
    const uplighting = { ...serverQuote.lines[0]!, id: "uplighting", type: "add-on" as const, name: "LED Uplighting" };
    await toSummary({
      createQuote: () =>
        ({ ...created, quote: { ...serverQuote, lines: [...serverQuote.lines, uplighting] } }) as CreateQuoteResult,
    });
    const suggested = within(screen.getByRole("complementary", { name: "Suggested add-ons" }));
    expect(suggested.getAllByRole("listitem").map((item) => item.querySelector("p")?.textContent)).toEqual([
      "Wireless Microphone Upgrade",
      "Extra Cabling Pack",
      "Spare Battery Pack",
    ]);
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
});

describe("the quote page: the summary stage's toasts and failed requests", () => {
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
