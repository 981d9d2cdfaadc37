// A refused submission's problems as the JSON endpoints report them: one
// entry per field, named by its path in the body ('contact.tel',
// 'items[2].quantity', '(body)' for the body as a whole), with the rule's
// message. Built from zod's issues; no zod at run time, so it costs nothing.
import type { core } from "zod/mini";

export interface FieldError {
  field: string;
  message: string;
}

/** 'contact.tel', 'items[2].quantity'; the body itself is '(body)'. */
export function fieldName(path: readonly PropertyKey[]): string {
  let name = "";
  for (const key of path) {
    if (typeof key === "number") name += `[${key}]`;
    else name += name === "" ? String(key) : `.${String(key)}`;
  }
  return name || "(body)";
}

/** The first message for each field, in the order zod found them. */
export function fieldErrors(issues: readonly core.$ZodIssue[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = fieldName(issue.path);
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}
