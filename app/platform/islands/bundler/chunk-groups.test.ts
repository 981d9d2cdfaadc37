import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { chunkGroupMarks, codeSplittingGroups, sourcePathOf } from "#app/platform/islands/bundler/chunk-groups.ts";

/** A project with the given modules under app/. */
function project(files: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), "chunk-groups-"));
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, "app", file)), { recursive: true });
    writeFileSync(path.join(root, "app", file), source);
  }
  return root;
}

const marked = (group: string) => `export const a = 1;\n\n// chunk-group: ${group} (why it ships there)\n`;

describe("chunkGroupMarks", () => {
  it("finds the group each marked module names, wherever it sits", () => {
    const root = project({
      "features/quotes/quote.ts": marked("quote-kit"),
      "platform/format/money.ts": "// chunk-group: quote-kit\nexport const rand = 1;\n",
      "ui/cn.ts": marked("island-kit"),
      "ui/other.tsx": "export const b = 2;\n",
      "ui/cn.test.ts": marked("not-a-group"),
    });
    expect(Object.fromEntries(chunkGroupMarks(root))).toEqual({
      "app/features/quotes/quote.ts": "quote-kit",
      "app/platform/format/money.ts": "quote-kit",
      "app/ui/cn.ts": "island-kit",
    });
  });

  it("stops the build at a mark it cannot read", () => {
    const root = project({ "ui/cn.ts": "/* chunk-group: Island Kit */\n" });
    expect(() => chunkGroupMarks(root)).toThrow(/app\/ui\/cn\.ts: write its chunk group/);
  });
});

describe("codeSplittingGroups", () => {
  const root = "/project";
  const marks = new Map([
    ["app/features/quotes/quote.ts", "quote-kit"],
    ["app/ui/cn.ts", "island-kit"],
  ]);

  it("puts each marked module in its group, and what the group declares besides", () => {
    const [islandKit, quoteKit] = codeSplittingGroups(
      root,
      [
        { name: "island-kit", also: [/node_modules\/clsx\//] },
        { name: "quote-kit", ownModulesOnly: true },
      ],
      marks,
    );
    expect(islandKit?.test("/project/app/ui/cn.ts")).toBe(true);
    expect(islandKit?.test("/project/node_modules/clsx/dist/clsx.mjs")).toBe(true);
    expect(islandKit?.test("/project/app/features/quotes/quote.ts")).toBe(false);
    expect(quoteKit?.test("/project/app/features/quotes/quote.ts?url")).toBe(true);
    expect(islandKit?.includeDependenciesRecursively).toBeUndefined();
    expect(quoteKit?.includeDependenciesRecursively).toBe(false);
  });

  it("stops the build at a mark naming a group it does not declare", () => {
    expect(() => codeSplittingGroups(root, [{ name: "island-kit" }], marks)).toThrow(
      'app/features/quotes/quote.ts: no chunk group "quote-kit"',
    );
  });

  it("stops the build at a declared group that no module is marked for", () => {
    expect(() =>
      codeSplittingGroups(root, [{ name: "island-kit" }, { name: "quote-kit" }, { name: "form-kit" }], marks),
    ).toThrow('Chunk group "form-kit": no module is marked for it');
  });

  it("reads a module id as its project path", () => {
    expect(sourcePathOf(root, "/project/app/assets/a.svg?url")).toBe("app/assets/a.svg");
    expect(sourcePathOf(root, "\0/project/app/x.ts")).toBe("app/x.ts");
  });
});

describe("the app's marks", () => {
  it("name the islands build's groups", () => {
    const groups = new Set(chunkGroupMarks(process.cwd()).values());
    expect([...groups].sort()).toEqual([
      "catalogue-browse",
      "catalogue-kit",
      "form-kit",
      "island-kit",
      "lead-form-kit",
      "quote-kit",
    ]);
  });
});
