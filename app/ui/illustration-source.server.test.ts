import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { illustrationDataUri } from "#app/ui/illustration-source.server.ts";
import { illustrationNames } from "#app/ui/illustration.tsx";

const PREFIX = "data:image/svg+xml,";

describe("illustrationDataUri", () => {
  it.each(illustrationNames())("%s: the drawing itself, with only what a URL may not carry escaped", (name) => {
    const uri = illustrationDataUri(name);
    expect(uri.startsWith(PREFIX)).toBe(true);
    const body = uri.slice(PREFIX.length);
    // Nothing that would end the address, start a fragment or a query, or break the attribute.
    expect(body).not.toMatch(/["#<>?{}|\\^`[\] \t\n\r]/);
    const source = readFileSync(path.join("app/assets/illustrations", `${name}.svg`), "utf8");
    expect(decodeURIComponent(body)).toBe(source.replace(/\s+/g, " ").trim());
  });

  it("refuses a drawing that does not exist", () => {
    expect(() => illustrationDataUri("no-such-drawing")).toThrow("Unknown illustration: no-such-drawing");
  });
});
