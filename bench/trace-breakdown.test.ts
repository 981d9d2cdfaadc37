import { describe, expect, it } from "vitest";
import {
  type TaskLike,
  breakdown,
  eventsOfGroup,
  meanShares,
  selfThreadTimeMs,
  threadTimeMs,
} from "./trace-breakdown.ts";

/** A task as Lighthouse's MainThreadTasks builds it; wall and CPU in ms. */
function task(
  name: string,
  group: string,
  wall: number,
  cpu: number | undefined,
  children: TaskLike[] = [],
  args?: unknown,
): TaskLike {
  const node: TaskLike = {
    event: { name, ph: "X", ...(cpu === undefined ? {} : { tdur: cpu * 1000 }), args },
    children,
    duration: wall,
    selfTime: wall - children.reduce((sum, child) => sum + child.duration, 0),
    group: { id: group },
  };
  for (const child of children) child.parent = node;
  return node;
}

function flatten(tasks: TaskLike[]): TaskLike[] {
  return tasks.flatMap((item) => [item, ...flatten(item.children)]);
}

describe("thread time", () => {
  it("reads tdur, or the thread clock at the start and end of a B/E pair", () => {
    expect(threadTimeMs(task("RunTask", "other", 10, 4))).toBe(4);
    expect(threadTimeMs({ ...task("Layout", "styleLayout", 10, undefined), endEvent: { tts: 9_000 } })).toBe(undefined);
    const pair: TaskLike = {
      ...task("Layout", "styleLayout", 10, undefined),
      event: { name: "Layout", ph: "B", tts: 1_000 },
      endEvent: { tts: 7_500 },
    };
    expect(threadTimeMs(pair)).toBe(6.5);
  });

  it("a task's own CPU time leaves out its children's", () => {
    const parent = task("RunTask", "other", 50, 20, [task("Layout", "styleLayout", 30, 15)]);
    expect(selfThreadTimeMs(parent)).toBe(5);
    expect(selfThreadTimeMs(task("RunTask", "other", 5, undefined))).toBe(0);
  });
});

describe("breakdown", () => {
  const layout = task("Layout", "styleLayout", 30, 12, [], { beginData: { totalObjects: 1303 } });
  const tasks = flatten([
    task("RunTask", "other", 60, 20, [layout, task("UpdateLayoutTree", "styleLayout", 10, 6)]),
    task("RunTask", "other", 8, 2, [task("Paint", "paintCompositeRender", 2, 2)]),
  ]);

  it("adds self wall and CPU time by Lighthouse's group", () => {
    const result = breakdown(tasks);
    expect(result.wallMs).toEqual({ other: 26, styleLayout: 40, paintCompositeRender: 2 });
    expect(result.cpuMs).toEqual({ other: 2, styleLayout: 18, paintCompositeRender: 2 });
  });

  it("counts top-level tasks, layouts with their objects, style recalculations and paints", () => {
    expect(breakdown(tasks)).toMatchObject({
      topLevelTasks: 2,
      layouts: 1,
      layoutObjects: 1303,
      styleRecalcs: 1,
      paints: 1,
    });
  });
});

describe("events of a group", () => {
  it("adds the self time of each event name in the group, most CPU first", () => {
    const tasks = flatten([
      task("RunTask", "other", 10, 3, [task("CommitNavigation", "other", 6, 5)]),
      task("RunTask", "other", 4, 1),
      task("Layout", "styleLayout", 9, 9),
    ]);
    expect(eventsOfGroup(tasks, "other")).toEqual([
      { name: "CommitNavigation", count: 1, wallMs: 6, cpuMs: 5 },
      { name: "RunTask", count: 2, wallMs: 8, cpuMs: 1 },
    ]);
  });

  it("averages over runs, an event missing from a run counting as 0", () => {
    const mean = meanShares([
      [{ name: "RunTask", count: 300, wallMs: 80, cpuMs: 20 }],
      [
        { name: "RunTask", count: 100, wallMs: 40, cpuMs: 10 },
        { name: "Commit", count: 2, wallMs: 4, cpuMs: 2 },
      ],
    ]);
    expect(mean).toEqual([
      { name: "RunTask", count: 200, wallMs: 60, cpuMs: 15 },
      { name: "Commit", count: 1, wallMs: 2, cpuMs: 1 },
    ]);
  });
});
