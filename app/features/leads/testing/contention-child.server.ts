// A second process for the cross-process tests: opens the same SQLite file
// and writes to it while the test process does too. Prints its results as JSON.
// Usage: node contention-child.server.ts <file> <key> <rounds>
import { openDatabase } from "#app/platform/db/database.server.ts";
import { contend } from "#app/features/leads/testing/contend.server.ts";

const [file, key, roundsText] = process.argv.slice(2);
if (!file || !key || !roundsText) throw new Error("usage: contention-child <file> <key> <rounds>");

const database = await openDatabase({ databaseFile: file });
// Tell the test we are about to write, so both processes write at once.
process.stdout.write("ready\n");
const result = await contend(database.db, key, Number(roundsText), { child: process.pid });
await database.close();
process.stdout.write(`${JSON.stringify(result)}\n`);
