// The browser's calls for the quote: creating it (and, during a flood,
// solving the challenge and sending the same quote again, decision 053), Email
// My Quote and the drawer's estimate PDF: what they send and how each answer
// becomes a value (they never throw). fetch is the edge of the browser here,
// so a stand-in answers.
import { describe, expect, it } from "vitest";
import { CHALLENGE_SOLUTION_HEADER, type ProofOfWorkChallenge } from "#app/features/leads/index.ts";
import { createQuote, emailQuote, fetchEstimatePdf } from "#app/features/quotes/builder/quotes-client.ts";

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

const challenge: ProofOfWorkChallenge = {
  algorithm: "SHA-256",
  challenge: "a".repeat(64),
  salt: "1795924326.00112233445566778899",
  maxNumber: 100_000,
  signature: "b".repeat(64),
};

const input = {
  contact: { name: "Zanele Khumalo", email: "zanele@example.co.za", phone: "082 555 0123" },
  marketingConsent: false,
  items: [{ type: "product" as const, id: "powered-speaker-12-premium", quantity: 2 }],
  referrer: "https://www.sandtonsoundhire.co.za/quote-request",
} as unknown as Parameters<typeof createQuote>[0];

describe("createQuote during a flood", () => {
  it("solves the challenge, says it is checking meanwhile, and sends the same quote again with the solution", async () => {
    const sent: { headers: Headers; body: string }[] = [];
    const fetchImpl = (async (_url: string, init: RequestInit) => {
      sent.push({ headers: new Headers(init.headers), body: String(init.body) });
      if (sent.length === 1) return Response.json({ success: false, message: "…", challenge }, { status: 403 });
      return Response.json(
        { success: true, quoteNumber: "Q-261129-ABCD", quote: { quoteNumber: "Q-261129-ABCD" } },
        { status: 201 },
      );
    }) as typeof fetch;
    const checking: boolean[] = [];
    const result = await createQuote(input, "quote-key-0001", fetchImpl, {
      solve: async (given) => (given.salt === challenge.salt ? "the-solution" : null),
      onChecking: (value) => checking.push(value),
    });
    expect(result).toMatchObject({ outcome: "created", quoteNumber: "Q-261129-ABCD" });
    expect(sent).toHaveLength(2);
    expect(sent[1]?.headers.get(CHALLENGE_SOLUTION_HEADER)).toBe("the-solution");
    expect(sent[1]?.headers.get("Idempotency-Key")).toBe("quote-key-0001");
    expect(sent[1]?.body).toBe(sent[0]?.body);
    expect(checking).toEqual([true, false]);
  });

  it("answers the refusal as it came when the challenge cannot be solved here", async () => {
    const fetchImpl = (async () =>
      Response.json({ success: false, message: "Solve it", challenge }, { status: 403 })) as unknown as typeof fetch;
    const result = await createQuote(input, "quote-key-0002", fetchImpl, { solve: async () => null });
    expect(result).toEqual({ outcome: "failed", status: 403, message: "Solve it" });
  });
});
