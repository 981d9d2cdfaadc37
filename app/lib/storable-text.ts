// Visitor text as the site stores it. Shared by the forms, the JSON APIs and
// the web-vitals beacon; no dependencies, so it costs the browser nothing.

/**
 * Drops NUL characters (PostgreSQL refuses them in text, SQLite hands text back
 * cut short at the first one) and replaces unpaired UTF-16 surrogates (only a
 * JSON escape can carry them) with U+FFFD, as any UTF-8 store would. Nothing a
 * person can type is changed.
 */
export function storableText(value: string): string {
  return value
    .replaceAll("\u0000", "")
    .replace(
      /([\uD800-\uDBFF][\uDC00-\uDFFF])|[\uD800-\uDFFF]/g,
      (_match, pair: string | undefined) => pair ?? "\uFFFD",
    );
}
