// A small work queue with a hard bound: at most `concurrency` tasks run at
// once, at most `maxWaiting` wait for a turn, and anything beyond is turned
// away at once instead of piling up. Used for password hashing (scrypt runs
// on libuv's thread pool, which also reads the files the site serves).

export interface BoundedQueueOptions {
  concurrency: number;
  maxWaiting: number;
}

export interface BoundedQueue {
  /**
   * Runs `task` now or after the tasks ahead of it; undefined (and `task` is
   * never called) when the queue is full.
   */
  tryRun<T>(task: () => Promise<T>): Promise<T> | undefined;
  readonly running: number;
  readonly waiting: number;
}

export function createBoundedQueue({ concurrency, maxWaiting }: BoundedQueueOptions): BoundedQueue {
  if (!Number.isInteger(concurrency) || concurrency < 1) throw new RangeError("concurrency must be 1 or more");
  if (!Number.isInteger(maxWaiting) || maxWaiting < 0) throw new RangeError("maxWaiting must be 0 or more");
  let running = 0;
  const waiting: (() => void)[] = [];

  function release(): void {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }

  return {
    tryRun<T>(task: () => Promise<T>): Promise<T> | undefined {
      if (running < concurrency) {
        running += 1;
      } else if (waiting.length < maxWaiting) {
        // The slot passes straight from the finishing task to this one: `running` stays as it is.
        return new Promise<void>((resolve) => waiting.push(resolve)).then(() => runHolding(task));
      } else {
        return undefined;
      }
      return runHolding(task);
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };

  async function runHolding<T>(task: () => Promise<T>): Promise<T> {
    try {
      return await task();
    } finally {
      release();
    }
  }
}
