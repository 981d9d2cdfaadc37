import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  type PageModules,
  SCRIPT_LOADER_FALLBACK_MS,
  hasStoredQuote,
  hydratesUntouched,
  islandRuntimeNeeded,
  scriptLoaderSource,
} from "./island-loader";

type PaintCallback = (list: { getEntries(): { name: string }[] }) => void;

const MODULES: PageModules = {
  shell: "/assets/shell-a.js",
  islands: "/assets/islands-b.js",
  preload: ["/assets/hydrate-c.js", "/assets/react-d.js"],
};

function storage(items: string | null) {
  return { getItem: (key: string) => (key === "quoteItems" ? items : null) };
}

/**
 * Runs the loader in a sandbox with a fake document, paint observer, timers
 * and local storage. `import()` cannot run in a sandbox, so the test renames
 * it to a function that records what would be imported.
 */
/** An island in the fake page: its strategy, or its strategy and the files its code needs. */
type FakeIsland = string | { hydrate: string; modules: string };

function run(
  modules: PageModules,
  { paintTiming = true, islands = [] as FakeIsland[], storedItems = null as string | null } = {},
) {
  const imported: string[] = [];
  const preloaded: { rel: string; href: string }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const observers: { callback: PaintCallback; options: unknown }[] = [];
  class FakePerformanceObserver {
    readonly callback: PaintCallback;
    constructor(callback: PaintCallback) {
      this.callback = callback;
    }
    observe(options: unknown) {
      observers.push({ callback: this.callback, options });
    }
  }
  const source = scriptLoaderSource(modules);
  expect(source.split("import(").length - 1).toBe(3);
  runInNewContext(source.replaceAll("import(", "recordImport("), {
    recordImport: (url: string) => {
      imported.push(url);
      return Promise.resolve({});
    },
    document: {
      querySelectorAll: () =>
        islands.map((island) => {
          const { hydrate, modules = null } = typeof island === "string" ? { hydrate: island } : island;
          return {
            getAttribute: (name: string) => ({ "data-hydrate": hydrate, "data-modules": modules })[name] ?? null,
          };
        }),
      createElement: () => ({ rel: "", href: "" }),
      head: { appendChild: (link: { rel: string; href: string }) => preloaded.push({ ...link }) },
    },
    localStorage: storage(storedItems),
    console,
    Promise,
    PerformanceObserver: paintTiming ? FakePerformanceObserver : undefined,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    imported,
    preloaded,
    observers,
    paint: (name: string) => observers.forEach((observer) => observer.callback({ getEntries: () => [{ name }] })),
    runTimers: async (upTo: number) => {
      timers.filter((timer) => timer.ms <= upTo).forEach((timer) => timer.fn());
      await settle();
    },
  };
}

describe("scriptLoaderSource", () => {
  it("watches paint timing, including paints before it ran", () => {
    expect(run(MODULES).observers.map((observer) => observer.options)).toEqual([{ type: "paint", buffered: true }]);
  });

  it("imports nothing before the first contentful paint, then the islands when the page has one, and the shell", async () => {
    const loader = run(MODULES, { islands: ["idle"] });
    loader.paint("first-paint");
    await loader.runTimers(0);
    expect(loader.imported).toEqual([]);
    expect(loader.preloaded).toEqual([]);
    loader.paint("first-contentful-paint");
    await loader.runTimers(0);
    expect(loader.imported).toEqual(["/assets/islands-b.js", "/assets/shell-a.js"]);
  });

  it("fetches React beside the runtime when an island hydrates without waiting for the visitor", async () => {
    for (const strategy of ["load", "idle", "visible"]) {
      const loader = run(MODULES, { islands: ["interaction", strategy] });
      loader.paint("first-contentful-paint");
      await loader.runTimers(0);
      expect(loader.preloaded).toEqual([
        { rel: "modulepreload", href: "/assets/hydrate-c.js" },
        { rel: "modulepreload", href: "/assets/react-d.js" },
      ]);
    }
  });

  it("fetches the code of each island that hydrates untouched beside React, each file once", async () => {
    const loader = run(MODULES, {
      islands: [
        { hydrate: "load", modules: "/assets/drawer-e.js /assets/store-f.js" },
        { hydrate: "idle", modules: "/assets/search-g.js /assets/store-f.js" },
        { hydrate: "stored-quote", modules: "/assets/count-h.js" },
        "visible",
      ],
      storedItems: "[]",
    });
    loader.paint("first-contentful-paint");
    await loader.runTimers(0);
    expect(loader.preloaded.map((link) => link.href)).toEqual([
      "/assets/hydrate-c.js",
      "/assets/react-d.js",
      "/assets/drawer-e.js",
      "/assets/store-f.js",
      "/assets/search-g.js",
    ]);
    // The header's count is fetched early only for a visitor with a quote.
    const withQuote = run(MODULES, {
      islands: [{ hydrate: "stored-quote", modules: "/assets/count-h.js" }],
      storedItems: '[{"id":"a"}]',
    });
    await withQuote.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(withQuote.preloaded.map((link) => link.href)).toContain("/assets/count-h.js");
  });

  it("does not fetch React while every island waits for the visitor's touch or quote", async () => {
    const loader = run(MODULES, { islands: ["interaction", "stored-quote"], storedItems: "[]" });
    loader.paint("first-contentful-paint");
    await loader.runTimers(0);
    expect(loader.imported).toEqual(["/assets/islands-b.js", "/assets/shell-a.js"]);
    expect(loader.preloaded).toEqual([]);
    const withQuote = run(MODULES, { islands: ["interaction", "stored-quote"], storedItems: '[{"id":"a"}]' });
    await withQuote.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(withQuote.preloaded).toHaveLength(2);
  });

  it("loads no island runtime on a page without islands", async () => {
    const loader = run(MODULES);
    loader.paint("first-contentful-paint");
    await loader.runTimers(0);
    expect(loader.imported).toEqual(["/assets/shell-a.js"]);
  });

  it("loads the runtime for the header's quote count only when the visitor has a quote", async () => {
    const empty = run(MODULES, { islands: ["stored-quote"], storedItems: "[]" });
    await empty.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(empty.imported).toEqual(["/assets/shell-a.js"]);
    const withQuote = run(MODULES, { islands: ["stored-quote"], storedItems: '[{"id":"a"}]' });
    await withQuote.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(withQuote.imported).toEqual(["/assets/islands-b.js", "/assets/shell-a.js"]);
  });

  it("imports the development modules first, in order", async () => {
    const loader = run({ ...MODULES, before: ["/@vite/client", "/refresh.ts"] }, { islands: ["load"] });
    await loader.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(loader.imported).toEqual(["/@vite/client", "/refresh.ts", "/assets/islands-b.js", "/assets/shell-a.js"]);
  });

  it("loads the modules once, even when both the paint and the fallback fire", async () => {
    const loader = run(MODULES);
    loader.paint("first-contentful-paint");
    await loader.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(loader.imported).toHaveLength(1);
  });

  it("loads the modules after the fallback wait when no paint is reported (a background tab)", async () => {
    const loader = run(MODULES);
    await loader.runTimers(SCRIPT_LOADER_FALLBACK_MS - 1);
    expect(loader.imported).toEqual([]);
    await loader.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(loader.imported).toEqual(["/assets/shell-a.js"]);
  });

  it("still loads the modules in a browser without paint timing", async () => {
    const loader = run(MODULES, { paintTiming: false });
    await loader.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(loader.imported).toHaveLength(1);
  });

  it("cannot be broken out of by a URL containing markup", () => {
    const source = scriptLoaderSource({ ...MODULES, shell: "/assets/x.js</script><script>alert(1)//" });
    expect(source).not.toContain("</script>");
    expect(source).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)//");
  });
});

describe("hasStoredQuote and islandRuntimeNeeded", () => {
  it.each([
    [null, false],
    ["[]", false],
    ['[{"id":"a"}]', true],
    ["not json", false],
    ['{"id":"a"}', false],
  ])("a stored quote of %s counts as %s", (stored, expected) => {
    expect(hasStoredQuote(storage(stored))).toBe(expected);
  });

  it("needs the runtime for any island but the quote count, and for that one only with a quote", () => {
    expect(islandRuntimeNeeded([], true)).toBe(false);
    expect(islandRuntimeNeeded(["stored-quote"], false)).toBe(false);
    expect(islandRuntimeNeeded(["stored-quote"], true)).toBe(true);
    expect(islandRuntimeNeeded(["visible", "stored-quote"], false)).toBe(true);
  });

  it("counts an island as hydrating untouched unless it waits for a touch, or for a quote there is not", () => {
    expect(hydratesUntouched([], true)).toBe(false);
    expect(hydratesUntouched(["interaction"], true)).toBe(false);
    expect(hydratesUntouched(["interaction", "stored-quote"], false)).toBe(false);
    expect(hydratesUntouched(["interaction", "stored-quote"], true)).toBe(true);
    expect(hydratesUntouched(["visible"], false)).toBe(true);
    expect(hydratesUntouched(["load"], false)).toBe(true);
  });
});
