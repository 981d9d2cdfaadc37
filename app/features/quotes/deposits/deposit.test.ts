import { describe, expect, it } from "vitest";
import { depositDueCents, eftDepositView } from "#app/features/quotes/deposits/deposit.ts";

const banking = {
  bankName: "First National Bank",
  accountHolder: "Sandton Sound Hire (Pty) Ltd",
  accountNumber: "62812345678",
  branchCode: "250655",
};

describe("depositDueCents", () => {
  it("takes the percentage of the total including VAT, to the nearest rand", () => {
    // 50% of R13,462.19 = R6,731.095 -> R6,731.00
    expect(depositDueCents(1_346_219, 50)).toBe(673_100);
    // 30% of R13,462.19 = R4,038.657 -> R4,039.00
    expect(depositDueCents(1_346_219, 30)).toBe(403_900);
    // Half a rand rounds up: 50% of R10,001.00 = R5,000.50 -> R5,001.00
    expect(depositDueCents(1_000_100, 50)).toBe(500_100);
    // 50% of R20,355.00 = R10,177.50 -> R10,178.00
    expect(depositDueCents(2_035_500, 50)).toBe(1_017_800);
  });

  it("is never more than the total, and 100% is the total to the cent", () => {
    // 99% of R0.90 = R0.891 -> R1.00 would be more than the total.
    expect(depositDueCents(90, 99)).toBe(90);
    expect(depositDueCents(1_346_219, 100)).toBe(1_346_219);
    expect(depositDueCents(0, 50)).toBe(0);
  });
});

describe("eftDepositView", () => {
  it("sets out the deposit and the banking details with the quote number as reference, also as one block to copy", () => {
    const view = eftDepositView({ quoteNumber: "Q-261121-7KQM", totalCents: 1_346_219, percent: 50, banking });
    expect(view).toEqual({
      depositDue: "R6,731.00",
      depositDueCents: 673_100,
      basis: "50% of R13,462.19, to the nearest rand",
      balance: "R6,731.19",
      reference: "Q-261121-7KQM",
      rows: [
        { label: "Bank", value: "First National Bank" },
        { label: "Account holder", value: "Sandton Sound Hire (Pty) Ltd" },
        { label: "Account number", value: "62812345678" },
        { label: "Branch code", value: "250655" },
        { label: "Reference", value: "Q-261121-7KQM" },
        { label: "Amount", value: "R6,731.00" },
      ],
      copyText: [
        "Bank: First National Bank",
        "Account holder: Sandton Sound Hire (Pty) Ltd",
        "Account number: 62812345678",
        "Branch code: 250655",
        "Reference: Q-261121-7KQM",
        "Amount: R6,731.00",
      ].join("\n"),
    });
  });

  it("shows no banking details when none are configured", () => {
    const view = eftDepositView({ quoteNumber: "Q-1", totalCents: 100_000, percent: 100, banking: undefined });
    expect(view).toEqual({
      depositDue: "R1,000.00",
      depositDueCents: 100_000,
      basis: "The full total of R1,000.00",
      balance: "R0.00",
      reference: "Q-1",
    });
  });
});
