// The staff account e-mails (outbox channel 'staff_account_email'): an
// invitation to join the staff area, and a password-reset link. Each carries
// one single-use link, minted when the e-mail is sent.
import {
  PASSWORD_RESET_SUBJECT,
  type PasswordResetEmail,
  STAFF_INVITATION_SUBJECT,
  type StaffInvitationEmail,
  invitationParagraphs,
  passwordResetParagraphs,
} from "#app/features/staff/accounts/staff-account-email-view.ts";
import { EmailLayout } from "#app/platform/mail/email-layout.tsx";
import { ButtonLink, EmailHeading, Paragraph } from "#app/platform/mail/email-parts.tsx";
import { type RenderedEmail, renderEmail } from "#app/platform/mail/render-email.ts";

function LinkEmail({
  title,
  paragraphs,
  link,
  action,
  siteUrl,
}: {
  title: string;
  paragraphs: { before: string[]; after: string[] };
  link: string;
  action: string;
  siteUrl?: string;
}) {
  return (
    <EmailLayout title={title} preview={paragraphs.before[0] ?? ""} siteUrl={siteUrl}>
      <EmailHeading>{title}</EmailHeading>
      {paragraphs.before.map((text, index) => (
        <Paragraph key={`before-${index}`}>{text}</Paragraph>
      ))}
      <Paragraph>
        <ButtonLink href={link}>{action}</ButtonLink>
      </Paragraph>
      {paragraphs.after.map((text, index) => (
        <Paragraph key={`after-${index}`} muted>
          {text}
        </Paragraph>
      ))}
    </EmailLayout>
  );
}

export function renderStaffInvitationEmail(
  invitation: StaffInvitationEmail,
  options: { siteUrl?: string } = {},
): Promise<RenderedEmail> {
  return renderEmail(
    STAFF_INVITATION_SUBJECT,
    <LinkEmail
      title={STAFF_INVITATION_SUBJECT}
      paragraphs={invitationParagraphs(invitation)}
      link={invitation.link}
      action="Choose your password"
      siteUrl={options.siteUrl}
    />,
  );
}

export function renderPasswordResetEmail(
  reset: PasswordResetEmail,
  options: { siteUrl?: string } = {},
): Promise<RenderedEmail> {
  return renderEmail(
    PASSWORD_RESET_SUBJECT,
    <LinkEmail
      title={PASSWORD_RESET_SUBJECT}
      paragraphs={passwordResetParagraphs(reset)}
      link={reset.link}
      action="Choose a new password"
      siteUrl={options.siteUrl}
    />,
  );
}
