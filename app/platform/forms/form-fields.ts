// The rules every form field of the site is checked by: what a posted value
// reads as (formFieldText), text, e-mail, phone and choice fields with the
// spec's messages, and the form-wide limits. The lead forms (lead-forms.ts)
// and the quote form (quote-contact-schema.ts) are built from them, each in a
// module of its own so a page's bundle carries only its own form's rules.
// Built on zod/mini, which keeps the browser bundle small.
import punycode from "punycode/punycode.js";
import * as z from "zod/mini";
import { REFERRER_MAX, truncateReferrer } from "#app/platform/http/referrer.ts";
import { storableText } from "#app/platform/forms/storable-text.ts";

/**
 * A field people never see. Bots that fill every input fill it too; their post
 * is answered like any other and dropped.
 */
export const HONEYPOT_FIELD = "fax_number";
/** Hidden field with a per-submission key, so a double post is stored once. */
export const IDEMPOTENCY_FIELD = "submissionKey";

/** Form fields arrive as strings; a checkbox is "on" when ticked. */
export type FormValues = Record<string, string>;

export const LIMITS = {
  name: 100,
  /**
   * The longest address every mail server takes: RFC 5321 allows 254, but
   * strict servers (smtp-server among them) stop at 253, and an address a
   * server refuses is a visitor we cannot write back to.
   */
  email: 253,
  phone: 30,
  company: 150,
  website: 300,
  message: 5000,
  referrer: REFERRER_MAX,
} as const;

/** More guests than any event we would estimate online. */
export const MAX_GUESTS = 100_000;
export const DELIVERY_METHODS = ["delivery", "collection"] as const;

const EMAIL_PATTERN = z.regexes.email;
// Digits with the usual separators and an optional leading plus.
const PHONE_PATTERN = /^\+?[\d\s().-]+$/;

/** A phone number as the forms and the leads API accept it: `minLength` characters or more of digits and separators. */
export function isValidPhone(value: string, minLength: number): boolean {
  return value.length >= minLength && PHONE_PATTERN.test(value);
}

/** RFC 5321's longest local part (before the @) and DNS's longest label: mail to anything longer cannot arrive. */
const MAX_LOCAL_PART = 64;
const MAX_DOMAIN_LABEL = 63;

export function isValidEmail(value: string): boolean {
  const at = value.lastIndexOf("@");
  const domain = value.slice(at + 1);
  return (
    EMAIL_PATTERN.test(value) &&
    at <= MAX_LOCAL_PART &&
    domain.split(".").every((label) => label.length <= MAX_DOMAIN_LABEL) &&
    // A domain label never ends with a hyphen ("a-.co.za" cannot exist, and mail servers refuse it).
    !/-\./.test(domain) &&
    (!/xn--/i.test(domain) || isValidPunycode(domain))
  );
}

/**
 * An internationalised domain written in its ASCII form ("xn--tda.co.za") must
 * decode to a name someone could register: each "xn--" label's Punycode
 * decodes (RFC 3492) to letters, marks, digits and hyphens with at least one
 * beyond ASCII, and encodes back to itself. "xn--abc" decodes to control
 * characters, so no mail server delivers to it. (Not left to the URL parser:
 * its answer for such labels changed between Node 24 releases.)
 */
function isValidPunycode(domain: string): boolean {
  return domain
    .toLowerCase()
    .split(".")
    .every((label) => !label.startsWith("xn--") || decodesToName(label.slice(4)));
}

function decodesToName(encoded: string): boolean {
  try {
    const name = punycode.decode(encoded);
    return /^[\p{L}\p{M}\p{N}-]+$/u.test(name) && /[^\p{ASCII}]/u.test(name) && punycode.encode(name) === encoded;
  } catch {
    return false;
  }
}

/**
 * A website as typed by a visitor: 'www.acme.co.za' is accepted as
 * 'https://www.acme.co.za'. Returns undefined when it is not an http(s) address
 * with a dotted host name.
 */
export function normalizeWebsite(value: string): string | undefined {
  const candidate = /^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
  if (!/^[a-z\d-]+(\.[a-z\d-]+)+$/i.test(url.hostname) || url.username || url.password) return undefined;
  return url.href;
}

/**
 * A posted field as the rules read it and the site stores it: text trimmed,
 * with \n line endings and made storable (see storableText); the first of a
 * repeated field; anything that is not text (a file, a missing field, an
 * unticked checkbox) reads as empty.
 */
export function formFieldText(value: unknown): string {
  const first: unknown = Array.isArray(value) ? value[0] : value;
  return typeof first === "string" ? storableText(first).replace(/\r\n?/g, "\n").trim() : "";
}

/** A field's rules, applied to what was posted as formFieldText reads it. */
export function posted<Rules extends z.ZodMiniType<string, string>>(rules: Rules) {
  return z.pipe(z.transform(formFieldText), rules);
}

export const tooLong = (label: string, max: number) => `${label} must be ${max} characters or fewer`;

export function requiredText(min: number, message: string, label: string, max: number) {
  return posted(z.string().check(z.minLength(min, message), z.maxLength(max, tooLong(label, max))));
}

export function optionalText(label: string, max: number) {
  return posted(z.string().check(z.maxLength(max, tooLong(label, max))));
}

export function email(message: string) {
  return posted(
    z.string().check(
      z.refine((value) => isValidEmail(value), message),
      z.maxLength(LIMITS.email, tooLong("Email", LIMITS.email)),
    ),
  );
}

export function optionalEmail(message: string) {
  return posted(
    z.string().check(
      z.refine((value) => value === "" || isValidEmail(value), message),
      z.maxLength(LIMITS.email, tooLong("Email", LIMITS.email)),
    ),
  );
}

/** The phone rule on text already read: empty (when `min` is 0), or a number of at least `min` characters. */
export function phoneText(min: number, message: string) {
  return z.string().check(
    z.refine((value) => (value === "" && min === 0) || isValidPhone(value, min), message),
    z.maxLength(LIMITS.phone, tooLong("Phone number", LIMITS.phone)),
  );
}

export function phone(min: number, message: string) {
  return posted(phoneText(min, message));
}

export const WEBSITE_MESSAGES = {
  invalid: "Please enter a valid URL",
  tooLong: `Website must be ${LIMITS.website} characters or fewer as a web address (a letter such as é counts as 6)`,
} as const;

/**
 * The website rule on text already read: empty, or an http(s) address, read
 * as the address it is stored as ('www.acme.co.za' becomes
 * 'https://www.acme.co.za/'). Its limit counts that stored address, letters
 * encoded for the web included, so what it accepts always fits where it is kept.
 */
export function websiteText() {
  return z.pipe(
    z
      .string()
      .check(z.refine((value) => value === "" || normalizeWebsite(value) !== undefined, WEBSITE_MESSAGES.invalid)),
    z.pipe(
      z.transform((value: string) => (value === "" ? "" : (normalizeWebsite(value) ?? ""))),
      z.string().check(z.maxLength(LIMITS.website, WEBSITE_MESSAGES.tooLong)),
    ),
  );
}

/** One of the options, or empty when the field is optional. */
export function choice<const Values extends readonly string[]>(values: Values, message: string, optional = false) {
  const allowed: readonly string[] = optional ? ["", ...values] : values;
  return posted(z.string().check(z.refine((value) => allowed.includes(value), message)));
}

/**
 * A schema built on its first use and kept. Building the zod schemas is the
 * largest part of a form page's script start-up on a phone, and most visitors
 * read the page without sending the form, so a page builds a schema when it
 * first validates, and only the schemas it uses.
 */
export function builtOnFirstUse<Schema>(build: () => Schema): () => Schema {
  let schema: Schema | undefined;
  return () => (schema ??= build());
}

/** A checkbox: "on" when ticked, empty when not (an unticked box is not posted at all). */
export const consent = () => posted(z.string());
/** The hidden referrer field: shortened when too long, never a reason to refuse the form. */
export const referrer = () => posted(z.string().check(z.overwrite(truncateReferrer)));

/** A ticked checkbox posts "on" (or its value); anything else is no. */
export function isTicked(value: string | undefined): boolean {
  return value !== undefined && value !== "" && value !== "off" && value !== "false";
}

/** The names of a schema's fields, in the order they appear on the form. */
export function fieldNames(schema: { shape: object }): string[] {
  return Object.keys(schema.shape);
}

/**
 * Reads the named fields from a form post as trimmed strings. Anything that is
 * not a string (a file, a missing field) reads as empty; line endings become \n
 * and the text is made storable (see storableText).
 */
export function readFormValues(
  source: FormData | URLSearchParams | Record<string, unknown>,
  names: readonly string[],
): FormValues {
  const get = (name: string): unknown =>
    source instanceof FormData || source instanceof URLSearchParams
      ? source.get(name)
      : Object.hasOwn(source, name)
        ? source[name]
        : undefined;
  return Object.fromEntries(
    names.map((name) => {
      const value = get(name);
      return [name, typeof value === "string" ? formFieldText(value) : ""];
    }),
  );
}

export type FieldErrors = Record<string, string>;

export type FormValidation<Values> = { success: true; data: Values } | { success: false; fieldErrors: FieldErrors };

// chunk-group: form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
