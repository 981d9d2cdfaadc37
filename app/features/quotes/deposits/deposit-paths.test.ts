// The deposit's paths: which one reads its own body past the page-post limit,
// which download sends only its own headers, who may reach the staff side,
// and which posts count as another site's.
import { describe, expect, it } from "vitest";
import { STAFF_ROUTES, accessAllows } from "#app/features/staff/staff-roles.ts";
import { proofUploadPath, readsOwnUpload } from "#app/features/quotes/deposits/live-deposit.server.ts";
import { fromAnotherSite } from "#app/features/quotes/deposits/proof-upload.server.ts";
import {
  isProofDownloadPath,
  leadDepositPath,
  proofDownloadPath,
} from "#app/features/quotes/deposits/staff-deposit.server.ts";

const TOKEN = "A".repeat(43);

describe("the deposit's paths", () => {
  it("lets only the upload route past the 64 KB page-post limit", () => {
    expect(proofUploadPath(TOKEN)).toBe(`/q/${TOKEN}/proof-of-payment`);
    expect(readsOwnUpload(proofUploadPath(TOKEN))).toBe(true);
    expect(readsOwnUpload(`/q/${TOKEN}`)).toBe(false);
    expect(readsOwnUpload(`/q/${TOKEN}/decisions`)).toBe(false);
    expect(readsOwnUpload(`/q/short/proof-of-payment`)).toBe(false);
    expect(readsOwnUpload(`/q/${TOKEN}/proof-of-payment/more`)).toBe(false);
  });

  it("keeps the staff side to the owner and sales", () => {
    const deposit = STAFF_ROUTES["routes/admin/lead-deposit.ts"];
    for (const access of [deposit.loader, deposit.action, STAFF_ROUTES["routes/admin/lead-proof.ts"].loader]) {
      expect(access).toBe("leads");
      expect(accessAllows("owner", access)).toBe(true);
      expect(accessAllows("sales", access)).toBe(true);
      expect(accessAllows("editor", access)).toBe(false);
    }
    expect(leadDepositPath("0193a1b2")).toBe("/admin/leads/0193a1b2/deposit");
    expect(isProofDownloadPath(proofDownloadPath("0193a1b2", "0193c3d4"))).toBe(true);
    expect(isProofDownloadPath("/admin/leads/0193a1b2")).toBe(false);
    // The router answers the same download in any letter case and with a trailing slash.
    expect(isProofDownloadPath("/Admin/Leads/0193a1b2/Proofs/0193c3d4/")).toBe(true);
  });

  it("refuses a post from another site's page, by Origin or Sec-Fetch-Site", () => {
    const post = (headers: Record<string, string>) =>
      new Request(`http://www.sandtonsoundhire.co.za${proofUploadPath(TOKEN)}`, { method: "POST", headers });
    expect(fromAnotherSite(post({ Origin: "https://www.sandtonsoundhire.co.za" }))).toBe(false);
    expect(fromAnotherSite(post({}))).toBe(false);
    expect(fromAnotherSite(post({ Origin: "https://evil.example" }))).toBe(true);
    expect(fromAnotherSite(post({ Origin: "null" }))).toBe(true);
    expect(fromAnotherSite(post({ "Sec-Fetch-Site": "cross-site" }))).toBe(true);
  });
});
