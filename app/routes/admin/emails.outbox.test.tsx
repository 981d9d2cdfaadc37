// /admin/emails' outbox against a real database: every queued message, newest
// first, its state in staff's words, filtered by state, 50 a page, one
// message's stored content as text, or a sent e-mail as it went (its subject in
// the list, its HTML part in a frame with no permissions, its text part);
// shown to roles that see leads only. Without SMTP the page says e-mail is not
// configured; with it, it does not.
// @vitest-environment jsdom
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import type { Route } from "./+types/emails";
import EmailPreviews, { loader } from "#app/routes/admin/emails.tsx";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import { seedLead, staffRouteTestbed } from "#app/routes/admin/staff-route.test-support.tsx";
import { claimDueOutbox, markDelivered } from "#app/platform/mail/outbox-db.server.ts";

afterEach(cleanup);

function loaderOf(bed: ReturnType<typeof staffRouteTestbed>) {
  return (search: string, role: StaffRole = "sales") =>
    loader({
      request: bed.get(`/admin/emails${search}`),
      params: {},
      context: bed.contextAs(role),
    } as unknown as Route.LoaderArgs);
}

function renderPage(page: Awaited<ReturnType<typeof loader>>) {
  render(
    <MemoryRouter>
      <EmailPreviews {...({ loaderData: page } as unknown as Route.ComponentProps)} />
    </MemoryRouter>,
  );
}

describe("the outbox without SMTP", () => {
  const bed = staffRouteTestbed({ sendingChannels: [] });
  const load = loaderOf(bed);

  it("lists every message newest first with its state, filters by state, and shows one as stored", async () => {
    const first = await seedLead(bed.database.db);
    const second = await seedLead(bed.database.db, { email: "naledi@example.co.za" });
    const rows = await bed.database.db.selectFrom("outbox").select(["id", "lead_id"]).execute();
    const failed = rows.find((row) => row.lead_id === first)!;
    await bed.database.db
      .updateTable("outbox")
      .set({ status: "failed", attempts: 5, last_error: "SMTP refused" })
      .where("id", "=", failed.id)
      .execute();

    const page = await load("");
    expect(page.emailConfigured).toBe(false);
    expect(page.outbox?.total).toBe(2);
    expect(page.outbox?.messages.map((message) => [message.leadId, message.state])).toEqual([
      [second, "waiting"],
      [first, "failed"],
    ]);
    expect(page.outbox?.messages[0]).toMatchObject({ title: "Sales e-mail", recipient: "Sales", sentAt: null });

    const onlyFailed = await load("?state=failed");
    expect(onlyFailed.outbox?.messages.map((message) => message.id)).toEqual([failed.id]);

    const chosen = await load(`?message=${failed.id}`);
    expect(chosen.outbox?.chosen?.stored).toContain(`"leadId": "${first}"`);
    renderPage(chosen);
    expect(screen.getByRole("status").textContent).toContain("E-mail is not configured on this site");
    const outbox = screen.getByRole("region", { name: "Outbox" });
    expect(within(outbox).getAllByRole("row")).toHaveLength(3);
    expect(within(outbox).getByText("SMTP refused", { exact: false })).toBeTruthy();
    // The stored content is text in a <pre>, never markup.
    expect(outbox.querySelector("pre")?.textContent).toBe(chosen.outbox?.chosen?.stored);
  }, 30_000);

  it("pages 50 at a time", async () => {
    for (let index = 0; index < 51; index += 1)
      await seedLead(bed.database.db, { email: `guest${index}@example.co.za` });
    const first = await load("");
    expect(first.outbox).toMatchObject({ page: 1, pageCount: 2, total: 51 });
    expect(first.outbox?.messages).toHaveLength(50);
    expect((await load("?page=2")).outbox?.messages).toHaveLength(1);
  }, 60_000);

  it("keeps the outbox from a role that does not see leads; the samples stay", async () => {
    await seedLead(bed.database.db);
    const page = await load("", "editor");
    expect(page.outbox).toBeNull();
    expect(page.emails.length).toBeGreaterThan(0);
  });
});

describe("the outbox with SMTP", () => {
  const bed = staffRouteTestbed({ sendingChannels: ["email", "customer_email"] });
  const load = loaderOf(bed);

  it("says nothing about e-mail being off", async () => {
    const page = await load("");
    expect(page.emailConfigured).toBe(true);
    renderPage(page);
    expect(screen.queryByText("E-mail is not configured", { exact: false })).toBeNull();
  }, 30_000);

  it("shows a sent e-mail's subject in the list and, chosen, the e-mail as it went", async () => {
    const sentLead = await seedLead(bed.database.db);
    const [claimed] = await claimDueOutbox(bed.database.db, new Date(), 1);
    if (!claimed) throw new Error("expected a claimed row");
    const copy = {
      to: "sales@example.co.za, bookings@example.co.za",
      subject: "New contact message: Sipho <b>Dlamini</b>",
      html: '<p>Sipho &lt;b&gt;Dlamini&lt;/b&gt;</p><script>parent.document.title = "taken"</script>',
      text: "Name: Sipho <b>Dlamini</b>\nPhone: 082 555 0199",
    };
    await markDelivered(bed.database.db, claimed.id, new Date(), copy);
    await seedLead(bed.database.db, { email: "naledi@example.co.za" });

    const page = await load("");
    expect(page.outbox?.messages.map((message) => [message.state, message.subject])).toEqual([
      ["waiting", "Written when it is sent"],
      ["sent", copy.subject],
    ]);
    const chosen = await load(`?message=${claimed.id}`);
    expect(chosen.outbox?.chosen).toMatchObject({ leadId: sentLead, recipient: copy.to, sent: copy, stored: null });
    renderPage(chosen);
    const outbox = screen.getByRole("region", { name: "Outbox" });
    const [, waitingRow, sentRow] = within(outbox).getAllByRole("row");
    expect(within(waitingRow!).getByText("Written when it is sent")).toBeTruthy();
    // The subject is text, never markup.
    expect(within(sentRow!).getByText(copy.subject)).toBeTruthy();
    const message = within(outbox).getByRole("region", { name: `Sales e-mail to ${copy.to}` });
    expect(within(message).getByText(copy.subject, { selector: "dd" })).toBeTruthy();
    // The HTML part goes into a frame with no permissions at all; nothing of it is markup on the page.
    const frame = within(message).getByTitle(`HTML part as sent of: ${copy.subject}`);
    expect(frame.getAttribute("sandbox")).toBe("");
    expect(frame.getAttribute("srcdoc")).toBe(copy.html);
    expect(outbox.querySelector("script, b")).toBeNull();
    const text = within(message).getByRole("region", { name: "Plain-text part as sent" });
    expect(text.querySelector("pre")?.textContent).toBe(copy.text);
    expect(within(message).queryByText("What the outbox holds", { exact: false })).toBeNull();
  }, 30_000);
});
