// An e-mail's two parts as staff read them: the HTML part as a mail client
// shows it, in a sandboxed frame, and the plain-text part as text. Used by the
// sample previews and by the outbox's copy of what was sent.
export interface EmailPartsProps {
  subject: string;
  html: string | undefined;
  text: string | undefined;
  /** Prefix of the sections' heading ids, unique on the page. */
  idPrefix: string;
  /** "HTML part" and "Plain-text part", or with a qualifier after them (" as sent"). */
  headingSuffix?: string;
  headingLevel: "h2" | "h4";
  /**
   * The frame's sandbox: "" (no scripts, no popups) for what was really sent;
   * the samples allow scripts so accessibility checkers can look inside.
   */
  sandbox: string;
  sectionClassName: string;
}

export function EmailParts(props: EmailPartsProps) {
  const { subject, html, text, idPrefix, headingSuffix = "", sandbox, sectionClassName } = props;
  const Heading = props.headingLevel;
  return (
    <>
      <section aria-labelledby={`${idPrefix}-html`} className={sectionClassName}>
        <Heading id={`${idPrefix}-html`} className="text-lg font-bold text-navy">
          HTML part{headingSuffix}
        </Heading>
        {/*
          Sandboxed to an origin of its own, so the e-mail's markup can reach nothing of the staff page. The
          frame inherits this page's Content-Security-Policy, which runs no inline script, and the e-mails carry none.
        */}
        {html === undefined ? (
          <p className="mt-4 text-sm">This e-mail has no HTML part.</p>
        ) : (
          <iframe
            title={`HTML part${headingSuffix} of: ${subject}`}
            srcDoc={html}
            sandbox={sandbox}
            className="mt-4 h-[56rem] w-full rounded-md border border-line"
          />
        )}
      </section>
      <section aria-labelledby={`${idPrefix}-text`} className={sectionClassName}>
        <Heading id={`${idPrefix}-text`} className="text-lg font-bold text-navy">
          Plain-text part{headingSuffix}
        </Heading>
        {text === undefined ? (
          <p className="mt-4 text-sm">This e-mail has no plain-text part.</p>
        ) : (
          <pre className="mt-4 whitespace-pre-wrap break-words text-sm">{text}</pre>
        )}
      </section>
    </>
  );
}
