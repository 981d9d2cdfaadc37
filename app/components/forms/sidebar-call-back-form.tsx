import { PhoneCall } from "lucide-react";
import { useCallback, useState } from "react";
import { ConsentAndPrivacy, FormAlert, HiddenFields, SubmitButton } from "./form-extras";
import { TextAreaField, TextField } from "./form-field";
import { useLeadForm } from "./use-lead-form";
import { SidebarCallBackFormSchema } from "~/lib/lead-forms";

/**
 * The sticky call-back form in a landing page's sidebar. It posts to the
 * call-back route's action with the page's path as referrer, and resets after
 * a successful request.
 */
export function SidebarCallBackForm({ pagePath }: { pagePath: string }) {
  const [sent, setSent] = useState(false);
  const onSuccess = useCallback((form: HTMLFormElement) => {
    form.reset();
    setSent(true);
  }, []);
  const lead = useLeadForm({
    form: "sidebar",
    schema: SidebarCallBackFormSchema,
    action: "/call-me-back",
    ownRoute: false,
    referrer: pagePath,
    onSuccess,
  });
  const { errors } = lead;
  const formId = "sidebar-call-back";

  return (
    <aside aria-labelledby="sidebar-call-back-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id="sidebar-call-back-title" className="flex items-center gap-2 text-xl font-extrabold text-navy">
        <PhoneCall className="size-5 text-brand" aria-hidden="true" />
        Request a Call Back
      </h2>
      <p className="mt-2 text-sm text-muted">Leave your details and we'll call you back within 24 hours.</p>
      {sent ? (
        <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
          Thank you! Your request is in. We'll call you back within 24 hours.
        </p>
      ) : null}
      <lead.fetcher.Form {...lead.formProps} aria-labelledby="sidebar-call-back-title" className="mt-4 grid gap-4" data-lead-form="sidebar">
        <input type="hidden" name="form" value="sidebar" />
        {lead.alert ? <FormAlert id="sidebar-call-back-alert">{lead.alert}</FormAlert> : null}
        <TextField formId={formId} name="name" label="Full name" autoComplete="name" required error={errors.name} />
        <TextField formId={formId} name="email" label="Email address" type="email" autoComplete="email" required error={errors.email} />
        <TextField formId={formId} name="phone" label="Phone number" type="tel" autoComplete="tel" required error={errors.phone} />
        <TextAreaField formId={formId} name="message" label="Message" rows={3} error={errors.message} />
        <HiddenFields formId={formId} {...lead.hidden} />
        <ConsentAndPrivacy formId={formId} purpose="call you back about your event" />
        <SubmitButton submitting={lead.submitting} label="Call Me Back" busyLabel="Submitting..." className="w-full" />
      </lead.fetcher.Form>
    </aside>
  );
}
