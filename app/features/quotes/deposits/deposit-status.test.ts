import { describe, expect, it } from "vitest";
import {
  depositStatusText,
  formatFileSize,
  owesDeposit,
  proofOutcomeMessage,
  readDepositStatus,
  readProofOutcome,
} from "#app/features/quotes/deposits/deposit-status.ts";
import { DEFAULT_PROOF_UPLOAD_LIMITS } from "#app/platform/uploads/upload-limits.ts";

describe("the deposit's status in words", () => {
  it("reads the three statuses as the issue words them, the day in Johannesburg", () => {
    expect(depositStatusText("awaiting_payment", null)).toBe("Awaiting payment");
    expect(depositStatusText("proof_uploaded", null)).toBe("Proof received – being checked");
    // 22:30 UTC on Friday is 00:30 on Saturday in Johannesburg.
    expect(depositStatusText("received", "2026-12-11T22:30:00.000Z")).toBe(
      "Deposit received on Saturday, 12 December 2026",
    );
    expect(readDepositStatus("received")).toBe("received");
    expect(readDepositStatus("paid")).toBe("awaiting_payment");
  });

  it("asks a deposit of accepted and won quotes only", () => {
    expect(owesDeposit("accepted")).toBe(true);
    expect(owesDeposit("won")).toBe(true);
    for (const status of ["sent", "viewed", "changes_requested", "revised", "declined", "expired", "lost"] as const)
      expect(owesDeposit(status)).toBe(false);
  });

  it("names the field and the rule when an upload is refused", () => {
    expect(proofOutcomeMessage("too-large")).toEqual({
      ok: false,
      message: "Proof of payment: The file is larger than 5 MB. Please upload a smaller PDF, JPEG or PNG.",
    });
    expect(proofOutcomeMessage("type").message).toBe(
      "Proof of payment: The file must be a PDF, JPEG or PNG, and this one is none of them, whatever its name says.",
    );
    expect(proofOutcomeMessage("empty").message).toMatch(/^Proof of payment: The file is empty\./);
    expect(proofOutcomeMessage("no-file").message).toMatch(/^Proof of payment: Please choose/);
    expect(proofOutcomeMessage("received").ok).toBe(true);
    expect(readProofOutcome("too-large")).toBe("too-large");
    expect(readProofOutcome("<script>")).toBeUndefined();
    expect(readProofOutcome(null)).toBeUndefined();
  });

  it("gives sizes as staff read them", () => {
    expect(formatFileSize(48_213)).toBe("47 KB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5.0 MB");
    expect(formatFileSize(10)).toBe("1 KB");
  });

  it("names the upload limit a file would pass, with the installation's numbers", () => {
    const MB = 1024 * 1024;
    const limits = { ...DEFAULT_PROOF_UPLOAD_LIMITS, filesPerQuote: 4, bytesPerQuote: 12.5 * MB };
    expect(proofOutcomeMessage("quote-bytes", limits)).toEqual({
      ok: false,
      message:
        "Proof of payment: This file would take the proofs of payment on this quote past 12.5 MB, the most we keep for one quote. Please upload a smaller file (a screenshot of the payment confirmation is enough) or e-mail it to us.",
    });
    expect(proofOutcomeMessage("daily-limit").message).toBe(
      "Proof of payment: Your connection has uploaded as many proofs of payment today as we accept in one day (20 files or 50 MB). Please try again tomorrow or e-mail the file to us.",
    );
    expect(proofOutcomeMessage("disk-full").message).toMatch(/^Proof of payment: We cannot take uploads at the moment/);
    expect(proofOutcomeMessage("interrupted").message).toMatch(/^Proof of payment: Your upload did not finish/);
    expect(proofOutcomeMessage("duplicate").ok).toBe(true);
  });
});
