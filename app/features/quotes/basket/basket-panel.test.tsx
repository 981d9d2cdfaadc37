// @vitest-environment jsdom
// The quote page's server render over a no-JavaScript basket (decision 066):
// its lines with their form posts, the request form that posts, what the
// server answered, and the basket taken into the browser's own quote once the
// page's script runs.
import { screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import QuoteRequestPage, { QuoteRequestIsland } from "#app/features/quotes/request/quote-request.island.tsx";
import { hydrateIsland } from "#app/ui/island-page.test-support.tsx";
import { getQuote } from "#app/features/quotes/builder/quote-store.ts";
import { personnel, products } from "#app/features/catalogue/content/priced-catalogue.test-support.ts";
import {
  resetQuotePageAroundEachTest,
  suggestedAddOns,
} from "#app/features/quotes/request/quote-request.test-support.tsx";
import type { ServerBasket } from "#app/features/quotes/basket/basket-view.ts";

vi.mock("#app/ui/toast/toast.ts", () => ({ notify: vi.fn() }));

resetQuotePageAroundEachTest();
afterEach(() => vi.unstubAllGlobals());

const speaker = products.find((product) => product.id === "powered-speaker-12-premium")!;
const engineer = personnel.find((person) => person.id === "sound-engineer")!;

const basket: ServerBasket = {
  lines: [
    {
      type: "product",
      id: speaker.id,
      name: speaker.name,
      kindLabel: "Product",
      priceLabel: "R375.00",
      quantity: 2,
      record: speaker,
    },
    {
      type: "personnel",
      id: engineer.id,
      name: engineer.name,
      kindLabel: "Personnel",
      priceLabel: "R450.00/hr",
      quantity: 1,
      hours: 4,
      record: engineer,
    },
  ],
  totalItems: 3,
  submissionKey: "server-basket-key-0001",
};

function serverRender(props: Partial<Parameters<typeof QuoteRequestPage>[0]>) {
  document.body.innerHTML = renderToString(<QuoteRequestPage suggestedAddOns={suggestedAddOns} {...props} />);
}

describe("the quote page over a server basket, without JavaScript", () => {
  it("shows each line with its quantity (people and hours) and Remove, each a form post", () => {
    serverRender({ basket });
    const aside = screen.getByRole("complementary", { name: "Your Selection" });
    expect(within(aside).getByText("3 items")).toBeTruthy();
    const update = within(aside)
      .getByRole("button", { name: `Update ${speaker.name}` })
      .closest("form")!;
    expect(update.getAttribute("method")).toBe("post");
    expect(Object.fromEntries(new FormData(update))).toEqual({
      intent: "update",
      type: "product",
      id: speaker.id,
      quantity: "2",
    });
    const people = within(aside)
      .getByRole("button", { name: `Update ${engineer.name}` })
      .closest("form")!;
    expect(Object.fromEntries(new FormData(people))).toMatchObject({ quantity: "1", hours: "4" });
    expect(within(aside).getByLabelText("Hours each").getAttribute("inputmode")).toBe("numeric");
    const remove = within(aside)
      .getByRole("button", { name: `Remove ${engineer.name}` })
      .closest("form")!;
    expect(Object.fromEntries(new FormData(remove))).toEqual({ intent: "remove", type: "personnel", id: engineer.id });
  });

  it("lets the request be sent by a plain post with its key", () => {
    serverRender({ basket });
    const button = screen.getByRole("button", { name: "View My Quote" });
    expect(button).toHaveProperty("disabled", false);
    const form = button.closest("form")!;
    expect(form.getAttribute("method")).toBe("post");
    expect(new FormData(form).get("intent")).toBe("send");
    expect(new FormData(form).get("submissionKey")).toBe("server-basket-key-0001");
  });

  it("keeps the button held back while the basket is empty", () => {
    serverRender({ basket: { ...basket, lines: [], totalItems: 0 } });
    expect(screen.getByRole("button", { name: "View My Quote" })).toHaveProperty("disabled", true);
    expect(screen.getByText(/Your quote is empty/)).toBeTruthy();
  });

  it("shows the server's messages and what was typed", () => {
    serverRender({
      basket,
      result: {
        status: "invalid",
        message: "Please check the highlighted fields and try again.",
        fieldErrors: { name: "Please enter your full name" },
        values: { name: "", email: "thandi@example.co.za", phone: "082 555 0123", venue: "Summer Place" },
      },
    });
    expect(screen.getByRole("alert").textContent).toContain("Please check the highlighted fields");
    expect(screen.getByText("Please enter your full name")).toBeTruthy();
    expect(screen.getByLabelText(/Email Address/)).toHaveProperty("value", "thandi@example.co.za");
    expect(screen.getByLabelText(/Venue/)).toHaveProperty("value", "Summer Place");
  });

  it("thanks the visitor with the way to the quote once it is stored", () => {
    serverRender({ basket: null, result: { status: "sent", quoteNumber: "Q-261121-K7PX", liveUrl: "/q/abc" } });
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("Thank You!");
    expect(screen.getByText("Q-261121-K7PX")).toBeTruthy();
    expect(screen.getByRole("link", { name: "View your quote" }).getAttribute("href")).toBe("/q/abc");
    expect(screen.queryByRole("button", { name: "View My Quote" })).toBeNull();
  });
});

describe("the quote page over a server basket, once its script runs", () => {
  it("takes the basket into the browser's quote once the server has let it go", async () => {
    const fetchMock = vi.fn(async () => new Response("", { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    await hydrateIsland(QuoteRequestIsland, QuoteRequestPage, { suggestedAddOns, basket });
    await waitFor(() => expect(getQuote().totalItems).toBe(3));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe("/quote-request");
    expect(String(init.body)).toBe("intent=clear");
    expect(getQuote().items.map(({ id, quantity, hours }) => [id, quantity, hours])).toEqual([
      [speaker.id, 2, undefined],
      [engineer.id, 1, 4],
    ]);
  });

  it("leaves the basket on the server when it could not let it go", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response("", { status: 503 })),
    );
    await hydrateIsland(QuoteRequestIsland, QuoteRequestPage, { suggestedAddOns, basket });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(getQuote().totalItems).toBe(0);
  });
});
