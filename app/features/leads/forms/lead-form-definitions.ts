// Each public lead form: the rules it is validated with, the lead kind it
// becomes and how its fields are shaped into the lead payload. The page's
// route action (posts without JavaScript) and the form endpoint (posts from
// the form's island) both read from here, so the two paths cannot drift.
import { leadFormSchemas } from "#app/features/leads/forms/lead-form-schemas.ts";
import type { LeadFormSchema } from "#app/features/leads/forms/lead-forms.ts";
import type { LeadFormKind } from "#app/features/leads/forms/lead-messages.ts";
import type { LeadKind } from "#app/features/leads/notify/lead-notification.ts";
import {
  type LeadPayload,
  type ShapingContext,
  businessApplicationPayload,
  callBackPayload,
  clientApplicationPayload,
  contactPayload,
} from "#app/features/leads/forms/lead-payload.ts";

export interface LeadFormDefinition<Schema extends LeadFormSchema = LeadFormSchema> {
  form: LeadFormKind;
  kind: LeadKind;
  /** The form's rules, built on first use (see builtOnFirstUse). */
  schema: () => Schema;
  shape: (values: Schema["_zod"]["output"], context: ShapingContext) => LeadPayload;
}

type Definitions = { [Form in LeadFormKind]: LeadFormDefinition<ReturnType<(typeof leadFormSchemas)[Form]>> };

export const leadFormDefinitions: Definitions = {
  contact: { form: "contact", kind: "contact", schema: leadFormSchemas.contact, shape: contactPayload },
  callback: { form: "callback", kind: "callback", schema: leadFormSchemas.callback, shape: callBackPayload },
  // The landing pages' sidebar form is a call-back request that also asks for an e-mail address.
  sidebar: { form: "sidebar", kind: "callback", schema: leadFormSchemas.sidebar, shape: callBackPayload },
  business: {
    form: "business",
    kind: "partner_business",
    schema: leadFormSchemas.business,
    shape: businessApplicationPayload,
  },
  client: { form: "client", kind: "partner_client", schema: leadFormSchemas.client, shape: clientApplicationPayload },
};

/** A form's definition with its schema type erased, for code that picks the form at run time. */
export function leadFormDefinition(form: LeadFormKind): LeadFormDefinition {
  // Each entry pairs a schema with the shaper of that same schema's output, so erasing the pairing is safe.
  return leadFormDefinitions[form] as unknown as LeadFormDefinition;
}
