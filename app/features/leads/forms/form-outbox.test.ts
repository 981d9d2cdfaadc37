// @vitest-environment jsdom
// The forms' outbox in the browser: what waits in local storage, when it is
// sent again, and what each answer does to it.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  SEND_TIMEOUT_MS,
  type SettledForm,
  flushOutbox,
  getOutbox,
  onFormSettled,
  queueForm,
  resetOutboxForTests,
  sendForm,
  startOutbox,
  subscribeToOutbox,
} from "#app/features/leads/forms/form-outbox.ts";
import * as toasts from "#app/ui/toast/toast.ts";
import type { LeadFormResult } from "#app/features/leads/forms/lead-messages.ts";
import {
  LEAD_OUTBOX_KEY,
  type OutboxEntry,
  newOutboxEntry,
  parseOutbox,
  serializeOutbox,
} from "#app/features/leads/forms/lead-outbox.ts";

type Answer = LeadFormResult | { httpStatus: number; body: string; headers?: Record<string, string> } | "offline";

const posts: { url: string; body: URLSearchParams }[] = [];

function endpoint(answer: (call: number) => Answer) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init: RequestInit) => {
      posts.push({ url, body: new URLSearchParams(init.body as URLSearchParams) });
      const reply = answer(posts.length);
      if (reply === "offline") throw new TypeError("Failed to fetch");
      if ("httpStatus" in reply) return new Response(reply.body, { status: reply.httpStatus, headers: reply.headers });
      return Response.json(reply, { status: reply.status === "success" ? 200 : 400 });
    }),
  );
}

let notified: { title: string; description?: string }[] = [];
let settled: SettledForm[] = [];

beforeEach(() => {
  posts.length = 0;
  notified = [];
  settled = [];
  vi.spyOn(toasts, "notify").mockImplementation((toast) => {
    notified.push({ title: toast.title, description: toast.description });
    return Promise.resolve();
  });
  onFormSettled((event) => settled.push(event));
});

afterEach(() => {
  resetOutboxForTests();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

const stored = () => parseOutbox(window.localStorage.getItem(LEAD_OUTBOX_KEY));

function entry(key = "0193a5c4-7b1e-7cc0-8f00-5d2a1b3c4d5e", form: OutboxEntry["form"] = "contact"): OutboxEntry {
  return newOutboxEntry(
    {
      key,
      form,
      page: "/contact",
      fields: [
        ["name", "Lerato Mokoena"],
        ["submissionKey", key],
      ],
    },
    Date.now(),
  );
}

describe("sending a form", () => {
  it("posts the fields to the form's endpoint and reads the JSON answer", async () => {
    endpoint(() => ({ status: "success", leadId: "1" }));
    const answer = await sendForm("business", new URLSearchParams({ companyName: "Jacaranda Events" }));
    expect(answer).toEqual({ reached: true, httpStatus: 200, result: { status: "success", leadId: "1" } });
    expect(posts[0]?.url).toBe("/api/forms/business");
    expect(posts[0]?.body.get("companyName")).toBe("Jacaranda Events");
  });

  it("no connection is an answer that never came; a page that is not ours has no result", async () => {
    endpoint((call) => (call === 1 ? "offline" : { httpStatus: 502, body: "<h1>Bad gateway</h1>" }));
    expect(await sendForm("contact", new URLSearchParams())).toEqual({ reached: false });
    expect(await sendForm("contact", new URLSearchParams())).toEqual({ reached: true, httpStatus: 502, result: null });
  });

  it("reads Retry-After", async () => {
    endpoint(() => ({
      httpStatus: 429,
      body: JSON.stringify({ status: "error", message: "Wait" }),
      headers: { "Retry-After": "120" },
    }));
    expect(await sendForm("contact", new URLSearchParams())).toMatchObject({ httpStatus: 429, retryAfterSeconds: 120 });
  });

  it("gives up waiting after 15 seconds: no answer counts as no connection", async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      "fetch",
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) => init.signal?.addEventListener("abort", () => reject(new Error("aborted")))),
      ),
    );
    const answer = sendForm("contact", new URLSearchParams());
    await vi.advanceTimersByTimeAsync(SEND_TIMEOUT_MS);
    expect(await answer).toEqual({ reached: false });
  });
});

describe("the outbox", () => {
  it("keeps a waiting form in local storage, once per key, and tells its readers", () => {
    endpoint(() => "offline");
    const changes = vi.fn();
    subscribeToOutbox(changes);
    queueForm(entry());
    queueForm(entry());
    expect(stored()).toHaveLength(1);
    expect(getOutbox()).toEqual(stored());
    expect(changes).toHaveBeenCalled();
  });

  it("tries again on the schedule while the page is open, and sends it with the same key", async () => {
    vi.useFakeTimers();
    endpoint((call) => (call < 2 ? "offline" : { status: "success" }));
    queueForm(entry());
    // The first retry is due 5 s after the visitor's attempt.
    await vi.advanceTimersByTimeAsync(5_000);
    expect(posts).toHaveLength(1);
    expect(stored()[0]?.attempts).toBe(2);
    await vi.advanceTimersByTimeAsync(9_000);
    expect(posts).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(posts).toHaveLength(2);
    expect(posts.map((post) => post.body.get("submissionKey"))).toEqual([entry().key, entry().key]);
    expect(stored()).toEqual([]);
    expect(window.localStorage.getItem(LEAD_OUTBOX_KEY)).toBeNull();
    expect(notified).toEqual([
      { title: "Message sent successfully!", description: "We'll get back to you as soon as possible." },
    ]);
    expect(settled.map(({ entry: sent, outcome }) => [sent.key, outcome])).toEqual([[entry().key, "sent"]]);
  });

  it("sends everything at once when the connection returns", async () => {
    endpoint(() => ({ status: "success" }));
    window.localStorage.setItem(
      LEAD_OUTBOX_KEY,
      serializeOutbox([
        { ...entry("first-key-12345"), nextAttemptAt: Date.now() + 60_000 },
        { ...entry("second-key-1234", "sidebar"), nextAttemptAt: Date.now() + 60_000 },
      ]),
    );
    startOutbox();
    await vi.waitFor(() => expect(posts).toHaveLength(2));
    expect(posts.map((post) => post.url)).toEqual(["/api/forms/contact", "/api/forms/sidebar"]);
    await vi.waitFor(() => expect(stored()).toEqual([]));
    expect(notified.map((toast) => toast.title)).toEqual(["Message sent successfully!", "Request Submitted"]);
  });

  it("on the online event, after failing, it sends again at once", async () => {
    let online = false;
    endpoint(() => (online ? { status: "success" } : "offline"));
    startOutbox();
    queueForm({ ...entry(), nextAttemptAt: Date.now() + 60_000 });
    await flushOutbox();
    expect(posts).toHaveLength(0);
    online = true;
    window.dispatchEvent(new Event("online"));
    await vi.waitFor(() => expect(stored()).toEqual([]));
    expect(posts).toHaveLength(1);
  });

  it("stops after the first entry that finds no connection: the rest would fail the same way", async () => {
    endpoint(() => "offline");
    window.localStorage.setItem(LEAD_OUTBOX_KEY, serializeOutbox([entry("first-key-12345"), entry("second-key-1234")]));
    startOutbox();
    await flushOutbox();
    expect(posts).toHaveLength(1);
    expect(stored().map((waiting) => waiting.attempts)).toEqual([2, 1]);
  });

  it("keeps a form the server could not take yet (rate limit, server error, a page not ours), waiting at least Retry-After", async () => {
    endpoint((call) =>
      call === 1
        ? {
            httpStatus: 429,
            body: JSON.stringify({ status: "error", message: "Wait" }),
            headers: { "Retry-After": "600" },
          }
        : { httpStatus: 503, body: "Service Unavailable" },
    );
    window.localStorage.setItem(LEAD_OUTBOX_KEY, serializeOutbox([entry()]));
    const before = Date.now();
    startOutbox();
    await vi.waitFor(() => expect(stored()[0]?.attempts).toBe(2));
    expect(stored()[0]?.nextAttemptAt).toBeGreaterThanOrEqual(before + 600_000);
    expect(notified).toEqual([]);
    expect(settled).toEqual([]);
  });

  it("drops a form the server refuses as it is, says so, and hands it back to its form", async () => {
    endpoint(() => ({ status: "invalid", fieldErrors: { email: "Please enter a valid email address" }, values: {} }));
    window.localStorage.setItem(LEAD_OUTBOX_KEY, serializeOutbox([entry()]));
    startOutbox();
    await vi.waitFor(() => expect(settled).toHaveLength(1));
    expect(settled[0]).toMatchObject({ outcome: "rejected", result: { status: "invalid" } });
    expect(stored()).toEqual([]);
    expect(notified).toEqual([
      { title: "Error sending message", description: "Please try again or contact us directly by phone." },
    ]);
  });

  it("learns from another tab that a waiting form was sent there", async () => {
    endpoint(() => "offline");
    startOutbox();
    queueForm({ ...entry(), nextAttemptAt: Date.now() + 60_000 });
    expect(getOutbox()).toHaveLength(1);
    window.localStorage.removeItem(LEAD_OUTBOX_KEY);
    window.dispatchEvent(new StorageEvent("storage", { key: LEAD_OUTBOX_KEY }));
    expect(getOutbox()).toEqual([]);
    expect(settled.map(({ outcome, result }) => [outcome, result])).toEqual([["sent", null]]);
    // The other tab showed the toast.
    expect(notified).toEqual([]);
  });

  it("holds a waiting form in memory when local storage is refused", async () => {
    endpoint(() => "offline");
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    queueForm({ ...entry(), nextAttemptAt: Date.now() + 60_000 });
    expect(getOutbox()).toHaveLength(1);
  });

  it("sends under the Web Locks API's lock where there is one, so two tabs take turns", async () => {
    endpoint(() => ({ status: "success" }));
    const request = vi.fn((_name: string, task: () => Promise<void>) => task());
    vi.stubGlobal("navigator", { ...navigator, locks: { request } });
    window.localStorage.setItem(LEAD_OUTBOX_KEY, serializeOutbox([entry()]));
    startOutbox();
    await vi.waitFor(() => expect(stored()).toEqual([]));
    expect(request).toHaveBeenCalledWith("form-outbox", expect.any(Function));
  });
});
