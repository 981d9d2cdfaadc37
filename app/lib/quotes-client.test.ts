// The browser's calls for Email My Quote and the drawer's estimate PDF: what
// they send and how each answer becomes a value (they never throw). fetch is
// the edge of the browser here, so a stand-in answers.
import { describe, expect, it } from "vitest";
import { emailQuote, fetchEstimatePdf } from "./quotes-client";

type Call = { url: string; init: RequestInit | undefined };

function fakeFetch(answer: () => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetchImpl = (async (url: string, init?: RequestInit) => {
    calls.push({ url, init });
    return answer();
  }) as typeof fetch;
  return { calls, fetchImpl };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

describe("emailQuote", () => {
  it("posts the token and is ok once the server stored the copy (202)", async () => {
    const { calls, fetchImpl } = fakeFetch(() => json(202, { success: true, quoteNumber: "Q-261212-K7PX" }));
    expect(await emailQuote("Q-261212-K7PX", "token-1", fetchImpl)).toEqual({ ok: true });
    expect(calls[0]?.url).toBe("/api/quotes/Q-261212-K7PX/email");
    expect(calls[0]?.init?.method).toBe("POST");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ accessToken: "token-1" });
  });

  it("is not ok for a refusal, a failed connection and the visitor's own estimate (no token)", async () => {
    expect(await emailQuote("Q-1", "t", fakeFetch(() => json(503, { success: false })).fetchImpl)).toEqual({
      ok: false,
    });
    expect(await emailQuote("Q-1", "t", fakeFetch(() => Promise.reject(new TypeError("offline"))).fetchImpl)).toEqual({
      ok: false,
    });
    // The client's general limit is not the quote's cap: no message of the cap's.
    expect(
      await emailQuote("Q-1", "t", fakeFetch(() => json(429, { success: false, message: "Too many" })).fetchImpl),
    ).toEqual({ ok: false });
    const untouched = fakeFetch(() => json(202, { success: true }));
    expect(await emailQuote("Q-1", undefined, untouched.fetchImpl)).toEqual({ ok: false });
    expect(untouched.calls).toEqual([]);
  });

  it("hands back the cap's message once this quote or its address has had as many e-mails as allowed (issue 32)", async () => {
    const message = "We have already e-mailed this quote as often as we can for now.";
    const capped = fakeFetch(() => json(429, { success: false, capped: true, message }));
    expect(await emailQuote("Q-1", "t", capped.fetchImpl)).toEqual({ ok: false, capMessage: message });
  });
});

describe("fetchEstimatePdf", () => {
  const items = [{ type: "product" as const, id: "powered-speaker-12-premium", quantity: 2 }];

  it("posts the quote number and the lines only, and hands back the PDF", async () => {
    const pdf = new Blob(["%PDF-1.7"], { type: "application/pdf" });
    const { calls, fetchImpl } = fakeFetch(
      () => new Response(pdf, { status: 200, headers: { "Content-Type": "application/pdf" } }),
    );
    const withPrices = items.map((item) => ({ ...item, price: 1, name: "Cheap" }));
    const answer = await fetchEstimatePdf("Q-261212-K7PX", withPrices, fetchImpl);
    expect(answer?.size).toBe(pdf.size);
    expect(calls[0]?.url).toBe("/api/quotes/estimate.pdf");
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({ quoteNumber: "Q-261212-K7PX", items });
  });

  it("is null for a refusal, an answer that is no PDF and a failed connection", async () => {
    expect(await fetchEstimatePdf("Q-1", items, fakeFetch(() => json(429, { success: false })).fetchImpl)).toBeNull();
    expect(await fetchEstimatePdf("Q-1", items, fakeFetch(() => json(200, {})).fetchImpl)).toBeNull();
    expect(
      await fetchEstimatePdf("Q-1", items, fakeFetch(() => Promise.reject(new TypeError("offline"))).fetchImpl),
    ).toBeNull();
  });
});
