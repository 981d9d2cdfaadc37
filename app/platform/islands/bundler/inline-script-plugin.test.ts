import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { compileInlineScript } from "#app/platform/islands/bundler/inline-script-plugin.ts";
import { INLINE_SCRIPT_ARGUMENTS, inlineScript } from "#app/platform/islands/inline/inline-script.ts";

const inline = (file: string) => path.resolve("app/platform/islands/inline", file);

function sourceFile(code: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "inline-script-")), "script.ts");
  writeFileSync(file, code);
  return file;
}

describe("compileInlineScript", () => {
  it("bundles a module and what it imports into one script calling its default export", async () => {
    const { code, files } = await compileInlineScript(inline("script-loader.ts"));
    expect(code).toMatch(/^\(function\(\)\{.*\}\)\(\)$/s);
    expect(code.split(INLINE_SCRIPT_ARGUMENTS)).toHaveLength(2);
    expect(files.map((file) => path.basename(file)).sort()).toEqual([
      "early-errors.ts",
      "first-paint-watcher.ts",
      "hydrate-strategy.ts",
      "script-loader.ts",
    ]);
  });

  // They are written into every page: the hand-written scripts they replaced took 365 and 1,785 bytes
  // (the loader without its data).
  it("keeps the scripts as small as they were", async () => {
    expect((await compileInlineScript(inline("first-paint-watcher.ts"))).code.length).toBeLessThanOrEqual(365);
    expect((await compileInlineScript(inline("script-loader.ts"))).code.length).toBeLessThanOrEqual(1_785);
  });

  it("runs the default export with the data written in, as TypeScript compiled for the browser", async () => {
    const file = sourceFile(
      "export default function main(data: { name: string }, count: number): void {\n" +
        "  (globalThis as unknown as { seen: unknown }).seen = { name: data.name, count: count ?? 0 };\n}\n",
    );
    const { code } = await compileInlineScript(file);
    const context: { seen?: unknown } = {};
    runInNewContext(inlineScript(code, { name: "a" }, 2), context);
    expect(context.seen).toEqual({ name: "a", count: 2 });
  });

  it("refuses a script that would change how the page parses the element it sits in", async () => {
    const file = sourceFile('export default function main(): void {\n  console.log("<!--");\n}\n');
    await expect(compileInlineScript(file)).rejects.toThrow(/markup/);
  });
});
