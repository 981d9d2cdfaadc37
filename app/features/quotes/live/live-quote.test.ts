import { describe, expect, it } from "vitest";
import { firstMessages, parseFormSubmission } from "#app/platform/forms/form-submission.ts";
import {
  LIVE_QUOTE_MESSAGES,
  acceptQuoteSchema,
  changeQuoteSchema,
  changedLines,
  declineQuoteSchema,
  describeLineChange,
  liveQuotePdfPath,
  liveQuoteUrl,
} from "#app/features/quotes/live/live-quote.ts";

const KEY = "3f1c9a2e-6b0d-4c51-9e3a-2d7f8b1c0e44";

/** A post from the page as it shows version 1 (every form names its version: issue 32). */
function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams({ quoteVersion: "1", ...fields });
}

function errors(fields: Record<string, string>, schema: Parameters<typeof parseFormSubmission>[1]) {
  const submission = parseFormSubmission(form(fields), schema);
  return submission.status === "success" ? {} : firstMessages(submission.error);
}

describe("the version a decision was made on", () => {
  it("is required on every form, as a whole number from 1, read from the form's text", () => {
    const accept = { intent: "accept", submissionKey: KEY, signedName: "Thandi Mokoena", acceptTerms: "on" };
    for (const quoteVersion of ["", "0", "-1", "1.5", "v2", "1e3", "9999999"]) {
      expect(errors({ ...accept, quoteVersion }, acceptQuoteSchema), quoteVersion).toEqual({
        quoteVersion: LIVE_QUOTE_MESSAGES.quoteVersion,
      });
    }
    const missing = parseFormSubmission(new URLSearchParams(accept), acceptQuoteSchema);
    expect(missing.status === "error" && firstMessages(missing.error)).toEqual({
      quoteVersion: LIVE_QUOTE_MESSAGES.quoteVersion,
    });
    const decline = parseFormSubmission(
      form({ intent: "decline", submissionKey: KEY, reason: "price", quoteVersion: "2" }),
      declineQuoteSchema,
    );
    expect(decline.status === "success" && decline.value.quoteVersion).toBe(2);
  });
});

describe("the live quote link", () => {
  it("is /q/<token> on the public site, its PDF beside it with room for a version", () => {
    const token = "a".repeat(43);
    expect(liveQuoteUrl("https://www.sandtonsoundhire.co.za", token)).toBe(
      `https://www.sandtonsoundhire.co.za/q/${token}`,
    );
    expect(liveQuotePdfPath(token)).toBe(`/q/${token}/pdf`);
    expect(liveQuotePdfPath(token, 2)).toBe(`/q/${token}/pdf?version=2`);
  });
});

describe("accepting: the typed full name is the signature", () => {
  it("takes a first name and surname and the ticked terms", () => {
    const submission = parseFormSubmission(
      form({ intent: "accept", submissionKey: KEY, signedName: "  Thandi   Mokoena ", acceptTerms: "on" }),
      acceptQuoteSchema,
    );
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value.signedName).toBe("Thandi Mokoena");
  });

  it("names the field and the rule when the name or the terms are missing", () => {
    expect(errors({ intent: "accept", submissionKey: KEY, signedName: "Thandi" }, acceptQuoteSchema)).toEqual({
      signedName: LIVE_QUOTE_MESSAGES.signedName,
      acceptTerms: LIVE_QUOTE_MESSAGES.acceptTerms,
    });
    expect(errors({ intent: "accept", submissionKey: KEY, acceptTerms: "on" }, acceptQuoteSchema)).toEqual({
      signedName: LIVE_QUOTE_MESSAGES.signedName,
    });
  });
});

describe("declining with a reason", () => {
  it("takes one of the reasons; 'other' needs words", () => {
    expect(errors({ intent: "decline", submissionKey: KEY, reason: "other_supplier" }, declineQuoteSchema)).toEqual({});
    expect(errors({ intent: "decline", submissionKey: KEY, reason: "other" }, declineQuoteSchema)).toEqual({
      note: LIVE_QUOTE_MESSAGES.declineNote,
    });
    expect(
      errors({ intent: "decline", submissionKey: KEY, reason: "other", note: "Moved to Durban" }, declineQuoteSchema),
    ).toEqual({});
    expect(errors({ intent: "decline", submissionKey: KEY, reason: "because" }, declineQuoteSchema)).toEqual({
      reason: LIVE_QUOTE_MESSAGES.declineReason,
    });
  });
});

describe("asking for changes", () => {
  const lines = [
    { id: "powered-speaker-12-premium", name: "Premium 12-inch speaker" },
    { id: "sound-engineer", name: "Sound engineer" },
  ];

  it("takes per-line changes and the spec's discount request ('meet you halfway')", () => {
    const submission = parseFormSubmission(
      form({
        intent: "changes",
        submissionKey: KEY,
        "lines[0].id": "powered-speaker-12-premium",
        "lines[0].action": "quantity",
        "lines[0].quantity": "4",
        "lines[1].id": "sound-engineer",
        "lines[1].action": "keep",
        wantsDiscount: "on",
      }),
      changeQuoteSchema,
    );
    expect(submission.status).toBe("success");
    if (submission.status !== "success") return;
    const changes = changedLines(submission.value.lines, lines);
    expect(changes).toEqual([
      { lineId: "powered-speaker-12-premium", name: "Premium 12-inch speaker", action: "quantity", quantity: 4 },
    ]);
    expect(changes.map(describeLineChange)).toEqual(["Change the quantity to 4"]);
  });

  it("refuses a request that changes nothing, a bad quantity, and an alternative without a note", () => {
    expect(
      errors(
        { intent: "changes", submissionKey: KEY, "lines[0].id": "sound-engineer", "lines[0].action": "keep" },
        changeQuoteSchema,
      ),
    ).toEqual({ lines: LIVE_QUOTE_MESSAGES.nothingToChange });
    expect(
      errors(
        {
          intent: "changes",
          submissionKey: KEY,
          "lines[0].id": "sound-engineer",
          "lines[0].action": "quantity",
          "lines[0].quantity": "0",
        },
        changeQuoteSchema,
      ),
    ).toEqual({ "lines[0].quantity": LIVE_QUOTE_MESSAGES.lineQuantity });
    expect(
      errors(
        { intent: "changes", submissionKey: KEY, "lines[0].id": "sound-engineer", "lines[0].action": "alternative" },
        changeQuoteSchema,
      ),
    ).toEqual({ note: LIVE_QUOTE_MESSAGES.alternativeNote });
  });

  it("drops lines that are not on the quote, and names each line as the quote does", () => {
    expect(
      changedLines(
        [
          { id: "not-on-the-quote", action: "remove" },
          { id: "sound-engineer", action: "remove" },
          { id: "sound-engineer", action: "alternative" },
        ],
        lines,
      ),
    ).toEqual([{ lineId: "sound-engineer", name: "Sound engineer", action: "remove" }]);
  });
});
