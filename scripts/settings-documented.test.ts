// Every setting the site reads is documented where an operator looks: in
// .env.example (with its default and meaning) and in the README's
// configuration table. The names come from the code itself: the keys of the
// settings schemas (`*-env.server.ts`) and every `process.env.NAME` read.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.join(import.meta.dirname, "..");
/** Read only by the test tooling, documented in the README's test section. */
const TEST_ONLY = new Set(["CHROMIUM_PATH"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, withFileTypes: true })
    .filter(
      (entry) => entry.isFile() && /\.(ts|mts|mjs)$/.test(entry.name) && !/\.test\.|test-support/.test(entry.name),
    )
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function settingsTheCodeReads(): Set<string> {
  const names = new Set<string>();
  for (const file of ["app", "server", "scripts"].flatMap(sourceFiles)) {
    const source = readFileSync(file, "utf8");
    if (/(?:^|[/-])env\.server\.ts$/.test(path.basename(file))) {
      for (const match of source.matchAll(/^\s+([A-Z][A-Z0-9_]{2,}):/gm)) names.add(match[1] ?? "");
    }
    for (const match of source.matchAll(/process\.env(?:\.([A-Z][A-Z0-9_]+)|\["([A-Z][A-Z0-9_]+)"\])/g)) {
      names.add(match[1] ?? match[2] ?? "");
    }
  }
  names.delete("");
  names.delete("NODE_ENV");
  for (const name of TEST_ONLY) names.delete(name);
  return names;
}

describe("settings", () => {
  const names = [...settingsTheCodeReads()].sort();
  const example = readFileSync(path.join(root, ".env.example"), "utf8");
  const readme = readFileSync(path.join(root, "README.md"), "utf8");

  it("are found in the code (the scan works)", () => {
    expect(names).toEqual(expect.arrayContaining(["SITE_URL", "DATABASE_URL", "SMTP_URL", "METRICS_TOKEN"]));
    expect(names.length).toBeGreaterThan(40);
  });

  it.each(names)("%s is in .env.example and the README's configuration table", (name) => {
    expect(example, ".env.example").toMatch(new RegExp(`^#? ?${name}=`, "m"));
    expect(readme, "README.md").toContain(`| \`${name}\``);
  });
});
