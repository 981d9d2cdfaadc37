// What the lead page's forms do, against a real database: move the lead (its
// quote won or lost with it), add a note, retry a notification. Each refusal
// names its form and field and stores nothing; an editor may change nothing.
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/lead";
import { action } from "#app/routes/admin/lead.tsx";
import { getLead } from "#app/features/leads/leads-db.server.ts";
import { listLeadEvents } from "#app/features/leads/inbox/lead-admin.server.ts";
import { getQuoteByNumber } from "#app/features/quotes/quotes-db.server.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import {
  SITE,
  returnedData,
  seedLead,
  seedQuoteLead,
  staffRouteTestbed,
  thrownBy,
} from "#app/routes/admin/staff-route.test-support.tsx";

const bed = staffRouteTestbed({ sendingChannels: ["email"] });

function post(leadId: string, fields: Record<string, string>, role: StaffRole = "sales") {
  const request = bed.post(`/admin/leads/${leadId}`, fields);
  return action({ request, params: { leadId }, context: bed.contextAs(role) } as unknown as Route.ActionArgs);
}

const locationOf = (answer: unknown) => (answer as Response).headers.get("Location");

describe("the lead page's status form", () => {
  it("moves the lead and comes back with the notice", async () => {
    const leadId = await seedLead(bed.database.db);
    const answer = await post(leadId, { intent: "status", current_status: "new", status: "contacted" });
    expect(locationOf(answer)).toBe(`/admin/leads/${leadId}?notice=status`);
    expect((await getLead(bed.database.db, leadId))?.status).toBe("contacted");
  });

  it("refuses an unknown status, a stale page and no change, by the status field", async () => {
    const leadId = await seedLead(bed.database.db);
    expect(returnedData(await post(leadId, { intent: "status", current_status: "new", status: "maybe" }))).toEqual({
      status: 400,
      body: { intent: "status", field: "status", message: "Choose one of the listed statuses." },
    });
    expect(returnedData(await post(leadId, { intent: "status", current_status: "won", status: "lost" })).status).toBe(
      409,
    );
    expect(returnedData(await post(leadId, { intent: "status", current_status: "new", status: "new" }))).toEqual({
      status: 400,
      body: { intent: "status", field: "status", message: "This lead is already New." },
    });
    expect((await getLead(bed.database.db, leadId))?.status).toBe("new");
  });

  it("asks why a lead is moved to lost by hand, and keeps the reason in the history and on its quote", async () => {
    const leadId = await seedLead(bed.database.db);
    expect(returnedData(await post(leadId, { intent: "status", current_status: "new", status: "lost" }))).toEqual({
      status: 400,
      body: { intent: "status", field: "lost_reason", message: "Choose why the lead was lost." },
    });
    expect((await getLead(bed.database.db, leadId))?.status).toBe("new");
    const moved = await post(leadId, {
      intent: "status",
      current_status: "new",
      status: "lost",
      lost_reason: "no_response",
      lost_note: "Three calls, no answer",
    });
    expect(locationOf(moved)).toBe(`/admin/leads/${leadId}?notice=status`);
    const events = await listLeadEvents(bed.database.db, leadId);
    expect(events.at(-1)).toMatchObject({
      toStatus: "lost",
      note: "No response from the customer: Three calls, no answer",
    });

    const quote = await seedQuoteLead(bed.database.db);
    await post(quote.leadId, { intent: "status", current_status: "new", status: "lost", lost_reason: "price" });
    const row = await bed.database.db
      .selectFrom("quotes")
      .select(["status", "lost_reason"])
      .where("lead_id", "=", quote.leadId)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ status: "lost", lost_reason: "price" });
  });

  it("answers 404 for a lead there is not", async () => {
    const answer = thrownBy(post("no-such-lead", { intent: "status", current_status: "new", status: "contacted" }));
    expect(await answer).toEqual({ status: 404, body: "There is no lead with this address." });
  });
});

describe("the lead page's note form", () => {
  it("adds the note to the history", async () => {
    const leadId = await seedLead(bed.database.db);
    expect(locationOf(await post(leadId, { intent: "note", note: "Called back, sending a quote" }))).toBe(
      `/admin/leads/${leadId}?notice=note`,
    );
    const events = await listLeadEvents(bed.database.db, leadId);
    expect(events).toEqual([expect.objectContaining({ type: "note", note: "Called back, sending a quote" })]);
  });

  it("refuses an empty note by its field and stores nothing; 404 for a lead there is not", async () => {
    const leadId = await seedLead(bed.database.db);
    expect(returnedData(await post(leadId, { intent: "note", note: "  " }))).toEqual({
      status: 400,
      body: { intent: "note", field: "note", message: "Write a note before saving it." },
    });
    expect(await listLeadEvents(bed.database.db, leadId)).toEqual([]);
    expect((await thrownBy(post("no-such-lead", { intent: "note", note: "Hello" }))).status).toBe(404);
  });
});

describe("the lead page's retry button", () => {
  it("queues a failed notification again and wakes the outbox", async () => {
    const leadId = await seedLead(bed.database.db);
    const row = await bed.database.db
      .updateTable("outbox")
      .set({ status: "failed", last_error: "SMTP refused" })
      .where("lead_id", "=", leadId)
      .returning("id")
      .executeTakeFirstOrThrow();
    expect(locationOf(await post(leadId, { intent: "retry", outbox_id: row.id }))).toBe(
      `/admin/leads/${leadId}?notice=retry`,
    );
    expect(bed.kicks).toBe(1);
    const again = await bed.database.db
      .selectFrom("outbox")
      .select("status")
      .where("id", "=", row.id)
      .executeTakeFirst();
    expect(again?.status).toBe("pending");
  });

  it("refuses a notification of another lead (404) and one being sent (409)", async () => {
    const leadId = await seedLead(bed.database.db);
    const other = await bed.database.db.selectFrom("outbox").select("id").executeTakeFirstOrThrow();
    const elsewhere = await seedLead(bed.database.db, { email: "other@example.co.za" });
    expect(returnedData(await post(elsewhere, { intent: "retry", outbox_id: other.id }))).toEqual({
      status: 404,
      body: { intent: "retry", message: "That notification does not belong to this lead." },
    });
    expect(returnedData(await post(leadId, { intent: "retry", outbox_id: other.id })).status).toBe(409);
    expect(bed.kicks).toBe(0);
  });
});

describe("the lead page's status form on a quote lead: its quote is won or lost with it", () => {
  it("marks the quote lost with its reason, and says the outcome is recorded", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    const answer = await post(quote.leadId, {
      intent: "status",
      current_status: "new",
      status: "lost",
      lost_reason: "price",
      lost_note: "",
    });
    expect(locationOf(answer)).toBe(`/admin/leads/${quote.leadId}?notice=outcome`);
    expect((await getQuoteByNumber(bed.database.db, quote.quoteNumber))?.quote.status).toBe("lost");
  });

  it("refuses a form without a status or a reason by its field, and a won quote's lead moved to lost with 409", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    expect(returnedData(await post(quote.leadId, { intent: "status", current_status: "new" }))).toEqual({
      status: 400,
      body: { intent: "status", field: "status", message: "Choose one of the listed statuses." },
    });
    expect(returnedData(await post(quote.leadId, { intent: "status", current_status: "new", status: "lost" }))).toEqual(
      {
        status: 400,
        body: { intent: "status", field: "lost_reason", message: "Choose why the lead was lost." },
      },
    );
    expect((await getQuoteByNumber(bed.database.db, quote.quoteNumber))?.quote.status).toBe("sent");
    await post(quote.leadId, { intent: "status", current_status: "new", status: "won" });
    const toLost = { intent: "status", current_status: "won", status: "lost", lost_reason: "price" };
    expect(returnedData(await post(quote.leadId, toLost))).toEqual({
      status: 409,
      body: { intent: "status", field: "status", message: "This quote is won, so it cannot be marked lost." },
    });
    expect((await getLead(bed.database.db, quote.leadId))?.status).toBe("won");
  });

  it("moves a lead without a quote to won as any status; the old won-or-lost post is an action no more", async () => {
    const leadId = await seedLead(bed.database.db);
    expect(locationOf(await post(leadId, { intent: "status", current_status: "new", status: "won" }))).toBe(
      `/admin/leads/${leadId}?notice=status`,
    );
    expect(returnedData(await post(leadId, { intent: "quote_outcome", outcome: "lost", reason: "price" }))).toEqual({
      status: 400,
      body: { intent: "unknown", message: "That action is not recognised. Reload the page and try again." },
    });
  });
});

describe("any post to the lead page", () => {
  it("refuses an editor with 403 and changes nothing", async () => {
    const leadId = await seedLead(bed.database.db);
    const refused = post(leadId, { intent: "status", current_status: "new", status: "contacted" }, "editor");
    expect((await thrownBy(refused)).status).toBe(403);
    expect((await getLead(bed.database.db, leadId))?.status).toBe("new");
  });

  it("refuses an unknown intent and a body that is not a form, at the top of the page", async () => {
    const leadId = await seedLead(bed.database.db);
    expect(returnedData(await post(leadId, { intent: "delete" })).body).toMatchObject({ intent: "unknown" });
    const plain = new Request(`${SITE}/admin/leads/${leadId}`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "intent=note&note=hi",
    });
    const answer = await action({
      request: plain,
      params: { leadId },
      context: bed.contextAs("sales"),
    } as unknown as Route.ActionArgs);
    expect(returnedData(answer)).toEqual({
      status: 415,
      body: {
        intent: "unknown",
        message: "Send the form as application/x-www-form-urlencoded or multipart/form-data",
      },
    });
  });
});
