// What a flood of submissions may cost us (issue 32, decision 053). Pure: the
// server keeps the counts and the keys and asks these functions what they mean.
//
// - During a flood of a kind, each submission of it pays a proof of work: a
//   SHA-256 puzzle a browser solves in about a second (the ALTCHA scheme:
//   find the number n with SHA-256(salt + n) = challenge), or, without
//   JavaScript, answers a simple question.
// - Identical submissions held in a flood fold into one stored row (a
//   campaign) with a count; held rows without a proof are capped per window.
// - A held submission that looks like a person's (its own text, a valid South
//   African phone number, no links, not part of a campaign) goes to sales.
import { FLOOD_WINDOW_MS } from "#app/platform/limits/abuse-limits.ts";

/** The puzzle the server hands out: SHA-256(salt + number) for a secret number in 0..maxNumber. */
export interface ProofOfWorkChallenge {
  algorithm: "SHA-256";
  /** Hex SHA-256 of salt + the secret number. */
  challenge: string;
  /** "<expiry in Unix seconds>.<random hex>": names the challenge, once. */
  salt: string;
  maxNumber: number;
  /** The server's HMAC of `challenge`: only puzzles it issued are accepted. */
  signature: string;
}

/** What a client sends back: the puzzle and the number it found (ALTCHA's payload), base64 JSON. */
export interface ProofOfWorkSolution {
  algorithm: "SHA-256";
  challenge: string;
  salt: string;
  number: number;
  signature: string;
}

/** The question a form without JavaScript asks instead; `token` names it and binds its answer. */
export interface RobotQuestion {
  prompt: string;
  token: string;
}

/** What a refusal during a flood carries: a puzzle for scripts, a question for people without JavaScript. */
export interface FloodChallenge {
  proofOfWork: ProofOfWorkChallenge;
  question: RobotQuestion;
}

/**
 * Numbers a browser tries at most; on average it tries half. Chromium took
 * 18 µs a digest on a busy 2-core machine (Web Crypto, one at a time), so
 * about 0.9 s on average there, less on an idle computer and about a second
 * on a phone; a script pays the same for every submission (decision 053).
 */
export const CHALLENGE_MAX_NUMBER = 100_000;
/** A challenge is answered within this time or not at all. */
export const CHALLENGE_TTL_MS = 10 * 60_000;
/** The form field and request header that carry a solution. */
export const CHALLENGE_SOLUTION_FIELD = "challengeSolution";
export const CHALLENGE_SOLUTION_HEADER = "X-Challenge-Solution";
/** The form fields of the question asked without JavaScript. */
export const QUESTION_TOKEN_FIELD = "robotQuestionToken";
export const QUESTION_ANSWER_FIELD = "robotQuestionAnswer";
/** Where a client gets a fresh challenge (GET). */
export const CHALLENGE_PATH = "/api/challenge";

export const floodMessages = {
  /** The JSON API's refusal (and the island's, before it solves the puzzle). */
  challengeRequired:
    `We are receiving an unusually high number of submissions, so each one must first solve a short challenge. ` +
    `Solve the proof of work in "challenge" (or get one from GET ${CHALLENGE_PATH}) and send the solution in the ` +
    `${CHALLENGE_SOLUTION_HEADER} header with the same submission.`,
  /** A solution that is malformed, forged or for another puzzle. */
  challengeInvalid: `The challenge solution is not valid. Get a new challenge from GET ${CHALLENGE_PATH} and solve it.`,
  challengeExpired: `The challenge has expired. Get a new one from GET ${CHALLENGE_PATH} and solve it.`,
  challengeReused: `That challenge was already used. Each submission needs a new one from GET ${CHALLENGE_PATH}.`,
  /** The form without JavaScript, above the question. */
  questionIntro:
    "We're receiving an unusually high number of messages right now. Please answer the question below so we know you're not a robot, then send the form again.",
  questionWrong: "That answer wasn't right. Please try the new question below and send the form again.",
  questionLabel: "Robot check",
  /** The island's button while its browser solves the puzzle (the spec's 'Sending...' style). */
  checking: "Checking you're not a robot...",
} as const;

export type ProofProblem = "missing" | "invalid" | "expired" | "reused";

/** The refusal's message for what was wrong with the proof. */
export function proofProblemMessage(problem: ProofProblem): string {
  if (problem === "invalid") return floodMessages.challengeInvalid;
  if (problem === "expired") return floodMessages.challengeExpired;
  if (problem === "reused") return floodMessages.challengeReused;
  return floodMessages.challengeRequired;
}

/** The salt of a new challenge: its expiry and a random name. */
export function challengeSalt(randomHex: string, now: Date): string {
  return `${Math.floor((now.getTime() + CHALLENGE_TTL_MS) / 1000)}.${randomHex}`;
}

/** When a challenge (or question) named by `salt` expires; null when the salt is not one of ours. */
export function saltExpiry(salt: string): Date | null {
  const match = /^(\d{10,11})\.([0-9a-f]{16,64})$/.exec(salt);
  return match?.[1] ? new Date(Number(match[1]) * 1000) : null;
}

/** What is hashed: the salt followed by the number in decimal. */
export function proofInput(salt: string, number: number): string {
  return `${salt}${number}`;
}

/** Reads a client's base64 JSON solution; null when it is not one in shape. */
export function parseSolution(text: unknown): ProofOfWorkSolution | null {
  if (typeof text !== "string" || text.length === 0 || text.length > 1000) return null;
  let value: unknown;
  try {
    value = JSON.parse(atob(text));
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null) return null;
  const { algorithm, challenge, salt, number, signature } = value as Record<string, unknown>;
  if (algorithm !== "SHA-256") return null;
  if (typeof challenge !== "string" || !/^[0-9a-f]{64}$/.test(challenge)) return null;
  if (typeof signature !== "string" || !/^[0-9a-f]{64}$/.test(signature)) return null;
  if (typeof salt !== "string" || saltExpiry(salt) === null) return null;
  if (typeof number !== "number" || !Number.isSafeInteger(number) || number < 0) return null;
  return { algorithm, challenge, salt, number, signature };
}

/** The solution as a client sends it. */
export function encodeSolution(challenge: ProofOfWorkChallenge, number: number): string {
  const solution: ProofOfWorkSolution = {
    algorithm: challenge.algorithm,
    challenge: challenge.challenge,
    salt: challenge.salt,
    number,
    signature: challenge.signature,
  };
  return btoa(JSON.stringify(solution));
}

function bytesOfHex(text: string): Uint8Array {
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/**
 * Finds the number (Web Crypto, so the same code runs in a browser's worker,
 * in Node and in the benchmark); null when none up to maxNumber matches.
 * `shouldStop` is asked now and then, so a worker can be told to give up.
 */
export async function solveChallenge(
  challenge: ProofOfWorkChallenge,
  subtle: Pick<SubtleCrypto, "digest"> = globalThis.crypto.subtle,
  shouldStop: () => boolean = () => false,
): Promise<number | null> {
  const encoder = new TextEncoder();
  const target = bytesOfHex(challenge.challenge);
  for (let number = 0; number <= challenge.maxNumber; number++) {
    if (number % 1000 === 0 && shouldStop()) return null;
    const digest = await subtle.digest("SHA-256", encoder.encode(proofInput(challenge.salt, number)));
    if (sameBytes(new Uint8Array(digest), target)) return number;
  }
  return null;
}

const NUMBER_WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
] as const;

/** A sum of two numbers from 1 to 9, in words: "What is seven plus four?" and its answer. */
export function robotQuestion(first: number, second: number): { prompt: string; answer: number } {
  const a = Math.min(Math.max(Math.trunc(first), 1), 9);
  const b = Math.min(Math.max(Math.trunc(second), 1), 9);
  return { prompt: `What is ${NUMBER_WORDS[a]} plus ${NUMBER_WORDS[b]}?`, answer: a + b };
}

/** A typed answer as a number ("11", " Eleven "); null when it is neither. */
export function parseQuestionAnswer(text: unknown): number | null {
  if (typeof text !== "string") return null;
  const typed = text.trim().toLowerCase();
  if (/^\d{1,2}$/.test(typed)) return Number(typed);
  const index = (NUMBER_WORDS as readonly string[]).indexOf(typed);
  return index === -1 ? null : index;
}

/** The question's token: "<salt>.<HMAC of salt and answer>". */
export function parseQuestionToken(token: unknown): { salt: string; mac: string } | null {
  if (typeof token !== "string" || token.length > 200) return null;
  const match = /^(\d{10,11}\.[0-9a-f]{16,64})\.([0-9a-f]{64})$/.exec(token);
  return match?.[1] && match[2] ? { salt: match[1], mac: match[2] } : null;
}

/** What the question's MAC signs: its salt and its answer. */
export function questionMacInput(salt: string, answer: number): string {
  return `question:${salt}:${answer}`;
}

// ---- Storage bounds ----

/** Identical held submissions within this time are one campaign row. */
export const CAMPAIGN_WINDOW_MS = 60 * 60_000;
/** Held rows without a proof, per kind, are capped per this window. */
export const HELD_WINDOW_MS = FLOOD_WINDOW_MS;

/**
 * Held rows a kind may store per HELD_WINDOW_MS without a solved challenge:
 * as many as the flood threshold lets through as ordinary leads. Past it a
 * held submission is answered as usual but not stored (decision 053).
 */
export function heldCap(floodThreshold: number): number {
  return Math.max(1, floodThreshold);
}

/** Fields that change with every send and say nothing about what was typed. */
const VOLATILE_FIELDS = new Set(["requestedAt", "referrer", "visitSource", "subscribedAt", "page"]);

function normaliseText(text: string): string {
  return text.normalize("NFKC").toLowerCase().replace(/\s+/g, " ").trim();
}

function canonical(value: unknown): string {
  if (typeof value === "string") return JSON.stringify(normaliseText(value));
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([key, item]) => item !== undefined && !VOLATILE_FIELDS.has(key))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * What makes two submissions "identical" for a campaign: the kind and
 * everything typed, with case, spacing and Unicode forms normalised, and
 * without the fields that change on every send (time, referrer). The server
 * hashes it.
 */
export function campaignText(kind: string, payload: unknown): string {
  return `${kind}\n${canonical(payload)}`;
}

/** The free text of a submission, normalised; "" when there is none. */
export function normalisedMessage(text: string | null | undefined): string {
  return normaliseText(text ?? "");
}

/** Any web address or link markup: a person asking for a call back rarely sends one. */
export function containsLink(text: string): boolean {
  return /(?:https?:\/\/|www\.|\[url|<a\s|\b[a-z0-9-]+\.(?:com|net|org|info|ru|cn|xyz|top|io|co)\/)/i.test(text);
}

/**
 * A South African phone number as people type it: 0 and nine digits (not a
 * 00 prefix), or +27 / 27 and nine digits; spaces, dashes, dots and brackets
 * allowed.
 */
export function isSouthAfricanPhone(text: string | null | undefined): boolean {
  const typed = (text ?? "").trim();
  if (!/^[+(\d][\d\s().-]*$/.test(typed)) return false;
  const digits = typed.replace(/\D/g, "");
  if (/^0[1-9]\d{8}$/.test(digits)) return true;
  return /^27[1-9]\d{8}$/.test(digits);
}

/**
 * What a held submission shows of itself: a valid South African phone number
 * and no links in what was typed (`texts`: the message, the name, the company).
 */
export function plausiblyAPerson(texts: readonly string[], phone: string | null | undefined): boolean {
  return isSouthAfricanPhone(phone) && !texts.some((text) => containsLink(text));
}

export interface HeldSubmissionLooks {
  /** plausiblyAPerson of it. */
  plausible: boolean;
  /** Another submission in the campaign window had the same non-empty message. */
  messageSeenBefore: boolean;
  /** It is one of a campaign of identical submissions. */
  inCampaign: boolean;
}

/**
 * Whether a held submission looks like a person's and goes to sales as usual:
 * its own text, a valid phone number, no links, not part of a campaign.
 */
export function looksGenuine(looks: HeldSubmissionLooks): boolean {
  return looks.plausible && !looks.messageSeenBefore && !looks.inCampaign;
}
