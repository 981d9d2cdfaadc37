import { describe, expect, it } from "vitest";
import { signConfirmation, verifyConfirmation } from "#app/features/leads/confirmation/signed-token.server.ts";

const key = new Uint8Array(32).fill(7);
const otherKey = new Uint8Array(32).fill(8);
const leadId = "019a8f2e-6b1c-7d2e-8f3a-0123456789ab";
const now = new Date("2026-11-21T10:00:00.000Z");
const expiresAt = new Date("2026-11-24T10:00:00.000Z");

describe("confirmation tokens", () => {
  const token = signConfirmation(key, { purpose: "privacy", leadId, expiresAt });

  it("verify while valid, naming what they confirm", () => {
    expect(verifyConfirmation(key, token, now)).toEqual({
      status: "valid",
      claim: { purpose: "privacy", leadId, expiresAt },
    });
  });

  it("expire at their time", () => {
    expect(verifyConfirmation(key, token, new Date("2026-11-24T09:59:59.000Z")).status).toBe("valid");
    expect(verifyConfirmation(key, token, expiresAt).status).toBe("expired");
  });

  it("are refused when signed with another key, altered or malformed", () => {
    expect(verifyConfirmation(otherKey, token, now)).toEqual({ status: "invalid" });
    // Another purpose, another lead, a later expiry: each breaks the signature.
    expect(verifyConfirmation(key, token.replace("privacy.", "subscribe."), now)).toEqual({ status: "invalid" });
    expect(verifyConfirmation(key, token.replace(leadId, leadId.replace("ab", "ac")), now)).toEqual({
      status: "invalid",
    });
    const [purpose, id, seconds, mac] = token.split(".");
    expect(verifyConfirmation(key, [purpose, id, String(Number(seconds) + 86_400), mac].join("."), now)).toEqual({
      status: "invalid",
    });
    for (const bad of ["", "privacy", `${token}x`, token.slice(0, -1), 42, null, undefined, "a".repeat(500)]) {
      expect(verifyConfirmation(key, bad, now)).toEqual({ status: "invalid" });
    }
  });

  it("accept only the signature as issued, not another spelling of the same bytes", () => {
    // The last base64url character carries two spare bits: A, B, C and D can decode alike.
    const last = token.at(-1) ?? "";
    const index = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".indexOf(last);
    const twin = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[index ^ 1];
    expect(verifyConfirmation(key, `${token.slice(0, -1)}${twin}`, now)).toEqual({ status: "invalid" });
  });

  it("differ per purpose and lead", () => {
    expect(signConfirmation(key, { purpose: "subscribe", leadId, expiresAt })).not.toBe(token);
  });
});
