// The words of the two staff account e-mails (issue 24): an invitation to
// join the staff area and a password-reset link. Pure, so the e-mail, its
// preview and the tests share them.
import { business } from "#app/platform/business.ts";
import { formatSast } from "#app/features/leads/index.ts";
import { STAFF_ROLE_DESCRIPTIONS, STAFF_ROLE_LABELS, type StaffRole } from "#app/features/staff/staff-roles.ts";

export const STAFF_INVITATION_SUBJECT = `You are invited to the ${business.name} staff area`;
export const PASSWORD_RESET_SUBJECT = "Reset your staff password";

export function staffInvitationLink(siteUrl: string, token: string): string {
  return new URL(`/admin/invitation/${encodeURIComponent(token)}`, siteUrl).href;
}

export function passwordResetLink(siteUrl: string, token: string): string {
  return new URL(`/admin/reset-password/${encodeURIComponent(token)}`, siteUrl).href;
}

export interface StaffInvitationEmail {
  email: string;
  role: StaffRole;
  invitedBy: string;
  link: string;
  expiresAt: string;
}

export interface PasswordResetEmail {
  email: string;
  link: string;
  expiresAt: string;
}

export function invitationParagraphs(invitation: StaffInvitationEmail): { before: string[]; after: string[] } {
  const role = invitation.role;
  return {
    before: [
      `${invitation.invitedBy} has invited you (${invitation.email}) to the ${business.name} staff area as ${STAFF_ROLE_LABELS[role]}: ${STAFF_ROLE_DESCRIPTIONS[role].toLowerCase()}.`,
      "Choose your password to join. You sign in with this e-mail address.",
    ],
    after: [
      `The link works once, until ${formatSast(invitation.expiresAt)} (South African time). After that, ask ${invitation.invitedBy} to send a new invitation.`,
      "Not expecting this? Ignore this e-mail: no account is made until someone chooses a password with the link.",
    ],
  };
}

export function passwordResetParagraphs(reset: PasswordResetEmail): { before: string[]; after: string[] } {
  return {
    before: [
      `Someone asked to reset the password of the staff account ${reset.email}. If it was you, choose a new password:`,
    ],
    after: [
      `The link works once, until ${formatSast(reset.expiresAt)} (South African time). Setting a new password signs your account out on every device.`,
      "If you did not ask, ignore this e-mail: your password stays as it is.",
    ],
  };
}
