// The lead-writer thread (see lead-writer.server.ts): its own SQLite handle on
// the server's file and the same group commit and lead storage the server
// would run itself. Outcomes of one batch go back in one message.
import { parentPort, workerData } from "node:worker_threads";
import { connectDatabase } from "./database.server.ts";
import { createGroupCommit } from "./group-commit.server.ts";
import { type FromWriter, type LeadWrite, type LeadWriteOutcome, type ToWriter, type WriterConfig, outcomeOfError } from "./lead-writer-protocol.server.ts";
import { storeLeadWithinLimits } from "./leads.server.ts";

const port = parentPort;
if (!port) throw new Error("lead-writer-thread.server.ts runs only as a worker thread");

const config = workerData as WriterConfig;
const { db } = connectDatabase({ databaseFile: config.databaseFile, maxPageCount: config.maxPageCount });
const writes = createGroupCommit(db, (trx, write: LeadWrite) => storeLeadWithinLimits(trx, write.input, write.rateLimits));

let outgoing: [number, LeadWriteOutcome][] = [];

function send(message: FromWriter): void {
  port?.postMessage(message);
}

function flush(): void {
  if (outgoing.length === 0) return;
  const outcomes = outgoing;
  outgoing = [];
  send({ type: "outcomes", outcomes });
}

function reply(id: number, outcome: LeadWriteOutcome): void {
  // A batch resolves all its writes at once: answer them in one message.
  if (outgoing.length === 0) setImmediate(flush);
  outgoing.push([id, outcome]);
}

port.on("message", (message: ToWriter) => {
  if (message.type === "close") {
    void (async () => {
      await writes.drained();
      await db.destroy();
      flush();
      send({ type: "closed" });
      port.close();
    })();
    return;
  }
  for (const [id, write] of message.writes) {
    writes.submit(write).then(
      (stored) => reply(id, { ok: true, lead: { id: stored.id, created: stored.created } }),
      (error: unknown) => reply(id, outcomeOfError(error)),
    );
  }
});
