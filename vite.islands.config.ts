// The browser build of the islands and the shell module, in the manner of
// Vite's backend integration: a real module graph with shared chunks and a
// manifest the server reads to name the hashed files (app/platform/islands/page-modules.server.ts).
// It runs before the React Router build, whose prerendering needs the manifest;
// React Router empties build/ when it starts, so the output waits in
// build-islands/ until scripts/finish-build.ts copies it into build/client/assets.
import path from "node:path";
import { type Plugin, defineConfig } from "vite";
import { BROWSER_ENTRIES } from "./app/platform/islands/browser-entries.ts";
import { type ChunkGroupDeclaration, codeSplittingGroups } from "./app/platform/islands/bundler/chunk-groups.ts";

export const ISLANDS_OUT_DIR = "build-islands";
/** Beside Vite's manifest: each source module of the app and the chunk that holds it (app/platform/islands/island-chunks.ts). */
export const MODULE_CHUNKS_FILE = ".vite/module-chunks.json";

/**
 * Writes which chunk holds each of the app's modules. Vite's manifest names a
 * module only when a chunk is its own; an island grouped into a shared chunk
 * below is not in it, and the server must still name its files for the page
 * to fetch them beside React.
 */
function moduleChunks(): Plugin {
  return {
    name: "module-chunks",
    generateBundle(_options, bundle) {
      const chunks: Record<string, string> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        for (const id of output.moduleIds) {
          const source = path.relative(process.cwd(), id).split(path.sep).join("/");
          if (source.startsWith("app/")) chunks[source] = output.fileName;
        }
      }
      this.emitFile({ type: "asset", fileName: MODULE_CHUNKS_FILE, source: JSON.stringify(chunks, null, 2) });
    },
  };
}

/**
 * The chunk groups beside React. Their app modules are the ones that carry
 * the group's mark (a line `// chunk-group: name`, app/platform/islands/bundler/chunk-groups.ts),
 * so a module keeps its group when it moves; what cannot carry a mark
 * (packages, the illustrations) is named here by path.
 */
const CHUNK_GROUPS: ChunkGroupDeclaration[] = [
  // The few small modules nearly every island uses (a few KB together), in
  // one chunk rather than eight: on a phone each file costs a round trip.
  {
    name: "island-kit",
    also: [
      /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/].*)\.mjs$/,
      // Used by the quote page and the lead forms alike: a few hundred bytes, not files of their own.
      /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]circle-check\.mjs$/,
      /node_modules[\\/]clsx[\\/]/,
      /node_modules[\\/](class-variance-authority|@radix-ui[\\/]react-slot|@radix-ui[\\/]react-compose-refs)[\\/]/,
    ],
  },
  // What every form island needs: Conform, zod/mini and the shared field
  // rules, messages and parts. Left to the bundler, they fall into four or
  // five chunks whose split moves as modules are added; one file compresses
  // better and costs one round trip.
  { name: "form-kit", also: [/node_modules[\\/](@conform-to[\\/](dom|react)|zod)[\\/]/] },
  // The groups below hold only their own modules: by default a group also takes what its modules
  // import, which would move the runtime's toast and outbox modules out of it and make every
  // island page fetch the lead forms' code.
  //
  // What the lead forms (contact, call-back, the landing pages' sidebar, both
  // partner applications, blog subscribe, privacy requests) share beyond the
  // form kit: the submission hook with its offline outbox, the layout, the
  // success panel, the options and messages. Not the quote page's form, which
  // uses none of it.
  {
    name: "lead-form-kit",
    also: [/node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]cloud-off\.mjs$/],
    ownModulesOnly: true,
  },
  // The quote as the visitor builds it, which the catalogue pages and the
  // quote page share: the store, the rules and prices, the event's hire
  // period, delivery zones and rates, and the count badge.
  { name: "quote-kit", ownModulesOnly: true },
  // On every catalogue page: the drawer's button (its sheet loads when opened) and Add to Quote.
  {
    name: "catalogue-kit",
    also: [/node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](shopping-bag|phone-call|plus)\.mjs$/],
    ownModulesOnly: true,
  },
  // The catalogue's browsing islands (search, a section's list, the bundles'
  // filters) and the cards they render, with Share: the three islands
  // together are a few KB, so each of those pages fetches one file, not
  // eight. Not the share text and its icon, which a blog post's Share button
  // uses too.
  {
    name: "catalogue-browse",
    also: [
      /app[\\/]assets[\\/]illustrations[\\/].*\.svg\?url$/,
      /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-left|arrow-right|search|copy|sliders-horizontal)\.mjs$/,
    ],
    ownModulesOnly: true,
  },
];

export default defineConfig({
  plugins: [moduleChunks()],
  publicDir: false,
  build: {
    outDir: ISLANDS_OUT_DIR,
    emptyOutDir: true,
    manifest: true,
    assetsInlineLimit: 0,
    target: "es2022",
    rollupOptions: {
      // The runtime's file keeps its name (client-….js), which the tests and benchmarks look for.
      input: { client: BROWSER_ENTRIES.islands, shell: BROWSER_ENTRIES.shell },
      // The runtime's exports are what the inline loader reads (islandsSettled): kept, not tree-shaken.
      preserveEntrySignatures: "allow-extension",
      // Constants imported by both entries (the not-found page's session key,
      // read by the shell and by the call-back form) are written into each
      // user, rather than split into a shared chunk of a few bytes that every
      // page would have to fetch after the shell.
      optimization: { inlineConst: { mode: "all" } },
      output: {
        // An island's chunk is named after the island (contact-form-….js), not its file's `.island` suffix.
        chunkFileNames: (chunk) => `assets/${chunk.name.replace(/\.island$/, "")}-[hash].js`,
        // React and React DOM in one chunk that every island page shares and
        // that stays cached (its name changes only when React does).
        codeSplitting: {
          groups: [
            { name: "react", test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            ...codeSplittingGroups(process.cwd(), CHUNK_GROUPS),
          ],
        },
      },
    },
  },
});
