import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseUploadEnv } from "#app/platform/uploads/upload-env.server.ts";

const MB = 1024 * 1024;

describe("parseUploadEnv", () => {
  it("has sensible defaults: 10 files and 25 MB a quote, 20 files and 50 MB a client a day, 1 GB kept free", () => {
    expect(parseUploadEnv({})).toEqual({
      proofs: { filesPerQuote: 10, bytesPerQuote: 25 * MB, filesPerClientPerDay: 20, bytesPerClientPerDay: 50 * MB },
      minFreeDiskBytes: 1024 * MB,
      tempDir: path.resolve("data/upload-tmp"),
      photos: { maxPixels: 40_000_000, timeoutSeconds: 60 },
    });
  });

  it("reads every limit, and names the variable whose value is wrong", () => {
    const config = parseUploadEnv({
      PROOF_UPLOADS_PER_QUOTE: "4",
      PROOF_UPLOAD_MB_PER_QUOTE: "12",
      PROOF_UPLOADS_PER_CLIENT_PER_DAY: "8",
      PROOF_UPLOAD_MB_PER_CLIENT_PER_DAY: "30",
      UPLOAD_MIN_FREE_DISK_MB: "0",
      CATALOGUE_PHOTO_MAX_MEGAPIXELS: "24",
      CATALOGUE_PHOTO_TIMEOUT_SECONDS: "30",
      UPLOAD_TEMP_DIR: "/var/tmp/sandton-sound",
    });
    expect(config).toEqual({
      proofs: { filesPerQuote: 4, bytesPerQuote: 12 * MB, filesPerClientPerDay: 8, bytesPerClientPerDay: 30 * MB },
      minFreeDiskBytes: 0,
      tempDir: "/var/tmp/sandton-sound",
      photos: { maxPixels: 24_000_000, timeoutSeconds: 30 },
    });
    expect(() => parseUploadEnv({ PROOF_UPLOADS_PER_QUOTE: "0" })).toThrow(
      /PROOF_UPLOADS_PER_QUOTE must be a whole number from 1 to 1000/,
    );
    expect(() => parseUploadEnv({ UPLOAD_MIN_FREE_DISK_MB: "a lot" })).toThrow(/UPLOAD_MIN_FREE_DISK_MB/);
    expect(() => parseUploadEnv({ PROOF_UPLOAD_MB_PER_CLIENT_PER_DAY: "5000" })).toThrow(
      /PROOF_UPLOAD_MB_PER_CLIENT_PER_DAY must be a whole number from 1 to 2000/,
    );
  });

  it("keeps uploads on their way in outside the folders the site serves", () => {
    expect(() => parseUploadEnv({ UPLOAD_TEMP_DIR: "public/tmp" })).toThrow(/UPLOAD_TEMP_DIR must be outside public\//);
    expect(() => parseUploadEnv({ UPLOAD_TEMP_DIR: "build" })).toThrow(/UPLOAD_TEMP_DIR must be outside build\//);
    for (const directory of ["./build/client/tmp", path.resolve("public")])
      expect(() => parseUploadEnv({ UPLOAD_TEMP_DIR: directory })).toThrow(
        /UPLOAD_TEMP_DIR must be outside (public|build)\/, which the site serves/,
      );
    expect(parseUploadEnv({ UPLOAD_TEMP_DIR: "publicity" }).tempDir).toBe(path.resolve("publicity"));
  });
});
