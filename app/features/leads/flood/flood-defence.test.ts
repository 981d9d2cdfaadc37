import { webcrypto } from "node:crypto";
import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  CHALLENGE_TTL_MS,
  type ProofOfWorkChallenge,
  campaignText,
  challengeSalt,
  containsLink,
  encodeSolution,
  heldCap,
  isSouthAfricanPhone,
  looksGenuine,
  parseQuestionAnswer,
  parseSolution,
  plausiblyAPerson,
  proofInput,
  robotQuestion,
  saltExpiry,
  solveChallenge,
} from "#app/features/leads/flood/flood-defence.ts";

const now = new Date("2026-11-29T08:00:00.000Z");

describe("campaigns: what counts as identical", () => {
  const junk = {
    requestedAt: "2026-11-29T08:00:00.000Z",
    referrer: "https://spam.example/1",
    comments: "Cheap  SEO services!!",
    contact: { fullname: "Bot", tel: "011 555 0199" },
  };

  it("ignores the time, the referrer, case, spacing and key order", () => {
    const again = {
      contact: { tel: "011 555 0199", fullname: "BOT " },
      comments: "cheap seo\nservices!!",
      referrer: "https://spam.example/2",
      requestedAt: "2026-11-29T08:00:01.000Z",
    };
    expect(campaignText("callback", again)).toBe(campaignText("callback", junk));
  });

  it("tells apart another kind, another name or another message", () => {
    const base = campaignText("callback", junk);
    expect(campaignText("contact", junk)).not.toBe(base);
    expect(campaignText("callback", { ...junk, contact: { ...junk.contact, fullname: "Sipho" } })).not.toBe(base);
    expect(campaignText("callback", { ...junk, comments: "Two microphones for Saturday" })).not.toBe(base);
  });
});

describe("what looks like a person's submission", () => {
  it("accepts South African phone numbers as people type them", () => {
    for (const phone of ["011 555 0199", "082 555 0123", "+27 82 555 0123", "27825550123", "(011) 555-0199"]) {
      expect(isSouthAfricanPhone(phone), phone).toBe(true);
    }
    for (const phone of ["12345", "0000000000", "+1 415 555 0100", "082 555 012", "call me", "", null]) {
      expect(isSouthAfricanPhone(phone), String(phone)).toBe(false);
    }
  });

  it("finds links in what was typed", () => {
    expect(containsLink("Visit https://cheap.example now")).toBe(true);
    expect(containsLink("see www.spam.example")).toBe(true);
    expect(containsLink("[url=x]buy[/url]")).toBe(true);
    expect(containsLink("Two speakers for a wedding in Midrand on 12 Dec.")).toBe(false);
  });

  it("releases a held lead only with its own text, a valid phone, no links and no campaign", () => {
    const plausible = plausiblyAPerson(["PA for 200 guests in Fourways"], "082 555 0123");
    expect(plausible).toBe(true);
    expect(looksGenuine({ plausible, messageSeenBefore: false, inCampaign: false })).toBe(true);
    expect(looksGenuine({ plausible, messageSeenBefore: true, inCampaign: false })).toBe(false);
    expect(looksGenuine({ plausible, messageSeenBefore: false, inCampaign: true })).toBe(false);
    expect(plausiblyAPerson(["PA hire https://x.example"], "082 555 0123")).toBe(false);
    expect(plausiblyAPerson(["PA for 200 guests"], "12345")).toBe(false);
  });

  it("caps held rows at the flood threshold per window, at least one", () => {
    expect(heldCap(30)).toBe(30);
    expect(heldCap(0)).toBe(1);
  });
});

describe("the proof of work", () => {
  /** A challenge as the server makes one (its signature is not checked here). */
  function challengeFor(number: number, maxNumber = 2000): ProofOfWorkChallenge {
    const salt = challengeSalt("0123456789abcdef0123", now);
    return {
      algorithm: "SHA-256",
      challenge: createHash("sha256").update(proofInput(salt, number)).digest("hex"),
      salt,
      maxNumber,
      signature: "ab".repeat(32),
    };
  }

  it("names its expiry in the salt", () => {
    const salt = challengeSalt("0123456789abcdef0123", now);
    expect(saltExpiry(salt)?.getTime()).toBe(now.getTime() + CHALLENGE_TTL_MS);
    expect(saltExpiry("not-a-salt")).toBeNull();
  });

  it("is solved with Web Crypto and the solution reads back as sent", async () => {
    const challenge = challengeFor(1234);
    const number = await solveChallenge(challenge, webcrypto.subtle);
    expect(number).toBe(1234);
    expect(parseSolution(encodeSolution(challenge, 1234))).toEqual({
      algorithm: "SHA-256",
      challenge: challenge.challenge,
      salt: challenge.salt,
      number: 1234,
      signature: challenge.signature,
    });
  });

  it("gives up past maxNumber, and when told to stop", async () => {
    expect(await solveChallenge(challengeFor(1500, 1000), webcrypto.subtle)).toBeNull();
    expect(await solveChallenge(challengeFor(1500), webcrypto.subtle, () => true)).toBeNull();
  });

  it("refuses solutions that are not one in shape", () => {
    for (const text of [null, "", "%%%", btoa("[]"), btoa(JSON.stringify({ algorithm: "MD5" })), "x".repeat(2000)]) {
      expect(parseSolution(text)).toBeNull();
    }
    const good = JSON.parse(atob(encodeSolution(challengeFor(1), 1))) as Record<string, unknown>;
    expect(parseSolution(btoa(JSON.stringify({ ...good, number: -1 })))).toBeNull();
    expect(parseSolution(btoa(JSON.stringify({ ...good, salt: "1.2" })))).toBeNull();
  });
});

describe("the question asked without JavaScript", () => {
  it("asks a sum in words and takes the answer in digits or words", () => {
    expect(robotQuestion(7, 4)).toEqual({ prompt: "What is seven plus four?", answer: 11 });
    expect(robotQuestion(0, 12).answer).toBe(10);
    expect(parseQuestionAnswer(" 11 ")).toBe(11);
    expect(parseQuestionAnswer("Eleven")).toBe(11);
    expect(parseQuestionAnswer("a lot")).toBeNull();
    expect(parseQuestionAnswer(11)).toBeNull();
  });
});
