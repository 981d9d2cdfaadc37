// The privacy request page's two forms: verifying records found by the phone
// number only (after staff have checked them with the requester), and
// erasing everything held. Each carries its own confirmation box.
import { Form } from "react-router";
import { CsrfField } from "#app/features/staff/components.tsx";
import {
  ERASE_CONFIRM_FIELD,
  INTENT_FIELD,
  VERIFY_CONFIRM_FIELD,
  VERIFY_RECORD_FIELD,
} from "#app/features/privacy/admin/privacy-request-fields.ts";
import type { PrivacyRequestPageData } from "#app/features/privacy/admin/privacy-request-page.server.ts";

export const linkButton =
  "inline-flex h-11 items-center gap-2 rounded-lg border-2 border-brand px-4 font-semibold text-brand hover:bg-lavender";

type Unverified = PrivacyRequestPageData["unverified"][number];

function UnverifiedRecordChoice({ record }: { record: Unverified }) {
  return (
    <li className="flex items-start gap-3 rounded-lg border border-line p-3">
      <input
        id={`verify-${record.key}`}
        type="checkbox"
        name={VERIFY_RECORD_FIELD}
        value={record.key}
        className="mt-0.5 size-5 shrink-0 accent-brand"
      />
      <label htmlFor={`verify-${record.key}`} className="min-w-0 [overflow-wrap:anywhere]">
        <strong>{record.title}</strong>, {record.received}: <em>unverified</em>. {record.reason}.
        <br />
        {[record.name, record.email, record.phone].filter(Boolean).join(" · ") || "No contact details"}
      </label>
    </li>
  );
}

export function VerifyForm({ unverified, error }: { unverified: Unverified[]; error: string | null }) {
  return (
    <section aria-labelledby="unverified-heading" className="mt-6 rounded-2xl border border-line bg-white p-6">
      <h2 id="unverified-heading" className="text-lg font-bold text-navy">
        Found by the phone number only: not verified
      </h2>
      <p className="mt-2 text-ink">
        These records share the phone number given in the request, not the confirmed e-mail address. Anyone can type a
        phone number, so they are left out of the exports and the erasure. Include one only once you have checked that
        it is the requester's, for example by calling the number on it.
      </p>
      <Form method="post" className="mt-4 grid gap-3">
        <CsrfField />
        <input type="hidden" name={INTENT_FIELD} value="verify" />
        <fieldset aria-describedby={error ? "verify-error" : undefined}>
          <legend className="font-semibold text-navy">Unverified records</legend>
          <ul className="mt-2 grid gap-2">
            {unverified.map((record) => (
              <UnverifiedRecordChoice key={record.key} record={record} />
            ))}
          </ul>
        </fieldset>
        <div className="flex items-start gap-3">
          <input
            id="confirm-verify"
            type="checkbox"
            name={VERIFY_CONFIRM_FIELD}
            value="yes"
            required
            aria-describedby={error ? "verify-error" : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand"
          />
          <label htmlFor="confirm-verify">I have checked with the requester that the records I ticked are theirs</label>
        </div>
        {error ? (
          <p id="verify-error" role="alert" className="font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div>
          <button type="submit" className={linkButton}>
            Include the ticked records
          </button>
        </div>
      </Form>
    </section>
  );
}

export function EraseForm({ error }: { error: string | null }) {
  return (
    <section aria-labelledby="erase-heading" className="mt-6">
      <Form method="post" className="grid gap-3 rounded-xl border-2 border-red-200 bg-red-50 p-5">
        <h2 id="erase-heading" className="font-bold text-danger">
          Erase everything held about this person
        </h2>
        <p className="text-ink">
          Enquiries and quotes are anonymised, the e-mails about them and staff notes are deleted, and an audit entry
          without personal details is kept. This cannot be undone. Bookings still within their tax period are kept in
          the accounting system, not here. Records found by the phone number only are not erased unless you have
          verified them.
        </p>
        <CsrfField />
        <input type="hidden" name={INTENT_FIELD} value="erase" />
        <div className="flex items-start gap-3">
          <input
            id="confirm-erase"
            type="checkbox"
            name={ERASE_CONFIRM_FIELD}
            value="yes"
            required
            aria-describedby={error ? "erase-error" : undefined}
            className="mt-0.5 size-5 shrink-0 accent-brand"
          />
          <label htmlFor="confirm-erase">I have checked this request and want to erase this person's data</label>
        </div>
        {error ? (
          <p id="erase-error" role="alert" className="font-medium text-danger">
            {error}
          </p>
        ) : null}
        <div>
          <button
            type="submit"
            className="inline-flex h-11 items-center rounded-lg bg-red-700 px-5 font-semibold text-white hover:bg-red-800"
          >
            Erase everything
          </button>
        </div>
      </Form>
    </section>
  );
}
