import { describe, expect, it } from "vitest";
import { failureMessage, toastForResult } from "#app/features/leads/forms/lead-messages.ts";

describe("toastForResult (section 8)", () => {
  it("confirms each form with the spec's words, for 3000 ms", () => {
    expect(toastForResult("contact", { status: "success" })).toEqual({
      title: "Message sent successfully!",
      description: "We'll get back to you as soon as possible.",
      variant: "success",
      duration: 3000,
    });
    expect(toastForResult("sidebar", { status: "success", message: "ignored" })).toMatchObject({
      title: "Request Submitted",
      description: "We'll call you back shortly!",
    });
    expect(toastForResult("business", { status: "success" })?.description).toBe(
      "Thank you! We'll review your business partner application and contact you shortly.",
    );
    expect(toastForResult("client", { status: "success" })?.description).toBe(
      "Thank you! We'll review your client partner application and contact you shortly.",
    );
  });

  it("uses the server's message on the call-back page when there is one", () => {
    expect(
      toastForResult("callback", { status: "success", message: "Your request was submitted successfully" })
        ?.description,
    ).toBe("Your request was submitted successfully");
    expect(toastForResult("callback", { status: "success" })?.description).toBe("We'll call you back shortly!");
  });

  it("reports failures with the server message or each form's fallback", () => {
    expect(toastForResult("contact", { status: "error" })).toEqual({
      title: "Error sending message",
      description: "Please try again or contact us directly by phone.",
      variant: "destructive",
      duration: 3000,
    });
    expect(toastForResult("contact", { status: "error", message: "Busy" })?.description).toBe("Busy");
    expect(toastForResult("callback", { status: "error" })).toMatchObject({
      title: "Submission Error",
      description: "There was an error submitting your request. Please try again.",
      variant: "destructive",
    });
    expect(toastForResult("sidebar", { status: "error" })?.description).toBe(
      "Failed to submit your request. Please try again.",
    );
    expect(toastForResult("business", { status: "error" })?.description).toBe(
      "Failed to submit your application. Please try again.",
    );
  });

  it("uses the exception wording when the request itself failed", () => {
    expect(toastForResult("client", { status: "error", exception: true })?.description).toBe(
      "There was an error submitting your application. Please try again.",
    );
    expect(toastForResult("callback", { status: "error", exception: true })?.description).toBe(
      "There was an error submitting your request. Please try again.",
    );
    expect(toastForResult("contact", { status: "error", exception: true })?.description).toBe(
      "Please try again or contact us directly by phone.",
    );
  });

  it("shows no toast for field errors, which sit beside their fields", () => {
    expect(toastForResult("contact", { status: "invalid", fieldErrors: { name: "x" }, values: {} })).toBeNull();
    expect(failureMessage("contact", { status: "invalid", fieldErrors: {}, values: {} })).toBeNull();
    expect(failureMessage("sidebar", { status: "error" })).toBe("Failed to submit your request. Please try again.");
  });
});
