// The staff forms outside the signed-in area that e-mail a link or act on
// one: asking for a password-reset link (the same answer whether or not the
// address has an account; limited per network and per address), choosing a
// new password from a reset link, and joining from an invitation
// (app/routes/admin/forgot-password.tsx, reset-password.tsx, invitation.tsx).
import {
  STAFF_FORM_MESSAGES,
  forgotPasswordSchema,
  newPasswordSchema,
  readStaffForm,
} from "#app/features/staff/accounts/staff-account-forms.ts";
import {
  acceptInvitation,
  accountForResetToken,
  invitationForToken,
  requestPasswordReset,
  resetPasswordWithToken,
} from "#app/features/staff/accounts/staff-accounts-db.server.ts";
import { PASSWORD_CHECKS_BUSY_RETRY_AFTER_S } from "#app/features/staff/login-limits.ts";
import { hashStaffPassword } from "#app/features/staff/staff-auth.server.ts";
import type { StaffServices } from "#app/features/staff/staff-context.server.ts";
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS } from "#app/features/staff/staff-roles.ts";
import { addressRateLimitKey } from "#app/platform/db/ip-hash.server.ts";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import { type RouteOutcome, answer, redirectTo } from "#app/platform/http/route-outcome.server.ts";
import { hitRateLimit } from "#app/platform/limits/rate-limit.server.ts";
import { logInfo } from "#app/platform/log/log.server.ts";
import { RESET_SENT } from "#app/features/staff/accounts/password-link-messages.ts";

/** Five asks an hour from one network, and three for one address, are plenty for a person. */
const PER_NETWORK = { limit: 5, windowMs: 60 * 60_000 };
const PER_ADDRESS = { limit: 3, windowMs: 60 * 60_000 };

export type ForgotPasswordAnswer = { fieldErrors: FieldErrors; email: string; sent?: string; limited?: boolean };

/** E-mails a reset link when the address has an account; the answer never says whether it has. */
export async function askForPasswordReset(
  services: StaffServices,
  { form, ip, now }: { form: FormData; ip: string | null; now: Date },
): Promise<RouteOutcome<ForgotPasswordAnswer>> {
  const typed = String(form.get("email") ?? "").slice(0, 254);
  const read = readStaffForm(form, forgotPasswordSchema());
  if (!read.ok) return answer(400, { fieldErrors: read.fieldErrors, email: typed });
  const { email } = read.value;
  const networkKey = addressRateLimitKey("staff-reset", ip, services.ipHashSalt);
  const network = await hitRateLimit(services.db, networkKey, PER_NETWORK.windowMs, PER_NETWORK.limit, now);
  const address = await hitRateLimit(
    services.db,
    `staff-reset:email:${email}`,
    PER_ADDRESS.windowMs,
    PER_ADDRESS.limit,
    now,
  );
  if (!network.allowed || !address.allowed) return answer(429, { fieldErrors: {}, email, limited: true });
  if (await requestPasswordReset(services.db, email, now)) services.kickOutbox();
  return answer(200, { fieldErrors: {}, email: "", sent: RESET_SENT(email) });
}

/** A refused new password (400), a link that no longer works (410, no messages), or busy checks (429). */
export interface NewPasswordAnswer {
  fieldErrors: FieldErrors;
}

type NewPasswordOutcome = RouteOutcome<NewPasswordAnswer>;

const linkGone = (): NewPasswordOutcome => answer(410, { fieldErrors: {} });

/** The posted new password checked and hashed (in the staff password checks' bounded queue: decision 027), or the refusal. */
async function newPasswordHash(
  services: StaffServices,
  form: FormData,
  email: string,
): Promise<{ passwordHash: string } | { refused: NewPasswordOutcome }> {
  const read = readStaffForm(form, newPasswordSchema(email));
  if (!read.ok) return { refused: answer(400, { fieldErrors: read.fieldErrors }) };
  const passwordHash = await hashStaffPassword(services, read.value.password);
  if (!passwordHash)
    return {
      refused: answer(
        429,
        { fieldErrors: { password: STAFF_FORM_MESSAGES.passwordChecksBusy("New password") } },
        { "Retry-After": String(PASSWORD_CHECKS_BUSY_RETRY_AFTER_S) },
      ),
    };
  return { passwordHash };
}

/** The address a reset link is for, while it works. */
export async function resetPasswordPage(services: StaffServices, token: string, now: Date) {
  const account = await accountForResetToken(services.db, token, now);
  return { email: account ? account.email : null };
}

export async function resetPasswordFromForm(
  services: StaffServices,
  { token, form, now }: { token: string; form: FormData; now: Date },
): Promise<NewPasswordOutcome> {
  const account = await accountForResetToken(services.db, token, now);
  if (!account) return linkGone();
  const hashed = await newPasswordHash(services, form, account.email);
  if ("refused" in hashed) return hashed.refused;
  const result = await resetPasswordWithToken(services.db, { token, passwordHash: hashed.passwordHash, now });
  if (result.status !== "reset") return linkGone();
  logInfo("staff.password_reset", { staffId: account.id });
  return redirectTo("/admin/login?password_reset");
}

/** Who an invitation is for and with which role, while it works. */
export async function invitationPage(services: StaffServices, token: string, now: Date) {
  const invitation = await invitationForToken(services.db, token, now);
  if (!invitation) return { invitation: null };
  return {
    invitation: {
      email: invitation.email,
      role: STAFF_ROLE_LABELS[invitation.role],
      roleDescription: STAFF_ROLE_DESCRIPTIONS[invitation.role],
    },
  };
}

export type InvitationPageData = Awaited<ReturnType<typeof invitationPage>>;

export async function joinFromForm(
  services: StaffServices,
  { token, form, now }: { token: string; form: FormData; now: Date },
): Promise<NewPasswordOutcome> {
  const invitation = await invitationForToken(services.db, token, now);
  if (!invitation) return linkGone();
  const hashed = await newPasswordHash(services, form, invitation.email);
  if ("refused" in hashed) return hashed.refused;
  const result = await acceptInvitation(services.db, { token, passwordHash: hashed.passwordHash, now });
  if (result.status !== "joined") return linkGone();
  logInfo("staff.joined", { role: result.role });
  return redirectTo("/admin/login?joined");
}
