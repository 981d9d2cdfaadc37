// @vitest-environment jsdom
// Autofill on every public lead form (issue 35): each field of each form's
// schema is rendered with the autocomplete token (and type) that lets a
// phone fill it in, "off" where none fits.
import { renderToString } from "react-dom/server";
import { describe, it } from "vitest";
import { expectAutofillOnEveryField } from "#app/ui/forms/autofill.test-support.ts";
import { fieldNames, subscribeFormSchema } from "#app/features/leads/forms/lead-forms.ts";
import { leadFormSchemas } from "#app/features/leads/forms/lead-form-schemas.ts";
import ContactForm from "#app/features/leads/forms/contact-form.island.tsx";
import CallBackForm from "#app/features/leads/forms/call-back-form.island.tsx";
import SidebarCallBackForm from "#app/features/leads/forms/sidebar-call-back-form.island.tsx";
import PartnerApplicationForm from "#app/features/leads/forms/partner-application-form.island.tsx";
import SubscribeForm from "#app/features/leads/forms/subscribe-form.island.tsx";

function serverForm(element: React.ReactElement): HTMLFormElement {
  const host = document.createElement("div");
  host.innerHTML = renderToString(element);
  const form = host.querySelector("form");
  if (!form) throw new Error("no form rendered");
  return form;
}

const forms = [
  ["contact", () => <ContactForm result={null} />, fieldNames(leadFormSchemas.contact())],
  ["call-back", () => <CallBackForm result={null} />, fieldNames(leadFormSchemas.callback())],
  [
    "landing page sidebar",
    () => <SidebarCallBackForm pagePath="/wedding-sound-gauteng" />,
    fieldNames(leadFormSchemas.sidebar()),
  ],
  ["business partner", () => <PartnerApplicationForm program="business" />, fieldNames(leadFormSchemas.business())],
  ["client partner", () => <PartnerApplicationForm program="client" />, fieldNames(leadFormSchemas.client())],
  ["blog subscribe", () => <SubscribeForm variant="page" idPrefix="subscribe" />, fieldNames(subscribeFormSchema())],
] as const;

describe("autofill on the lead forms", () => {
  it.each(forms)("%s: every field declares autocomplete, contact fields their own token", (label, render, names) => {
    // The marketing opt-in is a tick box: nothing to fill in.
    expectAutofillOnEveryField(
      serverForm(render()),
      names.filter((name) => name !== "marketingConsent"),
      label,
    );
  });
});
