// A member of staff's own account: their address and role, and the form to
// change their password. A plain HTML form.
import { Form } from "react-router";
import { CsrfField } from "#app/features/staff/auth/csrf-field.tsx";
import { NewPasswordFields } from "#app/features/staff/accounts/new-password-fields.tsx";
import { StaffNotice } from "#app/features/staff/staff-card-page.tsx";
import { TextField } from "#app/ui/forms/form-field.tsx";
import { Button } from "#app/ui/button.tsx";
import type { OwnAccountAnswer, OwnAccountPageData } from "#app/features/staff/accounts/own-account.server.ts";

export function OwnAccount({ page, answer }: { page: OwnAccountPageData; answer?: OwnAccountAnswer }) {
  const errors = answer?.fieldErrors ?? {};
  return (
    <div className="max-w-xl">
      <h1 className="text-3xl font-extrabold text-navy">My account</h1>
      <dl className="mt-4 grid gap-1 text-sm">
        <div className="flex flex-wrap gap-2">
          <dt className="font-semibold text-navy">E-mail address:</dt>
          <dd className="break-all">{page.email}</dd>
        </div>
        <div className="flex flex-wrap gap-2">
          <dt className="font-semibold text-navy">Role:</dt>
          <dd>
            {page.role} ({page.roleDescription.toLowerCase()})
          </dd>
        </div>
      </dl>
      {page.changed ? (
        <StaffNotice tone="success">
          Your password is changed. Any other device signed in to your account has been signed out.
        </StaffNotice>
      ) : null}
      <section aria-labelledby="password-heading" className="mt-8">
        <h2 id="password-heading" className="text-xl font-bold text-navy">
          Change your password
        </h2>
        <Form method="post" className="mt-4 grid gap-4" noValidate>
          <CsrfField />
          <TextField
            formId="account"
            name="currentPassword"
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            error={errors.currentPassword}
          />
          <NewPasswordFields formId="account" email={page.email} errors={errors} />
          <Button type="submit" className="w-fit">
            Change password
          </Button>
        </Form>
      </section>
    </div>
  );
}
