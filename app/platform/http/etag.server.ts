// Validators for answers the browser keeps and checks again (RFC 9110). Weak,
// because every page carries its response's own nonce: the same content,
// not the same bytes.
import { createHash } from "node:crypto";

/** A weak ETag naming this content (a page's text as it would be without its nonce). */
export function contentEtag(content: string): string {
  return `W/"${createHash("sha256").update(content).digest("base64url").slice(0, 22)}"`;
}

/** Whether an If-None-Match header names this ETag (weak comparison, as RFC 9110 asks for GET and HEAD). */
export function etagMatches(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}
