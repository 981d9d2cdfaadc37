// The commands that Node runs straight from source (package.json's
// `node <file>.ts` scripts, and the child a test spawns) load only what Node's
// type stripping can: `.ts` files. A public entry that re-exports a React
// component (`.tsx`) would break them at load, so each command's static import
// graph is walked here, type-only imports left out, as Node would load it.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const scripts = Object.values(
  (JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as { scripts: Record<string, string> }).scripts,
);
const entries = [
  ...new Set(
    scripts.flatMap((command) => [...command.matchAll(/\bnode (?:--[\w=-]+ )*([\w./-]+\.ts)\b/g)].map((m) => m[1])),
  ),
  // What server/start.mjs (the start command's plain-JavaScript check) imports.
  "server/main.ts",
  "app/features/leads/testing/contention-child.server.ts",
].filter((entry): entry is string => entry !== undefined);

const IMPORT = /^(?:import|export)\s+(type\s+)?([^;]*?)\s*from\s+"([^"]+)"|^import\s+"([^"]+)"/gm;

function resolve(specifier: string, from: string): string | undefined {
  const target = specifier.startsWith("#app/")
    ? path.join(root, "app", specifier.slice("#app/".length))
    : specifier.startsWith(".")
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  return target && existsSync(target) ? target : undefined;
}

function valueImports(file: string): string[] {
  const found: string[] = [];
  for (const [, typeOnly, clause, specifier, bare] of readFileSync(file, "utf8").matchAll(IMPORT)) {
    const names = clause
      ?.trim()
      .match(/^\{([^}]*)\}$/s)?.[1]
      ?.split(",")
      .map((name) => name.trim())
      .filter(Boolean);
    if (typeOnly || (names && names.length > 0 && names.every((name) => name.startsWith("type ")))) continue;
    const target = resolve(specifier ?? bare ?? "", file);
    if (target) found.push(target);
  }
  return found;
}

/** The chain of imports from the entry to the first `.tsx` module it loads, or undefined. */
function chainToTsx(entry: string): string[] | undefined {
  const start = path.join(root, entry);
  const cameFrom = new Map<string, string | undefined>([[start, undefined]]);
  const queue = [start];
  for (let file = queue.shift(); file; file = queue.shift()) {
    if (file.endsWith(".tsx")) {
      const chain: string[] = [];
      for (let at: string | undefined = file; at; at = cameFrom.get(at)) chain.unshift(path.relative(root, at));
      return chain;
    }
    if (!file.endsWith(".ts")) continue;
    for (const next of valueImports(file))
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
  }
  return undefined;
}

describe("commands Node runs from source", () => {
  it("are found in package.json", () => {
    expect(entries).toEqual(expect.arrayContaining(["server/main.ts", "scripts/staff.ts", "tests/reliability/run.ts"]));
  });

  it.each(entries)("%s loads no .tsx module", (entry) => {
    expect(chainToTsx(entry)).toBeUndefined();
  });

  it("would see a component reached through a public entry", () => {
    expect(chainToTsx("app/features/site/components.tsx")).toEqual(["app/features/site/components.tsx"]);
  });
});
