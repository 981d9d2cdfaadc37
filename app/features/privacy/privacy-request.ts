// Privacy requests (POPIA sections 23 and 24): what each kind asks for, in
// the requester's words and the staff's, and when it is due.
import type { PrivacyRequestType } from "#app/features/leads/index.ts";
import { privacyRequestDueAt } from "#app/features/privacy/retention.ts";

export const PRIVACY_REQUEST_TYPE_OPTIONS: readonly { value: PrivacyRequestType; label: string }[] = [
  { value: "access", label: "Give me a copy of the information you hold about me" },
  { value: "correction", label: "Correct information you hold about me" },
  { value: "deletion", label: "Delete the information you hold about me" },
];

export const PRIVACY_REQUEST_TYPE_LABELS: Readonly<Record<PrivacyRequestType, string>> = {
  access: "Access",
  correction: "Correction",
  deletion: "Deletion",
};

export function isPrivacyRequestType(value: unknown): value is PrivacyRequestType {
  return typeof value === "string" && Object.hasOwn(PRIVACY_REQUEST_TYPE_LABELS, value);
}

export interface PrivacyRequestDue {
  dueAt: Date;
  /** Whole days left (negative once overdue). */
  daysLeft: number;
  overdue: boolean;
}

/** When a confirmed request must be answered, and how that stands at `now`. */
export function privacyRequestDue(confirmedAt: Date, now: Date): PrivacyRequestDue {
  const dueAt = privacyRequestDueAt(confirmedAt);
  const daysLeft = Math.floor((dueAt.getTime() - now.getTime()) / (24 * 60 * 60_000));
  return { dueAt, daysLeft, overdue: dueAt.getTime() < now.getTime() };
}
