// The staff's lead workflow in the data layer (status changes, history, delivery
// retries), on SQLite and on PostgreSQL when TEST_DATABASE_URL is set.
import { describe, expect, it } from "vitest";
import {
  addLeadNote,
  changeLeadStatus,
  listLeadEvents,
  retryDelivery,
} from "#app/features/leads/inbox/lead-admin.server.ts";
import { getLead } from "#app/features/leads/index.server.ts";
import { claimDueOutbox, listOutbox, markDelivered, markFailed } from "#app/platform/mail/outbox-db.server.ts";
import {
  T0,
  MINUTE,
  HOUR,
  DAY,
  at,
  ANNA,
  BEN,
  backends,
  staffAdminData,
} from "#app/features/staff/accounts/staff-admin-db.test-support.ts";

describe.each(backends)("staff data on $name: changeLeadStatus", (backend) => {
  const data = staffAdminData(backend);
  const { addLead, setStatus } = data;
  it("moves the lead and records who did it", async () => {
    const leadId = await addLead();
    expect(
      await changeLeadStatus(data.database.db, {
        leadId,
        from: "new",
        to: "contacted",
        staffEmail: ANNA,
        now: at(MINUTE),
      }),
    ).toEqual({
      status: "changed",
    });
    expect((await getLead(data.database.db, leadId))?.status).toBe("contacted");
    expect(await listLeadEvents(data.database.db, leadId)).toEqual([
      {
        id: expect.any(String) as unknown as string,
        type: "status",
        fromStatus: "new",
        toStatus: "contacted",
        note: null,
        outboxId: null,
        quoteVersion: null,
        staffEmail: ANNA,
        createdAt: at(MINUTE).toISOString(),
      },
    ]);
  });

  it("writes nothing when the status stays the same", async () => {
    const leadId = await addLead();
    expect(await changeLeadStatus(data.database.db, { leadId, from: "new", to: "new", staffEmail: ANNA })).toEqual({
      status: "unchanged",
    });
    expect(await listLeadEvents(data.database.db, leadId)).toEqual([]);
  });

  it("refuses a move from a status the lead no longer has", async () => {
    const leadId = await addLead();
    await setStatus(leadId, "quoted");
    const result = await changeLeadStatus(data.database.db, {
      leadId,
      from: "new",
      to: "spam",
      staffEmail: BEN,
      now: at(MINUTE),
    });
    expect(result).toEqual({ status: "conflict", current: "quoted" });
    expect((await getLead(data.database.db, leadId))?.status).toBe("quoted");
    expect(await listLeadEvents(data.database.db, leadId)).toHaveLength(1);
    // Even a "no change" from a stale status is a conflict.
    expect(await changeLeadStatus(data.database.db, { leadId, from: "new", to: "new", staffEmail: BEN })).toEqual({
      status: "conflict",
      current: "quoted",
    });
  });

  it("reports an unknown lead", async () => {
    expect(
      await changeLeadStatus(data.database.db, { leadId: "no-such-lead", from: "new", to: "won", staffEmail: ANNA }),
    ).toEqual({
      status: "not_found",
    });
    expect(await data.database.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
  });

  it("lets one of two concurrent moves win and reports the other as a conflict", async () => {
    const leadId = await addLead();
    const other = await data.target.open();
    const results = await Promise.all([
      changeLeadStatus(data.database.db, { leadId, from: "new", to: "contacted", staffEmail: ANNA, now: at(MINUTE) }),
      changeLeadStatus(other.db, { leadId, from: "new", to: "spam", staffEmail: BEN, now: at(MINUTE) }),
    ]);
    const changed = results.filter((result) => result.status === "changed");
    const conflicts = results.filter((result) => result.status === "conflict");
    expect(changed).toHaveLength(1);
    expect(conflicts).toHaveLength(1);
    const status = (await getLead(data.database.db, leadId))?.status;
    expect(conflicts[0]).toEqual({ status: "conflict", current: status });
    const events = await listLeadEvents(data.database.db, leadId);
    expect(events.map((event) => [event.fromStatus, event.toStatus])).toEqual([["new", status]]);
  });
});

describe.each(backends)("staff data on $name: lead history", (backend) => {
  const data = staffAdminData(backend);
  const { addLead } = data;
  it("adds notes", async () => {
    const leadId = await addLead();
    expect(
      await addLeadNote(data.database.db, {
        leadId,
        note: "Wants a quote for 200 guests",
        staffEmail: BEN,
        now: at(MINUTE),
      }),
    ).toBe(true);
    expect(await listLeadEvents(data.database.db, leadId)).toEqual([
      {
        id: expect.any(String) as unknown as string,
        type: "note",
        fromStatus: null,
        toStatus: null,
        note: "Wants a quote for 200 guests",
        outboxId: null,
        quoteVersion: null,
        staffEmail: BEN,
        createdAt: at(MINUTE).toISOString(),
      },
    ]);
  });

  it("adds no note to an unknown lead", async () => {
    expect(await addLeadNote(data.database.db, { leadId: "no-such-lead", note: "x", staffEmail: BEN })).toBe(false);
    expect(await data.database.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
  });

  it("lists a lead's history oldest first, and only that lead's", async () => {
    const leadId = await addLead();
    const otherLead = await addLead({ fullName: "Other" });
    await addLeadNote(data.database.db, { leadId, note: "third", staffEmail: ANNA, now: at(3 * MINUTE) });
    await addLeadNote(data.database.db, { leadId, note: "first", staffEmail: ANNA, now: at(MINUTE) });
    await changeLeadStatus(data.database.db, {
      leadId,
      from: "new",
      to: "contacted",
      staffEmail: BEN,
      now: at(2 * MINUTE),
    });
    await addLeadNote(data.database.db, {
      leadId: otherLead,
      note: "elsewhere",
      staffEmail: ANNA,
      now: at(2 * MINUTE),
    });
    // Two events in the same millisecond keep the order they were written in.
    await addLeadNote(data.database.db, { leadId, note: "fourth", staffEmail: ANNA, now: at(4 * MINUTE) });
    await addLeadNote(data.database.db, { leadId, note: "fifth", staffEmail: ANNA, now: at(4 * MINUTE) });

    const events = await listLeadEvents(data.database.db, leadId);
    expect(events.map((event) => event.note ?? `${event.fromStatus}->${event.toStatus}`)).toEqual([
      "first",
      "new->contacted",
      "third",
      "fourth",
      "fifth",
    ]);
    expect(await listLeadEvents(data.database.db, "no-such-lead")).toEqual([]);
  });

  it("goes with its lead when the lead is deleted", async () => {
    const leadId = await addLead();
    await addLeadNote(data.database.db, { leadId, note: "note", staffEmail: ANNA });
    await data.database.db.deleteFrom("leads").where("id", "=", leadId).execute();
    expect(await data.database.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
  });
});

describe.each(backends)("staff data on $name: retryDelivery", (backend) => {
  const data = staffAdminData(backend);
  const { leadWithClaimedRow } = data;
  it("queues a failed notification again, due now with no attempts, and records it", async () => {
    const { leadId, outboxId } = await leadWithClaimedRow();
    expect(await markFailed(data.database.db, outboxId, "SMTP 550", null)).toBe(true);

    const now = at(HOUR);
    expect(await retryDelivery(data.database.db, { leadId, outboxId, staffEmail: ANNA, now })).toBe("queued");
    const [row] = await listOutbox(data.database.db, { leadId });
    expect(row).toMatchObject({ id: outboxId, status: "pending", attempts: 0, nextAttemptAt: now.toISOString() });
    expect(await listLeadEvents(data.database.db, leadId)).toEqual([
      {
        id: expect.any(String) as unknown as string,
        type: "retry",
        fromStatus: null,
        toStatus: null,
        note: null,
        outboxId,
        quoteVersion: null,
        staffEmail: ANNA,
        createdAt: now.toISOString(),
      },
    ]);
    // The worker picks it up at once.
    expect((await claimDueOutbox(data.database.db, now, 10)).map((message) => message.id)).toEqual([outboxId]);
  });

  it("brings forward a notification waiting for its next retry", async () => {
    const { leadId, outboxId } = await leadWithClaimedRow();
    expect(await markFailed(data.database.db, outboxId, "timeout", at(DAY))).toBe(true);
    expect(await retryDelivery(data.database.db, { leadId, outboxId, staffEmail: ANNA, now: at(MINUTE) })).toBe(
      "queued",
    );
    expect((await listOutbox(data.database.db, { leadId }))[0]).toMatchObject({
      status: "pending",
      attempts: 0,
      nextAttemptAt: at(MINUTE).toISOString(),
    });
  });
});

describe.each(backends)("staff data on $name: retryDelivery of notifications it leaves alone", (backend) => {
  const data = staffAdminData(backend);
  const { addLead, leadWithClaimedRow } = data;
  it("leaves a notification alone that has not failed yet (waiting or being sent)", async () => {
    const waiting = await addLead({ channels: ["email"] });
    const [row] = await listOutbox(data.database.db, { leadId: waiting });
    if (!row) throw new Error("no outbox row");
    expect(
      await retryDelivery(data.database.db, { leadId: waiting, outboxId: row.id, staffEmail: ANNA, now: at(MINUTE) }),
    ).toBe("not_retryable");

    const [inFlight] = await claimDueOutbox(data.database.db, T0, 10);
    if (!inFlight) throw new Error("nothing claimed");
    expect(
      await retryDelivery(data.database.db, {
        leadId: waiting,
        outboxId: inFlight.id,
        staffEmail: ANNA,
        now: at(MINUTE),
      }),
    ).toBe("not_retryable");
    expect((await listOutbox(data.database.db, { leadId: waiting }))[0]).toMatchObject({
      attempts: 1,
      nextAttemptAt: inFlight.nextAttemptAt,
    });
    expect(await listLeadEvents(data.database.db, waiting)).toEqual([]);
  });

  it("leaves a failed notification alone while its next try is being sent", async () => {
    const { leadId, outboxId } = await leadWithClaimedRow();
    expect(await markFailed(data.database.db, outboxId, "timeout", at(MINUTE))).toBe(true);
    // The worker claims the due retry: the old error goes, so the row reads as being sent.
    const [retrying] = await claimDueOutbox(data.database.db, at(MINUTE), 10);
    expect(retrying).toMatchObject({ id: outboxId, lastError: null, attempts: 2 });
    expect(await retryDelivery(data.database.db, { leadId, outboxId, staffEmail: ANNA, now: at(2 * MINUTE) })).toBe(
      "not_retryable",
    );
  });

  it("leaves a sent notification alone", async () => {
    const { leadId, outboxId } = await leadWithClaimedRow();
    expect(await markDelivered(data.database.db, outboxId, at(MINUTE))).toBe(true);
    expect(await retryDelivery(data.database.db, { leadId, outboxId, staffEmail: ANNA, now: at(HOUR) })).toBe(
      "not_retryable",
    );
    expect((await listOutbox(data.database.db, { leadId }))[0]).toMatchObject({ status: "sent", attempts: 1 });
    expect(await listLeadEvents(data.database.db, leadId)).toEqual([]);
  });

  it("finds nothing for another lead's notification or an unknown one", async () => {
    const { leadId, outboxId } = await leadWithClaimedRow();
    await markFailed(data.database.db, outboxId, "SMTP 550", null);
    const otherLead = await addLead();
    expect(await retryDelivery(data.database.db, { leadId: otherLead, outboxId, staffEmail: ANNA })).toBe("not_found");
    expect(await retryDelivery(data.database.db, { leadId, outboxId: "no-such-row", staffEmail: ANNA })).toBe(
      "not_found",
    );
    expect((await listOutbox(data.database.db, { leadId }))[0]?.status).toBe("failed");
    expect(await data.database.db.selectFrom("lead_events").selectAll().execute()).toEqual([]);
  });
});
