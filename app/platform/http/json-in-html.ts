// JSON placed inside an HTML <script type="application/json"> data block. The
// block's text is raw: a "</script>" or "<!--" inside a string would end it or
// change how it is parsed, so the characters that matter to HTML are written
// as JSON escapes, which JSON.parse reads back unchanged.

const HTML_SENSITIVE = /[<>&\u2028\u2029]/g;

export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    HTML_SENSITIVE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}
