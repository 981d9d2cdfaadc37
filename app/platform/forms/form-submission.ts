// A form post read with its zod schema through Conform's parse: the islands
// check a form with it before they send it (app/features/leads/forms/use-lead-form.ts), and
// the route actions check the post again with it, so the browser and the
// server apply one schema to the same form data.
import { formatPaths, parse } from "@conform-to/dom";
import { type $ZodType, safeParse } from "zod/v4/core";
import type * as z from "zod/mini";
import type { FieldErrors, FormValidation, FormValues } from "#app/platform/forms/form-fields.ts";

/** Names Conform keeps for its own controls; a visitor's post never sets them. */
const CONFORM_FIELDS = ["__intent__", "__state__"];

/**
 * Parses a form post with its schema, each issue's message filed under its
 * field's name as Conform names fields. The schemas read the raw posted values
 * themselves (empty, missing and repeated fields included), so nothing is
 * coerced first: the browser and the server see the same values. (Conform's
 * zod adapter does the same with its coercion turned off, and would bring
 * that coercion into every form's first load.)
 */
export function parseFormSubmission<Schema extends $ZodType>(payload: FormData | URLSearchParams, schema: Schema) {
  return parse(payload, {
    resolve(value) {
      const result = safeParse(schema, value);
      if (result.success) return { value: result.data as z.output<Schema> };
      const error: Record<string, string[]> = {};
      for (const issue of result.error.issues) {
        const name = formatPaths(issue.path.map((key) => (typeof key === "symbol" ? String(key) : key)));
        (error[name] ??= []).push(issue.message);
      }
      return { error };
    },
  });
}

/** The first message of each field, as the forms show them (one per field). */
export function firstMessages(error: Record<string, string[] | null> | null | undefined): FieldErrors {
  const messages: FieldErrors = {};
  for (const [name, list] of Object.entries(error ?? {})) {
    const first = list?.[0];
    if (name !== "" && first) messages[name] = first;
  }
  return messages;
}

/**
 * The server's check of a post: the schema's result, or the first message of
 * each field. Conform's control fields are dropped first, so a post cannot
 * steer the parse (they are the browser form's business, not the server's).
 * (The schema's type is taken as given, not checked against a constraint, so
 * a union of forms' schemas keeps each form's output type.)
 */
export function validateSubmission<Schema>(
  formData: FormData | URLSearchParams,
  schema: Schema & $ZodType,
): FormValidation<z.infer<Schema>> {
  const payload = new URLSearchParams();
  for (const [name, value] of formData) {
    if (!CONFORM_FIELDS.includes(name) && typeof value === "string") payload.append(name, value);
  }
  const submission = parseFormSubmission(payload, schema);
  if (submission.status === "success") return { success: true, data: submission.value as z.infer<Schema> };
  return { success: false, fieldErrors: firstMessages(submission.error) };
}

/** Conform's `lastResult` for a server's answer about the fields (its SubmissionResult). */
export interface FieldErrorsResult {
  status: "error";
  error: Record<string, string[]>;
  initialValue?: FormValues;
}

/**
 * A server's answer about the fields, as Conform's last result: the messages
 * beside their fields and, for a page rendered after a post without
 * JavaScript, what the visitor typed.
 */
export function fieldErrorsResult(errors: FieldErrors, values?: FormValues): FieldErrorsResult {
  return {
    status: "error",
    error: Object.fromEntries(Object.entries(errors).map(([name, message]) => [name, [message]])),
    ...(values ? { initialValue: values } : {}),
  };
}

// chunk-group: form-kit (the islands build's chunk this module ships in: vite.islands.config.ts)
