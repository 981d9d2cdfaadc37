import { defineConfig } from "vitest/config";

// Unit tests run without the React Router plugin: they test pure modules and
// components in isolation.
export default defineConfig({
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "docs/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    environment: "node",
    // New passwords hashed at a low scrypt cost (the production cost is tested on its own).
    setupFiles: ["./vitest.setup.ts"],
  },
});
