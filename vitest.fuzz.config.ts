import { defineConfig } from "vitest/config";

// The hostile-input suite (npm run test:fuzz): property-based tests that send
// fast-check's cases to the production build over HTTP. One file at a time:
// each starts its own server, and the machine may have two cores.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["tests/fuzz/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/fuzz/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 5 * 60_000,
    hookTimeout: 2 * 60_000,
  },
});
