// The one layout every e-mail shares: the company's name at the top, the
// message, and a footer with the address, phone number, e-mail and website.
// Tables and inline styles only, as Gmail and Outlook render them; the text
// colours meet WCAG AA contrast on white.
import { Body } from "@react-email/body";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { CSSProperties, ReactNode } from "react";
import { business } from "#app/platform/business.ts";
import { colours } from "#app/platform/mail/email-styles.ts";

const body: CSSProperties = {
  backgroundColor: colours.page,
  margin: 0,
  padding: "24px 0",
  fontFamily: "Arial, Helvetica, sans-serif",
  fontSize: "15px",
  lineHeight: "22px",
  color: colours.ink,
};
const container: CSSProperties = {
  maxWidth: "640px",
  backgroundColor: "#ffffff",
  border: `1px solid ${colours.line}`,
  borderRadius: "8px",
};
const header: CSSProperties = { backgroundColor: colours.navy, borderRadius: "8px 8px 0 0", padding: "16px 24px" };
const brand: CSSProperties = { margin: 0, color: "#ffffff", fontSize: "18px", fontWeight: 700 };
const content: CSSProperties = { padding: "8px 24px 16px" };
const footer: CSSProperties = { padding: "0 24px 16px", color: colours.muted, fontSize: "13px", lineHeight: "20px" };
const footerLink: CSSProperties = { color: colours.muted, textDecoration: "underline" };

const postalAddress = [
  business.address.street,
  business.address.city,
  business.address.postalCode,
  business.address.country,
].join(", ");

export interface EmailLayoutProps {
  /** The document title: the subject. */
  title: string;
  /** The line inbox lists show after the subject. */
  preview: string;
  /** The public site's address, linked in the footer when known. */
  siteUrl?: string;
  children: ReactNode;
}

export function EmailLayout({ title, preview, siteUrl, children }: EmailLayoutProps) {
  return (
    <Html lang="en-ZA" dir="ltr">
      <Head>
        <title>{title}</title>
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Preview>{preview}</Preview>
      <Body style={body}>
        <Container style={container}>
          <Section style={header} data-skip-in-text="true">
            <Text style={brand}>{business.name}</Text>
          </Section>
          <Section style={content}>{children}</Section>
          <Section style={{ padding: "0 24px" }}>
            <Hr style={{ borderColor: colours.line, margin: 0 }} />
          </Section>
          <Section style={footer}>
            <Text style={{ margin: "12px 0 0", fontSize: "13px", lineHeight: "20px" }}>
              {business.legalName}, {postalAddress}
            </Text>
            <Text style={{ margin: "4px 0 0", fontSize: "13px", lineHeight: "20px" }}>
              Phone{" "}
              <Link href={`tel:${business.phone.e164}`} style={footerLink}>
                {business.phone.display}
              </Link>{" "}
              · E-mail{" "}
              <Link href={`mailto:${business.email}`} style={footerLink}>
                {business.email}
              </Link>
              {siteUrl ? (
                <>
                  {" "}
                  · Website{" "}
                  <Link href={siteUrl} style={footerLink}>
                    {new URL(siteUrl).host}
                  </Link>
                </>
              ) : null}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}
