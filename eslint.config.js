import js from "@eslint/js";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

// The features of app/features: each talks to the others only through its public entries,
// index.ts (safe anywhere) and index.server.ts (server-only).
const features = ["assistant", "blog", "catalogue", "landing", "leads", "privacy", "quotes", "site", "staff"];

const testFiles = ["**/*.test.{ts,tsx}", "**/*.test-support.{ts,tsx}", "**/*test-support.server.ts", "**/testing/**"];
const serverFiles = ["**/*.server.{ts,tsx}"];

// Data and migrations may be long; everything else keeps to 400 lines a file and 100 a function.
const dataFiles = [
  "app/platform/db/migrations/**",
  "app/features/*/content/**",
  "app/features/site/partners/partners-content.ts",
];

const useAppImports = {
  // Route type imports (./+types/<route>) are generated beside each route and stay relative.
  regex: "^\\.(?!/\\+types/)",
  message: "Import app modules as #app/<path with extension>, siblings included.",
};
const noFeatures = {
  regex: "^#app/features/",
  message: "platform/ and ui/ sit below the features: pass what they need in (a parameter, a registry) instead.",
};
const noUi = {
  regex: "^#app/ui/",
  message: "platform/ sits below ui/: move the shared piece into platform/ or pass it in.",
};
const publicEntriesOnly = (feature) => ({
  regex: `^#app/features/(?!${feature}/)[^/]+/(?!(index(\\.server)?\\.ts|components(\\.server)?\\.tsx)$)`,
  message:
    "Another feature is reached only through its public entries: #app/features/<feature>/index.ts and components.tsx (index.server.ts and components.server.tsx on the server). Add what you need there.",
});

const layerRules = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

const layerBlocks = [
  { files: ["app/**/*.{ts,tsx}"], rules: layerRules([useAppImports]) },
  { files: ["app/ui/**/*.{ts,tsx}"], rules: layerRules([useAppImports, noFeatures]) },
  { files: ["app/platform/**/*.{ts,tsx}"], rules: layerRules([useAppImports, noFeatures, noUi]) },
  ...features.flatMap((feature) => [
    {
      files: [`app/features/${feature}/**/*.{ts,tsx}`],
      rules: layerRules([useAppImports, publicEntriesOnly(feature)]),
    },
    // A test may reach into another feature (its fixtures, a module it checks against) rather
    // than widen that feature's public entry for a test's sake.
    { files: testFiles.map((glob) => `app/features/${feature}/${glob}`), rules: layerRules([useAppImports]) },
  ]),
];

// Code that can reach a browser never imports a .server module (types excepted: they are erased).
// Route modules may: React Router strips their loaders and actions from the client build, and it
// fails the build if a .server module is left in a client chunk.
const clientImportsNoServer = {
  files: ["app/**/*.{ts,tsx}"],
  ignores: [...serverFiles, ...testFiles, "app/routes/**", "app/root.tsx", "app/routes.ts"],
  rules: {
    "@typescript-eslint/no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: "\\.server(\\.tsx?)?$",
            allowTypeImports: true,
            message: "Code that can run in the browser must not import a .server module; move the shared part out.",
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  {
    ignores: [
      "build/",
      "build-spa/",
      "build-islands/",
      "bench/spa/app/",
      "**/.react-router/",
      "node_modules/",
      "test-results/",
      "playwright-report/",
      "bench/results/",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  // Plain JavaScript that Node runs before any TypeScript (the start command's check).
  { files: ["**/*.mjs"], languageOptions: { globals: globals.node } },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.strict },
  {
    files: ["**/*.{ts,tsx}"],
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { "react-hooks": reactHooks, "import-x": importX },
    settings: {
      // import-x reads only modules with these extensions (default .js): without them no-cycle sees no graph.
      "import-x/extensions": [".ts", ".tsx", ".js", ".mjs"],
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      // Resolves package.json "imports" (#app/*) and explicit .ts/.tsx extensions as Node does.
      "import-x/resolver-next": [createNodeResolver({ extensions: [".ts", ".tsx", ".js", ".mjs"] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-floating-promises": [
        "error",
        // notify() handles its own failure (a toaster that did not load is logged); callers
        // await it only when they must wait for the toast to show.
        { allowForKnownSafeCalls: [{ from: "file", name: "notify", path: "app/ui/toast/toast.ts" }] },
      ],
      "@typescript-eslint/no-misused-promises": "error",
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "max-lines": ["error", { max: 400, skipBlankLines: false, skipComments: false }],
      "max-lines-per-function": ["error", { max: 100, skipBlankLines: false, skipComments: false }],
      "no-console": "off",
      // Response.redirect throws on a path (it needs an absolute URL): a redirect to "/q/…" answered 500.
      "no-restricted-properties": [
        "error",
        {
          object: "Response",
          property: "redirect",
          message: "Use redirect() from react-router: Response.redirect throws on a relative URL.",
        },
      ],
    },
  },
  ...layerBlocks,
  clientImportsNoServer,
  { files: dataFiles, rules: { "max-lines": "off", "max-lines-per-function": "off" } },
  // A test's describe() groups its cases: its length is the number of cases, not one function's
  // logic. Test files still keep to 400 lines.
  { files: [...testFiles, "tests/**", "**/*.spec.ts"], rules: { "max-lines-per-function": "off" } },
);
