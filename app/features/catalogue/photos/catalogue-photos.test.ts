import { describe, expect, it } from "vitest";
import {
  PHOTO_SIZES,
  fallbackWidth,
  heightAt,
  isPhotoUploadPath,
  parsePhotoVariantName,
  photoSrcSet,
  photoVariantName,
  photoWidthsFor,
} from "#app/features/catalogue/photos/catalogue-photos.ts";
import { photoAltSchema } from "#app/features/catalogue/photos/catalogue-photo-forms.ts";
import { readStaffForm } from "#app/features/staff/index.ts";

const HASH = "0123456789abcdef0123456789abcdef";

describe("photoWidthsFor", () => {
  it("makes every standard width up to the photo's own, never larger", () => {
    expect(photoWidthsFor(4032)).toEqual([320, 640, 960, 1280, 1920]);
    expect(photoWidthsFor(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(photoWidthsFor(1600)).toEqual([320, 640, 960, 1280]);
    expect(photoWidthsFor(640)).toEqual([320, 640]);
  });

  it("keeps a photo narrower than 320 px at its own width", () => {
    expect(photoWidthsFor(200)).toEqual([200]);
  });
});

describe("variant names", () => {
  it("names a variant by hash, width and format, and reads exactly that back", () => {
    const name = photoVariantName(HASH, 640, "avif");
    expect(name).toBe(`${HASH}-640.avif`);
    expect(parsePhotoVariantName(name)).toEqual({ hash: HASH, width: 640, format: "avif" });
    expect(parsePhotoVariantName(`${HASH}-1920.webp`)).toEqual({ hash: HASH, width: 1920, format: "webp" });
  });

  it("reads nothing else: other types, originals, paths, upper case, leading zeros", () => {
    for (const name of [
      `${HASH}-640.png`,
      `${HASH}.jpg`,
      `../originals/${HASH}.jpg`,
      `..%2F${HASH}-640.avif`,
      `${HASH.toUpperCase()}-640.avif`,
      `${HASH}-0640.avif`,
      `${HASH}-640.avif/`,
      `${HASH}-640.avif.html`,
      `${HASH.slice(1)}-640.avif`,
    ])
      expect(parsePhotoVariantName(name), name).toBeUndefined();
  });
});

describe("srcset and sizes", () => {
  const photo = { hash: HASH, width: 1600, height: 1200, widths: [320, 640, 960, 1280] };

  it("lists every width made for a format", () => {
    expect(photoSrcSet(photo, "avif")).toBe(
      `/media/catalogue/${HASH}-320.avif 320w, /media/catalogue/${HASH}-640.avif 640w, ` +
        `/media/catalogue/${HASH}-960.avif 960w, /media/catalogue/${HASH}-1280.avif 1280w`,
    );
  });

  it("picks a card-sized fallback, and the photo's height at a width from its aspect ratio", () => {
    expect(fallbackWidth(photo.widths)).toBe(640);
    expect(fallbackWidth([200])).toBe(200);
    expect(heightAt(photo, 480)).toBe(360);
    expect(heightAt({ width: 3024, height: 4032 }, 480)).toBe(640);
  });

  it("says how wide each layout shows a photo, the product page's main photo at most 600 px", () => {
    expect(PHOTO_SIZES.product).toMatch(/^\(min-width: 1280px\) 600px, /);
    expect(PHOTO_SIZES.thumbnail).toBe("96px");
  });
});

describe("the alt text rule", () => {
  const read = (alt?: string) => {
    const form = new FormData();
    if (alt !== undefined) form.set("alt", alt);
    return readStaffForm(form, photoAltSchema());
  };

  it("requires alt text, naming the field", () => {
    expect(read()).toEqual({ ok: false, fieldErrors: { alt: expect.stringMatching(/^Alt text: /) } });
    expect(read("   ")).toEqual({ ok: false, fieldErrors: { alt: expect.stringMatching(/^Alt text: /) } });
    expect(read("x".repeat(251))).toEqual({
      ok: false,
      fieldErrors: { alt: expect.stringMatching(/^Alt text: keep/) },
    });
    expect(read("  Two 18-inch subwoofers on a stage  ")).toEqual({
      ok: true,
      value: { alt: "Two 18-inch subwoofers on a stage" },
    });
  });
});

describe("paths the server treats apart", () => {
  it("knows the upload pages", () => {
    expect(isPhotoUploadPath("/admin/catalogue/photos/product/fog-machine")).toBe(true);
    expect(isPhotoUploadPath("/admin/catalogue/photos")).toBe(false);
    expect(isPhotoUploadPath("/admin/leads/1")).toBe(false);
  });
});
