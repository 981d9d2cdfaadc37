// The browser build of the islands and the shell module, in the manner of
// Vite's backend integration: a real module graph with shared chunks and a
// manifest the server reads to name the hashed files (app/platform/islands/page-modules.server.ts).
// It runs before the React Router build, whose prerendering needs the manifest;
// React Router empties build/ when it starts, so the output waits in
// build-islands/ until scripts/finish-build.ts copies it into build/client/assets.
import { existsSync } from "node:fs";
import path from "node:path";
import { type Plugin, defineConfig } from "vite";

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
 * The chunk groups below name the app's files by path. A path that no longer
 * names a file (after a move or a rename) stops the build instead of silently
 * changing what a page fetches.
 */
function appFiles(...files: string[]): RegExp[] {
  return files.map((file) => {
    if (!existsSync(file)) throw new Error(`vite.islands.config.ts: no file ${file} (moved? update its chunk group)`);
    const escaped = file.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replaceAll("/", "[\\\\/]");
    return new RegExp(`${escaped}(\\?url)?$`);
  });
}

/** Small modules shared by nearly every island (a few KB together). */
const ISLAND_KIT = [
  ...appFiles(
    "app/platform/islands/island.tsx",
    "app/platform/islands/hydrate.tsx",
    "app/platform/islands/use-hydrated.ts",
    "app/features/leads/attribution/visit-source-hook.ts",
    "app/ui/cn.ts",
    "app/ui/toast/toast-policy.ts",
    "app/platform/business.ts",
    "app/ui/button.tsx",
  ),
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|context|shared[\\/].*)\.mjs$/,
  // Used by the quote page and the lead forms alike: a few hundred bytes, not files of their own.
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]circle-check\.mjs$/,
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
  ...appFiles(
    "app/platform/forms/form-fields.ts",
    "app/platform/forms/form-submission.ts",
    "app/features/privacy/retention.ts",
    "app/platform/forms/server-messages.ts",
    "app/platform/forms/submission-key.ts",
    "app/platform/forms/storable-text.ts",
    "app/platform/http/referrer.ts",
    "app/ui/forms/form-extras.tsx",
    "app/ui/forms/form-classes.ts",
    "app/ui/forms/form-field.tsx",
  ),
];

/**
 * What the lead forms (contact, call-back, the landing pages' sidebar, both
 * partner applications, blog subscribe, privacy requests) share beyond the
 * form kit: the submission hook with its offline outbox, the layout, the
 * success panel, the options and messages. Not the quote page's form, which
 * uses none of it.
 */
const LEAD_FORM_KIT = [
  ...appFiles(
    "app/features/leads/forms/use-lead-form.ts",
    "app/features/leads/forms/lead-form-layout.tsx",
    "app/features/leads/forms/form-outbox.ts",
    "app/features/leads/forms/lead-form.tsx",
    "app/ui/forms/success-panel.tsx",
    "app/features/leads/forms/waiting-panel.tsx",
    "app/platform/mail/backoff.ts",
    "app/features/leads/forms/lead-outbox.ts",
    "app/features/leads/forms/lead-forms.ts",
    "app/features/leads/forms/lead-messages.ts",
    "app/features/leads/forms/lead-options.ts",
  ),
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/]cloud-off\.mjs$/,
];

/**
 * The quote as the visitor builds it, which the catalogue pages and the quote
 * page share: the store, the rules and prices, the event's hire period,
 * delivery zones and rates, and the count badge.
 */
const QUOTE_KIT = appFiles(
  "app/features/quotes/builder/quote-store.ts",
  "app/features/quotes/quote.ts",
  "app/features/catalogue/pricing.ts",
  "app/features/quotes/request/quote-event-fields.ts",
  "app/features/quotes/request/quote-request.ts",
  "app/features/quotes/hire-period.ts",
  "app/platform/format/calendar-date.ts",
  "app/platform/format/money.ts",
  "app/features/quotes/delivery.ts",
  "app/features/catalogue/content/hire-rates.ts",
  "app/features/quotes/builder/quote-count-badge.tsx",
);

/** On every catalogue page: the drawer's button (its sheet loads when opened) and Add to Quote. */
const CATALOGUE_KIT = [
  ...appFiles(
    "app/features/quotes/builder/quote-drawer.island.tsx",
    "app/features/quotes/builder/add-to-quote.island.tsx",
    "app/features/site/layout/navigation.ts",
    "app/features/catalogue/content/catalogue-sections.ts",
  ),
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](shopping-bag|phone-call|plus)\.mjs$/,
];

/**
 * The catalogue's browsing islands (search, a section's list, the bundles'
 * filters) and the cards they render, with Share: the three islands together
 * are a few KB, so each of those pages fetches one file, not eight. Not the
 * share text and its icon, which a blog post's Share button uses too.
 */
const CATALOGUE_BROWSE = [
  ...appFiles(
    "app/features/catalogue/catalogue-search.island.tsx",
    "app/features/catalogue/catalogue-section.island.tsx",
    "app/features/catalogue/bundle-browser.island.tsx",
    "app/features/catalogue/live-search.ts",
    "app/features/catalogue/share-popover.island.tsx",
    "app/features/catalogue/back-link.tsx",
    "app/features/catalogue/item-card.tsx",
    "app/features/catalogue/item-card-grid.tsx",
    "app/features/catalogue/catalogue-picture.tsx",
    "app/features/catalogue/search-box.tsx",
    "app/ui/illustration.tsx",
    "app/ui/whatsapp-link.tsx",
    "app/features/catalogue/catalogue-search.ts",
    "app/features/catalogue/photos/catalogue-photos.ts",
    "app/features/catalogue/bundle-filters.ts",
    "app/platform/whatsapp.ts",
  ),
  /app[\\/]assets[\\/]illustrations[\\/].*\.svg\?url$/,
  /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](arrow-left|arrow-right|search|copy|sliders-horizontal)\.mjs$/,
];

const matches = (patterns: RegExp[]) => (id: string) => patterns.some((pattern) => pattern.test(id));

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
      input: ["app/platform/islands/client.tsx", "app/platform/islands/shell.ts"],
      // The runtime's exports are what the inline loader reads (islandsSettled): kept, not tree-shaken.
      preserveEntrySignatures: "allow-extension",
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
            { name: "island-kit", test: matches(ISLAND_KIT), priority: 1 },
            { name: "form-kit", test: matches(FORM_KIT), priority: 1 },
            // These hold only the modules they name: by default a group also takes what its modules
            // import, which would move the runtime's toast and outbox modules out of it and make
            // every island page fetch the lead forms' code.
            ...[
              { name: "lead-form-kit", patterns: LEAD_FORM_KIT },
              { name: "quote-kit", patterns: QUOTE_KIT },
              { name: "catalogue-kit", patterns: CATALOGUE_KIT },
              { name: "catalogue-browse", patterns: CATALOGUE_BROWSE },
            ].map(({ name, patterns }) => ({
              name,
              test: matches(patterns),
              priority: 1,
              includeDependenciesRecursively: false,
            })),
          ],
        },
      },
    },
  },
});
