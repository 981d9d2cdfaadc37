// The pieces e-mails are made of. Visitor text only ever goes in as React
// children or attribute values, which React escapes.
import { Button } from "@react-email/button";
import { Heading } from "@react-email/heading";
import { Link } from "@react-email/link";
import { Text } from "@react-email/text";
import { type CSSProperties, Fragment, type ReactNode } from "react";
import { colours } from "#app/platform/mail/email-styles.ts";

export const paragraph: CSSProperties = { margin: "12px 0", fontSize: "15px", lineHeight: "22px" };
const link: CSSProperties = { color: colours.brand, textDecoration: "underline" };

export function EmailHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h1" style={{ margin: "16px 0 8px", fontSize: "20px", lineHeight: "28px", color: colours.navy }}>
      {children}
    </Heading>
  );
}

export function SectionHeading({ children }: { children: ReactNode }) {
  return (
    <Heading as="h2" style={{ margin: "24px 0 8px", fontSize: "16px", lineHeight: "24px", color: colours.navy }}>
      {children}
    </Heading>
  );
}

export function Paragraph({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return <Text style={muted ? { ...paragraph, color: colours.muted } : paragraph}>{children}</Text>;
}

/**
 * A link whose address the plain-text part spells out after its words
 * ("Open this lead in the staff inbox: https://…").
 */
export function LabelledLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Link href={href} style={link} data-text="labelled">
      {children}
    </Link>
  );
}

/** A link that looks like a button, for the one thing an e-mail asks the reader to do. */
export function ButtonLink({
  href,
  children,
  colour = colours.brand,
}: {
  href: string;
  children: string;
  colour?: string;
}) {
  return (
    <Button
      href={href}
      data-text="labelled"
      style={{
        backgroundColor: colour,
        color: "#ffffff",
        padding: "12px 20px",
        borderRadius: "6px",
        fontWeight: 700,
        fontSize: "15px",
        textDecoration: "none",
      }}
    >
      {children}
    </Button>
  );
}

export interface Field {
  label: string;
  value: string;
  /** How the value is shown: as text (default) or as a mailto:/tel: link. */
  link?: "email" | "phone";
}

const EMPTY = "(empty)";
// Only values that look like an address or number become links; anything else
// (including the referrer, which a visitor controls) stays inert text.
const LINKABLE_EMAIL = /^[^\s@<>"'&]+@[^\s@<>"'&]+\.[^\s@<>"'&]+$/;
const LINKABLE_PHONE = /^\+?[\d\s()-]{6,}$/;

/**
 * A value with its line breaks kept: a <br> for the eye, and the newline
 * itself so the text of the HTML still has a space between the lines.
 */
function MultilineText({ value }: { value: string }) {
  const lines = value.split(/\r\n|\r|\n/);
  return (
    <>
      {lines.map((line, index) => (
        <Fragment key={index}>
          {index > 0 ? <br /> : null}
          {index > 0 ? `\n${line}` : line}
        </Fragment>
      ))}
    </>
  );
}

function FieldValue({ field }: { field: Field }) {
  if (field.value === "") return <span style={{ color: colours.muted }}>{EMPTY}</span>;
  if (field.link === "email" && LINKABLE_EMAIL.test(field.value)) {
    return (
      <Link href={`mailto:${field.value}`} style={link}>
        {field.value}
      </Link>
    );
  }
  if (field.link === "phone" && LINKABLE_PHONE.test(field.value)) {
    return (
      <Link href={`tel:${field.value.replace(/[^\d+]/g, "")}`} style={link}>
        {field.value}
      </Link>
    );
  }
  return <MultilineText value={field.value} />;
}

const labelCell: CSSProperties = {
  padding: "4px 16px 4px 0",
  fontWeight: 700,
  textAlign: "left",
  verticalAlign: "top",
  whiteSpace: "nowrap",
};
const valueCell: CSSProperties = { padding: "4px 0", verticalAlign: "top", wordBreak: "break-word" };

/** Label/value pairs: a two-column table whose labels are row headers; `caption` names it for screen readers. */
export function FieldTable({ fields, caption }: { fields: readonly Field[]; caption: string }) {
  return (
    <table
      aria-label={caption}
      width="100%"
      cellPadding={0}
      cellSpacing={0}
      style={{ borderCollapse: "collapse", width: "100%" }}
    >
      <tbody>
        {fields.map((field, index) => (
          <tr key={index} data-text="field">
            <th scope="row" style={labelCell}>
              {field.label}
            </th>
            <td style={valueCell}>
              <FieldValue field={field} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
