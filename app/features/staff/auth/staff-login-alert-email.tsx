// The e-mail a member of staff gets when their account sees a burst of
// failed sign-ins (decision 027). It names no password: only how many
// attempts, when, and from how many networks.
import {
  STAFF_LOGIN_ALERT_SUBJECT,
  type StaffLoginAlert,
  staffLoginAlertParagraphs,
} from "#app/features/staff/auth/staff-login-alert.ts";
import { EmailLayout } from "#app/platform/mail/email-layout.tsx";
import { EmailHeading, LabelledLink, Paragraph } from "#app/platform/mail/email-parts.tsx";
import { type RenderedEmail, renderEmail } from "#app/platform/mail/render-email.ts";

export function StaffLoginAlertEmail({ alert, siteUrl }: { alert: StaffLoginAlert; siteUrl?: string }) {
  const loginUrl = siteUrl ? new URL("/admin/login", siteUrl).href : undefined;
  const paragraphs = staffLoginAlertParagraphs(alert);
  return (
    <EmailLayout title={STAFF_LOGIN_ALERT_SUBJECT} preview={paragraphs[0] ?? ""} siteUrl={siteUrl}>
      <EmailHeading>{STAFF_LOGIN_ALERT_SUBJECT}</EmailHeading>
      {paragraphs.map((text, index) => (
        <Paragraph key={index}>{text}</Paragraph>
      ))}
      {loginUrl ? (
        <Paragraph>
          <LabelledLink href={loginUrl}>Sign in to the staff inbox</LabelledLink>
        </Paragraph>
      ) : null}
    </EmailLayout>
  );
}

/** Subject, HTML and plain text of the failed sign-ins alert. */
export function renderStaffLoginAlert(
  alert: StaffLoginAlert,
  options: { siteUrl?: string } = {},
): Promise<RenderedEmail> {
  return renderEmail(STAFF_LOGIN_ALERT_SUBJECT, <StaffLoginAlertEmail alert={alert} siteUrl={options.siteUrl} />);
}
