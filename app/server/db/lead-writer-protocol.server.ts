// What the server and its lead-writer thread (lead-writer.server.ts) say to
// each other. Messages are structured clones: errors travel as plain data and
// a rate-limit refusal is rebuilt on arrival, so callers still catch
// RateLimitExceeded.
import type { NewLead } from "./leads.server.ts";
import { RateLimitExceeded, type RateLimitRule } from "./rate-limit.server.ts";

export interface LeadWrite {
  input: NewLead;
  rateLimits: readonly RateLimitRule[];
}

export interface WrittenLead {
  id: string;
  created: boolean;
}

export type LeadWriteOutcome =
  | { ok: true; lead: WrittenLead }
  | { ok: false; rateLimited: { rule: RateLimitRule; retryAfterMs: number } }
  | { ok: false; error: { name: string; message: string; code?: string; errcode?: number } };

export type ToWriter = { type: "writes"; writes: [id: number, write: LeadWrite][] } | { type: "close" };
export type FromWriter = { type: "outcomes"; outcomes: [id: number, outcome: LeadWriteOutcome][] } | { type: "closed" };

/** The workerData a writer thread starts with. */
export interface WriterConfig {
  databaseFile: string;
  maxPageCount?: number;
}

export function outcomeOfError(error: unknown): LeadWriteOutcome {
  if (error instanceof RateLimitExceeded) return { ok: false, rateLimited: { rule: error.rule, retryAfterMs: error.retryAfterMs } };
  const { name, message, code, errcode } = (error ?? {}) as { name?: unknown; message?: unknown; code?: unknown; errcode?: unknown };
  return {
    ok: false,
    error: {
      name: typeof name === "string" ? name : "Error",
      message: typeof message === "string" ? message : String(error),
      ...(typeof code === "string" ? { code } : {}),
      ...(typeof errcode === "number" ? { errcode } : {}),
    },
  };
}

/** The error a failed outcome stands for, as the caller would have caught it on this thread. */
export function errorOfOutcome(outcome: Exclude<LeadWriteOutcome, { ok: true }>): Error {
  if ("rateLimited" in outcome) return new RateLimitExceeded(outcome.rateLimited.rule, outcome.rateLimited.retryAfterMs);
  const error = Object.assign(new Error(outcome.error.message), outcome.error);
  return error;
}
