// The scope of a privacy request's export and erasure (issue 32, item 2): only
// what the requester proved (the confirmed e-mail address), and what staff
// verified; a match by phone number alone is held back.
import { describe, expect, it } from "vitest";
import { comparableEmail, decideSubjectScope, parseRecordKey, recordKey } from "#app/features/privacy/subject-scope.ts";

const attacker = "mallory@example.net";

// The case: the attacker's own address, the victim's phone number.
const found = {
  leads: [
    { id: "request", email: attacker },
    { id: "victim-lead", email: "nomsa@example.co.za" },
    { id: "victim-callback", email: null },
  ],
  quotes: [
    { id: "victim-quote", leadId: "victim-lead", email: "nomsa@example.co.za" },
    { id: "stray-quote", leadId: null, email: "someone@example.co.za" },
  ],
};

describe("decideSubjectScope", () => {
  it("covers only records under the confirmed address; the phone number's matches are held back", () => {
    expect(decideSubjectScope({ confirmedEmail: attacker, ...found, verified: [] })).toEqual({
      leadIds: ["request"],
      quoteIds: [],
      unverified: [
        { kind: "lead", id: "victim-lead", reason: "phone" },
        { kind: "lead", id: "victim-callback", reason: "phone" },
        { kind: "quote", id: "victim-quote", reason: "enquiry" },
        { kind: "quote", id: "stray-quote", reason: "phone" },
      ],
    });
  });

  it("compares addresses in any case and without surrounding spaces", () => {
    const scope = decideSubjectScope({
      confirmedEmail: " Nomsa@Example.co.za ",
      leads: [{ id: "a", email: "NOMSA@example.CO.ZA" }],
      quotes: [{ id: "q", leadId: null, email: "nomsa@example.co.za " }],
      verified: [],
    });
    expect(scope).toEqual({ leadIds: ["a"], quoteIds: ["q"], unverified: [] });
    expect(comparableEmail(null)).toBe("");
  });

  it("includes what staff verified, and the quotes of an enquiry in scope", () => {
    const scope = decideSubjectScope({
      confirmedEmail: attacker,
      ...found,
      verified: [
        { kind: "lead", id: "victim-lead" },
        { kind: "quote", id: "stray-quote" },
      ],
    });
    expect(scope.leadIds).toEqual(["request", "victim-lead"]);
    expect(scope.quoteIds).toEqual(["victim-quote", "stray-quote"]);
    expect(scope.unverified).toEqual([{ kind: "lead", id: "victim-callback", reason: "phone" }]);
  });

  it("covers nothing without a confirmed address, verified or not", () => {
    for (const confirmedEmail of [null, undefined, "", "  "]) {
      const scope = decideSubjectScope({
        confirmedEmail,
        ...found,
        verified: [{ kind: "lead", id: "victim-lead" }],
      });
      expect(scope.leadIds).toEqual([]);
      expect(scope.quoteIds).toEqual([]);
      expect(scope.unverified).toHaveLength(5);
    }
  });

  it("reads a record reference from a form only in its own shape", () => {
    const ref = { kind: "quote", id: "019a2b3c-4d5e-7f00-8abc-def012345678" } as const;
    expect(parseRecordKey(recordKey(ref))).toEqual(ref);
    for (const value of ["lead:", "deposit:1", "lead:a b", "lead:1:2", "LEAD:1", null, 1, `lead:${"a".repeat(65)}`])
      expect(parseRecordKey(value)).toBeUndefined();
  });
});
