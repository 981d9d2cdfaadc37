// Accepting one lead, the payload of spec section 7.1. Each entry point checks
// what it receives with its own one schema and nothing after it checks again:
// POST /api/av/leads with the leads API's schema (submitLead); a lead form's
// action with the form's schema, its accepted values then shaped into this
// payload (form-action.server.ts). Both store through storeLead: the lead
// intake's rate limits, then the lead and its notifications in one transaction.
import type { RouterContextProvider } from "react-router";
import { type LeadForm, VISIT_SOURCE_FIELD } from "#app/features/leads/attribution/lead-attribution.ts";
import type { FieldError } from "#app/platform/forms/field-errors.ts";
import type { LeadKind } from "#app/features/leads/notify/lead-notification.ts";
import { LEAD_SOURCES } from "#app/features/leads/forms/lead-options.ts";
import { type ValidLeadPayload, validateLeadPayload } from "#app/features/leads/forms/lead-payload.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { leadIntakeFrom } from "#app/features/leads/intake/intake-context.server.ts";
import { leadAttribution } from "#app/features/leads/intake/lead-source.server.ts";
import { type IntakeResult, submissionHash } from "#app/features/leads/intake/lead-intake.server.ts";
import type { ProofSent } from "#app/features/leads/flood/flood-gate.server.ts";

export interface LeadSubmissionInput {
  /** The payload as sent (the API's body) or as shaped from a form. */
  payload: unknown;
  /** The kind it is filed under; by default the one its source names. */
  kind?: LeadKind;
  idempotencyKey: string | null;
  /**
   * What the key is bound to (submissionHash of what the client sent); by
   * default the hash of `payload`.
   */
  bodyHash?: string;
  /** The form it came through; a post to the leads API is 'api' (the assistant's, 'assistant'). */
  form?: LeadForm;
  /** The visit's source the browser sent, checked here (decision 036); by default the payload's `visitSource`. */
  visitSource?: unknown;
  /** A solved flood challenge or answered question (decision 053). */
  proof?: ProofSent;
}

export type LeadSubmissionOutcome =
  | { status: "invalid"; errors: FieldError[] }
  | (Extract<IntakeResult, { status: "stored" }> & { kind: LeadKind })
  | Exclude<IntakeResult, { status: "stored" }>;

const kindBySource: Readonly<Record<string, LeadKind>> = {
  [LEAD_SOURCES.callback]: "callback",
  [LEAD_SOURCES.business]: "partner_business",
  [LEAD_SOURCES.client]: "partner_client",
  [LEAD_SOURCES.assistant]: "assistant",
};

/** Whether a kind of lead is a partner application (answered "Your application was submitted…"). */
export function isApplication(kind: LeadKind): boolean {
  return kind === "partner_business" || kind === "partner_client";
}

/** POST /api/av/leads: the body is checked against the leads API's schema, then stored. */
export async function submitLead(
  context: Readonly<RouterContextProvider>,
  request: Request,
  { payload, kind, idempotencyKey, bodyHash, form, visitSource, proof }: LeadSubmissionInput,
): Promise<LeadSubmissionOutcome> {
  const checked = validateLeadPayload(payload);
  if (!checked.success) return { status: "invalid", errors: checked.errors };
  const sentSource =
    visitSource ??
    (payload !== null && typeof payload === "object" ? (payload as Record<string, unknown>)[VISIT_SOURCE_FIELD] : null);
  return storeLead(context, request, {
    payload: checked.data,
    kind,
    idempotencyKey,
    bodyHash: idempotencyKey ? (bodyHash ?? submissionHash(payload)) : undefined,
    form,
    visitSource: sentSource,
    proof,
  });
}

export interface CheckedLeadInput extends Omit<LeadSubmissionInput, "payload"> {
  /** A payload its own schema accepted: the leads API's, or a lead form's (shaped from what it accepted). */
  payload: ValidLeadPayload;
}

/**
 * Stores a lead whose one check has passed, through the lead intake (rate
 * limits, the lead and its notifications in one transaction). It checks
 * nothing more, so it cannot refuse what a form's schema accepted.
 */
export async function storeLead(
  context: Readonly<RouterContextProvider>,
  request: Request,
  { payload, kind, idempotencyKey, bodyHash, form, visitSource, proof }: CheckedLeadInput,
): Promise<Exclude<LeadSubmissionOutcome, { status: "invalid" }>> {
  const filedAs = kind ?? kindBySource[payload.source] ?? "callback";
  const attribution = leadAttribution(
    request,
    form ?? (payload.source === LEAD_SOURCES.assistant ? "assistant" : "api"),
    visitSource ?? null,
  );
  const intake = leadIntakeFrom(context);
  const result = await intake.submit({
    kind: filedAs,
    payload,
    idempotencyKey,
    bodyHash: idempotencyKey ? (bodyHash ?? submissionHash(payload)) : null,
    ip: context.get(clientIpContext),
    userAgent: request.headers.get("User-Agent"),
    attribution,
    proof: proof ?? {},
  });
  return result.status === "stored" ? { ...result, kind: filedAs } : result;
}
