// Whether a request path is valid percent-encoding: one that is not
// ("%ED%A0%80", half a surrogate pair) cannot name a page or a route.

export function decodesAsPath(path: string): boolean {
  try {
    // The result is used: a bare call, whose value is unused, is dropped by the bundler as pure.
    return decodeURIComponent(path).length >= 0;
  } catch {
    return false;
  }
}
