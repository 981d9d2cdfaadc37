// The browser's calls to the quotes API. They never throw: every outcome is a
// value the page turns into a stage change or a toast.
import type { PublicAvailability } from "#app/features/catalogue/index.ts";
import type { QuoteDocument, QuoteRequestType } from "#app/features/quotes/quote-document.ts";
import type { QuoteEventValues } from "#app/features/quotes/request/quote-event-fields.ts";
import type { QuoteItem } from "#app/features/quotes/quote.ts";
import { CHALLENGE_SOLUTION_HEADER, type ProofOfWorkChallenge } from "#app/features/leads/index.ts";
import { readJsonObject } from "#app/platform/http/read-json.ts";

export interface QuoteRequestInput extends QuoteEventValues {
  contact: { name: string; email: string; phone: string };
  marketingConsent: boolean;
  items: readonly Pick<QuoteItem, "type" | "id" | "quantity" | "hours">[];
  referrer: string;
  /** Where the visit came from, as the browser kept it (JSON text); the server checks it (decision 036). */
  visitSource?: string | null;
}

export type CreateQuoteResult =
  | {
      outcome: "created";
      quoteNumber: string;
      accessToken?: string;
      /** The quote's live page, given with the access token (the first answer only). */
      liveUrl?: string;
      quote: QuoteDocument;
      customerEmailQueued: boolean;
    }
  | { outcome: "invalid"; errors: { field: string; message: string }[]; message?: string }
  | { outcome: "failed"; status: number; message?: string }
  | { outcome: "network" };

async function json(response: Response): Promise<Record<string, unknown>> {
  return (await readJsonObject(response)) ?? {};
}

/** How the page answers a flood's challenge (decision 053): solves it (null: cannot here), saying while. */
export interface ChallengeSolver {
  solve(challenge: ProofOfWorkChallenge): Promise<string | null>;
  onChecking?(checking: boolean): void;
}

/** Times a quote solves a fresh challenge before it gives up. */
const CHALLENGE_ATTEMPTS = 2;

export async function createQuote(
  input: QuoteRequestInput,
  idempotencyKey: string,
  fetchImpl: typeof fetch = fetch,
  solver?: ChallengeSolver,
): Promise<CreateQuoteResult> {
  const post = (solution: string | null) =>
    fetchImpl("/api/quotes", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "Idempotency-Key": idempotencyKey,
        ...(solution ? { [CHALLENGE_SOLUTION_HEADER]: solution } : {}),
      },
      body: JSON.stringify({
        ...input,
        // What the server prices from: kind, id, quantity and (for personnel by the hour) hours.
        items: input.items.map(({ type, id, quantity, hours }) =>
          hours === undefined ? { type, id, quantity } : { type, id, quantity, hours },
        ),
      }),
    });
  let response: Response;
  let body: Record<string, unknown>;
  try {
    response = await post(null);
    body = await json(response);
    // During a flood of quotes: solve the challenge and send the same quote again.
    for (let attempt = 0; solver && attempt < CHALLENGE_ATTEMPTS && response.status === 403; attempt++) {
      const challenge = body.challenge as ProofOfWorkChallenge | undefined;
      if (!challenge || typeof challenge !== "object") break;
      solver.onChecking?.(true);
      const solution = await solver.solve(challenge).finally(() => solver.onChecking?.(false));
      if (!solution) break;
      response = await post(solution);
      body = await json(response);
    }
  } catch {
    return { outcome: "network" };
  }
  if (response.ok && typeof body.quoteNumber === "string" && body.quote && typeof body.quote === "object") {
    return {
      outcome: "created",
      quoteNumber: body.quoteNumber,
      accessToken: typeof body.accessToken === "string" ? body.accessToken : undefined,
      liveUrl: typeof body.liveUrl === "string" ? body.liveUrl : undefined,
      quote: body.quote as QuoteDocument,
      customerEmailQueued: body.customerEmailQueued === true,
    };
  }
  const message = typeof body.message === "string" ? body.message : undefined;
  if (response.status === 400 && Array.isArray(body.errors)) {
    return { outcome: "invalid", errors: body.errors as { field: string; message: string }[], message };
  }
  return { outcome: "failed", status: response.status, message };
}

export type DecisionResult =
  | { ok: true; status: string }
  /**
   * `expired`: the quote is past its last day and the visitor should request a fresh one.
   * `currentVersion`: staff sent that version since; the visitor reviews it before deciding.
   */
  | { ok: false; message?: string; expired?: boolean; currentVersion?: number };

/**
 * A decision the quote page takes in one press (Request Discount, Decline
 * Quote, I'm Okay), on the version it shows. Accepting is not one of them: it
 * needs the typed name and the hire terms, on the quote's own page.
 */
export async function decideQuote(
  quoteNumber: string,
  accessToken: string | undefined,
  requestType: Exclude<QuoteRequestType, "accept">,
  payload: Record<string, unknown> & { quoteVersion: number },
  fetchImpl: typeof fetch = fetch,
): Promise<DecisionResult> {
  if (!accessToken) return { ok: false };
  try {
    const response = await fetchImpl(`/api/quotes/${encodeURIComponent(quoteNumber)}/decisions`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ ...payload, quoteNumber, accessToken, requestType }),
    });
    const body = await json(response);
    if (response.ok && body.success === true) return { ok: true, status: String(body.status ?? "") };
    const message = typeof body.message === "string" ? body.message : undefined;
    if (response.status === 410 && body.expired === true) return { ok: false, message, expired: true };
    if (response.status === 409 && typeof body.currentVersion === "number")
      return { ok: false, message, currentVersion: body.currentVersion };
    return { ok: false, message };
  } catch {
    return { ok: false };
  }
}

/** The PDF as a blob, or null when it could not be fetched. */
export async function fetchQuotePdf(
  quoteNumber: string,
  accessToken: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<Blob | null> {
  if (!accessToken) return null;
  try {
    const response = await fetchImpl(
      `/api/quotes/${encodeURIComponent(quoteNumber)}/pdf?token=${encodeURIComponent(accessToken)}`,
    );
    if (!response.ok || !(response.headers.get("Content-Type") ?? "").includes("application/pdf")) return null;
    return await response.blob();
  } catch {
    return null;
  }
}

export type EmailQuoteResult =
  | { ok: true }
  /** `capMessage`: the quote or its address has had as many e-mails as allowed for now; it says until when. */
  | { ok: false; capMessage?: string };

/** "Email My Quote": ok once the server has stored the visitor's copy for sending. */
export async function emailQuote(
  quoteNumber: string,
  accessToken: string | undefined,
  fetchImpl: typeof fetch = fetch,
): Promise<EmailQuoteResult> {
  if (!accessToken) return { ok: false };
  try {
    const response = await fetchImpl(`/api/quotes/${encodeURIComponent(quoteNumber)}/email`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ accessToken }),
    });
    const body = await json(response);
    if (response.ok && body.success === true) return { ok: true };
    if (response.status === 429 && body.capped === true && typeof body.message === "string")
      return { ok: false, capMessage: body.message };
    return { ok: false };
  } catch {
    return { ok: false };
  }
}

/**
 * The quote drawer's estimate as a PDF (POST /api/quotes/estimate.pdf): the
 * selection priced on the server under the browser's quote number, or null
 * when it could not be fetched.
 */
export async function fetchEstimatePdf(
  quoteNumber: string,
  items: readonly Pick<QuoteItem, "type" | "id" | "quantity">[],
  fetchImpl: typeof fetch = fetch,
): Promise<Blob | null> {
  try {
    const response = await fetchImpl("/api/quotes/estimate.pdf", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/pdf" },
      body: JSON.stringify({ quoteNumber, items: items.map(({ type, id, quantity }) => ({ type, id, quantity })) }),
    });
    if (!response.ok || !(response.headers.get("Content-Type") ?? "").includes("application/pdf")) return null;
    return await response.blob();
  } catch {
    return null;
  }
}

/**
 * Whether each line is available on the visitor's dates (POST
 * /api/quotes/availability): only "available" or "limited", in the lines'
 * order; null when it could not be asked (the page then says nothing).
 */
export async function checkLineAvailability(
  request: {
    eventDate: string;
    endDate?: string;
    items: readonly Pick<QuoteItem, "type" | "id" | "quantity">[];
  },
  fetchImpl: typeof fetch = fetch,
): Promise<PublicAvailability[] | null> {
  try {
    const response = await fetchImpl("/api/quotes/availability", {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({
        eventDate: request.eventDate,
        ...(request.endDate ? { endDate: request.endDate } : {}),
        items: request.items.map(({ type, id, quantity }) => ({ type, id, quantity })),
      }),
    });
    if (!response.ok) return null;
    const { lines } = await json(response);
    if (!Array.isArray(lines) || lines.length !== request.items.length) return null;
    return lines.map((line) => (line === "limited" ? "limited" : "available"));
  } catch {
    return null;
  }
}
