// /admin/dashboard against a real database: lead arrivals and where they
// stand, the sources report, notifications, quote decisions, web vitals and
// errors, for the leads permission. The page renders each panel from them.
// @vitest-environment jsdom
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { Route } from "./+types/dashboard";
import Dashboard, { loader } from "#app/routes/admin/dashboard.tsx";
import { recordTelemetry, recordServerError } from "#app/platform/telemetry/telemetry-db.server.ts";
import { recordDecision } from "#app/features/quotes/live/customer-decisions.test-support.ts";
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

function load(role: StaffRole = "sales") {
  return loader({
    request: bed.get("/admin/dashboard"),
    params: {},
    context: bed.contextAs(role),
  } as unknown as Route.LoaderArgs);
}

async function seedActivity() {
  await seedLead(bed.database.db);
  const quote = await seedQuoteLead(bed.database.db);
  await recordDecision(bed.database.db, quote.quoteNumber, quote.accessToken, "discount");
  await recordTelemetry(bed.database.db, {
    page: "/mixer-hire-gauteng",
    metrics: [{ name: "LCP", value: 1800, id: "v5-lcp-1", navigationType: "navigate" }],
    errors: [{ message: "TypeError: x is undefined" }],
  });
  await recordServerError(bed.database.db, { message: "Database busy" });
  return quote;
}

describe("the dashboard's data", () => {
  it("counts the leads, the decisions, the vitals and the errors", async () => {
    const quote = await seedActivity();
    const data = await load("owner");
    expect(data.figures.receivedLast24Hours).toBe(2);
    // The discount request moved the quote lead on by itself (decision 067).
    expect(data.figures.byStatus.new).toBe(1);
    expect(data.figures.byStatus.changes_requested).toBe(1);
    expect(data.sources.total.leads).toBe(2);
    expect(data.sendingChannels).toEqual(["Sales e-mail"]);
    expect(data.decisions).toEqual([
      expect.objectContaining({ quoteNumber: quote.quoteNumber, leadId: quote.leadId, requestType: "discount" }),
    ]);
    expect(data.vitals.find((vital) => vital.name === "LCP")?.samples).toBe(1);
    expect(data.errors.day).toMatchObject({ server: 1, browser: 1 });
  });

  it("refuses an editor with 403", async () => {
    expect((await thrownBy(load("editor"))).status).toBe(403);
  });
});

describe("the dashboard page", () => {
  it("shows every panel from the data, the decision linking to its lead", async () => {
    const quote = await seedActivity();
    const data = await load();
    await renderStaffPage(<Dashboard {...({ loaderData: data } as unknown as Route.ComponentProps)} />);
    expect(screen.getByRole("heading", { level: 1, name: "Dashboard" })).toBeTruthy();
    const decisions = screen.getByRole("region", { name: "Latest quote decisions" });
    expect(within(decisions).getByRole("link", { name: quote.quoteNumber }).getAttribute("href")).toBe(
      `/admin/leads/${quote.leadId}`,
    );
    expect(within(decisions).getByText(/Asked for a discount/)).toBeTruthy();
    const notifications = screen.getByRole("region", { name: "Notifications" });
    expect(within(notifications).getByText("This server delivers: Sales e-mail.")).toBeTruthy();
    expect(screen.getByRole("table", { name: /Web vitals/ })).toBeTruthy();
    expect(screen.getByText("Database busy")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Download these figures (CSV)" }).getAttribute("href")).toBe(
      "/admin/dashboard/sources.csv",
    );
  });

  it("says so when nothing was measured and nobody decided", async () => {
    const data = await load();
    await renderStaffPage(<Dashboard {...({ loaderData: data } as unknown as Route.ComponentProps)} />);
    expect(screen.getByText("No visitor has decided on a quote yet.")).toBeTruthy();
    expect(screen.getByText(/No visitor page loads were measured in the last 7 days/)).toBeTruthy();
  });
});
