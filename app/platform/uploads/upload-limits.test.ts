import { describe, expect, it } from "vitest";
import {
  DEFAULT_PROOF_UPLOAD_LIMITS,
  formatMegabytes,
  hasDiskRoom,
  proofLimitMessage,
  proofLimitRefusal,
} from "#app/platform/uploads/upload-limits.ts";

const MB = 1024 * 1024;
const none = { quoteFiles: 0, quoteBytes: 0, clientFiles: 0, clientBytes: 0 };

describe("proofLimitRefusal", () => {
  it("takes ten files and 25 MB per quote, twenty files and 50 MB per client per day", () => {
    const limits = DEFAULT_PROOF_UPLOAD_LIMITS;
    expect(proofLimitRefusal(none, 5 * MB, limits)).toBeUndefined();
    expect(proofLimitRefusal({ ...none, quoteFiles: 9 }, 1, limits)).toBeUndefined();
    expect(proofLimitRefusal({ ...none, quoteFiles: 10 }, 1, limits)).toBe("quote-files");
    expect(proofLimitRefusal({ ...none, quoteBytes: 20 * MB }, 5 * MB, limits)).toBeUndefined();
    expect(proofLimitRefusal({ ...none, quoteBytes: 20 * MB }, 5 * MB + 1, limits)).toBe("quote-bytes");
    expect(proofLimitRefusal({ ...none, clientFiles: 19 }, 1, limits)).toBeUndefined();
    expect(proofLimitRefusal({ ...none, clientFiles: 20 }, 1, limits)).toBe("daily-limit");
    expect(proofLimitRefusal({ ...none, clientBytes: 45 * MB }, 5 * MB, limits)).toBeUndefined();
    expect(proofLimitRefusal({ ...none, clientBytes: 45 * MB }, 5 * MB + 1, limits)).toBe("daily-limit");
    // A size not yet known counts as nothing: the count of files still applies.
    expect(proofLimitRefusal({ ...none, quoteFiles: 10 }, -64 * 1024, limits)).toBe("quote-files");
  });
});

describe("hasDiskRoom", () => {
  it("keeps the floor free after the file is written", () => {
    expect(hasDiskRoom(1100 * MB, 5 * MB, 1024 * MB)).toBe(true);
    expect(hasDiskRoom(1028 * MB, 5 * MB, 1024 * MB)).toBe(false);
    expect(hasDiskRoom(0, 0, 0)).toBe(true);
  });
});

describe("the limits' messages", () => {
  it("name the field and the rule, with the installation's numbers", () => {
    const limits = { ...DEFAULT_PROOF_UPLOAD_LIMITS, filesPerQuote: 4, bytesPerQuote: 12.5 * MB };
    expect(formatMegabytes(12.5 * MB)).toBe("12.5 MB");
    expect(proofLimitMessage("quote-files", limits)).toMatch(/^This quote already has 4 proofs of payment/);
  });
});
