// The lead page's actions (status, note, retry), their notices and the reply helpers.
import { describe, expect, it } from "vitest";
import {
  leadWhatsAppReply,
  LEAD_ACTION_MESSAGES,
  LEAD_NOTICES,
  NOTE_MAX_LENGTH,
  channelLabel,
  leadNotice,
  parseLeadAction,
  payloadEntries,
  repeatedSubmissionText,
} from "#app/features/leads/inbox/lead-view.ts";

const params = (fields: Record<string, string>) => new URLSearchParams(fields);

function formData(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

const OUTBOX_ID = "0f8fad5b-d9cb-469f-a165-70867728950e";

describe("parseLeadAction: status", () => {
  it("accepts a listed target and current status", () => {
    expect(parseLeadAction(params({ intent: "status", status: "contacted", current_status: "new" }))).toEqual({
      ok: true,
      action: { intent: "status", from: "new", to: "contacted" },
    });
  });

  it("reads FormData the same way", () => {
    expect(parseLeadAction(formData({ intent: "status", status: "won", current_status: "quoted" }))).toEqual({
      ok: true,
      action: { intent: "status", from: "quoted", to: "won" },
    });
  });

  it("refuses a target that is not a listed status, naming the field", () => {
    const expected = { ok: false, intent: "status", field: "status", message: "Choose one of the listed statuses." };
    expect(parseLeadAction(params({ intent: "status", status: "archived", current_status: "new" }))).toEqual(expected);
    expect(parseLeadAction(params({ intent: "status", current_status: "new" }))).toEqual(expected);
    expect(parseLeadAction(params({ intent: "status", status: "New", current_status: "new" }))).toEqual(expected);
    expect(expected.message).toBe(LEAD_ACTION_MESSAGES.statusInvalid);
  });

  it("treats a tampered current status as an unknown action", () => {
    expect(parseLeadAction(params({ intent: "status", status: "contacted", current_status: "bogus" }))).toEqual({
      ok: false,
      intent: "unknown",
      message: "That action is not recognised. Reload the page and try again.",
    });
    expect(parseLeadAction(params({ intent: "status", status: "contacted" }))).toMatchObject({
      ok: false,
      intent: "unknown",
    });
  });

  it("ignores a File where a string is expected", () => {
    const form = formData({ intent: "status", current_status: "new" });
    form.append("status", new File(["contacted"], "status.txt"));
    expect(parseLeadAction(form)).toMatchObject({ ok: false, field: "status" });
  });
});

describe("parseLeadAction: note", () => {
  it("trims the note", () => {
    expect(parseLeadAction(params({ intent: "note", note: "  Called, left a message.  \n" }))).toEqual({
      ok: true,
      action: { intent: "note", note: "Called, left a message." },
    });
  });

  it("normalises CRLF and lone CR to LF", () => {
    expect(parseLeadAction(formData({ intent: "note", note: "line one\r\nline two\rline three" }))).toEqual({
      ok: true,
      action: { intent: "note", note: "line one\nline two\nline three" },
    });
  });

  it("drops NUL characters and mends lone surrogates, as for visitor text", () => {
    expect(parseLeadAction(params({ intent: "note", note: "Called\u0000 back \uD800ok" }))).toEqual({
      ok: true,
      action: { intent: "note", note: "Called back \uFFFDok" },
    });
  });

  it("refuses an empty or blank note", () => {
    const expected = { ok: false, intent: "note", field: "note", message: "Write a note before saving it." };
    expect(parseLeadAction(params({ intent: "note", note: "" }))).toEqual(expected);
    expect(parseLeadAction(params({ intent: "note", note: "   \r\n\t " }))).toEqual(expected);
    expect(parseLeadAction(params({ intent: "note" }))).toEqual(expected);
    expect(expected.message).toBe(LEAD_ACTION_MESSAGES.noteRequired);
  });

  it("accepts exactly 2,000 characters", () => {
    const note = "a".repeat(NOTE_MAX_LENGTH);
    expect(NOTE_MAX_LENGTH).toBe(2000);
    expect(parseLeadAction(params({ intent: "note", note }))).toEqual({ ok: true, action: { intent: "note", note } });
  });

  it("refuses 2,001 characters with the count", () => {
    expect(parseLeadAction(params({ intent: "note", note: "a".repeat(2001) }))).toEqual({
      ok: false,
      intent: "note",
      field: "note",
      message: "A note can be at most 2,000 characters; this one has 2,001.",
    });
  });

  it("counts CRLF as one character, as the textarea showed it", () => {
    // 1,000 lines of "a" joined by CRLF: 1,999 characters after normalising, 2,998 before.
    const note = Array.from({ length: 1000 }, () => "a").join("\r\n");
    const result = parseLeadAction(params({ intent: "note", note }));
    expect(result.ok).toBe(true);
  });
});

describe("parseLeadAction: retry", () => {
  it("accepts a UUID-like outbox id", () => {
    expect(parseLeadAction(params({ intent: "retry", outbox_id: OUTBOX_ID }))).toEqual({
      ok: true,
      action: { intent: "retry", outboxId: OUTBOX_ID },
    });
  });

  it("refuses a junk or missing id", () => {
    const expected = { ok: false, intent: "retry", message: "That notification does not belong to this lead." };
    for (const outbox_id of [
      "",
      "42",
      "not-a-uuid",
      `${OUTBOX_ID}x`,
      OUTBOX_ID.toUpperCase(),
      `'; drop table x; --${"a".repeat(18)}`,
    ]) {
      expect(parseLeadAction(params({ intent: "retry", outbox_id }))).toEqual(expected);
    }
    expect(parseLeadAction(params({ intent: "retry" }))).toEqual(expected);
    expect(expected.message).toBe(LEAD_ACTION_MESSAGES.notificationMissing);
  });
});

describe("parseLeadAction: unknown intent", () => {
  it("refuses a missing or unknown intent", () => {
    const expected = { ok: false, intent: "unknown", message: LEAD_ACTION_MESSAGES.unknownAction };
    expect(parseLeadAction(params({}))).toEqual(expected);
    expect(parseLeadAction(params({ intent: "delete" }))).toEqual(expected);
    expect(parseLeadAction(params({ intent: " note" }))).toEqual(expected);
    expect(parseLeadAction(formData({ intent: "STATUS", status: "new", current_status: "new" }))).toEqual(expected);
  });
});

describe("LEAD_ACTION_MESSAGES", () => {
  it("words the status refusals with the status label", () => {
    expect(LEAD_ACTION_MESSAGES.unchanged("contacted")).toBe("This lead is already Contacted.");
    expect(LEAD_ACTION_MESSAGES.conflict("won")).toBe(
      "Someone else changed this lead to Won while you had it open. Check the history below and choose again.",
    );
  });
});

describe("leadNotice", () => {
  it("gives the text for a known notice", () => {
    expect(leadNotice("status")).toBe("Status updated.");
    expect(leadNotice("note")).toBe("Note added.");
    expect(leadNotice("retry")).toBe("Notification queued: it will be sent again within a few seconds.");
    expect(leadNotice("retry")).toBe(LEAD_NOTICES.retry);
  });

  it("gives nothing for an unknown key, inherited property or null", () => {
    for (const value of ["", "unknown", "__proto__", "toString", "constructor", "hasOwnProperty", "Status"]) {
      expect(leadNotice(value)).toBeUndefined();
    }
    expect(leadNotice(null)).toBeUndefined();
  });
});

describe("label tables", () => {
  it("never mistake an inherited property for a label", () => {
    expect(channelLabel("constructor")).toBe("constructor");
    expect(payloadEntries({ toString: "x", constructor: "y" })).toEqual([
      { label: "To string", value: "x" },
      { label: "Constructor", value: "y" },
    ]);
  });
});

describe("leadWhatsAppReply", () => {
  const text = (href: string | undefined) => (href ? new URL(href).searchParams.get("text") : undefined);

  it("greets the lead by first name about their quote request, on their mobile", () => {
    const href = leadWhatsAppReply(
      { kind: "quote", fullName: "Zoë Nkosi-Müller", phone: "082 555 0101" },
      "Q-261212-K7PX",
    );
    expect(href?.startsWith("https://wa.me/27825550101?text=")).toBe(true);
    expect(text(href)).toBe("Hi Zoë, this is Sandton Sound Hire about your quote request Q-261212-K7PX.");
  });

  it("names the kind of request for other leads, and says 'there' without a name", () => {
    expect(text(leadWhatsAppReply({ kind: "callback", fullName: "Lerato Dlamini", phone: "+27 71 234 5678" }))).toBe(
      "Hi Lerato, this is Sandton Sound Hire about your call-back request.",
    );
    expect(text(leadWhatsAppReply({ kind: "contact", fullName: null, phone: "0712345678" }))).toBe(
      "Hi there, this is Sandton Sound Hire about your contact message.",
    );
  });

  it("offers no chat without a South African mobile number", () => {
    expect(leadWhatsAppReply({ kind: "callback", fullName: "Sipho", phone: "011 784 2250" })).toBeUndefined();
    expect(leadWhatsAppReply({ kind: "callback", fullName: "Sipho", phone: null })).toBeUndefined();
  });
});

describe("repeatedSubmissionText", () => {
  it("says nothing of a lead sent once", () => {
    expect(repeatedSubmissionText(1, null)).toBeUndefined();
  });

  it("counts the identical submissions a flood folded into one record, and when the last came", () => {
    expect(repeatedSubmissionText(1234, null)).toBe("1,234 identical submissions");
    expect(repeatedSubmissionText(2, "29 Nov 2026, 10:15")).toBe(
      "2 identical submissions, the last received 29 Nov 2026, 10:15",
    );
  });
});
