// The hostile input itself: visitor text at its worst (markup, SQL, unicode
// edge cases, prototype keys), valid contact details to carry it, and JSON or
// bytes that are malformed in every way a client can get wrong.
import fc from "fast-check";
import { INJECTED_ATTRIBUTE as ATTR, INJECTED_TAG as TAG } from "./support.ts";

/** Markup that, if it ever got through unescaped, leaves a marker tag or attribute in the document. */
export const HTML_PAYLOADS = [
  `<${TAG}></${TAG}>`,
  `"><${TAG} ${ATTR}="1">`,
  `'><${TAG} ${ATTR}='1'>`,
  `" ${ATTR}="1`,
  `' ${ATTR}='1`,
  `</textarea><${TAG}>`,
  `</title><${TAG}>`,
  `</script><${TAG}>`,
  `</style><${TAG}>`,
  `--><${TAG}>`,
  "<!--",
  `]]><${TAG}>`,
  "<script>alert(1)</script>",
  `<img src=x ${ATTR}=alert(1)>`,
  `<svg><${TAG}/></svg>`,
  '<a href="javascript:alert(1)">x</a>',
  "javascript:alert(1)",
  `&lt;${TAG}&gt;`,
  `&#x3C;${TAG}&#x3E;`,
  `\\u003c${TAG}\\u003e`,
  "{{constructor.constructor('alert(1)')()}}",
  "${alert(1)}",
  `<iframe srcdoc="<${TAG}>">`,
];

export const SQL_PAYLOADS = [
  "' OR '1'='1",
  "'; DROP TABLE leads; --",
  '" OR 1=1 --',
  "1); DELETE FROM leads; --",
  "' UNION SELECT password_hash FROM staff_users --",
  "\\'; --",
  "%' AND 1=0 --",
  "'||(SELECT sqlite_version())||'",
  "$1",
  "?",
  ":name",
];

export const UNICODE_EDGES = [
  "\ud800",
  "\udfff",
  "\udc00\ud800",
  "\u202e",
  "\u200f",
  "\u2066",
  "\u0000",
  "\u0001",
  "\u001f",
  "\u007f",
  "\u0085",
  "\ufeff",
  "\uffff",
  "\u2028",
  "\u2029",
  "\u00a0",
  "\u200b",
  "\u200d",
  "👩‍👩‍👧",
  "🇿🇦",
  "e\u0301",
  "Z̴̡̛͓̋a̷͔͐l̶̝̔g̸̰̈o̷̲͑",
  "Zoë",
  "Ngũgĩ",
  "日本語",
  "עברית",
  "العربية",
  "＜script＞",
  "\r\nX-Fuzz-Injected: yes",
  "\nBcc: evil@example.com",
  "\t",
];

export const PROTO_KEYS = ["__proto__", "constructor", "prototype"] as const;

const OTHER_PAYLOADS = [
  "%s%s%n",
  "{0}",
  "%00",
  "%0d%0a",
  "../../etc/passwd",
  "C:\\Windows\\win.ini",
  "toString",
  "hasOwnProperty",
];

export const hostilePiece: fc.Arbitrary<string> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.constantFrom(...HTML_PAYLOADS, ...SQL_PAYLOADS, ...UNICODE_EDGES, ...PROTO_KEYS, ...OTHER_PAYLOADS),
  },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme", maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary-ascii", maxLength: 6 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }) },
);

/** Hostile text of at most `maxLength` UTF-16 units; now and then right at the limit. */
export function hostileText(maxLength: number): fc.Arbitrary<string> {
  const short = fc
    .tuple(fc.array(hostilePiece, { maxLength: 6 }), fc.constantFrom("", " ", "\n"))
    .map(([parts, glue]) => parts.join(glue).slice(0, maxLength));
  if (maxLength < 40) return short;
  const atLimit = fc
    .tuple(
      fc.array(hostilePiece, { minLength: 1, maxLength: 4 }),
      fc.integer({ min: Math.max(0, maxLength - 3), max: maxLength }),
    )
    .map(([parts, length]) => {
      const seed = parts.join(" ") || "x";
      return seed.repeat(Math.ceil(length / seed.length) + 1).slice(0, length);
    });
  return fc.oneof({ weight: 4, arbitrary: short }, { weight: 1, arbitrary: atLimit });
}

/** Starts with two letters, so it stays a valid name whatever follows. */
const NAME_STARTS = ["Zo", "Thandi ", "Ngũgĩ ", "O'Brien ", "Jean-Luc ", "<b>", "Zoë\u0301 ", "李 雷 "];

/** A name that passes the "at least 2 characters" rule, carrying hostile text up to `maxLength`. */
export function hostileName(maxLength: number): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...NAME_STARTS), hostileText(maxLength), fc.constantFrom("", "  ", "\t"))
    .map(([start, rest, pad]) => `${pad}${`${start}${rest}`.slice(0, maxLength)}`);
}

/** Hostile text of at least `minLength` characters after trimming (for the message and reason fields). */
export function hostileLongText(minLength: number, maxLength: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      hostileText(maxLength),
      fc.constantFrom(
        "Sound for 80 guests in Sandton: ",
        "Wedding <b>PA</b> & lights please, ",
        "' OR 1=1 -- need mics ",
      ),
    )
    .map(([text, start]) => `${start}${text}`.slice(0, maxLength))
    .filter((text) => text.replaceAll("\u0000", "").trim().length >= minLength);
}

/** Addresses the site's e-mail rule accepts, apostrophes and plus signs included. */
export const validEmail: fc.Arbitrary<string> = fc.stringMatching(
  /^([A-Za-z0-9_'+-]{1,10}\.){0,2}[A-Za-z0-9_'+-]{0,10}[A-Za-z0-9_+-]@([A-Za-z0-9]([A-Za-z0-9-]{0,7}[A-Za-z0-9])?\.){1,3}[A-Za-z]{2,6}$/,
);

/** South African and international numbers as people type them: 10 characters or more. */
export const validPhone: fc.Arbitrary<string> = fc.stringMatching(
  /^(\+27|0)[1-8][0-9]( ?[0-9]{3}){2}[ .-]?[0-9]{1,4}$/,
);

// ---------------------------------------------------------------------------
// Wrong types and malformed JSON

/** Values of every JSON type, for a field that wants something else. */
export const wrongTypeValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...PROTO_KEYS, "value", "length"), fc.string(), { maxKeys: 2 }),
);

/** JSON number tokens JSON.stringify never writes but a client may. */
const NUMBER_TOKENS = ["0", "-0", "1e308", "1e999", "-1e999", "12345678901234567890123", "5e-324", "0.1", "-1", "1.5"];
const KEYS = [
  ...PROTO_KEYS,
  "requestedAt",
  "source",
  "contact",
  "fullname",
  "email",
  "tel",
  "items",
  "quantity",
  "page",
  "metrics",
  "requestType",
  "accessToken",
];

/** JSON text written by hand, so duplicate keys, `__proto__` keys and odd number tokens reach the server as sent. */
export const jsonText: fc.Arbitrary<string> = fc.letrec<{ value: string; leaf: string; list: string; object: string }>(
  (tie) => ({
    value: fc.oneof({ depthSize: "small", withCrossShrink: true }, tie("leaf"), tie("list"), tie("object")),
    leaf: fc.oneof(
      hostileText(60).map((text) => JSON.stringify(text)),
      fc.constantFrom(...NUMBER_TOKENS, "true", "false", "null"),
    ),
    list: fc.array(tie("value"), { maxLength: 5 }).map((items) => `[${items.join(",")}]`),
    object: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...KEYS), hostileText(20)), tie("value")), { maxLength: 6 })
      .map((entries) => `{${entries.map(([key, value]) => `${JSON.stringify(key)}:${value}`).join(",")}}`),
  }),
).value;

/** Nesting far deeper than any real payload. */
export const deepJson: fc.Arbitrary<string> = fc
  .tuple(fc.integer({ min: 50, max: 12_000 }), fc.constantFrom("[", '{"a":', '{"__proto__":', '{"contact":'))
  .map(([depth, open]) => `${open.repeat(depth)}1${(open === "[" ? "]" : "}").repeat(depth)}`);

/** Bytes that are not JSON, or JSON broken in a way a client really produces. */
export function malformedBody(valid: string): fc.Arbitrary<Buffer> {
  return fc.oneof(
    fc.integer({ min: 0, max: Math.max(0, valid.length - 1) }).map((cut) => Buffer.from(valid.slice(0, cut))),
    fc
      .constantFrom(
        "",
        "undefined",
        "NaN",
        "{'single': 'quotes'}",
        '{"a": 1,}',
        '{"a": 1 /* comment */}',
        '{"a": 01}',
        '{"a": "\\x41"}',
        '{"a": "unterminated',
        "\ufeff{}",
        '{"a":1}{"b":2}',
        "[1, 2",
        "nul",
      )
      .map((text) => Buffer.from(text)),
    fc
      .constantFrom(
        [0xff, 0xfe, 0x7b, 0x7d],
        [0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xc0, 0xaf, 0x22, 0x7d],
        [0xed, 0xa0, 0x80],
        [0x00],
      )
      .map((bytes) => Buffer.from(bytes)),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes)),
    fc
      .tuple(fc.integer({ min: 0, max: valid.length }), fc.string({ unit: "binary-ascii", minLength: 1, maxLength: 3 }))
      .map(([at, junk]) => Buffer.from(`${valid.slice(0, at)}${junk}${valid.slice(at)}`, "latin1")),
  );
}

/** Content types a JSON endpoint must refuse (415). */
export const NON_JSON_TYPES = [
  "text/plain",
  "text/html",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=x",
  "application/xml",
  "application/json-patch+json",
  "application/javascript",
  "image/png",
  "json",
  "",
];

/** A JSON body padded with a long string to exactly `bytes` bytes of UTF-8. */
export function paddedJson(bytes: number, build: (padding: string) => unknown): Buffer {
  const empty = Buffer.byteLength(JSON.stringify(build("")));
  return Buffer.from(JSON.stringify(build("a".repeat(Math.max(0, bytes - empty)))));
}
