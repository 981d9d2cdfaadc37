// The two fields of a new staff password (joining, a reset), with the policy as their hint.
import { TextField } from "#app/ui/forms/form-field.tsx";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import { STAFF_PASSWORD_MIN_LENGTH } from "#app/features/staff/auth/staff-auth.ts";

export function NewPasswordFields({ formId, email, errors }: { formId: string; email: string; errors: FieldErrors }) {
  return (
    <>
      {/* Lets a password manager file the new password under the right address. */}
      <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
      <TextField
        formId={formId}
        name="password"
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. A few words you will remember make a strong one.`}
        required
        error={errors.password}
      />
      <TextField
        formId={formId}
        name="confirmPassword"
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmPassword}
      />
    </>
  );
}
