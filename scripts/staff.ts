// Staff accounts from the command line: add (or --reset the password of),
// remove and list the people who may sign in to the admin inbox.
//
//   npm run staff:add -- thandi@example.co.za
//   npm run staff:add -- --reset thandi@example.co.za
//   npm run staff:remove -- thandi@example.co.za
//   npm run staff:list
//
// On a terminal the password is asked for twice and not echoed; otherwise it
// is the first line of standard input, so scripts (and the tests) can pipe it.
// Runs straight from source under Node's type stripping, so it imports only
// modules that use relative imports (no "~/" alias). Exit codes: 0 done,
// 1 refused or failed, 2 usage error, 130 cancelled. The work is in
// runStaffCommand, which the tests call in-process with their own streams.
import { createInterface } from "node:readline";
import type { Readable, Writable } from "node:stream";
import {
  isPlausibleEmail,
  newPasswordProblem,
  normaliseStaffEmail,
  STAFF_PASSWORD_MIN_LENGTH,
} from "#app/features/staff/auth/staff-auth.ts";
import { parsePlatformDataEnv } from "#app/platform/config/data-env.server.ts";
import type { AppDatabase } from "#app/platform/db/database.server.ts";
import { deleteStaffUser, findStaffByEmail, listStaffEmails } from "#app/features/staff/staff-db.server.ts";
import { saveStaffAccount } from "#app/features/staff/accounts.server.ts";

const EXIT_OK = 0;
const EXIT_REFUSED = 1;
const EXIT_USAGE = 2;
const EXIT_CANCELLED = 130;

const LOGIN_PATH = "/admin/login";

const USAGE = `Staff accounts for the admin inbox.

Usage:
  npm run staff:add -- <email>             create an owner's account (asks for the password twice)
  npm run staff:add -- --reset <email>     set a new password (signs the account out everywhere)
  npm run staff:remove -- <email>          remove an account and end its sessions
  npm run staff:list                       list the accounts' e-mail addresses

Passwords must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters long. Without a terminal the
password is read from the first line of standard input, e.g.
  printf '%s\\n' "$PASSWORD" | npm run staff:add -- name@example.co.za

The database is DATABASE_URL (PostgreSQL) when set, else DATABASE_FILE
(SQLite, default data/site.db).`;

/** A refusal or usage error: the message is for the person at the keyboard. */
class Stop extends Error {
  readonly exitCode: number;
  constructor(message: string, exitCode: number) {
    super(message);
    this.exitCode = exitCode;
  }
}

const refuse = (message: string) => new Stop(message, EXIT_REFUSED);
const usageError = (message: string) => new Stop(`${message}\n\n${USAGE}`, EXIT_USAGE);
const cancelled = () => new Stop("Cancelled: nothing was changed.", EXIT_CANCELLED);

/** Where a run reads and writes: the process's own streams, or a test's. */
export interface StaffCommandIo {
  stdin: Readable & { isTTY?: boolean; setRawMode?: (mode: boolean) => unknown };
  stdout: Writable;
  stderr: Writable;
  /** DATABASE_URL or DATABASE_FILE say which database. */
  env: Record<string, string | undefined>;
}

type Command = { name: "add"; email: string; reset: boolean } | { name: "remove"; email: string } | { name: "list" };

function parseCommand(argv: string[]): Command {
  const [name, ...rest] = argv;
  const flags = rest.filter((arg) => arg.startsWith("-"));
  const positional = rest.filter((arg) => !arg.startsWith("-"));
  const allowedFlags = name === "add" ? ["--reset"] : [];
  const unknownFlag = flags.find((flag) => !allowedFlags.includes(flag));
  if (name === undefined) throw usageError("No command given.");
  if (name !== "add" && name !== "remove" && name !== "list") throw usageError(`Unknown command "${name}".`);
  if (unknownFlag) throw usageError(`Unknown option "${unknownFlag}" for ${name}.`);

  if (name === "list") {
    if (positional.length > 0) throw usageError("list takes no e-mail address.");
    return { name };
  }
  if (positional.length !== 1 || !positional[0]?.trim()) {
    throw usageError(`${name} needs exactly one e-mail address.`);
  }
  const email = positional[0];
  return name === "add" ? { name, email, reset: flags.includes("--reset") } : { name, email };
}

/** Reads one line from the terminal without echoing it. */
function readHidden(io: StaffCommandIo, prompt: string): Promise<string> {
  const input = io.stdin;
  return new Promise((resolve, reject) => {
    let value = "";
    const finish = (error?: Error) => {
      input.off("data", onData);
      input.setRawMode?.(false);
      input.pause();
      io.stderr.write("\n");
      if (error) reject(error);
      else resolve(value);
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === "\r" || char === "\n") return finish();
        if (char === "\u0003") return finish(cancelled()); // Ctrl-C
        if (char === "\u0004") {
          if (value === "") return finish(cancelled()); // Ctrl-D on an empty line
          continue;
        }
        if (char === "\u007f" || char === "\b") {
          value = Array.from(value).slice(0, -1).join("");
        } else if (char === "\u0015") {
          value = ""; // Ctrl-U
        } else if (char === "\u001b") {
          return; // an escape sequence (arrow keys and the like): ignore the rest of it
        } else if (char >= " ") {
          value += char;
        }
      }
    };
    io.stderr.write(prompt);
    input.setEncoding("utf8");
    input.setRawMode?.(true);
    input.resume();
    input.on("data", onData);
  });
}

/** The first line of standard input, or undefined when it is empty. */
async function readFirstLine(io: StaffCommandIo): Promise<string | undefined> {
  const lines = createInterface({ input: io.stdin, crlfDelay: Infinity, terminal: false });
  try {
    for await (const line of lines) return line;
    return undefined;
  } finally {
    lines.close();
    io.stdin.pause();
  }
}

async function readNewPassword(io: StaffCommandIo, email: string): Promise<string> {
  if (!io.stdin.isTTY) {
    const line = await readFirstLine(io);
    if (line === undefined) {
      throw refuse(
        `No password given. Without a terminal the password is read from the first line of standard input, e.g.\n` +
          `  printf '%s\\n' "$PASSWORD" | npm run staff:add -- ${email}`,
      );
    }
    return line;
  }
  const password = await readHidden(
    io,
    `New password for ${email} (at least ${STAFF_PASSWORD_MIN_LENGTH} characters): `,
  );
  // Refused now rather than after typing it a second time.
  const problem = newPasswordProblem(password, email);
  if (problem) throw refuse(`${problem} Nothing was changed.`);
  const repeated = await readHidden(io, "Type the password again: ");
  if (repeated !== password) throw refuse("The two passwords do not match. Nothing was changed.");
  return password;
}

async function addOrReset(io: StaffCommandIo, database: AppDatabase, input: string, reset: boolean): Promise<string> {
  const email = normaliseStaffEmail(input);
  // Checked before asking for a password, so nobody types one for nothing.
  // saveStaffAccount checks again: it has the final word.
  const existing = await findStaffByEmail(database.db, email);
  if (!reset && existing)
    throw refuse(`A staff account for ${email} already exists. Use --reset to set a new password.`);
  if (reset && !existing) throw refuse(`No staff account for ${email}. Create it with: npm run staff:add -- ${email}`);

  const password = await readNewPassword(io, email);
  const result = await saveStaffAccount(database.db, { email, password, reset });
  switch (result.status) {
    case "created":
      return `Created staff account ${result.email} (owner). Sign in at ${LOGIN_PATH}; invite the rest of the team from Staff there.`;
    case "password_changed":
      return `Set a new password for ${result.email}. It has been signed out everywhere; sign in again at ${LOGIN_PATH}.`;
    case "exists":
      throw refuse(`A staff account for ${result.email} already exists. Use --reset to set a new password.`);
    case "missing":
      throw refuse(`No staff account for ${result.email}. Create it with: npm run staff:add -- ${result.email}`);
    case "invalid":
      throw refuse(`${result.message} Nothing was changed.`);
  }
}

async function remove(database: AppDatabase, input: string): Promise<string> {
  const email = normaliseStaffEmail(input);
  if (!(await deleteStaffUser(database.db, email))) throw refuse(`No staff account for ${email}.`);
  return `Removed staff account ${email} and ended its sessions.`;
}

async function list(io: StaffCommandIo, database: AppDatabase): Promise<string | undefined> {
  const emails = await listStaffEmails(database.db);
  if (emails.length === 0) {
    io.stderr.write("No staff accounts yet. Create one with: npm run staff:add -- name@example.co.za\n");
    return undefined;
  }
  return emails.join("\n");
}

async function run(argv: string[], io: StaffCommandIo): Promise<number> {
  if (argv[0] === "help" || argv[0] === "--help" || argv[0] === "-h") {
    io.stdout.write(`${USAGE}\n`);
    return EXIT_OK;
  }
  const command = parseCommand(argv);
  if (command.name === "add" && !isPlausibleEmail(normaliseStaffEmail(command.email))) {
    throw refuse(`"${command.email}" is not an e-mail address.`);
  }

  const { databaseConfigFromEnv, openDatabase } = await import("#app/platform/db/database.server.ts");
  const database = await openDatabase(databaseConfigFromEnv(parsePlatformDataEnv(io.env)));
  try {
    const output =
      command.name === "add"
        ? await addOrReset(io, database, command.email, command.reset)
        : command.name === "remove"
          ? await remove(database, command.email)
          : await list(io, database);
    if (output !== undefined) io.stdout.write(`${output}\n`);
    return EXIT_OK;
  } finally {
    await database.close();
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : "";
  return `${error.message}${cause}`;
}

/** Runs one command (`add`, `remove`, `list`) and gives its exit code; refusals and usage go to `io.stderr`. */
export async function runStaffCommand(argv: string[], io: StaffCommandIo): Promise<number> {
  try {
    return await run(argv, io);
  } catch (error) {
    if (error instanceof Stop) {
      io.stderr.write(`${error.message}\n`);
      return error.exitCode;
    }
    io.stderr.write(`Staff accounts: ${describe(error)}\n`);
    return EXIT_REFUSED;
  }
}

if (import.meta.main) {
  // node:sqlite prints an ExperimentalWarning once per process (see
  // docs/decisions/004); here it would only bury the answer. This filter is in
  // place before the database module, the one that loads node:sqlite, is
  // imported (dynamically, in run()); every other warning is still printed.
  if (process.listenerCount("warning") > 0) {
    // (None with --no-warnings: then nothing is printed anyway.)
    process.removeAllListeners("warning");
    process.on("warning", (warning) => {
      if (warning.name === "ExperimentalWarning" && warning.message.includes("SQLite")) return;
      process.stderr.write(`${warning.name}: ${warning.message}\n`);
    });
  }
  process.exitCode = await runStaffCommand(process.argv.slice(2), {
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
    env: process.env,
  });
}
