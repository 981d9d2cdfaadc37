import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePhotoEnv } from "#app/features/catalogue/photos/photo-env.server.ts";

describe("parsePhotoEnv", () => {
  it("caches photo variants under data/ by default, or where PHOTO_CACHE_DIR says", () => {
    expect(parsePhotoEnv({})).toEqual({ photoCacheDir: path.resolve("data/photo-cache") });
    expect(parsePhotoEnv({ PHOTO_CACHE_DIR: "/var/cache/sandton-sound/photos" })).toEqual({
      photoCacheDir: "/var/cache/sandton-sound/photos",
    });
  });

  it("refuses a directory inside public/ or build/, which the site serves", () => {
    expect(() => parsePhotoEnv({ PHOTO_CACHE_DIR: "public/photos" })).toThrow(
      /PHOTO_CACHE_DIR must be outside public\//,
    );
    expect(() => parsePhotoEnv({ PHOTO_CACHE_DIR: "build" })).toThrow(/PHOTO_CACHE_DIR must be outside build\//);
  });
});
