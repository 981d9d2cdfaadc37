// The staff command line against a throwaway SQLite file, with the password
// on standard input: each command as a function call with its own streams
// (a process per call took most of this file's time), and once as people run
// it, the real script in its own Node process (type stripping, no bundler).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { verifyPassword } from "#app/features/staff/auth/password.server.ts";
import { openDatabase } from "#app/platform/db/database.server.ts";
import { createStaffSession, findStaffByEmail, findStaffSession } from "#app/features/staff/staff-db.server.ts";
import { runStaffCommand } from "./staff.ts";

const script = fileURLToPath(new URL("./staff.ts", import.meta.url));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

let dir: string;
let databaseFile: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "ssh-staff-cli-"));
  databaseFile = join(dir, "site.db");
});

afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** A stream that keeps what is written to it. */
function collector(): { stream: Writable; text: () => string } {
  let text = "";
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      text += chunk.toString();
      done();
    },
  });
  return { stream, text: () => text };
}

/** Runs the command as `node scripts/staff.ts …args` would, in this process; `stdin` is its whole input. */
async function staff(args: string[], stdin?: string): Promise<Run> {
  const stdout = collector();
  const stderr = collector();
  const code = await runStaffCommand(args, {
    stdin: Readable.from(stdin === undefined || stdin === "" ? [] : [stdin]),
    stdout: stdout.stream,
    stderr: stderr.stream,
    env: { DATABASE_FILE: databaseFile },
  });
  return { code, stdout: stdout.text(), stderr: stderr.text() };
}

/** Runs `node scripts/staff.ts …args` in its own process; `stdin` is piped in and closed (nothing when undefined). */
function staffProcess(args: string[], stdin?: string): Promise<Run> {
  const child = spawn(process.execPath, [script, ...args], {
    // Only what the script needs: no DATABASE_URL or other settings leak in from the shell.
    env: { PATH: process.env.PATH, DATABASE_FILE: databaseFile },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdin.end(stdin);
  return new Promise((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

async function withDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>["db"]) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseFile });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

async function passwordVerifies(email: string, password: string): Promise<boolean> {
  const user = await withDatabase((db) => findStaffByEmail(db, email));
  if (!user) throw new Error(`no account for ${email}`);
  return verifyPassword(password, user.passwordHash);
}

const EMAIL = "thandi@example.co.za";
const PASSWORD = "correct horse battery";
const NEW_PASSWORD = "a different long secret";

describe("npm run staff:add and --reset", { timeout: 30_000 }, () => {
  it("runs as a command of its own: creates an account whose password verifies, under the normalised address", async () => {
    const run = await staffProcess(["add", "  Thandi@Example.CO.ZA "], `${PASSWORD}\n`);

    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toBe(
      `Created staff account ${EMAIL} (owner). Sign in at /admin/login; invite the rest of the team from Staff there.\n`,
    );
    expect(await passwordVerifies(EMAIL, PASSWORD)).toBe(true);
    expect(await passwordVerifies(EMAIL, NEW_PASSWORD)).toBe(false);
  });

  it("takes the first line of stdin as the password, with or without a line end", async () => {
    expect((await staff(["add", EMAIL], `${PASSWORD}\r\nsecond line\n`)).code).toBe(0);
    expect(await passwordVerifies(EMAIL, PASSWORD)).toBe(true);

    expect((await staff(["add", "sipho@example.co.za"], PASSWORD)).code).toBe(0);
    expect(await passwordVerifies("sipho@example.co.za", PASSWORD)).toBe(true);
  });

  it("refuses to add an address that already has an account, and keeps its password", async () => {
    await staff(["add", EMAIL], `${PASSWORD}\n`);

    const run = await staff(["add", EMAIL], `${NEW_PASSWORD}\n`);

    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain(`A staff account for ${EMAIL} already exists. Use --reset to set a new password.`);
    expect(await passwordVerifies(EMAIL, PASSWORD)).toBe(true);
  });

  it("--reset sets a new password and signs the account out everywhere", async () => {
    await staff(["add", EMAIL], `${PASSWORD}\n`);
    const now = new Date();
    await withDatabase(async (db) => {
      const user = await findStaffByEmail(db, EMAIL);
      await createStaffSession(db, {
        idHash: "session-hash",
        staffId: user!.id,
        csrfToken: "csrf",
        expiresAt: new Date(now.getTime() + 60 * 60_000),
        now,
      });
    });

    const run = await staff(["add", "--reset", EMAIL], `${NEW_PASSWORD}\n`);

    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Set a new password for ${EMAIL}.`);
    expect(run.stdout).toContain("signed out everywhere");
    expect(await passwordVerifies(EMAIL, NEW_PASSWORD)).toBe(true);
    expect(await passwordVerifies(EMAIL, PASSWORD)).toBe(false);
    expect(await withDatabase((db) => findStaffSession(db, "session-hash", now))).toBeUndefined();
  });

  it("--reset refuses an address without an account and creates nothing", async () => {
    const run = await staff(["add", EMAIL, "--reset"], `${NEW_PASSWORD}\n`);

    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`No staff account for ${EMAIL}.`);
    expect(await withDatabase((db) => findStaffByEmail(db, EMAIL))).toBeUndefined();
  });

  it("refuses a short password with the policy's words, and creates nothing", async () => {
    const run = await staff(["add", EMAIL], "short pw\n");

    expect(run.code).toBe(1);
    expect(run.stdout).toBe("");
    expect(run.stderr).toContain("at least 12 characters");
    expect(await withDatabase((db) => findStaffByEmail(db, EMAIL))).toBeUndefined();
  });

  it("refuses when no password arrives on stdin, and an address that is not one", async () => {
    const empty = await staff(["add", EMAIL], "");
    expect(empty.code).toBe(1);
    expect(empty.stderr).toContain("No password given");
    expect(await withDatabase((db) => findStaffByEmail(db, EMAIL))).toBeUndefined();

    const notAnAddress = await staff(["add", "thandi"], `${PASSWORD}\n`);
    expect(notAnAddress.code).toBe(1);
    expect(notAnAddress.stderr).toContain('"thandi" is not an e-mail address.');
  });
});

describe("npm run staff:list, staff:remove, their usage, and the password never shown", { timeout: 30_000 }, () => {
  it("lists the addresses, one per line in order", async () => {
    const none = await staff(["list"]);
    expect(none.code).toBe(0);
    expect(none.stdout).toBe("");
    expect(none.stderr).toContain("No staff accounts yet.");

    await staff(["add", EMAIL], `${PASSWORD}\n`);
    await staff(["add", "andile@example.co.za"], `${PASSWORD}\n`);
    const run = await staff(["list"]);

    expect(run.code).toBe(0);
    expect(run.stderr).toBe("");
    expect(run.stdout).toBe(`andile@example.co.za\n${EMAIL}\n`);
  });

  it("removes an account, and refuses to remove one that is not there", async () => {
    await staff(["add", EMAIL], `${PASSWORD}\n`);

    const run = await staff(["remove", "Thandi@Example.co.za"]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Removed staff account ${EMAIL}`);
    expect(await withDatabase((db) => findStaffByEmail(db, EMAIL))).toBeUndefined();
    expect((await staff(["list"])).stdout).toBe("");

    const again = await staff(["remove", EMAIL]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain(`No staff account for ${EMAIL}.`);
  });

  it.each([
    { args: [], says: "No command given." },
    { args: ["frobnicate"], says: 'Unknown command "frobnicate".' },
    { args: ["add"], says: "add needs exactly one e-mail address." },
    { args: ["add", "--force", EMAIL], says: 'Unknown option "--force" for add.' },
    { args: ["remove", EMAIL, "other@example.co.za"], says: "remove needs exactly one e-mail address." },
    { args: ["list", EMAIL], says: "list takes no e-mail address." },
  ])("prints usage and exits 2 for: staff.ts $args", async ({ args, says }) => {
    const run = await staff(args, `${PASSWORD}\n`);

    expect(run.code).toBe(2);
    expect(run.stderr).toContain(says);
    expect(run.stderr).toContain("Usage:");
    expect(run.stderr).toContain("npm run staff:add -- <email>");
  });

  it("never prints the password, whatever the outcome", async () => {
    const runs = [
      await staff(["add", EMAIL], `${PASSWORD}\n`), // created
      await staff(["add", EMAIL], `${PASSWORD}\n`), // exists
      await staff(["add", "--reset", EMAIL], `${NEW_PASSWORD}\n`), // changed
      await staff(["add", "--reset", "nobody@example.co.za"], `${PASSWORD}\n`), // missing
      await staff(["add", "sipho@example.co.za"], " leading space password\n"), // invalid
      await staff(["add", "sipho@example.co.za"], "tiny-secret\n"), // too short
      await staff(["add", "not-an-address"], `${PASSWORD}\n`), // not an address
      await staff(["list"], `${PASSWORD}\n`),
      await staff(["frobnicate"], `${PASSWORD}\n`),
    ];

    expect(runs.map((run) => run.code)).toEqual([0, 1, 0, 1, 1, 1, 1, 0, 2]);
    for (const { stdout, stderr } of runs) {
      for (const secret of [PASSWORD, NEW_PASSWORD, "leading space password", "tiny-secret"]) {
        expect(stdout).not.toContain(secret);
        expect(stderr).not.toContain(secret);
      }
      // node:sqlite's experimental warning is filtered out; it would only bury the answer.
      expect(stderr).not.toContain("ExperimentalWarning");
    }
  });
});
