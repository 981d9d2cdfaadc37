// @vitest-environment jsdom
// The live quote page's island, hydrated over its server HTML: an open quote's
// three forms, the answers to a post without JavaScript, an expired quote,
// and the island's own checks and sends, with a stand-in for /q/<token>/decisions.
import { afterEach, describe, expect, it, vi } from "vitest";
import LiveQuote, {
  LiveQuoteIsland,
  type LiveQuoteProps,
  pageLoader,
} from "#app/features/quotes/live/live-quote.island.tsx";
import {
  cleanUpIslands,
  click,
  expectToast,
  fill,
  renderIsland,
  screen,
  standInEndpoint,
  waitFor,
} from "#app/features/leads/forms/form-islands.test-support.tsx";
import { LIVE_QUOTE_MESSAGES } from "#app/features/quotes/live/live-quote.ts";
import { liveQuoteView } from "#app/features/quotes/live/live-quote-view.ts";
import { sampleQuote } from "#app/features/quotes/quote-document.test-support.ts";

afterEach(cleanUpIslands);

const TOKEN = "k".repeat(43);
const PAGE = `/q/${TOKEN}`;

function props(overrides: Partial<LiveQuoteProps> = {}, status: "viewed" | "expired" | "accepted" = "viewed") {
  const quote = sampleQuote();
  return {
    view: liveQuoteView(quote, status, [{ kind: "view" as const, at: "2026-11-21T12:05:00.000Z" }], TOKEN),
    pagePath: PAGE,
    submissionKey: "3f1c9a2e-6b0d-4c51-9e3a-2d7f8b1c0e44",
    result: null,
    ...overrides,
  };
}

const render = (overrides: Partial<LiveQuoteProps> = {}, status?: "viewed" | "expired" | "accepted") =>
  renderIsland(LiveQuoteIsland, LiveQuote, props(overrides, status), PAGE);

describe("the live quote page's island", () => {
  it("open: the status, the history in SAST, the PDF link and four forms posting to the page", async () => {
    const container = await render();
    expect(screen.getByText("Viewed")).toBeTruthy();
    expect(screen.getByText("Saturday, 21 November 2026 at 14:05 SAST")).toBeTruthy();
    expect(screen.getByRole("link", { name: /Download the quote/ }).getAttribute("href")).toBe(`${PAGE}/pdf`);
    const forms = [...container.querySelectorAll("form")];
    expect(forms.map((form) => [form.getAttribute("method"), form.getAttribute("action")])).toEqual([
      ["post", PAGE],
      ["post", PAGE],
      ["post", PAGE],
      ["post", PAGE],
    ]);
    expect(screen.getByRole("link", { name: "hire terms" }).getAttribute("href")).toBe("/hire-terms");
  });

  it("after a post without JavaScript: the messages beside their fields, what was typed kept", async () => {
    await render({
      result: {
        status: "invalid",
        intent: "decline",
        fieldErrors: { note: LIVE_QUOTE_MESSAGES.declineNote },
        values: { intent: "decline", reason: "other" },
      },
    });
    const note = screen.getByLabelText("In a few words (needed for Other)");
    expect(note.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(note.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      LIVE_QUOTE_MESSAGES.declineNote,
    );
    expect((screen.getByRole("radio", { name: "Other" }) as HTMLInputElement).checked).toBe(true);
  });

  it("recorded: the spec's words for the decision", async () => {
    await render({ result: { status: "recorded", intent: "accept", requestType: "accept" } }, "accepted");
    expect(screen.getByRole("status").textContent).toContain(
      "Thank you! We'll contact you shortly to confirm the details.",
    );
    expect(screen.queryByRole("button", { name: "Accept Quote" })).toBeNull();
  });

  it("undecided ('I'm Okay (No Quote)'): the spec's halfway words, and the quote stays open", async () => {
    const posted = standInEndpoint(() => ({
      httpStatus: 200,
      result: JSON.stringify({ result: { status: "recorded", intent: "undecided", requestType: "undecided" } }),
    }));
    await render();
    await click("I'm Okay (No Quote)");
    await expectToast("Quote Request Submitted");
    expect(posted[0]?.body.get("intent")).toBe("undecided");
    expect(screen.getByText("We can try to meet you halfway!")).toBeTruthy();
    expect(screen.getByText(/Quote Q-\d{6}-\w{4} stays open/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Accept Quote" })).toBeTruthy();
  });

  it("expired: says so and offers no decision", async () => {
    await render({}, "expired");
    expect(screen.getByText("Expired")).toBeTruthy();
    expect(screen.getByText(/expired on .*Please request a fresh quote/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Accept Quote" })).toBeNull();
    expect(screen.queryByRole("button", { name: "Decline Quote" })).toBeNull();
  });

  it("checks a form before sending it: a full name and the terms to accept", async () => {
    const posted = standInEndpoint(() => ({ httpStatus: 200, result: "{}" }));
    await render();
    fill("Your full name, as your signature", "Thandi");
    await click("Accept Quote");
    expect(screen.getByText(LIVE_QUOTE_MESSAGES.signedName)).toBeTruthy();
    expect(screen.getByText(LIVE_QUOTE_MESSAGES.acceptTerms)).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it("sends an acceptance on the version shown, then loads the page again at the deposit", async () => {
    const accepted = props({}, "accepted").view;
    const posted = standInEndpoint(() => ({
      httpStatus: 200,
      result: JSON.stringify({
        result: { status: "recorded", intent: "accept", requestType: "accept" },
        view: accepted,
      }),
    }));
    const go = vi.spyOn(pageLoader, "go").mockImplementation(() => {});
    await render();
    fill("Your full name, as your signature", "Thandi Mokoena");
    (screen.getByLabelText(/I agree to the/) as HTMLInputElement).click();
    await click("Accept Quote");
    await waitFor(() => expect(go).toHaveBeenCalledWith(`${PAGE}?accepted#deposit`));
    expect(posted[0]?.endpoint).toBe(`${PAGE}/decisions`);
    expect(posted[0]?.body.get("signedName")).toBe("Thandi Mokoena");
    expect(posted[0]?.body.get("quoteVersion")).toBe("1");
    expect(posted[0]?.body.get("submissionKey")).toBe("3f1c9a2e-6b0d-4c51-9e3a-2d7f8b1c0e44");
    go.mockRestore();
  });

  it("the page loaded after accepting toasts the spec's words", async () => {
    await render({ result: { status: "recorded", intent: "accept", requestType: "accept" } }, "accepted");
    await expectToast("Quote Accepted", "Thank you! We'll contact you shortly to confirm the details.");
  });

  it("every form names the version drawn; a replaced version is refused with a link to review the new one", async () => {
    const container = await render();
    const versions = [...container.querySelectorAll<HTMLInputElement>('input[name="quoteVersion"]')];
    expect(versions.map((input) => input.value)).toEqual(["1", "1", "1", "1"]);
    const message = "This quote changed: please review version 2";
    const revised = { ...props({}, "viewed").view, version: 2, status: "revised" as const, statusLabel: "Revised" };
    standInEndpoint(() => ({
      httpStatus: 409,
      result: JSON.stringify({ result: { status: "refused", message, currentVersion: 2 }, view: revised }),
    }));
    (screen.getByRole("radio", { name: "The price" }) as HTMLInputElement).click();
    await click("Decline Quote");
    await expectToast("Error", message);
    expect(screen.getByRole("link", { name: "Review version 2" }).getAttribute("href")).toBe(PAGE);
    // The statement on the page is still version 1's: the forms never decide on version 2 before it is drawn.
    expect(versions.map((input) => input.value)).toEqual(["1", "1", "1", "1"]);
  });

  it("a refused decision toasts the spec's failure words with the server's reason", async () => {
    standInEndpoint(() => ({
      httpStatus: 409,
      result: JSON.stringify({ result: { status: "refused", message: "This quote is already declined." } }),
    }));
    await render();
    (screen.getByRole("radio", { name: "The price" }) as HTMLInputElement).click();
    await click("Decline Quote");
    await expectToast("Error", "This quote is already declined.");
  });
});
