import { defineConfig } from "vitest/config";
import { inlineScripts } from "./app/platform/islands/bundler/inline-script-plugin.ts";

// Unit tests run without the React Router plugin: they test pure modules and
// components in isolation. The inline scripts are compiled as the build
// compiles them, so their tests run the very script a page carries.
export default defineConfig({
  plugins: [inlineScripts()],
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "docs/**/*.test.ts",
      "server/**/*.test.ts",
      "scripts/**/*.test.ts",
      "bench/**/*.test.ts",
      "deploy/**/*.test.ts",
    ],
    environment: "node",
    // New passwords hashed at a low scrypt cost (the production cost is tested on its own).
    setupFiles: ["./vitest.setup.ts"],
  },
});
