// The photo pipeline on real files in a real temporary directory, with real
// photos made by sharp: upright by EXIF, no metadata (GPS) in what is served,
// the widths made, the original handed on byte for byte for the database
// (decision 060), and no file left behind whatever happens.
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { MAX_CATALOGUE_PHOTO_BYTES } from "#app/platform/uploads/upload-sniff.ts";
import { blankPng } from "#app/platform/uploads/upload-files.test-support.ts";
import { PhotoUploadSink } from "#app/features/catalogue/photos/photo-upload.server.ts";
import {
  DEFAULT_PHOTO_LIMITS,
  PhotoTimeout,
  makePhotoVariant,
  makePhotoVariants,
} from "#app/features/catalogue/photos/photo-variants.server.ts";

let root: string;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "catalogue-photos-"));
});

afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

/** A landscape camera JPEG stored sideways (EXIF orientation 6) with a GPS position, as phones save them. */
function sidewaysPhotoWithGps(width = 1600, height = 1200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 42, b: 90 } } })
    .jpeg({ quality: 80 })
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "TestCam", Model: "Warehouse One" },
      IFD3: { GPSLatitudeRef: "S", GPSLatitude: "26/1 6/1 0/1", GPSLongitudeRef: "E", GPSLongitude: "28/1 3/1 0/1" },
    })
    .toBuffer();
}

async function* inChunks(file: Buffer, size = 64 * 1024): AsyncIterable<Uint8Array> {
  for (let at = 0; at < file.length; at += size) yield file.subarray(at, at + size);
}

async function upload(file: Buffer, name = "speaker.jpg") {
  const sink = await PhotoUploadSink.start(path.join(root, ".incoming"), name);
  for await (const chunk of inChunks(file)) if (!(await sink.write(chunk))) break;
  return sink.finish();
}

async function filesUnder(folder: string): Promise<string[]> {
  return (await readdir(folder, { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe("makePhotoVariants", () => {
  it("turns a sideways photo upright and leaves every piece of metadata behind", async () => {
    const original = await sidewaysPhotoWithGps();
    const before = await sharp(original).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif).toBeDefined();
    expect(original.includes(Buffer.from("TestCam"))).toBe(true);

    const made = await makePhotoVariants("0123456789abcdef0123456789abcdef", original);
    // 1600 × 1200 stored sideways is a 1200 × 1600 portrait photo.
    expect({ width: made.width, height: made.height }).toEqual({ width: 1200, height: 1600 });
    expect(made.widths).toEqual([320, 640, 960]);
    expect(made.files.map((file) => file.name)).toEqual(
      [320, 640, 960].flatMap((width) => [
        `0123456789abcdef0123456789abcdef-${width}.avif`,
        `0123456789abcdef0123456789abcdef-${width}.webp`,
      ]),
    );
    for (const file of made.files) {
      const metadata = await sharp(file.data).metadata();
      expect(metadata.format).toBe(file.name.endsWith(".avif") ? "heif" : "webp");
      expect(metadata.exif, file.name).toBeUndefined();
      expect(metadata.xmp, file.name).toBeUndefined();
      expect(metadata.orientation ?? 1, file.name).toBe(1);
      expect(metadata.height! > metadata.width!, file.name).toBe(true);
      expect(Buffer.from(file.data).includes(Buffer.from("TestCam"))).toBe(false);
    }
  });

  it("makes one variant again exactly as the upload made it, and none of a width the photo has not", async () => {
    const original = await sidewaysPhotoWithGps(800, 600);
    const made = await makePhotoVariants("0123456789abcdef0123456789abcdef", original);
    expect(made.widths).toEqual([320]);
    expect(await makePhotoVariant(original, { width: 320, format: "avif" })).toEqual(Buffer.from(made.files[0]!.data));
    expect(await makePhotoVariant(original, { width: 320, format: "webp" })).toEqual(Buffer.from(made.files[1]!.data));
    expect(await makePhotoVariant(original, { width: 640, format: "webp" })).toBeUndefined();
  });
});

describe("PhotoUploadSink", () => {
  it("takes a JPEG, a PNG and a WebP: the original byte for byte and AVIF and WebP at each width", async () => {
    const base = sharp({ create: { width: 1000, height: 750, channels: 3, background: "#f5b301" } });
    const files = {
      jpeg: await base.clone().jpeg().toBuffer(),
      png: await base.clone().png().toBuffer(),
      webp: await base.clone().webp().toBuffer(),
    };
    for (const [kind, file] of Object.entries(files)) {
      const outcome = await upload(file, `photo.${kind}`);
      if (!outcome.ok) throw new Error(outcome.message);
      const { hash, width, height, widths, originalType } = outcome.stored;
      expect({ width, height, widths, originalType }).toEqual({
        width: 1000,
        height: 750,
        widths: [320, 640, 960],
        originalType: `image/${kind}`,
      });
      expect(outcome.stored.original).toEqual(file);
      expect(outcome.stored.variants.map((variant) => variant.name)).toEqual(
        [320, 640, 960].flatMap((width) => [`${hash}-${width}.avif`, `${hash}-${width}.webp`]),
      );
      expect(outcome.stored.variants.every((variant) => variant.data.byteLength > 0)).toBe(true);
    }
    // The scratch file of each upload is gone.
    expect(await readdir(path.join(root, ".incoming"))).toEqual([]);
    // Three photos encoded at three widths each: seconds on a busy two-core machine.
  }, 30_000);

  it("refuses a renamed text file and a photo of 15 MB and one byte, and keeps nothing", async () => {
    const text = await upload(Buffer.from("Hire list: 2 speakers, 1 mixer\n"), "photo.jpg");
    expect(text).toMatchObject({ ok: false, status: 422, refusal: "type" });
    const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#000" } })
      .jpeg()
      .toBuffer();
    const big = Buffer.concat([
      jpeg.subarray(0, -2),
      Buffer.alloc(MAX_CATALOGUE_PHOTO_BYTES + 1 - jpeg.length),
      jpeg.subarray(-2),
    ]);
    expect(big.length).toBe(MAX_CATALOGUE_PHOTO_BYTES + 1);
    expect(await upload(big)).toMatchObject({ ok: false, status: 413, refusal: "too-large" });
    expect(await filesUnder(root)).toEqual([]);
  });

  it("refuses a file with a JPEG's start and end but no picture inside, and keeps nothing", async () => {
    const fake = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.alloc(2000, 7),
      Buffer.from([0xff, 0xd9]),
    ]);
    expect(await upload(fake)).toMatchObject({ ok: false, refusal: "unreadable" });
    expect(await filesUnder(root)).toEqual([]);
  });

  // Issue 32 (finding 8): a 10,000 × 10,000 PNG of a few hundred KB was decoded (25 s and 1.2 GB each).
  it("refuses a picture of more than 40 megapixels from its header, before decoding it, and keeps nothing", async () => {
    const bomb = blankPng(10_000, 10_000);
    expect(bomb.length).toBeLessThan(300 * 1024);
    expect(await upload(bomb, "huge.png")).toEqual({
      ok: false,
      status: 422,
      refusal: "too-many-pixels",
      message:
        "Photo: the picture is 10,000 × 10,000 pixels (100 megapixels); the most we take is 40 megapixels. Please resize it (the product pages show photos at most 1,920 pixels wide) and upload that.",
    });
    expect(await filesUnder(root)).toEqual([]);
    // A picture of exactly the limit is taken.
    const sink = await PhotoUploadSink.start(path.join(root, ".incoming"), "wide.png", {
      ...DEFAULT_PHOTO_LIMITS,
      maxPixels: 640 * 480,
    });
    await sink.write(blankPng(640, 480));
    expect(await sink.finish()).toMatchObject({ ok: true, stored: { width: 640, height: 480 } });
  });

  it("stops making a photo's copies once its time is up", async () => {
    const photo = await sidewaysPhotoWithGps(800, 600);
    await expect(
      makePhotoVariants("0123456789abcdef0123456789abcdef", photo, DEFAULT_PHOTO_LIMITS, Date.now() - 1),
    ).rejects.toBeInstanceOf(PhotoTimeout);
  });

  it("processes one photo at a time: three more wait their turn, the next is asked to try again", async () => {
    const photos = await Promise.all(
      [0, 1, 2, 3, 4].map((n) =>
        sharp({ create: { width: 700, height: 500, channels: 3, background: { r: 20 * n, g: 42, b: 90 } } })
          .jpeg()
          .toBuffer(),
      ),
    );
    const sinks = await Promise.all(
      photos.map(async (photo, n) => {
        const sink = await PhotoUploadSink.start(path.join(root, ".incoming"), `photo-${n}.jpg`);
        await sink.write(photo);
        return sink;
      }),
    );
    const outcomes = await Promise.all(sinks.map((sink) => sink.finish()));
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(4);
    expect(outcomes.filter((outcome) => !outcome.ok)).toEqual([
      {
        ok: false,
        status: 503,
        refusal: "busy",
        message: "Photo: other photos are being processed just now. Please wait a minute and upload this one again.",
      },
    ]);
  }, 60_000);

  it("leaves no temporary file when processing fails", async () => {
    // Past its time limit: the check passes, the processing fails.
    const sink = await PhotoUploadSink.start(path.join(root, ".incoming"), "photo.jpg", {
      ...DEFAULT_PHOTO_LIMITS,
      timeoutSeconds: 0,
    });
    await sink.write(await sidewaysPhotoWithGps(800, 600));
    expect(await sink.finish()).toMatchObject({ ok: false, refusal: "too-slow" });
    expect(await readdir(path.join(root, ".incoming"))).toEqual([]);
  });
});
