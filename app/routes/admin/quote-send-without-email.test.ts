// Sending a quote version while this site sends no e-mail (no SMTP, so no
// customer_email sender): the editor comes back with the notice that says so,
// and the lead page offers the live-quote link to copy and to send on WhatsApp.
import { describe, expect, it } from "vitest";
import type { Route as EditRoute } from "./+types/quote-edit";
import type { Route as LeadRoute } from "./+types/lead";
import { action as editAction } from "#app/routes/admin/quote-edit.tsx";
import { loader as leadLoader } from "#app/routes/admin/lead.tsx";
import { LEAD_NOTICES } from "#app/features/leads/inbox/lead-view.ts";
import { listOutbox } from "#app/platform/mail/outbox-db.server.ts";
import { seedQuoteLead, staffRouteTestbed } from "#app/routes/admin/staff-route.test-support.tsx";

const bed = staffRouteTestbed({ sendingChannels: ["email"] });
const SAVE = { intent: "save", "line-0-quantity": "3", "line-1-quantity": "1", "line-1-hours": "5" };

function post(leadId: string, fields: Record<string, string>) {
  const request = bed.post(`/admin/leads/${leadId}/quote/edit`, fields);
  return editAction({
    request,
    params: { leadId },
    context: bed.contextAs("sales"),
  } as unknown as EditRoute.ActionArgs);
}

function load(leadId: string, search: string) {
  return leadLoader({
    request: bed.get(`/admin/leads/${leadId}${search}`),
    params: { leadId },
    context: bed.contextAs("sales"),
  } as unknown as LeadRoute.LoaderArgs);
}

const locationOf = (answer: unknown) => (answer as Response).headers.get("Location");

describe("sending a version without e-mail set up", () => {
  it("says the version is live but no e-mail went out, and offers the link and WhatsApp", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    await post(quote.leadId, SAVE);
    expect(locationOf(await post(quote.leadId, { intent: "send", version: "2" }))).toBe(
      `/admin/leads/${quote.leadId}?notice=version_live`,
    );
    const outbox = await listOutbox(bed.database.db, { leadId: quote.leadId });
    expect(outbox.filter((message) => message.channel === "customer_email")).toEqual([]);

    const page = await load(quote.leadId, "?notice=version_live");
    expect(page.notice).toBe(LEAD_NOTICES.version_live);
    expect(page.notice).toContain("no e-mail was sent: e-mail is not set up");
    expect(page.unsentVersion?.liveUrl).toMatch(/^https?:\/\/[^/]+\/q\/[A-Za-z0-9_-]{43}$/);
    const whatsApp = new URL(page.unsentVersion?.whatsAppUrl ?? "");
    expect(`${whatsApp.origin}${whatsApp.pathname}`).toBe("https://wa.me/27825550123");
    expect(whatsApp.searchParams.get("text")).toContain(page.unsentVersion?.liveUrl);
    expect(whatsApp.searchParams.get("text")).toContain("version 2");
  });

  it("opens WhatsApp without a number when the customer's phone is no South African mobile", async () => {
    const quote = await seedQuoteLead(bed.database.db, {
      contact: { name: "Thandi Mokoena", email: "thandi@example.co.za", phone: "011 784 2250" },
    });
    await post(quote.leadId, SAVE);
    await post(quote.leadId, { intent: "send", version: "2" });
    const page = await load(quote.leadId, "?notice=version_live");
    expect(page.unsentVersion?.whatsAppUrl).toMatch(/^https:\/\/wa\.me\/\?text=/);
  });

  it("shows no link panel with any other notice", async () => {
    const quote = await seedQuoteLead(bed.database.db);
    expect((await load(quote.leadId, "?notice=version_sent")).unsentVersion).toBeUndefined();
    expect((await load(quote.leadId, "")).unsentVersion).toBeUndefined();
  });
});
