// The e-mail that asks a visitor to confirm a newsletter sign-up or a privacy
// request. Fixed wording only: nothing the visitor typed goes to an address
// that has not been confirmed yet.
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { business } from "#app/platform/business.ts";
import type { ConfirmationPurpose } from "#app/features/leads/confirmation/confirmation-page.ts";
import { confirmationWording } from "#app/features/leads/confirmation/confirmation-email-view.ts";
import { EmailLayout } from "#app/platform/mail/email-layout.tsx";
import { ButtonLink, Paragraph, paragraph } from "#app/platform/mail/email-parts.tsx";
import { colours } from "#app/platform/mail/email-styles.ts";
import { type RenderedEmail, renderEmail } from "#app/platform/mail/render-email.ts";

export interface ConfirmationEmailProps {
  purpose: ConfirmationPurpose;
  link: string;
  expiresAt: Date;
  siteUrl?: string;
}

export function ConfirmationEmail({ purpose, link, expiresAt, siteUrl }: ConfirmationEmailProps) {
  const words = confirmationWording(purpose, expiresAt);
  return (
    <EmailLayout title={words.subject} preview={words.button} siteUrl={siteUrl}>
      <Paragraph>Hello,</Paragraph>
      <Paragraph>{words.ask}</Paragraph>
      <Paragraph>
        <ButtonLink href={link}>{words.button}</ButtonLink>
      </Paragraph>
      {/* For clients that show no button; the text part already spells the address out. */}
      <Text style={{ ...paragraph, wordBreak: "break-all" }} data-skip-in-text="true">
        Or open this address: {link}
      </Text>
      <Paragraph>
        {words.expiry} {words.ignore}
      </Paragraph>
      <Paragraph>
        Questions? Call us on{" "}
        <Link href={`tel:${business.phone.e164}`} style={{ color: colours.brand, textDecoration: "underline" }}>
          {business.phone.display}
        </Link>
        .
      </Paragraph>
      <Paragraph>{business.name}</Paragraph>
    </EmailLayout>
  );
}

/** Subject, HTML and plain text of a confirmation e-mail with its link. */
export function renderConfirmationEmail(
  purpose: ConfirmationPurpose,
  link: string,
  expiresAt: Date,
  options: { siteUrl?: string } = {},
): Promise<RenderedEmail> {
  const { subject } = confirmationWording(purpose, expiresAt);
  return renderEmail(
    subject,
    <ConfirmationEmail purpose={purpose} link={link} expiresAt={expiresAt} siteUrl={options.siteUrl} />,
  );
}
