// @vitest-environment jsdom
// The runtime takes what the features name from the app's browser entry
// (app/browser/islands.ts): here, a stored quote under a key and an event of
// the test's own. An island of an unknown name stands in for a real one: the
// runtime reports it when it tries to hydrate it.
import { afterEach, describe, expect, it, vi } from "vitest";
import { startIslands } from "#app/platform/islands/client.tsx";

const options = { storedQuote: { key: "testQuote", savedEvent: "test-quote-saved" } };

function page(hydrate: string) {
  document.body.innerHTML = `<div data-island="not-an-island" data-hydrate="${hydrate}"><p>x</p></div>`;
}

function watchErrors() {
  const messages: unknown[] = [];
  vi.spyOn(console, "error").mockImplementation((message: unknown) => void messages.push(message));
  return () => messages.includes('Unknown island "not-an-island"');
}

afterEach(() => {
  localStorage.clear();
  vi.restoreAllMocks();
});

describe("startIslands", () => {
  it("hydrates an island that loads at once, and settles when it is done", async () => {
    const triedToHydrate = watchErrors();
    page("load");
    await startIslands(options);
    expect(triedToHydrate()).toBe(true);
  });

  it("waits for the stored quote the app names before hydrating a stored-quote island", async () => {
    const triedToHydrate = watchErrors();
    page("stored-quote");
    await startIslands(options);
    // A quote under another key, or an empty one, is no quote.
    localStorage.setItem("quoteItems", '[{"id":"a"}]');
    localStorage.setItem("testQuote", "[]");
    window.dispatchEvent(new Event(options.storedQuote.savedEvent));
    expect(triedToHydrate()).toBe(false);
    localStorage.setItem("testQuote", '[{"id":"a"}]');
    window.dispatchEvent(new Event(options.storedQuote.savedEvent));
    await vi.waitFor(() => expect(triedToHydrate()).toBe(true));
  });

  it("hydrates a stored-quote island when idle if the visitor came with a quote", async () => {
    const triedToHydrate = watchErrors();
    localStorage.setItem("testQuote", '[{"id":"a"}]');
    page("stored-quote");
    await startIslands(options);
    expect(triedToHydrate()).toBe(true);
  });
});
