import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_RETENTION } from "#app/features/privacy/retention.ts";
import { recordBuildRetention, retentionMismatch } from "#app/features/privacy/retention-build-check.server.ts";

describe("the build's retention periods against the server's", () => {
  const roots: string[] = [];
  afterEach(() => roots.splice(0).forEach((root) => rmSync(root, { recursive: true, force: true })));
  function buildRoot() {
    const root = mkdtempSync(path.join(tmpdir(), "retention-build-"));
    mkdirSync(path.join(root, "build", "server"), { recursive: true });
    roots.push(root);
    return root;
  }

  it("finds nothing to say when they agree, or when the build recorded none", () => {
    const root = buildRoot();
    expect(retentionMismatch(root, DEFAULT_RETENTION)).toEqual([]);
    recordBuildRetention(root, DEFAULT_RETENTION);
    expect(retentionMismatch(root, DEFAULT_RETENTION)).toEqual([]);
  });

  it("names each period the pages quote differently from what the clean-up applies", () => {
    const root = buildRoot();
    recordBuildRetention(root, DEFAULT_RETENTION);
    expect(retentionMismatch(root, { ...DEFAULT_RETENTION, enquiryMonths: 12, unconfirmedDays: 3 })).toEqual([
      "RETENTION_ENQUIRY_MONTHS: pages built with 24, server running with 12",
      "RETENTION_UNCONFIRMED_DAYS: pages built with 7, server running with 3",
    ]);
  });
});
