// @vitest-environment jsdom
// The deposit panel with and without configured banking details.
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { EFT_TEXT, eftDepositView } from "#app/features/quotes/deposits/deposit.ts";
import { EftDepositPanel } from "#app/features/quotes/deposits/eft-deposit.tsx";

afterEach(cleanup);

const banking = {
  bankName: "First National Bank",
  accountHolder: "Sandton Sound Hire (Pty) Ltd",
  accountNumber: "62812345678",
  branchCode: "250655",
};

describe("EftDepositPanel", () => {
  it("shows the deposit due and each banking detail to copy, the quote number as the reference", () => {
    const view = eftDepositView({ quoteNumber: "Q-261121-7KQM", totalCents: 1_346_219, percent: 50, banking });
    const { container } = render(<EftDepositPanel view={view} />);
    const panel = screen.getByRole("region", { name: "Deposit by EFT" });
    expect(panel.textContent).toContain(
      "To confirm your booking, please pay a deposit of R6,731.00 (50% of R13,462.19, to the nearest rand). The balance after the deposit is R6,731.19.",
    );
    const terms = [...container.querySelectorAll("dt")].map((node) => node.textContent);
    const values = [...container.querySelectorAll("dd")].map((node) => node.textContent);
    expect(terms).toEqual(["Bank", "Account holder", "Account number", "Branch code", "Reference", "Amount"]);
    expect(values).toEqual([
      "First National Bank",
      "Sandton Sound Hire (Pty) Ltd",
      "62812345678",
      "250655",
      "Q-261121-7KQM",
      "R6,731.00",
    ]);
    // Each value is selected whole with one tap.
    for (const value of container.querySelectorAll("dd")) expect(value.className).toContain("select-all");
    expect(within(panel).getByText("All the details as text, to copy in one go")).toBeTruthy();
    expect(container.querySelector("pre")?.textContent).toBe(view.copyText);
    expect(within(panel).queryByText(EFT_TEXT.noBankingDetails)).toBeNull();
  });

  it("says the sales team will e-mail the banking details when none are configured, and shows no account", () => {
    const view = eftDepositView({
      quoteNumber: "Q-261121-7KQM",
      totalCents: 1_346_219,
      percent: 50,
      banking: undefined,
    });
    const { container } = render(<EftDepositPanel view={view} headingLevel={3} />);
    expect(screen.getByRole("heading", { level: 3, name: "Deposit by EFT" })).toBeTruthy();
    expect(screen.getByText(EFT_TEXT.noBankingDetails)).toBeTruthy();
    expect(container.querySelector("dl")).toBeNull();
    expect(container.textContent).not.toMatch(/Account number|Branch code/);
    expect(container.textContent).toContain("R6,731.00");
  });
});
