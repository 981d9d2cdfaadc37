// POST /api/av/leads: the lead call of spec section 7.1 as a JSON endpoint.
// 201 with the lead's id once it is stored; 400 with field errors; 413, 415
// and 400 for bodies that are too big, not JSON or malformed; 429 when rate
// limited; 503 when the database cannot take it. Nothing invalid is stored.
import express, { type Response } from "express";
import { leadCallMessages, serverMessages } from "../app/lib/lead-messages.ts";
import { validateLeadPayload } from "../app/lib/lead-payload.ts";
import { LEAD_SOURCES } from "../app/lib/lead-options.ts";
import type { LeadKind } from "../app/lib/lead-notification.ts";
import { type LeadIntake, isValidIdempotencyKey } from "../app/server/leads/lead-intake.server.ts";
import { jsonBodyErrors } from "./json-errors.ts";

export const LEADS_API_PATH = "/api/av/leads";
/** Generous for a form's worth of text, small enough that nobody can fill the disk with one post. */
export const LEADS_BODY_LIMIT_BYTES = 32 * 1024;

const kindBySource: Record<string, LeadKind> = {
  [LEAD_SOURCES.callback]: "callback",
  [LEAD_SOURCES.business]: "partner_business",
  [LEAD_SOURCES.client]: "partner_client",
  [LEAD_SOURCES.assistant]: "assistant",
};

function send(res: Response, status: number, body: Record<string, unknown>) {
  res.status(status).set("Cache-Control", "no-store").json(body);
}

export function leadsApi(intake: LeadIntake) {
  const router = express.Router();

  router.post(
    LEADS_API_PATH,
    (req, res, next) => {
      if (!req.is("application/json")) {
        send(res, 415, { success: false, message: "Send the lead as JSON with Content-Type: application/json" });
        return;
      }
      next();
    },
    express.json({ limit: LEADS_BODY_LIMIT_BYTES, strict: true, type: "application/json" }),
    async (req, res) => {
      const idempotencyKey = req.get("Idempotency-Key")?.trim() || null;
      if (idempotencyKey && !isValidIdempotencyKey(idempotencyKey)) {
        send(res, 400, {
          success: false,
          message: "Idempotency-Key must be 8 to 100 letters, digits or the characters : . _ -",
          errors: [
            { field: "Idempotency-Key", message: "Idempotency-Key must be 8 to 100 letters, digits or : . _ -" },
          ],
        });
        return;
      }

      const validation = validateLeadPayload(req.body);
      if (!validation.success) {
        send(res, 400, { success: false, message: serverMessages.invalid, errors: validation.errors });
        return;
      }

      const payload = validation.data;
      const kind = kindBySource[payload.source] ?? "callback";
      const messages =
        kind === "partner_business" || kind === "partner_client"
          ? leadCallMessages.application
          : leadCallMessages.request;
      const result = await intake.submit({
        kind,
        payload,
        idempotencyKey,
        ip: req.ip ?? null,
        userAgent: req.get("User-Agent") ?? null,
      });

      if (result.status === "rate_limited") {
        res.set("Retry-After", String(result.retryAfterSeconds));
        send(res, 429, { success: false, message: serverMessages.rateLimited });
        return;
      }
      if (result.status === "unavailable") {
        res.set("Retry-After", "60");
        send(res, 503, { success: false, message: serverMessages.unavailable });
        return;
      }
      // A replayed idempotency key answers 200 with the first submission's id.
      send(res, result.created ? 201 : 200, { success: true, id: result.id, message: messages.success });
    },
  );

  router.all(LEADS_API_PATH, (_req, res) => {
    res.set("Allow", "POST");
    send(res, 405, { success: false, message: "Use POST to submit a lead" });
  });

  router.use(LEADS_API_PATH, jsonBodyErrors(LEADS_BODY_LIMIT_BYTES, "lead"));

  return router;
}
