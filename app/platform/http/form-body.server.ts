// Reading a page's form post: only a body that says it is a form (URL-encoded
// or multipart) is parsed, and a body that does not parse is refused, never
// thrown: `request.formData()` throws on text/plain, a missing boundary or a
// broken multipart body, and a route that let it through answered 500.
import { discardBody, parseContentType } from "#app/platform/http/json-body.server.ts";

export const FORM_MEDIA_TYPES: readonly string[] = ["application/x-www-form-urlencoded", "multipart/form-data"];

export const formBodyMessages = {
  wrongType: "Send the form as application/x-www-form-urlencoded or multipart/form-data",
  unreadable: "The form could not be read: please send it again from the page",
} as const;

export type FormBody = { ok: true; form: FormData } | { ok: false; status: 400 | 415; message: string };

/** The request's form, or why it is refused (415: not a form; 400: a form that does not parse). */
export async function readFormBody(request: Request): Promise<FormBody> {
  const contentType = parseContentType(request.headers.get("Content-Type"));
  if (!contentType || !FORM_MEDIA_TYPES.includes(contentType.type)) {
    discardBody(request);
    return { ok: false, status: 415, message: formBodyMessages.wrongType };
  }
  try {
    return { ok: true, form: await request.formData() };
  } catch {
    return { ok: false, status: 400, message: formBodyMessages.unreadable };
  }
}

/** The form, or an empty one for a body that is not a readable form: refused downstream for its missing fields. */
export async function readFormOrEmpty(request: Request): Promise<FormData> {
  const body = await readFormBody(request);
  return body.ok ? body.form : new FormData();
}
