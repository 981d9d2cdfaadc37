import { defineConfig } from "vitest/config";
import { fuzzSettings } from "./tests/fuzz/seed.ts";

// A longer run (FUZZ_RUNS) gets as many times the time.
const { runsFactor } = fuzzSettings(process.env);

// The hostile-input suite (npm run test:fuzz): property-based tests that send
// fast-check's cases to the production build over HTTP. One file at a time:
// each starts its own server, and the machine may have two cores.
export default defineConfig({
  test: {
    include: ["tests/fuzz/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/fuzz/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 5 * 60_000 * runsFactor,
    hookTimeout: 2 * 60_000,
  },
});
