// @vitest-environment jsdom
// The staff area's frame as the server renders it: the role's links with the
// current page marked, who is signed in, and the sign-out form.
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { StaffAreaFrame } from "#app/features/staff/staff-area-frame.tsx";
import { navigationFor } from "#app/features/staff/staff-roles.ts";

afterEach(cleanup);

function renderFrame(pathname: string) {
  const frame = { email: "sipho@sandtonsoundhire.co.za", roleLabel: "Sales", navigation: navigationFor("sales") };
  const Stub = createRoutesStub([
    {
      path: "*",
      Component: () => (
        <StaffAreaFrame frame={frame} pathname={pathname}>
          <p>The page</p>
        </StaffAreaFrame>
      ),
    },
  ]);
  return render(<Stub initialEntries={[pathname]} />);
}

describe("StaffAreaFrame", () => {
  it("lists the role's links and marks the most specific one as the current page", () => {
    renderFrame("/admin/catalogue/stock");
    const nav = screen.getByRole("navigation", { name: "Staff" });
    expect(
      within(nav)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Inbox", "Dashboard", "Stock", "E-mails", "My account"]);
    expect(within(nav).getByRole("link", { name: "Stock" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Inbox" }).getAttribute("aria-current")).toBeNull();
  });

  it("says who is signed in, offers sign-out and shows the page", () => {
    renderFrame("/admin");
    expect(screen.getByText("sipho@sandtonsoundhire.co.za")).toBeTruthy();
    const signOut = screen.getByRole("button", { name: "Sign out" });
    expect(signOut.closest("form")?.getAttribute("action")).toBe("/admin/logout");
    expect(screen.getByRole("main").textContent).toBe("The page");
  });
});
