// /admin/emails: every e-mail the site sends, rendered with sample data, for
// any member of staff; 404 for an e-mail there is not. The page renders the
// chosen one's subject, its HTML part in a sandboxed frame and its text part.
// @vitest-environment jsdom
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/emails";
import EmailPreviews, { loader } from "#app/routes/admin/emails.tsx";
import { emailPreviewListing } from "#app/features/staff/emails/email-previews.server.ts";
import type { StaffRole } from "#app/features/staff/staff-roles.ts";
import { staffRouteTestbed, thrownBy } from "#app/routes/admin/staff-route.test-support.tsx";

const bed = staffRouteTestbed();

function load(search: string, role: StaffRole = "editor") {
  return loader({
    request: bed.get(`/admin/emails${search}`),
    params: {},
    context: bed.contextAs(role),
  } as unknown as Route.LoaderArgs);
}

describe("the e-mail previews", () => {
  it("shows the first e-mail by default and the one asked for, to every role", async () => {
    const [first, second] = emailPreviewListing();
    const page = await load("");
    expect(page.chosen).toEqual(first);
    expect(page.emails).toEqual(emailPreviewListing());
    expect(page.rendered.subject.length).toBeGreaterThan(0);
    for (const role of ["owner", "sales"] as const) {
      expect((await load(`?email=${second!.id}`, role)).chosen).toEqual(second);
    }
  }, 30_000);

  it("answers 404 for an e-mail there is not", async () => {
    expect(await thrownBy(load("?email=no-such-email"))).toEqual({ status: 404, body: "There is no such e-mail." });
  });

  it("renders the list with the chosen one marked, its subject, and both parts", async () => {
    const page = await load("");
    render(
      <MemoryRouter>
        <EmailPreviews {...({ loaderData: page } as unknown as Route.ComponentProps)} />
      </MemoryRouter>,
    );
    expect(screen.getByRole("heading", { level: 1, name: "E-mails" })).toBeTruthy();
    const current = screen.getByRole("link", { current: "page" });
    expect(current.textContent).toContain(page.chosen.title);
    expect(screen.getAllByRole("listitem")).toHaveLength(page.emails.length);
    expect(screen.getByTitle(`HTML part of: ${page.rendered.subject}`).getAttribute("sandbox")).toBe(
      "allow-scripts allow-popups allow-popups-to-escape-sandbox",
    );
    const textPart = screen.getByRole("heading", { name: "Plain-text part" }).nextElementSibling;
    expect(textPart?.tagName).toBe("PRE");
    expect(textPart?.textContent).toBe(page.rendered.text);
  }, 30_000);
});
