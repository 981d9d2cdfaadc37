import path from "node:path";
import { describe, expect, it } from "vitest";
import { parsePhotoEnv } from "#app/features/catalogue/photos/photo-env.server.ts";

describe("parsePhotoEnv", () => {
  it("keeps photos under data/ by default, or where CATALOGUE_PHOTO_DIR says", () => {
    expect(parsePhotoEnv({})).toEqual({ cataloguePhotoDir: path.resolve("data/catalogue-photos") });
    expect(parsePhotoEnv({ CATALOGUE_PHOTO_DIR: "/var/lib/sandton-sound/photos" })).toEqual({
      cataloguePhotoDir: "/var/lib/sandton-sound/photos",
    });
  });

  it("refuses a directory inside public/ or build/, which the site serves", () => {
    expect(() => parsePhotoEnv({ CATALOGUE_PHOTO_DIR: "public/photos" })).toThrow(
      /CATALOGUE_PHOTO_DIR must be outside public\//,
    );
    expect(() => parsePhotoEnv({ CATALOGUE_PHOTO_DIR: "build" })).toThrow(
      /CATALOGUE_PHOTO_DIR must be outside build\//,
    );
  });
});
