// @vitest-environment jsdom
// The lead page's one status form (decision 070): one "Why it was lost" field,
// the moves that take a quote lead's quote along, and a refusal by its field.
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { LeadStatusForm, type LeadStatusFormProps } from "#app/features/leads/lead-page/lead-status-form.tsx";

afterEach(cleanup);

function renderForm(props: LeadStatusFormProps) {
  const Stub = createRoutesStub([{ path: "*", Component: () => <LeadStatusForm {...props} /> }]);
  return render(<Stub initialEntries={["/admin/leads/lead-1"]} />);
}

describe("LeadStatusForm", () => {
  it("asks why a lead was lost in one field, and says nothing of a quote for a lead without one", () => {
    renderForm({ status: "new", error: undefined });
    expect(screen.getAllByLabelText(/Why it was lost/)).toHaveLength(1);
    expect(screen.getByRole("button", { name: "Update status" })).toBeTruthy();
    expect(screen.queryByText(/marks its quote/)).toBeNull();
    expect(screen.getByLabelText("Move this lead to").getAttribute("aria-describedby")).toBeNull();
  });

  it("tells staff which moves mark a quote lead's quote too", () => {
    renderForm({ status: "quoted", quoteFollows: { won: true, lost: true }, error: undefined });
    expect(screen.getByText("Won or Lost marks its quote so too.")).toBeTruthy();
    cleanup();
    // A won quote is not marked lost, and a won quote is won already.
    renderForm({ status: "won", quoteFollows: { won: false, lost: false }, error: undefined });
    expect(screen.queryByText(/marks its quote/)).toBeNull();
    cleanup();
    renderForm({ status: "lost", quoteFollows: { won: false, lost: true }, error: undefined });
    expect(screen.getByText("Lost marks its quote so too.")).toBeTruthy();
  });

  it("shows a refusal by its field, described by it", () => {
    const error = { field: "status", message: "This quote is won, so it cannot be marked lost." };
    renderForm({ status: "won", quoteFollows: { won: false, lost: false }, error });
    const select = screen.getByLabelText("Move this lead to");
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(select.getAttribute("aria-describedby") ?? "")?.textContent).toBe(error.message);
    cleanup();
    renderForm({ status: "new", error: { field: "lost_reason", message: "Choose why the lead was lost." } });
    const reason = screen.getByLabelText(/Why it was lost/);
    expect(document.getElementById(reason.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      "Choose why the lead was lost.",
    );
  });
});
