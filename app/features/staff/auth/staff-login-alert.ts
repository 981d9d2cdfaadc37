// The e-mail a member of staff gets when their account sees a burst of failed
// sign-ins (decision 027): once per burst, through the outbox (channel
// 'staff_alert'). It names no address or password: only how many attempts,
// when, and from how many networks. The e-mail is app/features/staff/auth/staff-login-alert-email.tsx.
import { formatSast } from "#app/features/leads/index.ts";
import { LOGIN_WINDOW_MS } from "#app/features/staff/login-limits.ts";

export interface StaffLoginAlert {
  kind: "failed_sign_ins";
  /** The account's address: where the e-mail goes. */
  email: string;
  /** Failed attempts in the window when the e-mail was queued. */
  failures: number;
  /** Different client addresses they came from. */
  networks: number;
  /** ISO-8601 times of the first and the latest of them. */
  firstAt: string;
  lastAt: string;
}

export function isStaffLoginAlert(value: unknown): value is StaffLoginAlert {
  if (typeof value !== "object" || value === null) return false;
  const alert = value as Record<string, unknown>;
  return (
    alert.kind === "failed_sign_ins" &&
    typeof alert.email === "string" &&
    typeof alert.failures === "number" &&
    typeof alert.networks === "number" &&
    typeof alert.firstAt === "string" &&
    typeof alert.lastAt === "string"
  );
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const STAFF_LOGIN_ALERT_SUBJECT = "Failed sign-ins to your staff account";

/** The alert's paragraphs, in order. */
export function staffLoginAlertParagraphs(alert: StaffLoginAlert): string[] {
  const minutes = LOGIN_WINDOW_MS / 60_000;
  return [
    `There were ${plural(alert.failures, "failed attempt", "failed attempts")} to sign in to the staff inbox as ${alert.email} ` +
      `between ${formatSast(alert.firstAt)} and ${formatSast(alert.lastAt)} (South African time), ` +
      `from ${plural(alert.networks, "network", "different networks")}.`,
    `Nobody got in with them. Each network that keeps guessing is locked out for ${minutes} minutes; ` +
      "the places you have signed in from before are not, so you can sign in as usual.",
    "If this was you, there is nothing to do. If it was not and you think someone may know your password, " +
      'choose a new one with "Forgot your password?" on the sign-in page.',
    "You get this e-mail once for each burst of failed sign-ins, not for every attempt.",
  ];
}
