import { describe, expect, it } from "vitest";
import { createBoundedQueue } from "#app/platform/limits/bounded-queue.ts";

/** A task that runs until the test lets it finish. */
function gate() {
  const { promise, resolve, reject } = Promise.withResolvers<string>();
  let started = false;
  return {
    task: () => {
      started = true;
      return promise;
    },
    get started() {
      return started;
    },
    finish: resolve,
    fail: reject,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("createBoundedQueue", () => {
  it("runs two at once, keeps a short line, and turns the rest away without calling them", async () => {
    const queue = createBoundedQueue({ concurrency: 2, maxWaiting: 8 });
    const gates = Array.from({ length: 10 }, gate);
    const results = gates.map((each) => queue.tryRun(each.task));
    expect(results.every((result) => result instanceof Promise)).toBe(true);
    expect(gates.filter((each) => each.started)).toHaveLength(2);
    expect([queue.running, queue.waiting]).toEqual([2, 8]);

    let calledWhenFull = false;
    const refused = queue.tryRun(async () => {
      calledWhenFull = true;
      return "never";
    });
    expect(refused).toBeUndefined();
    expect(calledWhenFull).toBe(false);

    // One finishing lets the first in line start, in order.
    gates[0]?.finish("first");
    await expect(results[0]).resolves.toBe("first");
    await settle();
    expect(gates.map((each) => each.started)).toEqual([
      true,
      true,
      true,
      false,
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
    expect([queue.running, queue.waiting]).toEqual([2, 7]);
    expect(queue.tryRun(async () => "fits again")).toBeInstanceOf(Promise);
    expect(queue.tryRun(async () => "full again")).toBeUndefined();
  });

  it("frees the turn of a task that fails", async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 1 });
    const failing = gate();
    const waiting = gate();
    const first = queue.tryRun(failing.task);
    const second = queue.tryRun(waiting.task);
    failing.fail(new Error("scrypt failed"));
    await expect(first).rejects.toThrow("scrypt failed");
    await settle();
    expect(waiting.started).toBe(true);
    waiting.finish("done");
    await expect(second).resolves.toBe("done");
    expect([queue.running, queue.waiting]).toEqual([0, 0]);
  });

  it("frees the turn of a task that throws before it returns a promise", async () => {
    const queue = createBoundedQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(
      queue.tryRun(() => {
        throw new Error("at once");
      }),
    ).rejects.toThrow("at once");
    expect(queue.running).toBe(0);
    await expect(queue.tryRun(async () => "next")).resolves.toBe("next");
  });

  it("with no line at all, refuses as soon as every slot is taken", () => {
    const queue = createBoundedQueue({ concurrency: 2, maxWaiting: 0 });
    expect(queue.tryRun(gate().task)).toBeInstanceOf(Promise);
    expect(queue.tryRun(gate().task)).toBeInstanceOf(Promise);
    expect(queue.tryRun(gate().task)).toBeUndefined();
  });

  it("refuses a bound that makes no sense", () => {
    expect(() => createBoundedQueue({ concurrency: 0, maxWaiting: 1 })).toThrow(RangeError);
    expect(() => createBoundedQueue({ concurrency: 1, maxWaiting: -1 })).toThrow(RangeError);
  });
});
