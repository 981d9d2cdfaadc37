// @vitest-environment jsdom
// The equipment assistant island as on the catalogue landing: server HTML,
// hydrated as the runtime does, with the thinking delays at 0. The leads call
// goes to a stand-in fetch; the quote is the page's quote store (local storage).
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { bundles, personnel, products } from "#app/features/catalogue/content/priced-catalogue.test-support.ts";
import { type AssistantCatalogue, assistantCatalogueData } from "#app/features/assistant/assistant.ts";
import { ASSISTANT_ERROR_MESSAGE } from "#app/features/assistant/assistant-copy.ts";
import EquipmentAssistant, {
  type EquipmentAssistantProps,
  EquipmentAssistantIsland,
} from "#app/features/assistant/equipment-assistant.island.tsx";
import { hydrateIsland, unmountIslands } from "#app/ui/island-page.test-support.tsx";
import { getQuote, resetQuoteStoreForTests } from "#app/features/quotes/builder/quote-store.ts";
import { notify } from "#app/ui/toast/toast.ts";

vi.mock("#app/ui/toast/toast.ts", () => ({ notify: vi.fn() }));

const noDelays = { answerMs: 0, recommendMs: 0 };
const siteCatalogue = assistantCatalogueData({ bundles, products, personnel });
const emptyCatalogue: AssistantCatalogue = { bundles: [], products: [], personnel: [] };
const realFetch = globalThis.fetch;

async function renderAssistant(
  catalogue: AssistantCatalogue = siteCatalogue,
  delays: EquipmentAssistantProps["delays"] = noDelays,
) {
  await hydrateIsland(EquipmentAssistantIsland, EquipmentAssistant, { catalogue, delays });
}

const input = () => screen.getByLabelText<HTMLInputElement>("Your answer");
const sendButton = () => screen.getByRole<HTMLButtonElement>("button", { name: "Send" });
const log = () => screen.getByRole("log");
const quoteCount = () => getQuote().totalItems;

/** Types a reply, sends it, and waits until the assistant has finished thinking. */
async function answer(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  fireEvent.click(sendButton());
  await waitFor(() => expect(screen.getByRole("status").textContent).toBe(""));
}

function stubFetch(status: number, body: unknown) {
  const calls: { url: string; init: RequestInit }[] = [];
  globalThis.fetch = async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
  };
  return calls;
}

beforeEach(() => {
  localStorage.clear();
  resetQuoteStoreForTests();
  vi.mocked(notify).mockClear();
});
afterEach(() => {
  unmountIslands();
  cleanup();
  document.body.replaceChildren();
  globalThis.fetch = realFetch;
});

describe("the equipment assistant island", () => {
  it("is rendered by the server with its catalogue as props, to hydrate when visible", () => {
    document.body.innerHTML = renderToString(<EquipmentAssistantIsland catalogue={siteCatalogue} />);
    const wrapper = document.querySelector<HTMLElement>("[data-island=equipment-assistant]");
    expect(wrapper?.dataset.hydrate).toBe("visible");
    expect(JSON.parse(wrapper?.dataset.props ?? "")).toEqual({ catalogue: siteCatalogue });
    expect(document.querySelector("template, script")).toBeNull();
  });

  it("is disabled until hydrated, and says without script what to do instead", () => {
    document.body.innerHTML = renderToString(<EquipmentAssistantIsland catalogue={siteCatalogue} />);
    expect(input().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
    expect(within(log()).getByText(/What kind of event are you planning\?/)).toBeTruthy();
    const fallback = document.querySelector("noscript")?.innerHTML ?? "";
    expect(fallback).toContain("needs JavaScript");
    expect(fallback).toContain('href="/call-me-back"');
    expect(fallback).toContain('href="/contact"');
  });

  it("renders the heading, an accessible log and a labelled input", async () => {
    await renderAssistant();
    expect(screen.getByRole("heading", { level: 2, name: "Equipment Assistant" })).toBeTruthy();
    expect(screen.getByRole("region", { name: "Equipment Assistant" })).toBeTruthy();
    expect(log().getAttribute("aria-live")).toBe("polite");
    expect(log().getAttribute("aria-label")).toBe("Equipment assistant conversation");
    expect(within(log()).getByText(/Hi! I'm the Sandton Sound Hire equipment assistant/)).toBeTruthy();
    expect(within(log()).getByText(/What kind of event are you planning\?/)).toBeTruthy();
    expect(input().disabled).toBe(false);
    expect(input().placeholder).toBe("Type your answer...");
  });

  it("disables the input while thinking and gives focus back to it after the reply", async () => {
    await renderAssistant(siteCatalogue, { answerMs: 20, recommendMs: 20 });
    input().focus();
    fireEvent.change(input(), { target: { value: "Wedding" } });
    fireEvent.click(sendButton());
    expect(input().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
    expect(screen.getByRole("status").textContent).toContain("Thinking...");
    expect(within(log()).getByText("Wedding")).toBeTruthy();
    expect(input().value).toBe("");
    expect(await within(log()).findByText(/how many people will attend/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(input()));
    expect(input().disabled).toBe(false);
    expect(screen.getByRole("status").textContent).toBe("");
  });

  it("ignores a blank reply", async () => {
    await renderAssistant();
    const before = log().children.length;
    fireEvent.change(input(), { target: { value: "   " } });
    fireEvent.click(sendButton());
    expect(log().children.length).toBe(before);
    expect(document.activeElement).toBe(input());
  });

  it("re-asks the attendee count when the reply holds no number", async () => {
    await renderAssistant();
    await answer("Corporate function");
    await answer("no idea yet");
    expect(within(log()).getByText(/I need a number to size the system/)).toBeTruthy();
    await answer("about 120 people");
    expect(within(log()).getByText(/speech, music or DJ/)).toBeTruthy();
  });

  it("recommends after four answers, adds them all to the quote, then offers a new recommendation", async () => {
    await renderAssistant();
    await answer("Wedding");
    await answer("about 120 people");
    await answer("background music");
    await answer("outdoor, no power on site");

    const addButton = await screen.findByRole("button", { name: "Add to Quote" });
    expect(screen.getByRole("button", { name: "No Thanks" })).toBeTruthy();
    expect(within(log()).getByText(/For your wedding with 120 people and music, I recommend:/)).toBeTruthy();
    // 120 people: DJ Starter Kit (150), Complete Event Solution (200), the engineer, the standard speaker (75 >= 60).
    for (const name of [
      "DJ Starter Kit",
      "Complete Event Solution",
      "On-Site Sound Engineer",
      "Standard 12-Inch Powered Speaker",
    ]) {
      expect(within(log()).getByText(name)).toBeTruthy();
    }
    expect(within(log()).queryByText("Premium 12-Inch Powered Speaker")).toBeNull();
    expect(within(log()).getByText(/\/hr$/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(addButton));

    fireEvent.click(addButton);
    expect(quoteCount()).toBe(4);
    expect(within(log()).getByText(/I've added all 4 recommended items to your quote/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add to Quote" })).toBeNull();
    const restart = screen.getByRole("button", { name: "Start New Recommendation" });
    expect(input().disabled).toBe(true);
    expect(sendButton().disabled).toBe(true);
    expect(input().placeholder).toBe("Start a new recommendation to ask again");
    await waitFor(() => expect(document.activeElement).toBe(restart));

    fireEvent.click(restart);
    expect(screen.queryByRole("button", { name: "Start New Recommendation" })).toBeNull();
    expect(within(log()).queryByText("DJ Starter Kit")).toBeNull();
    expect(within(log()).getByText(/What kind of event are you planning\?/)).toBeTruthy();
    expect(input().disabled).toBe(false);
    await waitFor(() => expect(document.activeElement).toBe(input()));
  });

  it("takes yes for Add to Quote when typed", async () => {
    await renderAssistant();
    for (const reply of ["Party", "30", "DJ", "none", "yes please"]) await answer(reply);
    expect(within(log()).getByText(/I've added/)).toBeTruthy();
    expect(quoteCount()).toBeGreaterThan(0);
  });

  it("No Thanks completes without adding to the quote", async () => {
    await renderAssistant();
    for (const reply of ["Party", "30", "DJ", "none"]) await answer(reply);
    fireEvent.click(await screen.findByRole("button", { name: "No Thanks" }));
    expect(screen.getByRole("button", { name: "Start New Recommendation" })).toBeTruthy();
    expect(within(log()).getByText(/No problem\./)).toBeTruthy();
    expect(quoteCount()).toBe(0);
  });

  it("takes contact details when nothing matches and stores the lead with the AI quote number", async () => {
    const calls = stubFetch(201, { success: true, id: "x" });
    await renderAssistant(emptyCatalogue);
    for (const reply of ["Wedding", "250", "music", "outdoor, no power on site"]) await answer(reply);
    expect(within(log()).getByText(/couldn't find a ready-made match/)).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Add to Quote" })).toBeNull();
    // While it asks for contact details, the input is described by the notice of what they are for.
    expect(screen.getByRole("textbox", { name: "Your answer" }).getAttribute("aria-describedby")).toBe(
      "assistant-privacy-note",
    );
    expect(document.getElementById("assistant-privacy-note")?.textContent).toMatch(
      /^We use your contact details and your answers only to recommend equipment .* 2 years after our last contact/,
    );

    await answer("Thandi van der Merwe");
    expect(within(log()).getByText(/Thanks, Thandi! What's your email address\?/)).toBeTruthy();
    await answer("a@b");
    expect(within(log()).getByText(/doesn't look like an email address/)).toBeTruthy();
    await answer("thandi@example.co.za");
    await answer("12345");
    expect(within(log()).getByText(/doesn't look like a phone number/)).toBeTruthy();
    expect(calls).toHaveLength(0);
    await answer("082 123 4567");

    const thanks = await within(log()).findByText(/Your reference number is AI\d{6}/);
    expect(thanks.textContent).toMatch(/in touch/);
    expect(calls).toHaveLength(1);
    const call = calls[0]!;
    expect(call.url).toMatch(/^\/api\/av\/leads\?t=\d+$/);
    expect(new Headers(call.init.headers).get("Idempotency-Key")).toMatch(/^assistant-/);
    const body = JSON.parse(String(call.init.body));
    const quoteNumber = /AI\d{6}/.exec(thanks.textContent ?? "")?.[0];
    expect(body.source).toBe("Equipment Assistant");
    expect(body.comments).toBe(
      `Equipment assistant ${quoteNumber} - Event type: Wedding; Attendees: 250; Audio: music; Requirements: outdoor, no power on site`,
    );
    expect(body.contact).toMatchObject({
      name: "Thandi",
      surname: "van der Merwe",
      email: "thandi@example.co.za",
      tel: "0821234567",
    });
    expect(body.referrer).toBe(window.location.href);
    expect(notify).toHaveBeenCalledWith({
      title: "Request Submitted",
      description: "We'll call you back shortly!",
      variant: "success",
    });
    expect(input().disabled).toBe(true);
    expect(screen.getByRole("button", { name: "Start New Recommendation" })).toBeTruthy();
  });

  it("shows the spec's error when the lead is not stored and lets the phone step be retried", async () => {
    const failed = stubFetch(500, { success: false });
    await renderAssistant(emptyCatalogue);
    for (const reply of [
      "Corporate",
      "400 guests",
      "speeches",
      "none",
      "Sipho Nkosi",
      "sipho@example.co.za",
      "+27821234567",
    ]) {
      await answer(reply);
    }
    expect(await within(log()).findByText(ASSISTANT_ERROR_MESSAGE)).toBeTruthy();
    expect(failed).toHaveLength(1);
    expect(vi.mocked(notify).mock.calls.at(-1)?.[0]).toEqual({
      title: "Submission Error",
      description: ASSISTANT_ERROR_MESSAGE,
      variant: "destructive",
    });
    expect(input().disabled).toBe(false);
    expect(screen.queryByRole("button", { name: "Start New Recommendation" })).toBeNull();

    const retried = stubFetch(201, { success: true, id: "x" });
    await answer("0821234567");
    expect(await within(log()).findByText(/Your reference number is AI\d{6}/)).toBeTruthy();
    expect(retried).toHaveLength(1);
    // The retry is the same submission: same key and quote number.
    const first = failed[0]!;
    const second = retried[0]!;
    expect(new Headers(second.init.headers).get("Idempotency-Key")).toBe(
      new Headers(first.init.headers).get("Idempotency-Key"),
    );
    expect(JSON.parse(String(second.init.body)).comments).toBe(JSON.parse(String(first.init.body)).comments);
    expect(JSON.parse(String(second.init.body)).contact.tel).toBe("0821234567");
  });

  it("asks the contact step for autofill and the matching keyboard, within the input limit", async () => {
    stubFetch(201, { success: true, id: "x" });
    await renderAssistant(emptyCatalogue);
    expect(input().maxLength).toBe(500);
    expect(input().getAttribute("autocomplete")).toBe("off");
    for (const reply of ["Wedding", "250", "music", "none"]) await answer(reply);
    expect(input().getAttribute("autocomplete")).toBe("name");
    await answer("Thandi van der Merwe");
    expect(input().getAttribute("autocomplete")).toBe("email");
    expect(input().getAttribute("inputmode")).toBe("email");
    await answer("thandi@example.co.za");
    expect(input().getAttribute("autocomplete")).toBe("tel");
    expect(input().getAttribute("inputmode")).toBe("tel");
  });
});
