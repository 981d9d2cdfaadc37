// Values for a form's fields drawn from the form's own schema: the length
// limits read from its rules (each field's minimum and maximum), the options of
// its choices, and text right at, under and over each limit, in characters
// that count differently once encoded (é is 2 bytes in UTF-8 and 6 characters
// in a web address, an emoji 2 UTF-16 units). The schema then says whether
// each post is valid (the test runs it on the same fields), and the server
// must agree: nothing it accepted may be refused further down.
import fc from "fast-check";

interface ZodLike {
  _zod: { def: { type: string; in?: ZodLike; out?: ZodLike; checks?: { _zod: { def: CheckDef } }[] } };
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
}

/** The length limits of a field's rules, as its schema states them. */
export interface FieldLimits {
  min: number;
  max: number | undefined;
}

/** Walks a field's schema (pipes of transforms and string rules) and collects its length checks. */
export function fieldLimits(schema: unknown): FieldLimits {
  const limits: FieldLimits = { min: 0, max: undefined };
  const visit = (node: ZodLike | undefined) => {
    if (!node) return;
    const def = node._zod.def;
    if (def.type === "pipe") {
      visit(def.in);
      visit(def.out);
      return;
    }
    for (const check of def.checks ?? []) {
      const rule = check._zod.def;
      if (rule.check === "min_length" && rule.minimum !== undefined) limits.min = Math.max(limits.min, rule.minimum);
      if (rule.check === "max_length" && rule.maximum !== undefined)
        limits.max = limits.max === undefined ? rule.maximum : Math.min(limits.max, rule.maximum);
    }
  };
  visit(schema as ZodLike);
  return limits;
}

/** Lengths worth trying for a field: empty, around its minimum, around its maximum, and anything between. */
function lengths({ min, max }: FieldLimits, fallbackMax: number): fc.Arbitrary<number> {
  const top = max ?? fallbackMax;
  const near = [0, 1, min - 1, min, min + 1, top - 1, top, top + 1].filter((length) => length >= 0);
  return fc.oneof(fc.constantFrom(...near), fc.integer({ min: 0, max: top + 2 }));
}

/** Characters as people type them, and the ones whose length depends on how they are counted. */
const TEXT_UNITS = ["a", "Z", " ", "é", "😀", "e\u0301", "ß", "日", "\u00a0", "\n", "<", "'", "\u0000", "\r\n"];
const PHONE_UNITS = ["0", "1", "2", "5", "8", " ", "+", "-", "(", ")", ".", "x", "é"];

/** Text of about `length` UTF-16 units, from the given units, starting with a letter when asked. */
function textOf(units: readonly string[], length: number, start = ""): fc.Arbitrary<string> {
  return fc.array(fc.constantFrom(...units), { minLength: length, maxLength: length }).map((parts) => {
    let text = start;
    for (const part of parts) {
      if (text.length >= length) break;
      text += part;
    }
    return text;
  });
}

/** Addresses near the e-mail limit, with the parts the e-mail rule looks at. */
function emailOf(length: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom("example.co.za", "xn--tda.co.za", "a-.co.za", "b", "mail.example.com"), fc.boolean())
    .map(([domain, accented]) => {
      const room = Math.max(1, length - domain.length - 1);
      const local = (accented ? "é" : "a").repeat(room);
      return `${local}@${domain}`;
    });
}

/** Web addresses around the website limit: typed with or without a scheme, in letters that are encoded. */
function websiteOf(length: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.constantFrom("https://acme.co.za/", "www.acme.co.za/", "http://events.example.com/a?b="),
      fc.constantFrom("é", "a", "😀", " "),
    )
    .map(([start, unit]) => (start + unit.repeat(Math.max(0, length))).slice(0, Math.max(length, 0)) || start);
}

export type FieldKind = "text" | "phone" | "email" | "website" | "choice" | "checkbox";

/**
 * Values for one field from its limits and kind: at, under and over its
 * limits, in the characters that count differently once encoded. For a
 * choice, its options, an option with a change, and text that is no option.
 */
export function schemaFieldValue(
  kind: FieldKind,
  limits: FieldLimits,
  options: readonly string[] = [],
): fc.Arbitrary<string> {
  switch (kind) {
    case "choice":
      return fc.oneof(
        fc.constantFrom(...options, ""),
        fc.constantFrom(...options).map((option) => option.toUpperCase()),
        fc.constantFrom(...options).map((option) => ` ${option}\u0000`),
        fc.constantFrom("toString", "__proto__", "Other "),
      );
    case "checkbox":
      return fc.constantFrom("", "on", "off", "yes");
    case "phone":
      return lengths(limits, 30).chain((length) => textOf(PHONE_UNITS, length));
    case "email":
      return lengths(limits, 254).chain((length) => emailOf(length));
    case "website":
      return lengths(limits, 300).chain((length) => websiteOf(length));
    case "text":
      return lengths(limits, 5000).chain((length) => textOf(TEXT_UNITS, length, length >= 2 ? "Zo" : ""));
  }
}
