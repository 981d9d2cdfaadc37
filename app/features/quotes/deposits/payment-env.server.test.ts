import { describe, expect, it } from "vitest";
import { parsePaymentEnv } from "#app/features/quotes/deposits/payment-env.server.ts";

const banking = {
  EFT_BANK_NAME: "First National Bank",
  EFT_ACCOUNT_HOLDER: "Sandton Sound Hire (Pty) Ltd",
  EFT_ACCOUNT_NUMBER: "628 1234 5678",
  EFT_BRANCH_CODE: "250655",
};

describe("parsePaymentEnv", () => {
  it("asks for half the total as a deposit and has no banking details by default", () => {
    expect(parsePaymentEnv({})).toEqual({ depositPercent: 50 });
    expect(parsePaymentEnv({ DEPOSIT_PERCENT: "", EFT_BANK_NAME: "" }).depositPercent).toBe(50);
  });

  it("reads the deposit percentage and the four banking details (account number without spaces)", () => {
    expect(parsePaymentEnv({ ...banking, DEPOSIT_PERCENT: "30" })).toEqual({
      depositPercent: 30,
      banking: {
        bankName: "First National Bank",
        accountHolder: "Sandton Sound Hire (Pty) Ltd",
        accountNumber: "62812345678",
        branchCode: "250655",
      },
    });
  });

  it("names the variable and its rule when a value is wrong", () => {
    for (const value of ["0", "101", "12.5", "half"])
      expect(() => parsePaymentEnv({ DEPOSIT_PERCENT: value })).toThrow(
        /DEPOSIT_PERCENT: DEPOSIT_PERCENT must be a whole number from 1 to 100/,
      );
    expect(() => parsePaymentEnv({ ...banking, EFT_ACCOUNT_NUMBER: "62-81-ABC" })).toThrow(
      /EFT_ACCOUNT_NUMBER must be 6 to 16 digits/,
    );
    expect(() => parsePaymentEnv({ ...banking, EFT_BRANCH_CODE: "2506" })).toThrow(
      /EFT_BRANCH_CODE must be the bank's six-digit branch code/,
    );
  });

  it("refuses some banking details without the others", () => {
    expect(() => parsePaymentEnv({ EFT_BANK_NAME: "First National Bank", EFT_BRANCH_CODE: "250655" })).toThrow(
      "EFT_BANK_NAME, EFT_ACCOUNT_HOLDER, EFT_ACCOUNT_NUMBER, EFT_BRANCH_CODE must be set together (missing: EFT_ACCOUNT_HOLDER, EFT_ACCOUNT_NUMBER)",
    );
  });
});
