// Where a client-supplied "go back to" address may send someone: only a path
// on this site. The one rule for every redirect to an address a request
// carried (the consent notice's returnTo, staff sign-in's next).

/** Longer than any page's address with its filters; a longer target is not followed. */
export const RETURN_PATH_MAX = 1024;

/** Resolves relative targets in the checks below; never part of an answer. */
const BASE = "http://return-path.invalid";

// Control characters, white space, backslashes and lone line separators: a
// browser drops or rewrites them ("/\t/evil.example" reads as "//evil.example").
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u0020\u007f-\u00a0\\\u2028\u2029]/;

export interface ReturnPathRules {
  /** Where to go instead of a target that is refused. */
  fallback: string;
  /** Only this path and what lies below it ("/admin": "/admin" and "/admin/…"). */
  within?: string;
}

/**
 * The target as a same-origin path (pathname, query and fragment, as the URL
 * parser writes them: percent-encoded ASCII, so a Location header always
 * takes it), or the fallback. Refused: anything but a string starting with a
 * single "/", control characters and white space, backslashes, lone
 * surrogates, a target that parses to another origin or outside `within`.
 */
export function safeReturnPath(target: unknown, { fallback, within }: ReturnPathRules): string {
  if (typeof target !== "string" || target.length > RETURN_PATH_MAX) return fallback;
  if (!target.startsWith("/") || target.startsWith("//")) return fallback;
  if (UNSAFE_CHARACTERS.test(target) || !target.isWellFormed()) return fallback;
  let url: URL;
  try {
    url = new URL(target, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (path.length > RETURN_PATH_MAX || path.startsWith("//")) return fallback;
  if (within && url.pathname !== within && !url.pathname.startsWith(`${within}/`)) return fallback;
  return path;
}
