// Escaping for text placed into HTML we build by hand (notification e-mails).
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

/** Escapes text and keeps its line breaks visible in HTML. */
export function escapeHtmlMultiline(value: string): string {
  return escapeHtml(value).replace(/\r\n|\r|\n/g, "<br>\n");
}
