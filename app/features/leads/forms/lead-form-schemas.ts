// Each lead form's rules, which its island checks before sending and its
// route action checks again. Kept apart from the form definitions, whose
// payload shaping (and its API schema) only the server uses.
import {
  businessApplicationSchema,
  callBackFormSchema,
  clientApplicationSchema,
  contactFormSchema,
  type LeadFormSchema,
  sidebarCallBackFormSchema,
} from "#app/features/leads/forms/lead-forms.ts";
import type { LeadFormKind } from "#app/features/leads/forms/lead-messages.ts";

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
