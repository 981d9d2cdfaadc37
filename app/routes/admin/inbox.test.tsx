// /admin, the staff inbox, against a real database: a page of leads for the
// query, the waiting view, suspected spam held back and counted; a role
// without leads is sent to its own start. The page renders the rows, the
// filters and the pages.
// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Route } from "./+types/inbox";
import Inbox, { loader } from "#app/routes/admin/inbox.tsx";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import {
  renderStaffPage,
  seedLead,
  seedQuoteLead,
  staffRouteTestbed,
  thrownBy,
} from "#app/routes/admin/staff-route.test-support.tsx";

const bed = staffRouteTestbed({ sendingChannels: ["email"] });
afterEach(cleanup);

function load(search = "", role: StaffRole = "sales") {
  return loader({
    request: bed.get(`/admin${search}`),
    params: {},
    context: bed.contextAs(role),
  } as unknown as Route.LoaderArgs);
}

describe("the inbox's data", () => {
  it("lists the leads newest first, with the quote's brief and the response time", async () => {
    const message = await seedLead(bed.database.db, { now: new Date(Date.now() - 60_000) });
    const quote = await seedQuoteLead(bed.database.db);
    const data = await load();
    expect(data.total).toBe(2);
    expect(data.leads.map((lead) => lead.id)).toEqual([quote.leadId, message]);
    expect(data.leads[0]?.quote?.quoteNumber).toBe(quote.quoteNumber);
    expect(data.leads[1]).toMatchObject({ name: "Sipho Dlamini", kind: "contact", status: "new" });
    expect(data.leads[1]?.response?.state).toBe("waiting");
    expect(data.waiting).toBe(2);
    expect(data.privacyRequests).toEqual([]);
  });

  it("filters by kind and search, and holds suspected spam back with a count", async () => {
    await seedLead(bed.database.db);
    await seedQuoteLead(bed.database.db);
    await seedLead(bed.database.db, { fullName: "Flood Bot", email: "bot@example.com", suspectedSpam: true });
    const plain = await load();
    expect(plain.total).toBe(2);
    expect(plain.held).toBe(1);
    expect((await load("?kind=contact")).leads.map((lead) => lead.name)).toEqual(["Sipho Dlamini"]);
    expect((await load("?spam=held")).leads.map((lead) => lead.name)).toEqual(["Flood Bot"]);
    expect((await load("?q=thandi")).total).toBe(1);
  });

  it("sends an editor to the catalogue instead", async () => {
    expect(await thrownBy(load("", "editor"))).toMatchObject({ status: 302 });
  });
});

describe("the inbox page", () => {
  it("shows each lead as a row linking to it, and the export of this view", async () => {
    const leadId = await seedLead(bed.database.db);
    await renderStaffPage(
      <Inbox {...({ loaderData: await load("?kind=contact") } as unknown as Route.ComponentProps)} />,
    );
    const table = screen.getByRole("table", { name: "Leads, newest first" });
    expect(within(table).getByRole("link", { name: "Sipho Dlamini" }).getAttribute("href")).toBe(
      `/admin/leads/${leadId}`,
    );
    expect(screen.getByRole("status").textContent).toBe("Showing 1–1 of 1 lead");
    expect(screen.getByRole("link", { name: "Export this view as CSV" }).getAttribute("href")).toBe(
      "/admin/leads.csv?kind=contact",
    );
  });

  it("says there are no leads yet, and pages through many", async () => {
    await renderStaffPage(<Inbox {...({ loaderData: await load() } as unknown as Route.ComponentProps)} />);
    expect(screen.getByRole("status").textContent).toMatch(/^No leads yet\./);
    expect(screen.queryByRole("table")).toBeNull();
    cleanup();
    for (let index = 0; index < 26; index += 1)
      await seedLead(bed.database.db, { email: `guest${index}@example.co.za` });
    await renderStaffPage(<Inbox {...({ loaderData: await load() } as unknown as Route.ComponentProps)} />);
    const pages = screen.getByRole("navigation", { name: "Inbox pages" });
    expect(within(pages).getByText("Page 1 of 2")).toBeTruthy();
    expect(within(pages).getByRole("link", { name: "Older leads →" }).getAttribute("href")).toBe("/admin?page=2");
  }, 30_000);
});
