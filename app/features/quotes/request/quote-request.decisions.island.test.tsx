// @vitest-environment jsdom
// The quote page island's decisions: Accept Quote links to the quote's page, the
// other decisions are sent through a stand-in API, and the 'meet you halfway' dialog.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { notify } from "#app/ui/toast/toast.ts";
import {
  serverQuote,
  LIVE_PATH,
  created,
  toasts,
  successPanel,
  toSummary,
  decision,
  acceptLink,
  stageHeading,
  resetQuotePageAroundEachTest,
} from "#app/features/quotes/request/quote-request.test-support.tsx";

vi.mock("#app/ui/toast/toast.ts", () => ({ notify: vi.fn() }));

resetQuotePageAroundEachTest();

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
});

describe("the quote page: decisions in flight and refused", () => {
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
