// @vitest-environment jsdom
// The landing pages' sidebar form in a browser-like DOM, posting to a stand-in
// for the call-back route. (The real action is covered end to end on /call-me-back.)
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SidebarCallBackForm } from "./sidebar-call-back-form";
import type { LeadFormResult } from "~/lib/lead-messages";

afterEach(cleanup);

function renderWithAction(answer: (form: FormData) => LeadFormResult | Promise<LeadFormResult>) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    { path: "/wedding-sound-hire-gauteng", Component: () => <SidebarCallBackForm pagePath="/wedding-sound-hire-gauteng" /> },
    {
      path: "/call-me-back",
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push(form);
        return answer(form);
      },
    },
  ]);
  render(<Stub initialEntries={["/wedding-sound-hire-gauteng"]} />);
  return posted;
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

describe("SidebarCallBackForm", () => {
  it("promises a call back within 24 hours and requires a valid e-mail before posting", async () => {
    const posted = renderWithAction(() => ({ status: "success" }));
    expect(screen.getByText("Leave your details and we'll call you back within 24 hours.")).toBeTruthy();
    fill("Full name", "Sipho Nkosi");
    fill("Phone number", "082 555 0101");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Call Me Back" })));
    expect(screen.getByText("Valid email is required")).toBeTruthy();
    expect(posted).toHaveLength(0);
  });

  it("posts with the page path as referrer, shows 'Submitting...', then resets", async () => {
    let release: () => void = () => {};
    const posted = renderWithAction(
      () => new Promise<LeadFormResult>((resolve) => (release = () => resolve({ status: "success" }))),
    );
    fill("Full name", "Sipho Nkosi");
    fill("Email address", "sipho@example.co.za");
    fill("Phone number", "082 555 0101");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Call Me Back" })));

    await waitFor(() => expect(screen.getByRole("button", { name: "Submitting..." })).toHaveProperty("disabled", true));
    expect(posted[0]?.get("referrer")).toBe("/wedding-sound-hire-gauteng");
    expect(posted[0]?.get("form")).toBe("sidebar");
    expect(posted[0]?.get("email")).toBe("sipho@example.co.za");

    await act(async () => release());
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("within 24 hours"));
    expect((screen.getByLabelText("Full name", { exact: false }) as HTMLInputElement).value).toBe("");
    expect(screen.getByRole("button", { name: "Call Me Back" })).toBeTruthy();
  });

  it("keeps the form and says what failed", async () => {
    renderWithAction(() => ({ status: "error" }));
    fill("Full name", "Sipho Nkosi");
    fill("Email address", "sipho@example.co.za");
    fill("Phone number", "082 555 0101");
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Call Me Back" })));
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("Failed to submit your request. Please try again."));
    expect((screen.getByLabelText("Full name", { exact: false }) as HTMLInputElement).value).toBe("Sipho Nkosi");
  });
});
