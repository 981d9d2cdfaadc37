// The lead forms' posts read with their schemas through the platform's form
// submission (Conform's parse), on the server and in the browser alike.
import { describe, expect, it } from "vitest";
import { parseFormSubmission, firstMessages, validateSubmission } from "#app/platform/forms/form-submission.ts";
import {
  callBackFormSchema,
  contactFormSchema,
  readFormValues,
  fieldNames,
  validateForm,
} from "#app/features/leads/forms/lead-forms.ts";

function form(entries: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
}

const contact = {
  name: "  Lerato Mokoena ",
  email: "lerato@example.co.za",
  phone: "",
  eventType: "wedding",
  message: "Line one\r\nLine two of the message ",
  referrer: "",
  fax_number: "",
};

describe("a form post read with its schema (through Conform's parse)", () => {
  it("reads the post as the site stores it: trimmed, \\n line endings, an unticked box empty", () => {
    const result = validateSubmission(form(contact), contactFormSchema());
    expect(result).toEqual({
      success: true,
      data: {
        name: "Lerato Mokoena",
        email: "lerato@example.co.za",
        phone: "",
        eventType: "wedding",
        message: "Line one\nLine two of the message",
        referrer: "",
        marketingConsent: "",
      },
    });
  });

  it("gives the spec's first message for each field, missing fields included", () => {
    const result = validateSubmission(form({ name: " L ", message: "Too short" }), contactFormSchema());
    expect(result).toEqual({
      success: false,
      fieldErrors: {
        name: "Name must be at least 2 characters",
        email: "Please enter a valid email address",
        eventType: "Please select an event type",
        message: "Message must be at least 10 characters",
      },
    });
  });

  it("agrees with the rules applied to the values read one by one (validateForm)", () => {
    for (const post of [contact, { ...contact, name: "L" }, { ...contact, email: "x@", message: "" }, {}]) {
      const schema = contactFormSchema();
      const byValues = validateForm(schema, readFormValues(form(post), fieldNames(schema)));
      expect(validateSubmission(form(post), schema)).toEqual(byValues);
    }
  });

  it("reads a repeated field by its first value", () => {
    const data = form({ name: "Sipho Nkosi", phone: "082 555 0101" });
    data.append("name", "Someone Else");
    const result = validateSubmission(data, callBackFormSchema());
    expect(result.success && result.data.name).toBe("Sipho Nkosi");
  });

  it("ignores Conform's control fields in a post, so a post cannot steer the server's check", () => {
    const data = form({ name: "Sipho Nkosi", phone: "082 555 0101" });
    data.set("__intent__", '{"type":"validate","payload":{"name":"name"}}');
    data.set("__state__", "{not json");
    expect(validateSubmission(data, callBackFormSchema()).success).toBe(true);
  });

  it("is the browser's check too: the same errors from parseFormSubmission", () => {
    const submission = parseFormSubmission(form({ name: "L", phone: "082" }), callBackFormSchema());
    expect(submission.status).toBe("error");
    expect(submission.status === "error" && firstMessages(submission.error)).toEqual({
      name: "Name is required",
      phone: "Valid phone number is required",
    });
  });
});
