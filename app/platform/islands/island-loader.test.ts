import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { firstPaintWatcherSource, scriptLoaderSource } from "#app/platform/islands/island-loader.ts";
import { AFTER_FIRST_PAINT_GLOBAL } from "#app/platform/islands/inline/first-paint-watcher.ts";
import { type PageModules, SCRIPT_LOADER_FALLBACK_MS } from "#app/platform/islands/inline/script-loader.ts";
import { hasStoredQuote, hydratesUntouched, islandRuntimeNeeded } from "#app/platform/islands/hydrate-strategy.ts";
import { EARLY_ERRORS_GLOBAL, type EarlyErrors } from "#app/platform/islands/early-errors.ts";

const MODULES: PageModules = {
  shell: "/assets/shell-a.js",
  islands: "/assets/islands-b.js",
  preload: ["/assets/hydrate-c.js", "/assets/react-d.js"],
};

/** Where the quotes feature keeps the quote (the layout passes its key to the loader). */
const QUOTE_KEY = "quoteItems";

function storage(items: string | null) {
  return { getItem: (key: string) => (key === QUOTE_KEY ? items : null) };
}

/**
 * Runs the loader in a sandbox with a fake document, animation frames, timers
 * and local storage. `import()` cannot run in a sandbox, so the test renames
 * it to a function that records what would be imported.
 */
/** An island in the fake page: its strategy, or its strategy and the files its code needs. */
type FakeIsland = string | { hydrate: string; modules: string };

function run(
  modules: PageModules,
  {
    animationFrames = true,
    islands = [] as FakeIsland[],
    storedItems = null as string | null,
    islandsSettled = Promise.resolve() as Promise<void>,
    /** The start-of-body watcher's entry point, when the page has one. */
    afterFirstPaint = undefined as ((task: () => void) => void) | undefined,
  } = {},
) {
  const imported: string[] = [];
  const preloaded: { rel: string; href: string }[] = [];
  const timers: { fn: () => void; ms: number }[] = [];
  const frameCallbacks: (() => void)[] = [];
  const listeners = new Map<string, (event: unknown) => void>();
  const source = scriptLoaderSource(modules, QUOTE_KEY);
  expect(source.split("import(").length - 1).toBe(4);
  const context: Record<string, unknown> = {
    recordImport: (url: string) => {
      imported.push(url);
      return Promise.resolve(url === modules.islands ? { islandsSettled } : {});
    },
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    removeEventListener: (type: string, listener: (event: unknown) => void) => {
      if (listeners.get(type) === listener) listeners.delete(type);
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
    requestAnimationFrame: animationFrames ? (callback: () => void) => frameCallbacks.push(callback) : undefined,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
    [AFTER_FIRST_PAINT_GLOBAL]: afterFirstPaint,
  };
  context.window = context;
  runInNewContext(source.replaceAll("import(", "recordImport("), context);
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  return {
    imported,
    preloaded,
    frameCallbacks,
    listeners,
    earlyErrors: () => context[EARLY_ERRORS_GLOBAL] as EarlyErrors,
    /** The browser renders the next frame: its callbacks run before it is painted. */
    frame: () => frameCallbacks.splice(0).forEach((callback) => callback()),
    runTimers: async (upTo: number) => {
      // Each timer runs once; those a run queues wait for the next call.
      const due = timers.filter((timer) => timer.ms <= upTo);
      for (const timer of due) timers.splice(timers.indexOf(timer), 1);
      due.forEach((timer) => timer.fn());
      await settle();
    },
  };
}

describe("scriptLoaderSource", () => {
  it("waits for the next animation frame", () => {
    expect(run(MODULES).frameCallbacks).toHaveLength(1);
  });

  it("imports nothing until the first frame is painted, then the islands when the page has one, and the shell", async () => {
    const loader = run(MODULES, { islands: ["idle"] });
    await loader.runTimers(0);
    expect(loader.imported).toEqual([]);
    expect(loader.preloaded).toEqual([]);
    // The frame's callback queues a task; the task runs after the frame is painted.
    loader.frame();
    expect(loader.imported).toEqual([]);
    await loader.runTimers(0);
    expect(loader.imported).toEqual(["/assets/islands-b.js", "/assets/shell-a.js"]);
  });

  it("starts as soon as the watcher at the top of the body has seen the first paint, and only once", async () => {
    const waiting: (() => void)[] = [];
    const loader = run(MODULES, { islands: ["load"], afterFirstPaint: (task) => waiting.push(task) });
    await loader.runTimers(0);
    expect(loader.imported).toEqual([]);
    // The watcher saw the page's first paint while the parser was still at work: no need to wait for another frame.
    waiting.forEach((task) => task());
    await loader.runTimers(0);
    expect(loader.imported).toEqual(["/assets/islands-b.js", "/assets/shell-a.js"]);
    loader.frame();
    await loader.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(loader.imported).toEqual(["/assets/islands-b.js", "/assets/shell-a.js"]);
  });

  it("fetches React beside the runtime when an island hydrates without waiting for the visitor", async () => {
    for (const strategy of ["load", "idle", "visible"]) {
      const loader = run(MODULES, { islands: ["interaction", strategy] });
      loader.frame();
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
    loader.frame();
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
    loader.frame();
    await loader.runTimers(0);
    expect(loader.imported).toEqual(["/assets/islands-b.js", "/assets/shell-a.js"]);
    expect(loader.preloaded).toEqual([]);
    const withQuote = run(MODULES, { islands: ["interaction", "stored-quote"], storedItems: '[{"id":"a"}]' });
    await withQuote.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(withQuote.preloaded).toHaveLength(2);
  });

  it("loads no island runtime on a page without islands", async () => {
    const loader = run(MODULES);
    loader.frame();
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

  it("loads the modules once, even when both the frame and the fallback fire", async () => {
    const loader = run(MODULES);
    loader.frame();
    await loader.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(loader.imported).toHaveLength(1);
  });

  it("loads the modules after the fallback wait when no frame is rendered (a background tab)", async () => {
    const loader = run(MODULES);
    await loader.runTimers(SCRIPT_LOADER_FALLBACK_MS - 1);
    expect(loader.imported).toEqual([]);
    await loader.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(loader.imported).toEqual(["/assets/shell-a.js"]);
  });

  it("still loads the modules in a browser without animation frames", async () => {
    const loader = run(MODULES, { animationFrames: false });
    await loader.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(loader.imported).toHaveLength(1);
  });

  it("imports the shell only once the islands that hydrate at once are hydrated", async () => {
    let settle = () => {};
    const islandsSettled = new Promise<void>((resolve) => (settle = resolve));
    const loader = run(MODULES, { islands: ["load"], islandsSettled });
    loader.frame();
    await loader.runTimers(0);
    expect(loader.imported).toEqual(["/assets/islands-b.js"]);
    settle();
    await loader.runTimers(0);
    expect(loader.imported).toEqual(["/assets/islands-b.js", "/assets/shell-a.js"]);
  });

  it("imports the shell at once when no island hydrates without the visitor", async () => {
    const loader = run(MODULES, { islands: ["interaction"], islandsSettled: new Promise<void>(() => {}) });
    loader.frame();
    await loader.runTimers(0);
    expect(loader.imported).toEqual(["/assets/islands-b.js", "/assets/shell-a.js"]);
  });

  it("keeps the script errors raised before the shell for its telemetry, which stops the keeping", () => {
    const loader = run(MODULES);
    const error = { type: "error", message: "boom" };
    const rejection = { type: "unhandledrejection", reason: "nope" };
    loader.listeners.get("error")?.(error);
    loader.listeners.get("unhandledrejection")?.(rejection);
    expect(loader.earlyErrors().events).toEqual([error, rejection]);
    loader.earlyErrors().stop();
    expect(loader.listeners.size).toBe(0);
  });

  it("cannot be broken out of by a URL containing markup", () => {
    const source = scriptLoaderSource({ ...MODULES, shell: "/assets/x.js</script><script>alert(1)//" }, QUOTE_KEY);
    expect(source).not.toContain("</script>");
    expect(source).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)//");
  });
});

describe("firstPaintWatcherSource", () => {
  function watch() {
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const page = { mainContent: false, readyState: "loading" };
    const context: Record<string, unknown> = {
      document: {
        getElementById: (id: string) => (id === "main-content" && page.mainContent ? {} : null),
        get readyState() {
          return page.readyState;
        },
      },
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    };
    context.window = context;
    runInNewContext(firstPaintWatcherSource(), context);
    const afterFirstPaint = context[AFTER_FIRST_PAINT_GLOBAL] as (task: () => void) => void;
    /** The browser renders a frame, then runs the tasks queued meanwhile. */
    const renderFrame = () => {
      frames.splice(0).forEach((callback) => callback());
      timers.splice(0).forEach((callback) => callback());
    };
    return { page, afterFirstPaint, renderFrame };
  }

  it("counts the first frame rendered once the parser has reached the main content, after it is painted", () => {
    const { page, afterFirstPaint, renderFrame } = watch();
    const ran: string[] = [];
    afterFirstPaint(() => ran.push("loader"));
    // A frame with only the head and the skip link shows nothing of the page yet.
    renderFrame();
    expect(ran).toEqual([]);
    page.mainContent = true;
    renderFrame();
    expect(ran).toEqual(["loader"]);
    // A task asked for later runs at once.
    afterFirstPaint(() => ran.push("later"));
    expect(ran).toEqual(["loader", "later"]);
  });

  it("counts a page without the site's chrome once it is parsed", () => {
    const { page, afterFirstPaint, renderFrame } = watch();
    const ran: string[] = [];
    afterFirstPaint(() => ran.push("loader"));
    renderFrame();
    expect(ran).toEqual([]);
    page.readyState = "interactive";
    renderFrame();
    expect(ran).toEqual(["loader"]);
  });

  it("cannot be broken out of: it carries no page data", () => {
    expect(firstPaintWatcherSource()).not.toMatch(/<\/script/i);
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
    expect(hasStoredQuote(storage(stored), QUOTE_KEY)).toBe(expected);
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
