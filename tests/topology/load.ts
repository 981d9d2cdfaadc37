// Steady or counted load through the proxy: a few concurrent clients, each
// request timed and kept with its outcome for the verdict.
import type { Outcome } from "./client.ts";

export interface Sent {
  index: number;
  what: string;
  outcome: Outcome;
}

/** `count` requests made by `make`, `concurrency` at a time; `after(n)` runs once n have been answered. */
export async function countedLoad(
  count: number,
  concurrency: number,
  make: (index: number) => { what: string; send: () => Promise<Outcome> },
  onAnswered?: (answered: number) => void,
): Promise<Sent[]> {
  const results: Sent[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const { what, send } = make(index);
      results.push({ index, what, outcome: await send() });
      onAnswered?.(results.length);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return results;
}

/** Requests made by `make` by `concurrency` clients until `stop()` is called; the promise holds them all. */
export function steadyLoad(
  concurrency: number,
  make: (index: number) => { what: string; send: () => Promise<Outcome> },
): { stop(): Promise<Sent[]> } {
  const results: Sent[] = [];
  let next = 0;
  let running = true;
  const worker = async () => {
    while (running) {
      const index = next++;
      const { what, send } = make(index);
      results.push({ index, what, outcome: await send() });
    }
  };
  const done = Promise.all(Array.from({ length: concurrency }, worker));
  return {
    async stop() {
      running = false;
      await done;
      return results;
    },
  };
}

export function maxMs(sent: readonly Sent[]): number {
  return sent.reduce((max, { outcome }) => Math.max(max, outcome.ms), 0);
}

/** "201 ×180, 200 ×3, ECONNRESET ×1": what the requests got. */
export function outcomeCounts(sent: readonly Sent[]): string {
  const counts = new Map<string, number>();
  for (const { outcome } of sent) {
    const label = outcome.kind === "answer" ? String(outcome.status) : outcome.code;
    counts.set(label, (counts.get(label) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([label, count]) => `${label} ×${count}`)
    .join(", ");
}
