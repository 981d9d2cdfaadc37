// Main-thread work from a Chromium trace, grouped the way Lighthouse groups it
// (lighthouse/core/lib/tracehouse/task-groups.js: a task takes the group of
// its own event name, else its parent's, else "other"), in wall time and in
// the thread's own CPU time. Wall time is what Lighthouse reports (×4 in its
// simulated mobile throttling); on a busy machine it includes every moment
// the thread waited for a CPU or for another process, while the CPU time
// (`tdur`, or `tts` at the start and end of a B/E pair) counts only work.
// Pure: it takes the task tree Lighthouse's MainThreadTasks builds.

/** The fields of Lighthouse's TaskNode this module reads. */
export interface TaskLike {
  event: { name: string; ph?: string; tdur?: number; tts?: number; args?: unknown };
  endEvent?: { tts?: number } | undefined;
  children: TaskLike[];
  parent?: TaskLike | undefined;
  /** Wall time, ms. */
  duration: number;
  selfTime: number;
  group: { id: string };
}

/** The thread (CPU) time of a task in ms, when the trace has it. */
export function threadTimeMs(task: TaskLike): number | undefined {
  if (typeof task.event.tdur === "number") return task.event.tdur / 1000;
  const start = task.event.tts;
  const end = task.endEvent?.tts;
  if (typeof start === "number" && typeof end === "number") return (end - start) / 1000;
  return undefined;
}

/** Thread time of the task minus its children's; 0 when the trace has none. */
export function selfThreadTimeMs(task: TaskLike): number {
  const own = threadTimeMs(task);
  if (own === undefined) return 0;
  const children = task.children.reduce((sum, child) => sum + (threadTimeMs(child) ?? 0), 0);
  return Math.max(0, own - children);
}

export interface Breakdown {
  /** Self wall time by group, ms (as observed: Lighthouse multiplies it by its CPU slowdown). */
  wallMs: Record<string, number>;
  /** Self thread time by group, ms. */
  cpuMs: Record<string, number>;
  topLevelTasks: number;
  layouts: number;
  /** Sum of the layout objects each Layout event reports. */
  layoutObjects: number;
  styleRecalcs: number;
  paints: number;
}

const add = (record: Record<string, number>, key: string, value: number) => {
  record[key] = (record[key] ?? 0) + value;
};

export function breakdown(tasks: readonly TaskLike[]): Breakdown {
  const result: Breakdown = {
    wallMs: {},
    cpuMs: {},
    topLevelTasks: 0,
    layouts: 0,
    layoutObjects: 0,
    styleRecalcs: 0,
    paints: 0,
  };
  for (const task of tasks) {
    add(result.wallMs, task.group.id, task.selfTime);
    add(result.cpuMs, task.group.id, selfThreadTimeMs(task));
    if (!task.parent) result.topLevelTasks += 1;
    if (task.event.name === "Layout") {
      result.layouts += 1;
      const begin = (task.event.args as { beginData?: { totalObjects?: number } } | undefined)?.beginData;
      result.layoutObjects += Number(begin?.totalObjects ?? 0);
    }
    if (task.event.name === "UpdateLayoutTree") result.styleRecalcs += 1;
    if (task.event.name === "Paint") result.paints += 1;
  }
  return result;
}

export interface EventShare {
  name: string;
  count: number;
  wallMs: number;
  cpuMs: number;
}

/** The self time of the events Lighthouse files under `group`, by event name, largest CPU time first. */
export function eventsOfGroup(tasks: readonly TaskLike[], group: string): EventShare[] {
  const byName = new Map<string, EventShare>();
  for (const task of tasks) {
    if (task.group.id !== group) continue;
    const share = byName.get(task.event.name) ?? { name: task.event.name, count: 0, wallMs: 0, cpuMs: 0 };
    share.count += 1;
    share.wallMs += task.selfTime;
    share.cpuMs += selfThreadTimeMs(task);
    byName.set(task.event.name, share);
  }
  return [...byName.values()].sort((a, b) => b.cpuMs - a.cpuMs);
}

/** Each event's figures averaged over runs (a run without the event counts as 0). */
export function meanShares(runs: readonly EventShare[][]): EventShare[] {
  const sums = new Map<string, EventShare>();
  for (const run of runs) {
    for (const share of run) {
      const sum = sums.get(share.name) ?? { name: share.name, count: 0, wallMs: 0, cpuMs: 0 };
      sum.count += share.count;
      sum.wallMs += share.wallMs;
      sum.cpuMs += share.cpuMs;
      sums.set(share.name, sum);
    }
  }
  const n = Math.max(1, runs.length);
  return [...sums.values()]
    .map((sum) => ({ name: sum.name, count: sum.count / n, wallMs: sum.wallMs / n, cpuMs: sum.cpuMs / n }))
    .sort((a, b) => b.cpuMs - a.cpuMs);
}
