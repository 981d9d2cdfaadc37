// The start command's check of the Node it runs on.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";
import { nodeVersionProblem } from "./node-version.mjs";

describe("the Node the site needs", () => {
  it("is 24 or newer; an older one is told what to do", () => {
    expect(nodeVersionProblem("24.21.0")).toBeNull();
    expect(nodeVersionProblem("25.1.0")).toBeNull();
    const problem = nodeVersionProblem("20.20.2");
    expect(problem).toContain("This site needs Node.js 24 or newer; this is Node.js 20.20.2.");
    expect(problem).toContain("npm start");
  });

  // The machines' system Node is older: the start command must say so, not fail on TypeScript.
  const systemNode = "/usr/bin/node";
  const systemMajor = existsSync(systemNode)
    ? Number(execFileSync(systemNode, ["-p", "process.versions.node"], { encoding: "utf8" }).split(".")[0])
    : 24;
  it.runIf(systemMajor < 24)("an older system Node running the start command stops with that message", () => {
    const run = spawnSync(systemNode, [path.join(import.meta.dirname, "start.mjs")], { encoding: "utf8" });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("This site needs Node.js 24 or newer");
  });
});

describe("the Node the project installs", () => {
  const root = path.join(import.meta.dirname, "..");
  const manifest = JSON.parse(readFileSync(path.join(root, "package.json"), "utf8")) as {
    engines: { node: string };
    dependencies: Record<string, string>;
  };
  const lock = JSON.parse(readFileSync(path.join(root, "package-lock.json"), "utf8")) as {
    packages: Record<string, { engines?: { node?: string } | string[]; optional?: boolean }>;
  };
  const pinned = manifest.dependencies.node ?? "";

  it("is an exact Node 24 release, which the start check and the site's own engines accept", () => {
    expect(semver.valid(pinned), "dependencies.node is an exact version").toBe(pinned);
    expect(nodeVersionProblem(pinned)).toBeNull();
    expect(semver.satisfies(pinned, manifest.engines.node)).toBe(true);
  });

  // npm checks engines against the Node that runs npm (.npmrc): this is the check that matters.
  it("satisfies the engines of every package the lockfile installs", () => {
    const unmet = Object.entries(lock.packages)
      .flatMap(([where, entry]) => {
        const range = !Array.isArray(entry.engines) ? entry.engines?.node : undefined;
        return range && !entry.optional ? [{ where, range }] : [];
      })
      .filter(({ range }) => !semver.satisfies(pinned, range, { includePrerelease: true }));
    expect(Object.keys(lock.packages).length).toBeGreaterThan(300);
    expect(unmet).toEqual([]);
  });
});
