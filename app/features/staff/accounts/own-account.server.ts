// A member of staff's own account (app/routes/admin/account.tsx): what the
// page shows, and changing their password: the current one is checked as a
// sign-in is (the same queue, the same lock-out: decision 027), and every
// other device they are signed in on is signed out, this one stays.
import {
  STAFF_FORM_MESSAGES,
  changePasswordSchema,
  readStaffForm,
} from "#app/features/staff/accounts/staff-account-forms.ts";
import { changeOwnPassword } from "#app/features/staff/accounts/staff-accounts-db.server.ts";
import { findStaffByEmail } from "#app/features/staff/staff-db.server.ts";
import { PASSWORD_CHECKS_BUSY_RETRY_AFTER_S } from "#app/features/staff/login-limits.ts";
import { checkStaffPassword, hashStaffPassword } from "#app/features/staff/staff-auth.server.ts";
import type { SignedInStaff, StaffServices } from "#app/features/staff/staff-context.server.ts";
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS } from "#app/features/staff/staff-roles.ts";
import type { FieldErrors } from "#app/platform/forms/form-fields.ts";
import { type RouteOutcome, answer, redirectTo } from "#app/platform/http/route-outcome.server.ts";
import { logInfo, logWarn } from "#app/platform/log/log.server.ts";

export function ownAccountPage(staff: Pick<SignedInStaff, "email" | "role">, notice: string | null) {
  return {
    email: staff.email,
    role: STAFF_ROLE_LABELS[staff.role],
    roleDescription: STAFF_ROLE_DESCRIPTIONS[staff.role],
    changed: notice === "password",
  };
}

export type OwnAccountPageData = ReturnType<typeof ownAccountPage>;

export interface OwnAccountAnswer {
  fieldErrors: FieldErrors;
}

type Outcome = RouteOutcome<OwnAccountAnswer>;

function refuse(currentPassword: string, status: 400 | 429, retryAfterSeconds?: number): Outcome {
  return answer(
    status,
    { fieldErrors: { currentPassword } },
    retryAfterSeconds === undefined ? undefined : { "Retry-After": String(retryAfterSeconds) },
  );
}

const busy = () =>
  refuse(STAFF_FORM_MESSAGES.passwordChecksBusy("Current password"), 429, PASSWORD_CHECKS_BUSY_RETRY_AFTER_S);

export async function changePasswordFromForm(
  services: StaffServices,
  { form, staff, ip, now }: { form: FormData; staff: SignedInStaff; ip: string | null; now: Date },
): Promise<Outcome> {
  const read = readStaffForm(form, changePasswordSchema(staff.email));
  if (!read.ok) return answer(400, { fieldErrors: read.fieldErrors });
  const check = await checkStaffPassword(services, {
    email: staff.email,
    account: await findStaffByEmail(services.db, staff.email),
    password: read.value.currentPassword,
    ip,
  });
  if (check.status === "busy") {
    logWarn("staff.password_change_busy", { staffId: staff.staffId });
    return busy();
  }
  const lock = check.status === "locked" ? check.lock : check.status === "wrong" ? check.lock : undefined;
  if (lock) {
    logWarn("staff.password_change_locked", { staffId: staff.staffId, scope: lock.scope });
    return refuse(
      STAFF_FORM_MESSAGES.currentPasswordLocked(lock.retryAfterMs),
      429,
      Math.ceil(lock.retryAfterMs / 1000),
    );
  }
  if (check.status !== "valid") {
    logInfo("staff.password_change_refused", { staffId: staff.staffId });
    return refuse(STAFF_FORM_MESSAGES.currentPasswordWrong, 400);
  }
  const passwordHash = await hashStaffPassword(services, read.value.password);
  if (!passwordHash) return busy();
  await changeOwnPassword(services.db, {
    staffId: staff.staffId,
    email: staff.email,
    passwordHash,
    keepSessionHash: staff.sessionIdHash,
    now,
  });
  logInfo("staff.password_changed", { staffId: staff.staffId });
  return redirectTo("/admin/account?notice=password");
}
