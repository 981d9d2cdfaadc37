// @vitest-environment jsdom
// The quote page island's PDF download and Email My Quote, through stand-in services.
import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { notify } from "#app/ui/toast/toast.ts";
import {
  toasts,
  toSummary,
  decision,
  resetQuotePageAroundEachTest,
} from "#app/features/quotes/request/quote-request.test-support.tsx";

vi.mock("#app/ui/toast/toast.ts", () => ({ notify: vi.fn() }));

resetQuotePageAroundEachTest();

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
