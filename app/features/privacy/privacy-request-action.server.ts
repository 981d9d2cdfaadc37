// The privacy request form on /privacy: without JavaScript the page's action,
// with it /api/forms/privacy (the form's island); both run this function.
// The request is stored unconfirmed with the lead forms' rate limits and
// idempotency, and only a confirmation e-mail is queued: staff see it, with
// its due date, once the requester has confirmed from that e-mail.
import { data, type RouterContextProvider } from "react-router";
import { validateSubmission } from "#app/platform/forms/form-submission.ts";
import {
  fieldNames,
  type FormValues,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  type LeadFormResult,
  privacyRequestFormSchema,
  privacyRequestMessages,
  readFormValues,
  serverMessages,
} from "#app/features/leads/index.ts";
import { RateLimitExceeded } from "#app/platform/limits/rate-limit.server.ts";
import {
  challengeAnswer,
  isValidIdempotencyKey,
  leadIntakeFrom,
  proofFromForm,
} from "#app/features/leads/index.server.ts";
import { logError, logInfo, logWarn } from "#app/platform/log/log.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { privacyServicesFrom } from "#app/features/privacy/privacy-context.server.ts";

export const PRIVACY_REQUEST_SOURCE = "Privacy Request";

export async function handlePrivacyRequestForm(request: Request, context: Readonly<RouterContextProvider>) {
  const formData = await request.formData().catch(() => null);
  if (!formData) {
    return data<LeadFormResult>({ status: "error", message: serverMessages.invalid }, { status: 400 });
  }
  const success = data<LeadFormResult>({ status: "success", message: privacyRequestMessages.text });
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    logInfo("privacy_request.honeypot");
    return success;
  }

  const schema = privacyRequestFormSchema();
  const values: FormValues = readFormValues(formData, fieldNames(schema));
  const validation = validateSubmission(formData, schema);
  if (!validation.success) {
    return data<LeadFormResult>({ status: "invalid", fieldErrors: validation.fieldErrors, values }, { status: 400 });
  }
  const { requestType, name, email, phone, details } = validation.data;
  const submittedKey = formData.get(IDEMPOTENCY_FIELD);
  const idempotencyKey =
    typeof submittedKey === "string" && isValidIdempotencyKey(submittedKey) ? `privacy/${submittedKey}` : null;

  try {
    // During a flood of privacy requests, this one pays the challenge too (decision 053).
    const gate = await leadIntakeFrom(context).guardFlood("privacy_request", proofFromForm(formData));
    if (gate.status === "challenge") return challengeAnswer(gate, values);
    const services = privacyServicesFrom(context);
    const ip = context.get(clientIpContext);
    const result = await services.submitLead(
      {
        kind: "privacy_request",
        source: PRIVACY_REQUEST_SOURCE,
        payload: { requestType, details, requestedAt: new Date().toISOString() },
        fullName: name,
        email: email.toLowerCase(),
        phone: phone || null,
        marketingConsent: false,
        idempotencyKey,
        ip,
        userAgent: request.headers.get("User-Agent"),
        confirmFirst: true,
      },
      services.rateLimitRules(ip),
    );
    logInfo("privacy_request.stored", { id: result.id, created: result.created, requestType });
    return success;
  } catch (error) {
    if (error instanceof RateLimitExceeded) {
      logWarn("lead.rate_limited", { scope: error.rule.scope, kind: "privacy_request" });
      return data<LeadFormResult>(
        { status: "error", message: serverMessages.rateLimited, values },
        { status: 429, headers: { "Retry-After": String(Math.ceil(error.retryAfterMs / 1000)) } },
      );
    }
    logError("privacy_request.store_failed", error);
    return data<LeadFormResult>({ status: "error", message: serverMessages.unavailable, values }, { status: 503 });
  }
}
