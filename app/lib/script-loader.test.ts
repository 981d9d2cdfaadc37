import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { SCRIPT_LOADER_FALLBACK_MS, scriptLoaderSource } from "./script-loader";

type PaintCallback = (list: { getEntries(): { name: string }[] }) => void;

/** Runs the loader in a sandbox with a fake document, paint observer and timers. */
function run(urls: string[], { paintTiming = true } = {}) {
  const appended: { src: string; async: boolean }[] = [];
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
  runInNewContext(scriptLoaderSource(urls), {
    document: {
      createElement: () => ({ src: "", async: true }),
      body: { appendChild: (node: { src: string; async: boolean }) => appended.push(node) },
    },
    PerformanceObserver: paintTiming ? FakePerformanceObserver : undefined,
    setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
  });
  return {
    appended,
    observers,
    paint: (name: string) => observers.forEach((observer) => observer.callback({ getEntries: () => [{ name }] })),
    runTimers: (upTo: number) => timers.filter((timer) => timer.ms <= upTo).forEach((timer) => timer.fn()),
  };
}

describe("scriptLoaderSource", () => {
  it("watches paint timing, including paints before it ran", () => {
    expect(run(["/assets/shell-a.js"]).observers.map((observer) => observer.options)).toEqual([
      { type: "paint", buffered: true },
    ]);
  });

  it("adds nothing before the first contentful paint, then every script in order, not async", () => {
    const loader = run(["/assets/shell-a.js", "/assets/catalogue-page-b.js"]);
    loader.paint("first-paint");
    loader.runTimers(0);
    expect(loader.appended).toEqual([]);
    loader.paint("first-contentful-paint");
    loader.runTimers(0);
    expect(loader.appended).toEqual([
      { src: "/assets/shell-a.js", async: false },
      { src: "/assets/catalogue-page-b.js", async: false },
    ]);
  });

  it("loads the scripts once, even when both the paint and the fallback fire", () => {
    const loader = run(["/assets/shell-a.js"]);
    loader.paint("first-contentful-paint");
    loader.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(loader.appended).toHaveLength(1);
  });

  it("loads the scripts after the fallback wait when no paint is reported (a background tab)", () => {
    const loader = run(["/assets/shell-a.js"]);
    loader.runTimers(SCRIPT_LOADER_FALLBACK_MS - 1);
    expect(loader.appended).toEqual([]);
    loader.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(loader.appended.map((script) => script.src)).toEqual(["/assets/shell-a.js"]);
  });

  it("still loads the scripts in a browser without paint timing", () => {
    const loader = run(["/assets/shell-a.js"], { paintTiming: false });
    loader.runTimers(SCRIPT_LOADER_FALLBACK_MS);
    expect(loader.appended).toHaveLength(1);
  });

  it("cannot be broken out of by a URL containing markup", () => {
    const source = scriptLoaderSource(["/assets/x.js</script><script>alert(1)//"]);
    expect(source).not.toContain("</script>");
    expect(source).toContain("\\u003c/script\\u003e\\u003cscript\\u003ealert(1)//");
  });
});
