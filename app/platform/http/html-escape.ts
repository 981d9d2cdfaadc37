// Escaping for text placed into markup we build by hand (the RSS feed; the
// e-mails are React components, which escape on their own).
// Every value a visitor typed must pass through here before it reaches markup.

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/**
 * Escapes text for an HTML text node or a quoted attribute value. Quotes are
 * escaped too so the same function is safe inside `attr="…"` and `attr='…'`.
 */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}
