// The equipment assistant's lead: the submission's outcome turned into the next
// step, and the lead payload (comments with the four answers and the AI quote number).
import { DEFAULT_PREFERRED_TIME, LEAD_SOURCES, LEAD_VDN, type LeadPayload } from "#app/features/leads/index.ts";
import { splitFullName } from "#app/platform/forms/full-name.ts";
import { ASSISTANT_ERROR_MESSAGE, CONTACT_PROMPTS } from "#app/features/assistant/assistant-copy.ts";
import {
  type AssistantAnswers,
  type AssistantContact,
  type AssistantState,
  type AssistantStep,
  type ContactField,
  nextContactField,
} from "#app/features/assistant/assistant.ts";

/** What the leads call answered; LeadCallResult fits. */
export interface SubmissionOutcome {
  success: boolean;
  /** Field errors of a 400, such as 'contact.email'. */
  errors?: readonly { field: string }[];
}

const FIELD_FOR_ERROR: Readonly<Record<string, ContactField>> = {
  "contact.name": "name",
  "contact.surname": "name",
  "contact.fullname": "name",
  "contact.email": "email",
  "contact.tel": "phone",
};

/**
 * After the lead call. Success thanks the visitor with the AI quote number and
 * completes the chat. Failure gives the spec's error message and asks again
 * for what the server rejected, or else for the phone number, so the visitor
 * can retry.
 */
export function assistantSubmissionStep(
  state: AssistantState,
  outcome: SubmissionOutcome,
  quoteNumber: string,
): AssistantStep {
  if (outcome.success) {
    const first = splitFullName(state.contact.name).name;
    return {
      state: { ...state, stage: "complete" },
      messages: [
        {
          text: `Thank you, ${first}! Your reference number is ${quoteNumber}. Our team will be in touch shortly to put together the right setup for your event.`,
        },
      ],
      delay: "none",
    };
  }
  const rejected = new Set<ContactField>();
  for (const error of outcome.errors ?? []) {
    const field = FIELD_FOR_ERROR[error.field];
    if (field) rejected.add(field);
  }
  if (rejected.size === 0) rejected.add("phone");
  const contact = { ...state.contact };
  for (const field of rejected) contact[field] = "";
  const next = { ...state, stage: "contact" as const, contact };
  const field = nextContactField(contact) ?? "phone";
  return {
    state: next,
    messages: [{ text: ASSISTANT_ERROR_MESSAGE }, { text: CONTACT_PROMPTS[field] }],
    delay: "none",
  };
}

// ---------------------------------------------------------------------------
// The lead.

/** The lead's comments: the four answers and the AI quote number. */
export function assistantComments(answers: AssistantAnswers, quoteNumber: string): string {
  const requirements = answers.specificRequirements.trim() || "none";
  return [
    `Equipment assistant ${quoteNumber} - Event type: ${answers.type.trim()}`,
    `Attendees: ${answers.size ?? "unknown"}`,
    `Audio: ${answers.audioType}`,
    `Requirements: ${requirements}`,
  ].join("; ");
}

/** The section 7.1 lead payload for the assistant's contact capture. */
export function assistantLeadPayload(
  answers: AssistantAnswers,
  contact: AssistantContact,
  quoteNumber: string,
  now: Date,
  referrer: string,
): LeadPayload {
  return {
    requestedAt: now.toISOString(),
    referrer,
    vdn: LEAD_VDN,
    preferredTime: DEFAULT_PREFERRED_TIME,
    comments: assistantComments(answers, quoteNumber),
    source: LEAD_SOURCES.assistant,
    contact: { ...splitFullName(contact.name), tel: contact.phone, email: contact.email.trim() },
  };
}
