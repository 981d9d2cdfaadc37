// The start command's check of the Node it runs on.
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
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
