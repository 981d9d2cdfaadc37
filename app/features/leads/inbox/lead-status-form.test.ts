import { describe, expect, it } from "vitest";
import {
  LEAD_STATUS_FORM_MESSAGES,
  LOST_NOTE_MAX_LENGTH,
  checkLeadStatusForm,
  lostReasonNote,
} from "#app/features/leads/inbox/lead-status-form.ts";

const form = (fields: Record<string, string>) => ({ lost_reason: "", lost_note: "", ...fields });

describe("checkLeadStatusForm", () => {
  it("takes any status by hand without a reason", () => {
    expect(checkLeadStatusForm(form({ status: "contacted", current_status: "new" }))).toEqual({
      ok: true,
      move: { from: "new", to: "contacted" },
    });
    expect(checkLeadStatusForm(form({ status: "accepted", current_status: "lost" }))).toMatchObject({ ok: true });
    // Won asks no reason, and a reason posted with it is not kept.
    expect(checkLeadStatusForm(form({ status: "won", current_status: "quoted", lost_reason: "price" }))).toEqual({
      ok: true,
      move: { from: "quoted", to: "won" },
    });
  });

  it("asks why a lead is moved to lost, and for words with 'Other'", () => {
    expect(checkLeadStatusForm(form({ status: "lost", current_status: "quoted" }))).toEqual({
      ok: false,
      field: "lost_reason",
      message: LEAD_STATUS_FORM_MESSAGES.lostReason,
    });
    expect(checkLeadStatusForm(form({ status: "lost", current_status: "quoted", lost_reason: "other" }))).toEqual({
      ok: false,
      field: "lost_note",
      message: LEAD_STATUS_FORM_MESSAGES.lostNote,
    });
    // Spaces are no words.
    expect(
      checkLeadStatusForm(form({ status: "lost", current_status: "quoted", lost_reason: "other", lost_note: "  " })),
    ).toMatchObject({ ok: false, field: "lost_note" });
    expect(checkLeadStatusForm(form({ status: "lost", current_status: "quoted", lost_reason: "maybe" }))).toMatchObject(
      {
        ok: false,
        field: "lost_reason",
      },
    );
    expect(
      checkLeadStatusForm(
        form({ status: "lost", current_status: "quoted", lost_reason: "price", lost_note: "  Budget cut " }),
      ),
    ).toEqual({ ok: true, move: { from: "quoted", to: "lost", lost: { reason: "price", note: "Budget cut" } } });
  });

  it("refuses an unlisted status first, then a page it cannot read, then a reason too long", () => {
    expect(checkLeadStatusForm(form({ status: "maybe", current_status: "nope" }))).toMatchObject({ field: "status" });
    expect(checkLeadStatusForm(form({ status: "lost", current_status: "nope" }))).toMatchObject({
      field: "current_status",
    });
    const long = "x".repeat(LOST_NOTE_MAX_LENGTH + 1);
    expect(
      checkLeadStatusForm(form({ status: "lost", current_status: "new", lost_reason: "other", lost_note: long })),
    ).toEqual({ ok: false, field: "lost_note", message: LEAD_STATUS_FORM_MESSAGES.lostNoteTooLong });
  });

  it("asks nothing more of a lead already lost (the action answers 'already Lost')", () => {
    expect(checkLeadStatusForm(form({ status: "lost", current_status: "lost" }))).toEqual({
      ok: true,
      move: { from: "lost", to: "lost" },
    });
  });
});

describe("lostReasonNote", () => {
  it("is the reason's label, with the words after it", () => {
    expect(lostReasonNote({ reason: "competitor", note: "" })).toBe("Went with another supplier");
    expect(lostReasonNote({ reason: "other", note: "Venue closed" })).toBe("Other: Venue closed");
    expect(lostReasonNote({ reason: "price", note: "" })).toBe("Price");
  });
});
