// Leads on SQLite are written by a worker thread. node:sqlite runs every
// statement, and the commit's disk sync, on the thread that calls it: on the
// main thread a batch of leads held up every other request while it ran, and
// the server used one of the machine's cores. The thread has its own handle on
// the same file and runs the same group commit (group-commit.server.ts) and
// the same storeLeadWithinLimits; the server thread only parses, validates and
// answers. A visitor is still told "success" only after the thread's commit.
//
// Should the thread die, the writes it held are answered as failures (never a
// false success; a retry with the same idempotency key finds a lead that did
// commit) and the next write starts a new thread.
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import type { GroupCommit } from "./group-commit.server.ts";
import {
  type FromWriter,
  type LeadWrite,
  type ToWriter,
  type WriterConfig,
  type WrittenLead,
  errorOfOutcome,
} from "./lead-writer-protocol.server.ts";

export type { LeadWrite, WrittenLead } from "./lead-writer-protocol.server.ts";

export interface LeadWriter extends GroupCommit<LeadWrite, WrittenLead> {
  /** Waits for the writes under way, then closes the thread's database handle and ends it. */
  close(): Promise<void>;
}

// A variable, not a literal in new URL(): bundlers rewrite literal worker URLs.
const THREAD_MODULE = "./lead-writer-thread.server.ts";

/**
 * The thread's module, or undefined where it is not beside this one (this
 * module bundled into the build's server file, which only the development
 * fallback imports): the caller then writes on its own thread.
 */
export function leadWriterThreadModule(): URL | undefined {
  const url = new URL(THREAD_MODULE, import.meta.url);
  return url.protocol === "file:" && existsSync(fileURLToPath(url)) ? url : undefined;
}

interface Pending {
  resolve(lead: WrittenLead): void;
  reject(error: unknown): void;
}

export function startLeadWriter(config: WriterConfig, threadModule: URL, options: { onThread?: (worker: Worker) => void } = {}): LeadWriter {
  const pending = new Map<number, Pending>();
  let nextId = 1;
  let outgoing: [number, LeadWrite][] = [];
  let worker: Worker | undefined;
  let closing: Promise<void> | undefined;
  let idle: (() => void)[] = [];

  function settled(): void {
    if (pending.size > 0) return;
    // An idle thread must not keep the process alive.
    worker?.unref();
    const waiting = idle;
    idle = [];
    for (const resolve of waiting) resolve();
  }

  function failAll(error: unknown): void {
    const failed = [...pending.values()];
    pending.clear();
    outgoing = [];
    for (const entry of failed) entry.reject(error);
    settled();
  }

  function thread(): Worker {
    if (worker) return worker;
    const started = new Worker(threadModule, { workerData: config });
    started.on("message", (message: FromWriter) => {
      if (message.type !== "outcomes") return;
      for (const [id, outcome] of message.outcomes) {
        const entry = pending.get(id);
        if (!entry) continue;
        pending.delete(id);
        if (outcome.ok) entry.resolve(outcome.lead);
        else entry.reject(errorOfOutcome(outcome));
      }
      settled();
    });
    started.on("error", (error) => {
      if (worker === started) worker = undefined;
      failAll(new Error("The lead writer stopped", { cause: error }));
    });
    started.on("exit", (code) => {
      if (worker !== started) return;
      worker = undefined;
      failAll(new Error(`The lead writer exited with code ${code}`));
    });
    worker = started;
    options.onThread?.(started);
    return started;
  }

  function flush(): void {
    if (outgoing.length === 0) return;
    const writes = outgoing;
    outgoing = [];
    thread().postMessage({ type: "writes", writes } satisfies ToWriter);
  }

  function drained(): Promise<void> {
    if (pending.size === 0) return Promise.resolve();
    return new Promise<void>((resolve) => idle.push(resolve));
  }

  return {
    drained,

    submit(write) {
      if (closing) return Promise.reject(new Error("The lead writer is closed"));
      return new Promise<WrittenLead>((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        thread().ref();
        // Requests read in one turn of the event loop go over in one message.
        if (outgoing.length === 0) setImmediate(flush);
        outgoing.push([id, write]);
      });
    },

    close() {
      closing ??= (async () => {
        await drained();
        const running = worker;
        if (!running) return;
        worker = undefined;
        running.ref();
        const exited = new Promise<void>((resolve) => running.once("exit", () => resolve()));
        running.postMessage({ type: "close" } satisfies ToWriter);
        await exited;
      })();
      return closing;
    },
  };
}
