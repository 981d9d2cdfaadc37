// Once per run of the hostile-input suite: make sure there is a production
// build to serve, choose the run's seed, give every test file a folder for
// its tallies, and print the figures (cases per endpoint, server errors) when
// all files are done.
import { mkdtempSync, readFileSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { ensureBuild } from "../../bench/support.ts";
import { fuzzSettings } from "./seed.ts";
import { type EndpointTally, formatTallies } from "./tally.ts";

declare module "vitest" {
  export interface ProvidedContext {
    fuzzTallyDir: string;
    /** The seed of every property in this run. */
    fuzzSeed: number;
    /** Cases per property: each property's own number times this. */
    fuzzRunsFactor: number;
  }
}

export default function setup(project: TestProject) {
  ensureBuild();
  const { seed, random, runsFactor } = fuzzSettings(process.env);
  project.provide("fuzzSeed", seed);
  project.provide("fuzzRunsFactor", runsFactor);
  console.log(
    `\nHostile input: seed ${seed} (${random ? "random" : "fixed"}), ${runsFactor} × the cases; replay with FUZZ_SEED=${seed}${runsFactor === 1 ? "" : ` FUZZ_RUNS=${runsFactor}`}\n`,
  );
  const dir = mkdtempSync(path.join(tmpdir(), "ssh-fuzz-tally-"));
  project.provide("fuzzTallyDir", dir);
  return () => {
    const tallies: EndpointTally[] = readdirSync(dir)
      .filter((file) => file.endsWith(".json"))
      .sort()
      .flatMap((file) => JSON.parse(readFileSync(path.join(dir, file), "utf8")) as EndpointTally[]);
    rmSync(dir, { recursive: true, force: true });
    if (tallies.length > 0) console.log(`\nHostile input: cases per endpoint\n\n${formatTallies(tallies)}\n`);
  };
}
