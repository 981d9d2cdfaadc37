// The flood gate (issue 32, decision 053): during a flood of a kind (its
// site-wide counter past the threshold in this minute or the last), each
// submission of that kind must carry a solved challenge: a proof of work, or
// the answer to a simple question on a form without JavaScript. Challenges
// are signed with a key kept in the database (every process issues and checks
// them alike) and claimed once in the lead's own transaction (a replay is
// refused in every process). Refused submissions still count towards the
// flood, added in one statement per kind and second, so the flood stays on
// while it lasts without a write per refused request.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { FLOOD_WINDOW_MS, type SubmissionKind } from "#app/platform/limits/abuse-limits.ts";
import {
  CHALLENGE_MAX_NUMBER,
  type FloodChallenge,
  type ProofOfWorkChallenge,
  type ProofProblem,
  challengeSalt,
  parseQuestionAnswer,
  parseQuestionToken,
  parseSolution,
  proofInput,
  questionMacInput,
  robotQuestion,
  saltExpiry,
} from "#app/features/leads/flood/flood-defence.ts";
import type { LeadStore } from "#app/features/leads/leads-data.server.ts";
import { logError } from "#app/platform/log/log.server.ts";

/** What a submission brought to prove it is not a script: a solution, or a question's token and answer. */
export interface ProofSent {
  solution?: unknown;
  questionToken?: unknown;
  questionAnswer?: unknown;
}

export type GateResult =
  /** No flood of this kind: in as usual. */
  | { status: "open" }
  /** A flood, and a valid, unexpired challenge: in, once it is claimed with the write. */
  | { status: "proved"; proof: { salt: string; expiresAt: Date } }
  /** A flood, and no valid proof: refused with a fresh challenge. */
  | { status: "challenge"; problem: ProofProblem; challenge: FloodChallenge };

export interface FloodGate {
  check(kind: SubmissionKind, sent: ProofSent, now?: Date): Promise<GateResult>;
  issue(now?: Date): Promise<FloodChallenge>;
}

/** A flood seen in the database is believed for this long before it is read again. */
const FLOOD_SEEN_FOR_MS = 1_000;
/** Refused submissions are added to the flood counters this often. */
const REFUSED_FLUSH_MS = 1_000;

export function floodCounterKey(kind: SubmissionKind): string {
  return `leads:${kind}:site`;
}

function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

function hmacHex(key: Uint8Array, text: string): string {
  return createHmac("sha256", key).update(text).digest("hex");
}

function sameHex(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

type Checked = { ok: true; salt: string; expiresAt: Date } | { ok: false; problem: ProofProblem };

function checkSolution(key: Uint8Array, text: unknown, now: Date): Checked {
  const solution = parseSolution(text);
  if (!solution) return { ok: false, problem: "invalid" };
  if (!sameHex(hmacHex(key, solution.challenge), solution.signature)) return { ok: false, problem: "invalid" };
  if (sha256Hex(proofInput(solution.salt, solution.number)) !== solution.challenge) {
    return { ok: false, problem: "invalid" };
  }
  const expiresAt = saltExpiry(solution.salt);
  if (!expiresAt || expiresAt.getTime() <= now.getTime()) return { ok: false, problem: "expired" };
  return { ok: true, salt: solution.salt, expiresAt };
}

function checkAnswer(key: Uint8Array, token: unknown, typed: unknown, now: Date): Checked {
  const parsed = parseQuestionToken(token);
  const answer = parseQuestionAnswer(typed);
  if (!parsed || answer === null) return { ok: false, problem: "invalid" };
  if (!sameHex(hmacHex(key, questionMacInput(parsed.salt, answer)), parsed.mac)) {
    return { ok: false, problem: "invalid" };
  }
  const expiresAt = saltExpiry(parsed.salt);
  if (!expiresAt || expiresAt.getTime() <= now.getTime()) return { ok: false, problem: "expired" };
  return { ok: true, salt: parsed.salt, expiresAt };
}

function present(value: unknown): boolean {
  return typeof value === "string" && value.trim() !== "";
}

export function createFloodGate(
  layer: Pick<LeadStore, "floodWindowCounts" | "addToFloodCounter" | "challengeKey">,
  floodThreshold: number,
): FloodGate {
  const floodSeenUntil = new Map<SubmissionKind, number>();
  const refused = new Map<SubmissionKind, number>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;

  function flushRefused() {
    flushTimer = undefined;
    for (const [kind, count] of refused) {
      refused.delete(kind);
      layer
        .addToFloodCounter(floodCounterKey(kind), FLOOD_WINDOW_MS, count)
        .catch((error: unknown) => logError("lead.flood_count_failed", error, { kind }));
    }
  }

  function countRefused(kind: SubmissionKind) {
    refused.set(kind, (refused.get(kind) ?? 0) + 1);
    if (!flushTimer) {
      flushTimer = setTimeout(flushRefused, REFUSED_FLUSH_MS);
      flushTimer.unref();
    }
  }

  async function inFlood(kind: SubmissionKind, now: Date): Promise<boolean> {
    if ((floodSeenUntil.get(kind) ?? 0) > now.getTime()) return true;
    const counts = await layer.floodWindowCounts(floodCounterKey(kind), FLOOD_WINDOW_MS);
    const flood = counts.current > floodThreshold || counts.previous > floodThreshold;
    if (flood) floodSeenUntil.set(kind, now.getTime() + FLOOD_SEEN_FOR_MS);
    return flood;
  }

  async function issue(now = new Date()): Promise<FloodChallenge> {
    const key = await layer.challengeKey();
    const salt = challengeSalt(randomBytes(12).toString("hex"), now);
    const challenge = sha256Hex(proofInput(salt, randomInt(0, CHALLENGE_MAX_NUMBER + 1)));
    const proofOfWork: ProofOfWorkChallenge = {
      algorithm: "SHA-256",
      challenge,
      salt,
      maxNumber: CHALLENGE_MAX_NUMBER,
      signature: hmacHex(key, challenge),
    };
    const question = robotQuestion(randomInt(1, 10), randomInt(1, 10));
    const questionSalt = challengeSalt(randomBytes(12).toString("hex"), now);
    return {
      proofOfWork,
      question: {
        prompt: question.prompt,
        token: `${questionSalt}.${hmacHex(key, questionMacInput(questionSalt, question.answer))}`,
      },
    };
  }

  return {
    issue,
    async check(kind, sent, now = new Date()) {
      if (!(await inFlood(kind, now))) return { status: "open" };
      const key = await layer.challengeKey();
      let checked: Checked = { ok: false, problem: "missing" };
      if (present(sent.solution)) checked = checkSolution(key, sent.solution, now);
      else if (present(sent.questionToken) || present(sent.questionAnswer)) {
        checked = checkAnswer(key, sent.questionToken, sent.questionAnswer, now);
      }
      if (checked.ok) return { status: "proved", proof: { salt: checked.salt, expiresAt: checked.expiresAt } };
      countRefused(kind);
      return { status: "challenge", problem: checked.problem, challenge: await issue(now) };
    },
  };
}
