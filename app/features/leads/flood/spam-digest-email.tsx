// The one e-mail sales get about submissions held as suspected spam during a
// flood (decision 025): counts by kind, the period, and where to review them.
// No visitor text goes into it.
import {
  HELD_INBOX_PATH,
  SPAM_DIGEST_INTRO,
  type SpamDigest,
  spamDigestKindLines,
  spamDigestPeriod,
  spamDigestSubject,
} from "#app/features/leads/flood/spam-digest.ts";
import { EmailLayout } from "#app/platform/mail/email-layout.tsx";
import { EmailHeading, LabelledLink, Paragraph } from "#app/platform/mail/email-parts.tsx";
import { type RenderedEmail, renderEmail } from "#app/platform/mail/render-email.ts";

export function SpamDigestEmail({ digest, siteUrl }: { digest: SpamDigest; siteUrl?: string }) {
  const subject = spamDigestSubject(digest);
  const inboxUrl = siteUrl ? new URL(HELD_INBOX_PATH, siteUrl).href : undefined;
  return (
    <EmailLayout title={subject} preview={SPAM_DIGEST_INTRO} siteUrl={siteUrl}>
      <EmailHeading>{subject}</EmailHeading>
      <Paragraph>{SPAM_DIGEST_INTRO}</Paragraph>
      <Paragraph>{spamDigestPeriod(digest)}</Paragraph>
      <ul style={{ margin: "8px 0", paddingLeft: "20px" }}>
        {spamDigestKindLines(digest).map((line) => (
          <li key={line} style={{ margin: "4px 0" }}>
            {line}
          </li>
        ))}
      </ul>
      {inboxUrl ? (
        <Paragraph>
          <LabelledLink href={inboxUrl}>Review the held submissions in the staff inbox</LabelledLink>
        </Paragraph>
      ) : null}
    </EmailLayout>
  );
}

/** Subject, HTML and plain text of the flood digest. */
export function renderSpamDigestEmail(digest: SpamDigest, options: { siteUrl?: string } = {}): Promise<RenderedEmail> {
  return renderEmail(spamDigestSubject(digest), <SpamDigestEmail digest={digest} siteUrl={options.siteUrl} />);
}
