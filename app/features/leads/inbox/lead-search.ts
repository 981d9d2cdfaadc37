// How a staff search term is matched against stored contacts. Names and
// e-mail addresses match as typed (any case); phone numbers match on their
// digits, so "082 555 0123", "0825550123" and "+27 82 555 0123" find the same lead.

/** Shortest run of digits worth matching as a phone number. */
const MIN_PHONE_DIGITS = 3;

/**
 * The digit strings to look for in stored phone numbers (their digits only),
 * or none when the term is not phone-like. South African numbers are written
 * both nationally (0…) and internationally (27…), so each form finds the other.
 */
export function phoneSearchDigits(term: string): string[] {
  // Only digits, spaces and the usual phone punctuation: "Studio 5" is not a number.
  if (!/^[\d\s()+\-./]+$/.test(term)) return [];
  const digits = term.replace(/\D/g, "");
  if (digits.length < MIN_PHONE_DIGITS) return [];
  const variants = [digits];
  if (digits.startsWith("27") && digits.length > 4) variants.push(`0${digits.slice(2)}`);
  if (digits.startsWith("0") && digits.length > 3) variants.push(`27${digits.slice(1)}`);
  return variants;
}

/** Characters stripped from a stored phone number before comparing digits. */
export const PHONE_PUNCTUATION = [" ", "-", "(", ")", "+", ".", "/"] as const;
