// The browser build of the islands and the shell module, in the manner of
// Vite's backend integration: a real module graph with shared chunks and a
// manifest the server reads to name the hashed files (app/islands/page-modules.server.ts).
// It runs before the React Router build, whose prerendering needs the manifest;
// React Router empties build/ when it starts, so the output waits in
// build-islands/ until scripts/finish-build.ts copies it into build/client/assets.
import { defineConfig } from "vite";

export const ISLANDS_OUT_DIR = "build-islands";

/** Small modules shared by nearly every island (a few KB together). */
const ISLAND_KIT = [
  /app[\\/]islands[\\/](island|hydrate|use-hydrated)\.tsx?$/,
  /app[\\/]lib[\\/](cn|toast-policy)\.ts$/,
  /app[\\/]content[\\/]business\.ts$/,
  /app[\\/]components[\\/]ui[\\/]button\.tsx$/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/].*)\.mjs$/,
  /node_modules[\\/]clsx[\\/]/,
  /node_modules[\\/](class-variance-authority|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]/,
];

/**
 * What every form island needs: Conform, zod/mini and the shared field rules,
 * messages and parts. Left to the bundler, they fall into four or five chunks
 * whose split moves as modules are added; one file compresses better and
 * costs one round trip.
 */
const FORM_KIT = [
  /node_modules[\\/](@conform-to[\\/](dom|react)|zod)[\\/]/,
  /app[\\/]lib[\\/](form-fields|form-submission|retention|server-messages|submission-key|storable-text|referrer)\.ts$/,
  /app[\\/]components[\\/]forms[\\/](form-extras|form-classes|form-field)\.tsx?$/,
];

export default defineConfig({
  resolve: {
    tsconfigPaths: true,
  },
  publicDir: false,
  build: {
    outDir: ISLANDS_OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    target: "es2022",
    rollupOptions: {
      input: ["app/islands/client.tsx", "app/browser/shell.ts"],
      // Constants imported by both entries (the not-found page's session key,
      // read by the shell and by the call-back form) are written into each
      // user, rather than split into a shared chunk of a few bytes that every
      // page would have to fetch after the shell.
      optimization: { inlineConst: { mode: "all" } },
      output: {
        // React and React DOM in one chunk that every island page shares and
        // that stays cached (its name changes only when React does).
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // The few small modules nearly every island uses, in one chunk
            // rather than eight: on a phone each file costs a round trip.
            { name: "island-kit", test: (id) => ISLAND_KIT.some((pattern) => pattern.test(id)), priority: 1 },
            { name: "form-kit", test: (id) => FORM_KIT.some((pattern) => pattern.test(id)), priority: 1 },
            // The event quote's small rules and facts (hire period, money, delivery zones, the multi-day
            // rate), which the quote form and the lead forms' rules share: one file, not four.
            {
              name: "event-quote",
              test: /app[\\/](content[\\/](delivery|hire-rates)|lib[\\/](hire-period|money))\.ts$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
});
