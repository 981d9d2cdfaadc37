// The privacy notice on proofs of payment (decision 040): why they are kept and for how long, in the periods
// the clean-up applies.
import { describe, expect, it } from "vitest";
import { DEFAULT_RETENTION, proofOfPaymentRetention } from "#app/features/privacy/retention.ts";
import { privacyNoticeFor } from "#app/features/privacy/content/privacy-notice.ts";

describe("how long proofs of payment are kept", () => {
  it("keeps them as a booking's financial record once the deposit arrived, else with the enquiry", () => {
    expect(proofOfPaymentRetention(DEFAULT_RETENTION)).toBe(
      "5 years after our last contact once your deposit has reached us, because it is then part of the financial records SARS requires us to keep; if the deposit never reaches us, 2 years after our last contact, with your enquiry.",
    );
    expect(proofOfPaymentRetention({ ...DEFAULT_RETENTION, bookingYears: 7, enquiryMonths: 18 })).toMatch(
      /^7 years after .* 18 months after our last contact/,
    );
  });

  it("is in the privacy notice: what a proof holds, why it is kept, and for how long", () => {
    const text = JSON.stringify(privacyNoticeFor(DEFAULT_RETENTION));
    expect(text).toContain("Proofs of payment:");
    expect(text).toContain("It shows your name, bank and account details");
    expect(text).toContain(`Proofs of payment for a deposit:`);
    expect(text).toContain(proofOfPaymentRetention(DEFAULT_RETENTION));
  });
});
