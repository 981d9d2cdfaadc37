// What the form islands' component tests share: the island rendered as a page
// holds it and hydrated over that HTML as the island runtime does (a mismatch
// fails the test; see hydrate.test-support.tsx), one sonner Toaster as the
// runtime mounts it, a stand-in for the form endpoints, and a connection that
// can go down.
import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import type { ComponentType } from "react";
import { toast } from "sonner";
import { expect, vi } from "vitest";
import { resetOutboxForTests } from "#app/features/leads/forms/form-outbox.ts";
import { hydrateIsland, unmountIslands, mountPageToaster } from "#app/ui/island-page.test-support.tsx";
import type { IslandProps } from "#app/platform/islands/island.tsx";
import type { LeadFormResult } from "#app/features/leads/forms/lead-messages.ts";
import { LEAD_OUTBOX_KEY, type OutboxEntry, parseOutbox } from "#app/features/leads/forms/lead-outbox.ts";

export interface Post {
  endpoint: string;
  body: URLSearchParams;
}

/** What the stand-in endpoint answers: a result (200, or the status given), or no connection at all. */
export type Reply = LeadFormResult | { httpStatus: number; result: LeadFormResult | string } | "offline";

/**
 * The island on the page at `path`: its server HTML in its wrapper, hydrated
 * as the runtime hydrates it, and the page's Toaster. Returns the wrapper.
 */
export async function renderIsland<P extends IslandProps>(
  Island: ComponentType<P>,
  Component: ComponentType<P>,
  props: P,
  path = "/",
) {
  window.history.replaceState(null, "", path);
  const { wrapper } = await hydrateIsland(Island, Component, props);
  await mountPageToaster();
  return wrapper;
}

/**
 * Answers the form endpoints with `reply(post)`; returns every post. Without a
 * reply function the connection is down.
 */
export function standInEndpoint(reply: (post: Post) => Reply | Promise<Reply>) {
  const posted: Post[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const post = { endpoint: String(input), body: new URLSearchParams(init?.body as URLSearchParams) };
    posted.push(post);
    const answer = await reply(post);
    if (answer === "offline") throw new TypeError("Failed to fetch");
    const { httpStatus, result } = "httpStatus" in answer ? answer : { httpStatus: 200, result: answer };
    const body = typeof result === "string" ? result : JSON.stringify(result);
    return new Response(body, {
      status: httpStatus,
      headers: { "Content-Type": typeof result === "string" ? "text/html" : "application/json" },
    });
  });
  vi.stubGlobal("fetch", fetchMock);
  return posted;
}

/** A promise the test settles: `answer` holds the reply until `release` is called. */
export function heldReply(result: LeadFormResult) {
  let release: () => void = () => {};
  const answer = new Promise<Reply>((resolve) => (release = () => resolve(result)));
  return { answer, release: () => act(async () => release()) };
}

export function field(label: string | RegExp): HTMLInputElement {
  return screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
}

/** Types into a field as a visitor does (an input event per change). */
export function fill(label: string | RegExp, value: string) {
  fireEvent.input(field(label), { target: { value } });
}

/** Picks an option as a visitor does: the browser fires input, then change. */
export function choose(label: string | RegExp, value: string) {
  fireEvent.input(field(label), { target: { value } });
  fireEvent.change(field(label));
}

export async function click(name: string | RegExp) {
  await act(async () => {
    fireEvent.click(screen.getByRole("button", { name }));
  });
}

export function storedOutbox(): OutboxEntry[] {
  return parseOutbox(window.localStorage.getItem(LEAD_OUTBOX_KEY));
}

/** The connection comes back: the browser fires 'online'. */
export async function comeBackOnline() {
  await act(async () => {
    window.dispatchEvent(new Event("online"));
  });
}

/** The toast's title and description, once it shows. */
export async function expectToast(title: string, description?: string) {
  const toasts = await screen.findByRole("region", { name: /Notifications/ });
  const toast = await within(toasts).findByText(title);
  const item = toast.closest("li") ?? toast;
  if (description) expect(item.textContent).toContain(description);
}

export async function cleanUpIslands() {
  // Sonner keeps its toasts in one module: none is carried into the next test.
  toast.dismiss();
  unmountIslands();
  document.body.replaceChildren();
  resetOutboxForTests();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
}

export { waitFor, screen, act };
