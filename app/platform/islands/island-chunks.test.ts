import { describe, expect, it } from "vitest";
import { type IslandBuild, chunkFilesOf } from "#app/platform/islands/island-chunks.ts";

// Shaped like the islands build's output: React and a kit as shared chunks,
// one island with a chunk of its own, two islands grouped into one chunk.
const BUILD: IslandBuild = {
  manifest: {
    "_react-a.js": { file: "assets/react-a.js", imports: ["_runtime-b.js"] },
    "_runtime-b.js": { file: "assets/runtime-b.js" },
    "_island-kit-c.js": { file: "assets/island-kit-c.js", imports: ["_runtime-b.js", "_react-a.js"] },
    "_catalogue-kit-d.js": { file: "assets/catalogue-kit-d.js", imports: ["_island-kit-c.js", "_react-a.js"] },
    "app/features/leads/forms/contact-form.island.tsx": {
      file: "assets/contact-form-e.js",
      imports: ["_island-kit-c.js", "_react-a.js"],
    },
  },
  moduleChunks: {
    "app/platform/islands/hydrate.tsx": "assets/island-kit-c.js",
    "app/features/quotes/builder/quote-drawer.island.tsx": "assets/catalogue-kit-d.js",
    "app/features/quotes/builder/add-to-quote.island.tsx": "assets/catalogue-kit-d.js",
    "app/features/leads/forms/contact-form.island.tsx": "assets/contact-form-e.js",
  },
};

describe("chunkFilesOf", () => {
  it("follows the manifest for a module that has a chunk of its own", () => {
    expect(chunkFilesOf(BUILD, "app/features/leads/forms/contact-form.island.tsx")).toEqual([
      "/assets/contact-form-e.js",
      "/assets/island-kit-c.js",
      "/assets/runtime-b.js",
      "/assets/react-a.js",
    ]);
  });

  it("finds a module grouped into a shared chunk through the module map", () => {
    expect(chunkFilesOf(BUILD, "app/features/quotes/builder/quote-drawer.island.tsx")).toEqual([
      "/assets/catalogue-kit-d.js",
      "/assets/island-kit-c.js",
      "/assets/runtime-b.js",
      "/assets/react-a.js",
    ]);
    expect(chunkFilesOf(BUILD, "app/platform/islands/hydrate.tsx")).toEqual([
      "/assets/island-kit-c.js",
      "/assets/runtime-b.js",
      "/assets/react-a.js",
    ]);
  });

  it("names nothing for a module the build does not know", () => {
    expect(chunkFilesOf(BUILD, "app/islands/nowhere.tsx")).toEqual([]);
    expect(chunkFilesOf({ manifest: {}, moduleChunks: {} }, "app/platform/islands/hydrate.tsx")).toEqual([]);
  });
});
