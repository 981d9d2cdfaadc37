// The registry is the island files themselves: each `*.island.tsx` under app/
// is an island named after its file, and the name its `island(…)` call writes
// into the page is that same name, so the browser finds its code.
import { describe, expect, it } from "vitest";
import { islandNameOf, islandRegistry } from "#app/platform/islands/registry.ts";

const sources = import.meta.glob<string>(["/app/**/*.island.tsx"], { query: "?raw", import: "default", eager: true });

describe("the island registry", () => {
  it("holds one loader per island file, named after the file", () => {
    const names = Object.keys(sources).map((file) => islandNameOf(file));
    expect(names.length).toBeGreaterThan(15);
    expect(Object.keys(islandRegistry).sort()).toEqual([...names].sort());
  });

  it.each(Object.entries(sources))("%s renders under its file's name", (file, source) => {
    const name = islandNameOf(file);
    const declared = [...source.matchAll(/\bisland\(\s*"([^"]+)"/g)].map((match) => match[1]);
    expect(declared.length).toBeGreaterThan(0);
    expect(new Set(declared)).toEqual(new Set([name]));
  });

  it("names only island files", () => {
    expect(islandNameOf("/app/features/leads/forms/contact-form.island.tsx")).toBe("contact-form");
    expect(islandNameOf("/app/features/leads/forms/contact-form.island.test.tsx")).toBeUndefined();
    expect(islandNameOf("/app/features/leads/forms/use-lead-form.ts")).toBeUndefined();
  });
});
