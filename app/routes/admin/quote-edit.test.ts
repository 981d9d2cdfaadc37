// /admin/leads/<id>/quote/edit against a real database (decision 039): the
// editor's view of a quote, saving the next version as a draft, sending it;
// a refused save keeps what was typed and stores nothing; 403 for an editor,
// 404 for a lead without a quote.
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/quote-edit";
import { action, loader } from "#app/routes/admin/quote-edit.tsx";
import { listQuoteVersions } from "#app/features/quotes/versions/quote-versions-db.server.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import {
  SITE,
  returnedData,
  seedLead,
  seedQuoteLead,
  staffRouteTestbed,
  thrownBy,
} from "#app/routes/admin/staff-route.test-support.tsx";

const bed = staffRouteTestbed({ sendingChannels: ["email", "customer_email"] });

const NO_QUOTE = "There is no quote on this lead. It may have been mistyped.";
const VALID_SAVE = { intent: "save", "line-0-quantity": "3", "line-1-quantity": "1", "line-1-hours": "5" };

function load(leadId: string, { role = "sales", search = "" }: { role?: StaffRole; search?: string } = {}) {
  return loader({
    request: bed.get(`/admin/leads/${leadId}/quote/edit${search}`),
    params: { leadId },
    context: bed.contextAs(role),
  } as unknown as Route.LoaderArgs);
}

function post(leadId: string, fields: Record<string, string>, role: StaffRole = "sales") {
  const request = bed.post(`/admin/leads/${leadId}/quote/edit`, fields);
  return action({ request, params: { leadId }, context: bed.contextAs(role) } as unknown as Route.ActionArgs);
}

const locationOf = (answer: unknown) => (answer as Response).headers.get("Location");

describe("the quote editor's page", () => {
  it("starts from the customer's version, with the catalogue and zones to choose from", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    const view = await load(quote.leadId);
    expect(view).toMatchObject({
      leadId: quote.leadId,
      title: "Thandi Mokoena",
      quoteNumber: quote.quoteNumber,
      statusLabel: "Sent",
      canSend: true,
      current: { version: 1 },
      draft: null,
      diff: null,
      notice: null,
    });
    expect(view.base.lines.map((line) => line.quantity)).toEqual([2, 1]);
    expect(view.catalogue.length).toBeGreaterThan(0);
    expect(view.zones.length).toBeGreaterThan(0);
  });

  it("refuses an editor with 403 and answers 404 for a lead without a quote", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    expect((await thrownBy(load(quote.leadId, { role: "editor" }))).status).toBe(403);
    expect(await thrownBy(load(await seedLead(bed.database.db)))).toEqual({ status: 404, body: NO_QUOTE });
    expect(await thrownBy(load("no-such-lead"))).toEqual({ status: 404, body: NO_QUOTE });
  });
});

describe("saving and sending a version", () => {
  it("saves the next version as a draft, shows what it changes, then sends it", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    expect(locationOf(await post(quote.leadId, VALID_SAVE))).toBe(
      `/admin/leads/${quote.leadId}/quote/edit?notice=saved`,
    );
    const withDraft = await load(quote.leadId, { search: "?notice=saved" });
    expect(withDraft.draft).toMatchObject({ version: 2, savedBy: "anna@sandtonsoundhire.co.za" });
    expect(withDraft.diff).not.toBeNull();
    expect(withDraft.notice).toBe("Version saved. Check what changed below, then send it to the customer.");

    expect(locationOf(await post(quote.leadId, { intent: "send", version: "2" }))).toBe(
      `/admin/leads/${quote.leadId}?notice=version_sent`,
    );
    expect(bed.kicks).toBe(1);
    const versions = await listQuoteVersions(bed.database.db, quote.quoteId);
    expect(versions.map((version) => [version.version, version.sentBy])).toEqual([
      [1, null],
      [2, "anna@sandtonsoundhire.co.za"],
    ]);
  });

  it("refuses a save with a bad quantity by its field, keeps what was typed, and stores nothing", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    const fields = { ...VALID_SAVE, "line-0-quantity": "lots" };
    const { status, body } = returnedData(await post(quote.leadId, fields));
    expect(status).toBe(400);
    expect(body).toEqual({
      errors: { "line-0-quantity": "Quantity must be a whole number from 1 to 999" },
      values: fields,
    });
    expect(await listQuoteVersions(bed.database.db, quote.quoteId)).toHaveLength(1);
  });

  it("refuses to send a version there is not, by the send button", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    expect(returnedData(await post(quote.leadId, { intent: "send", version: "7" }))).toEqual({
      status: 409,
      body: { errors: { send: "There is no such version to send." }, values: {} },
    });
    expect(bed.kicks).toBe(0);
  });

  it("refuses an editor with 403, a lead without a quote with 404, and a body that is not a form", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    expect((await thrownBy(post(quote.leadId, VALID_SAVE, "editor"))).status).toBe(403);
    expect(await thrownBy(post(await seedLead(bed.database.db), VALID_SAVE))).toEqual({ status: 404, body: NO_QUOTE });
    const plain = new Request(`${SITE}/admin/leads/${quote.leadId}/quote/edit`, {
      method: "POST",
      headers: { "Content-Type": "text/plain" },
      body: "intent=save",
    });
    const answer = await action({
      request: plain,
      params: { leadId: quote.leadId },
      context: bed.contextAs("sales"),
    } as unknown as Route.ActionArgs);
    expect(returnedData(answer).status).toBe(415);
    expect(await listQuoteVersions(bed.database.db, quote.quoteId)).toHaveLength(1);
  });
});
