import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The security tests start the production server (server/main.ts on the
// build) and talk HTTP to it; they are not unit tests, so they run on their
// own (npm run test:security), one file at a time on a small machine.
export default defineConfig({
  test: {
    root: fileURLToPath(new URL("../..", import.meta.url)),
    include: ["tests/security/**/*.test.ts"],
    environment: "node",
    globalSetup: ["tests/security/global-setup.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 90_000,
  },
});
