// What the staff pages outside the signed-in area say about their links:
// shared by the pages (password-link-views.tsx) and their steps (password-links.server.ts).
export const RESET_SENT = (email: string) =>
  `If ${email} has a staff account, we have e-mailed it a link to choose a new password. The link works for one hour.`;
export const RESET_LIMITED = "Too many reset links have been asked for. Please try again in an hour.";
export const RESET_LINK_GONE =
  "This link has expired or has been used. Ask for a new one: each link works once, for an hour.";
export const INVITATION_GONE =
  "This invitation link has expired, has been used, or was withdrawn. Ask the owner who invited you to send a new one.";
