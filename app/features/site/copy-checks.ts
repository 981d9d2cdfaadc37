// Helpers for the content tests that keep every page's copy its own.

/** Every string in a value, however deeply nested. */
export function collectStrings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(collectStrings);
  if (value !== null && typeof value === "object") return Object.values(value).flatMap(collectStrings);
  return [];
}

/** Sentences of a text, lower-cased with whitespace collapsed, for comparing copy. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/[.!?]/)
    .map((sentence) => sentence.trim().replace(/\s+/g, " ").toLowerCase())
    .filter(Boolean);
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}
