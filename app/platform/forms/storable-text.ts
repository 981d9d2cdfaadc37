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

/**
 * storableText cut to at most `max` UTF-16 units, never through a surrogate
 * pair: what every text column gets, so no field a visitor fills (or a
 * header they send) can grow a row without bound.
 */
export function cappedText(value: string, max: number): string {
  const text = storableText(value);
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

/** cappedText for a column that may be empty: null stays null. */
export function cappedOptionalText(value: string | null | undefined, max: number): string | null {
  return value === null || value === undefined ? null : cappedText(value, max);
}

// chunk-group: form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
