// The action behind every lead form and the blog's subscribe form. With
// JavaScript off the browser posts the form to its page and the page renders
// the result; with it on, the form's island posts to /api/forms/:form, which
// runs this same function and answers JSON. The post is checked with the
// form's zod schema through Conform's parse, as the island checked it;
// validation and shaping are the same either way. The form's schema is the one
// check: its accepted values are shaped into the lead payload and stored
// (storeLead, as the JSON API stores what its schema accepted), never checked
// again by another rule that could refuse them.
import { data, type RouterContextProvider } from "react-router";
import type { LeadFormDefinition } from "#app/features/leads/forms/lead-form-definitions.ts";
import { validateSubmission } from "#app/platform/forms/form-submission.ts";
import {
  type FormValues,
  HONEYPOT_FIELD,
  IDEMPOTENCY_FIELD,
  type LeadFormSchema,
  fieldNames,
  isTicked,
  readFormValues,
  subscribeFormSchema,
} from "#app/features/leads/forms/lead-forms.ts";
import {
  type LeadFormResult,
  leadCallMessages,
  leadCallKind,
  serverMessages,
  subscribeMessages,
} from "#app/features/leads/forms/lead-messages.ts";
import { VISIT_SOURCE_FIELD } from "#app/features/leads/attribution/lead-attribution.ts";
import { resolveReferrer, truncateReferrer } from "#app/platform/http/referrer.ts";
import { challengeAnswer, proofFromForm } from "#app/features/leads/intake/flood-answer.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { clientIpContext } from "#app/platform/http/request-context.server.ts";
import { leadIntakeFrom } from "#app/features/leads/intake/intake-context.server.ts";
import { isValidIdempotencyKey, submissionHash } from "#app/features/leads/intake/lead-intake.server.ts";
import { storeLead } from "#app/features/leads/intake/submit-lead.server.ts";
import { storedFormPayload } from "#app/features/leads/forms/lead-payload.ts";

/** Values echoed back to the page, without the hidden machinery. */
function visibleValues(values: FormValues): FormValues {
  const { referrer: _referrer, ...rest } = values;
  return rest;
}

/**
 * `chooseDefinition` may pick the form from the post itself (the call-back
 * route serves two forms), so the body is read once.
 */
export async function handleLeadForm<Schema extends LeadFormSchema>(
  request: Request,
  context: Readonly<RouterContextProvider>,
  chooseDefinition: LeadFormDefinition<Schema> | ((formData: FormData) => LeadFormDefinition<Schema>),
) {
  let formData: FormData;
  try {
    formData = await request.formData();
  } catch {
    return data<LeadFormResult>({ status: "error", message: serverMessages.invalid }, { status: 400 });
  }
  const definition = typeof chooseDefinition === "function" ? chooseDefinition(formData) : chooseDefinition;

  const schema = definition.schema();
  const values = readFormValues(formData, fieldNames(schema));
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // The same answer a person gets; nothing stored.
    logInfo("lead.honeypot", { form: definition.form });
    return data<LeadFormResult>({
      status: "success",
      message: leadCallMessages[leadCallKind(definition.form)].success,
    });
  }

  const validation = validateSubmission(formData, schema);
  if (!validation.success) {
    return data<LeadFormResult>(
      { status: "invalid", fieldErrors: validation.fieldErrors, values: visibleValues(values) },
      { status: 400 },
    );
  }

  const pageUrl = request.headers.get("Referer") ?? new URL(request.url).origin;
  const payload = definition.shape(validation.data, {
    now: new Date(),
    referrer: resolveReferrer(values.referrer, null, pageUrl),
  });
  const submittedKey = formData.get(IDEMPOTENCY_FIELD);
  const idempotencyKey = typeof submittedKey === "string" && isValidIdempotencyKey(submittedKey) ? submittedKey : null;

  // The form's schema was the one check: what it accepted is stored by the
  // same function POST /api/av/leads stores with, never checked again (issue 32).
  // The key is bound to what the visitor typed, not to the shaped payload,
  // whose time of request changes when a waiting form is sent again.
  const marketingConsent = isTicked(values.marketingConsent);
  const result = await storeLead(context, request, {
    payload: storedFormPayload(payload, marketingConsent),
    kind: definition.kind,
    idempotencyKey,
    bodyHash: submissionHash({ form: definition.form, fields: validation.data, marketingConsent }),
    form: definition.form,
    visitSource: formData.get(VISIT_SOURCE_FIELD),
    proof: proofFromForm(formData),
  });

  if (result.status === "rate_limited") {
    return data<LeadFormResult>(
      { status: "error", message: serverMessages.rateLimited, values: visibleValues(values) },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (result.status === "challenge") return challengeAnswer(result, visibleValues(values));
  if (result.status === "unavailable") {
    return data<LeadFormResult>(
      { status: "error", message: serverMessages.unavailable, values: visibleValues(values) },
      { status: 503 },
    );
  }
  if (result.status === "conflict") {
    return data<LeadFormResult>(
      { status: "error", message: serverMessages.reusedFormKey, values: visibleValues(values) },
      { status: 409 },
    );
  }
  return data<LeadFormResult>({
    status: "success",
    leadId: result.id,
    message: leadCallMessages[leadCallKind(definition.form)].success,
  });
}

/**
 * The blog's subscribe form (on every blog page and on /blog/subscribe). A
 * repeated address is answered as a new one (see LeadIntake.subscribe).
 */
export async function handleSubscribeForm(request: Request, context: Readonly<RouterContextProvider>) {
  const formData = await request.formData().catch(() => null);
  if (!formData) {
    return data<LeadFormResult>({ status: "error", message: serverMessages.invalid }, { status: 400 });
  }
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return data<LeadFormResult>({ status: "success" });

  // Echoed as typed (trimmed), for the visitor to correct.
  const typed = formData.get("email");
  const values = { email: typeof typed === "string" ? typed.trim() : "" };
  const validation = validateSubmission(formData, subscribeFormSchema());
  if (!validation.success) {
    return data<LeadFormResult>(
      { status: "invalid", fieldErrors: { email: subscribeMessages.invalidEmail }, values },
      { status: 400 },
    );
  }
  const intake = leadIntakeFrom(context);
  const result = await intake.subscribe({
    email: validation.data.email,
    page: truncateReferrer(request.headers.get("Referer") ?? "/blog"),
    ip: context.get(clientIpContext),
    userAgent: request.headers.get("User-Agent"),
    proof: proofFromForm(formData),
  });
  if (result.status === "challenge") return challengeAnswer(result, values);
  if (result.status === "rate_limited") {
    return data<LeadFormResult>(
      { status: "error", message: serverMessages.rateLimited, values },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (result.status === "unavailable" || result.status === "conflict") {
    return data<LeadFormResult>({ status: "error", message: serverMessages.unavailable, values }, { status: 503 });
  }
  return data<LeadFormResult>({ status: "success", message: subscribeMessages.text });
}
