// The browser's client for the lead call (spec section 7.1): POST
// /api/av/leads?t={ms} with a JSON body. It never throws: a network failure
// reads as status 500, as the spec says.
import { leadCallMessages } from "#app/features/leads/forms/lead-messages.ts";
import { readJsonObject } from "#app/platform/http/read-json.ts";
import type { LeadPayload } from "#app/features/leads/forms/lead-payload.ts";

export type LeadCallKind = keyof typeof leadCallMessages;

export interface LeadCallResult {
  success: boolean;
  status: number;
  message: string;
  /** The stored lead's id, when the server gave one. */
  id?: string;
  /** Field errors the server reported for a 400. */
  errors?: { field: string; message: string }[];
  [key: string]: unknown;
}

export interface LeadCallOptions {
  kind: LeadCallKind;
  /** Sent as Idempotency-Key: a retried submission is stored once. */
  idempotencyKey?: string;
  fetch?: typeof fetch;
  /** Where the API lives; the site's own origin by default. */
  baseUrl?: string;
  now?: () => number;
}

export const LEADS_API_PATH = "/api/av/leads";

export async function submitLead(
  payload: LeadPayload & { marketingConsent?: boolean; visitSource?: string | null },
  options: LeadCallOptions,
): Promise<LeadCallResult> {
  const messages = leadCallMessages[options.kind];
  const fetchImpl = options.fetch ?? fetch;
  const now = options.now ?? Date.now;
  const url = `${options.baseUrl ?? ""}${LEADS_API_PATH}?t=${now()}`;
  const headers: Record<string, string> = { "Content-Type": "application/json", Accept: "application/json" };
  if (options.idempotencyKey) headers["Idempotency-Key"] = options.idempotencyKey;

  let response: Response;
  try {
    response = await fetchImpl(url, { method: "POST", headers, body: JSON.stringify(payload) });
  } catch {
    return { success: false, status: 500, message: messages.failure };
  }

  const body = await readJsonObject(response);
  if (response.ok) {
    if (!body) return { success: true, status: response.status, message: messages.success };
    return {
      ...body,
      success: true,
      status: response.status,
      message: typeof body.message === "string" ? body.message : messages.success,
    };
  }
  const errors = Array.isArray(body?.errors) ? (body.errors as LeadCallResult["errors"]) : undefined;
  return { success: false, status: response.status, message: messages.failure, ...(errors ? { errors } : {}) };
}
