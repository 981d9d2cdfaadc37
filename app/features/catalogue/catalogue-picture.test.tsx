// @vitest-environment jsdom
// The picture of a catalogue item: the photo with its sources, or the drawing.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CataloguePicture } from "#app/features/catalogue/catalogue-picture.tsx";

const HASH = "b".repeat(32);
const photo = { hash: HASH, width: 1600, height: 1200, widths: [320, 640, 960, 1280], alt: "Two speakers on stands" };

const markup = (element: React.ReactElement) => {
  const host = document.createElement("div");
  host.innerHTML = renderToStaticMarkup(element);
  return host;
};

describe("CataloguePicture", () => {
  it("shows a photo as AVIF and WebP srcsets with sizes, its width and height, eager and high priority on the product page", () => {
    const host = markup(
      <CataloguePicture
        record={{ image: "product-fog-machine", photo }}
        layout="product"
        alt="Fog Machine"
        width={480}
        height={360}
        priority
      />,
    );
    const sources = [...host.querySelectorAll("picture > source")];
    expect(sources.map((source) => source.getAttribute("type"))).toEqual(["image/avif", "image/webp"]);
    expect(sources[0]!.getAttribute("srcset")).toBe(
      [320, 640, 960, 1280].map((width) => `/media/catalogue/${HASH}-${width}.avif ${width}w`).join(", "),
    );
    expect(sources[0]!.getAttribute("sizes")).toContain("600px");
    const img = host.querySelector("picture > img")!;
    expect(img.getAttribute("src")).toBe(`/media/catalogue/${HASH}-640.webp`);
    expect(img.getAttribute("alt")).toBe("Two speakers on stands");
    expect([img.getAttribute("width"), img.getAttribute("height")]).toEqual(["480", "360"]);
    expect(img.getAttribute("loading")).toBe("eager");
    expect(img.getAttribute("fetchpriority")).toBe("high");
  });

  it("loads a card's photo lazily in the card's box, and shows the drawing when there is no photo", () => {
    const card = markup(
      <CataloguePicture
        record={{ image: "product-fog-machine", photo: { ...photo, width: 3024, height: 4032 } }}
        layout="card"
        alt=""
        width={480}
        height={360}
      />,
    ).querySelector("img")!;
    expect(card.getAttribute("loading")).toBe("lazy");
    expect(card.getAttribute("fetchpriority")).toBeNull();
    expect([card.getAttribute("width"), card.getAttribute("height")]).toEqual(["480", "360"]);

    const drawing = markup(
      <CataloguePicture record={{ image: "product-fog-machine" }} layout="card" alt="" width={480} height={360} />,
    );
    expect(drawing.querySelector("picture")).toBeNull();
    // The drawing's own URL (inlined as data in tests, a hashed file in the build).
    expect(drawing.querySelector("img")!.getAttribute("src")).toMatch(/svg/);
    expect(drawing.querySelector("img")!.hasAttribute("data-catalogue-photo")).toBe(false);
  });
});
