// The staff area's account forms (issue 24): invite, change a role, remove,
// choose or change a password, ask for a reset link. One zod/mini schema
// each, checked on the server (the staff pages are plain HTML forms); each
// message names its field and the rule. Passwords are read exactly as typed:
// trimming one would change it.
import * as z from "zod/mini";
import { type FieldErrors, choice, formFieldText, posted } from "#app/platform/forms/form-fields.ts";
import { firstMessages, parseFormSubmission } from "#app/platform/forms/form-submission.ts";
import {
  isPlausibleEmail,
  minutesText,
  newPasswordProblem,
  normaliseStaffEmail,
} from "#app/features/staff/auth/staff-auth.ts";
import { STAFF_ROLES, type StaffRole } from "#app/features/staff/staff-roles.ts";

export const STAFF_FORM_MESSAGES = {
  email: "E-mail address: enter an address like name@sandtonsoundhire.co.za.",
  role: "Role: choose Owner, Sales or Editor.",
  account: "Account: this account no longer exists. Reload the page.",
  invitation: "Invitation: this invitation no longer exists. Reload the page.",
  confirmRemove: "Confirm: tick the box to confirm you want to remove this account.",
  currentPassword: "Current password: enter the password you signed in with.",
  currentPasswordWrong: "Current password: that is not your current password.",
  /** Wrong current passwords count as failed sign-ins of the account (decision 027). */
  currentPasswordLocked: (retryAfterMs: number) =>
    `Current password: too many wrong passwords for this account. For your security it is locked: try again in ${minutesText(retryAfterMs)}.`,
  /** Every password check is taken (decision 027): nothing was checked or changed. */
  passwordChecksBusy: (field: string) =>
    `${field}: too many passwords are being checked at this moment. Please wait a few seconds and try again.`,
  confirmPassword: "Confirm password: type the same new password twice.",
} as const;

/** A posted field read exactly as typed (the first of a repeated field; a file or nothing reads as empty). */
const exactText = () =>
  z.pipe(
    z.transform((value: unknown) => {
      const first: unknown = Array.isArray(value) ? value[0] : value;
      return typeof first === "string" ? first : "";
    }),
    z.string(),
  );

const staffEmail = () =>
  z.pipe(
    z.transform((value: unknown) => normaliseStaffEmail(formFieldText(value))),
    z.string().check(z.refine(isPlausibleEmail, STAFF_FORM_MESSAGES.email)),
  );

const role = () => choice(STAFF_ROLES, STAFF_FORM_MESSAGES.role) as z.ZodMiniType<StaffRole>;
const id = (message: string) => posted(z.string().check(z.minLength(1, message), z.maxLength(64, message)));

export const inviteSchema = () => z.object({ email: staffEmail(), role: role() });
export const roleChangeSchema = () => z.object({ staffId: id(STAFF_FORM_MESSAGES.account), role: role() });
export const removeSchema = () =>
  z.object({
    staffId: id(STAFF_FORM_MESSAGES.account),
    confirm: posted(z.string().check(z.refine((value) => value === "on", STAFF_FORM_MESSAGES.confirmRemove))),
  });
export const revokeSchema = () => z.object({ invitationId: id(STAFF_FORM_MESSAGES.invitation) });
export const forgotPasswordSchema = () => z.object({ email: staffEmail() });

/** A new password and its confirmation, by the staff password policy for this address. */
export function newPasswordSchema(email: string) {
  return z.object({ password: exactText(), confirmPassword: exactText() }).check(
    z.superRefine((value, context) => {
      const problem = newPasswordProblem(value.password, email);
      if (problem)
        context.issues.push({
          code: "custom",
          input: value.password,
          path: ["password"],
          message: `New password: ${problem}`,
        });
      else if (value.confirmPassword !== value.password)
        context.issues.push({
          code: "custom",
          input: value.confirmPassword,
          path: ["confirmPassword"],
          message: STAFF_FORM_MESSAGES.confirmPassword,
        });
    }),
  );
}

export function changePasswordSchema(email: string) {
  return z.intersection(
    z.object({
      currentPassword: z.pipe(exactText(), z.string().check(z.minLength(1, STAFF_FORM_MESSAGES.currentPassword))),
    }),
    newPasswordSchema(email),
  );
}

export type StaffFormResult<T> = { ok: true; value: T } | { ok: false; fieldErrors: FieldErrors };

/** A staff form post read with its schema: the values, or the first message of each field. */
export function readStaffForm<Schema extends z.ZodMiniType>(
  form: FormData,
  schema: Schema,
): StaffFormResult<z.output<Schema>> {
  const submission = parseFormSubmission(form, schema);
  if (submission.status === "success") return { ok: true, value: submission.value as z.output<Schema> };
  return { ok: false, fieldErrors: firstMessages(submission.error) };
}
