// What the browser needs to check a lead form before it posts: each form's
// rules and where the enhanced form posts. Kept apart from the form
// definitions, whose payload shaping (and its API schema) only the server uses.
import {
  businessApplicationSchema,
  callBackFormSchema,
  clientApplicationSchema,
  contactFormSchema,
  type LeadFormSchema,
  sidebarCallBackFormSchema,
} from "./lead-forms.ts";
import type { LeadFormKind } from "./lead-messages.ts";

/** The validation rules of each form, built on first use (see builtOnFirstUse). */
export const leadFormSchemas = {
  contact: contactFormSchema,
  callback: callBackFormSchema,
  sidebar: sidebarCallBackFormSchema,
  business: businessApplicationSchema,
  client: clientApplicationSchema,
} as const satisfies Record<LeadFormKind, () => LeadFormSchema>;

export function isLeadFormKind(value: string | undefined): value is LeadFormKind {
  return value !== undefined && Object.hasOwn(leadFormSchemas, value);
}

/** Where the enhanced form posts: the same action, answered as JSON. */
export function leadFormEndpoint(form: LeadFormKind): string {
  return `/api/forms/${form}`;
}
