// When browser work runs, so that a tap paints first and what can wait waits.

/** The longest an idle task waits for the browser to be idle. */
export const IDLE_TIMEOUT_MS = 2_000;

/** Runs `task` when the browser is idle (or after IDLE_TIMEOUT_MS at the latest). */
export function whenIdle(task: () => void): void {
  if ("requestIdleCallback" in window) window.requestIdleCallback(task, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(task, 1);
}

/**
 * Runs `task` once the frame that shows the current change has been painted:
 * a task queued from the next animation frame runs after that frame.
 */
export function afterNextPaint(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}
