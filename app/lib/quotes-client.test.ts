// The quote page's call to POST /api/quotes during a flood (decision 053),
// with a stand-in for the network: a 403 with a challenge is solved and the
// same quote sent again with the solution.
import { describe, expect, it } from "vitest";
import { CHALLENGE_SOLUTION_HEADER, type ProofOfWorkChallenge } from "./flood-defence.ts";
import { createQuote } from "./quotes-client.ts";

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
