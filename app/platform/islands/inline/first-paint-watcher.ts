// The inline script at the start of the body, compiled into the page
// (inline-script.ts): it tells the loader at the end of the body when the
// page's first contentful paint has happened. A task queued from an
// animation frame runs once that frame has been rendered; the first frame
// rendered after the parser reached the main content (so the top bar and
// header, text and logo, are in it) is the page's first contentful paint. On
// a long page the browser paints that while the parser is still reading the
// rest, and lays the whole page out in a later, longer frame: waiting for
// that one would hold the scripts back by its length (150 ms on a slow phone).
// Self-contained: it carries no page data, so nothing in it can end the script.

/** The watcher's entry point: runs a task once the first frame with the page's header has been rendered. */
export const AFTER_FIRST_PAINT_GLOBAL = "__afterFirstPaint";

export type AfterFirstPaint = (task: () => void) => void;

export default function watchFirstPaint(): void {
  let painted = false;
  const waiting: (() => void)[] = [];
  const done = () => {
    painted = true;
    waiting.splice(0).forEach((task) => task());
  };
  const frame = () =>
    requestAnimationFrame(() => {
      // A page without the site's chrome (no main-content) counts once it is parsed.
      if (document.getElementById("main-content") || document.readyState !== "loading") setTimeout(done, 0);
      else frame();
    });
  try {
    frame();
  } catch {
    // No animation frames: the loader's own fallback wait takes over.
  }
  const afterFirstPaint: AfterFirstPaint = (task) => (painted ? task() : void waiting.push(task));
  (window as Window & { [AFTER_FIRST_PAINT_GLOBAL]?: AfterFirstPaint })[AFTER_FIRST_PAINT_GLOBAL] = afterFirstPaint;
}
