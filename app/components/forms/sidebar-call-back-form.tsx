import { PhoneCall } from "lucide-react";
import { ConsentAndPrivacy, HiddenFields, SubmitButton } from "./form-extras";
import { TextAreaField, TextField } from "./form-field";
import { FormAlertSlot, LeadForm } from "./lead-form";

/**
 * The sticky call-back form in a landing page's sidebar. It posts to the
 * call-back route's action with the page's path as referrer (without
 * JavaScript the visitor lands on /call-me-back with the answer); the form
 * script resets it after a successful request.
 */
export function SidebarCallBackForm({ pagePath }: { pagePath: string }) {
  const formId = "sidebar-call-back";

  return (
    <aside aria-labelledby="sidebar-call-back-title" className="rounded-2xl border border-line bg-white p-6 shadow-sm">
      <h2 id="sidebar-call-back-title" className="flex items-center gap-2 text-xl font-extrabold text-navy">
        <PhoneCall className="size-5 text-brand" aria-hidden="true" />
        Request a Call Back
      </h2>
      <p className="mt-2 text-sm text-muted">Leave your details and we'll call you back within 24 hours.</p>
      <LeadForm
        form="sidebar"
        action="/call-me-back"
        afterSuccess="reset"
        fixedReferrer
        success={
          <p role="status" className="mt-4 rounded-lg bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
            Thank you! Your request is in. We'll call you back within 24 hours.
          </p>
        }
        labelledBy="sidebar-call-back-title"
        className="mt-4 grid gap-4"
      >
        <input type="hidden" name="form" value="sidebar" />
        <FormAlertSlot id="sidebar-call-back-alert" alert={null} />
        <TextField formId={formId} name="name" label="Full name" autoComplete="name" required />
        <TextField formId={formId} name="email" label="Email address" type="email" autoComplete="email" required />
        <TextField formId={formId} name="phone" label="Phone number" type="tel" autoComplete="tel" required />
        <TextAreaField formId={formId} name="message" label="Message" rows={3} />
        <HiddenFields formId={formId} referrer={pagePath} />
        <ConsentAndPrivacy formId={formId} purpose="call you back about your event" />
        <SubmitButton label="Call Me Back" busyLabel="Submitting..." className="w-full" />
      </LeadForm>
    </aside>
  );
}
