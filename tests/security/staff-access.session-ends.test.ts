// Staff sessions over real HTTP: the 12-hour cap on a busy session, a
// signed-out session replayed, and a password reset from the command line.
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { projectRoot } from "../../bench/support.ts";
import { STAFF_EMAIL, STAFF_PASSWORD, setCookieValue, signIn, serverErrorCount } from "./support.ts";
import {
  asCookie,
  expectRefused,
  expectSignedIn,
  get,
  HOUR,
  server,
  sessionRow,
  setSession,
  withStaffAccessServer,
} from "./staff-access.test-support.ts";

withStaffAccessServer();

describe("sessions", () => {
  it("a busy session still ends twelve hours after sign-in", async () => {
    const token = await signIn(server.base);
    const now = Date.now();
    const createdAt = new Date(now - 12 * HOUR + 5 * 60_000);
    // Used a few minutes ago, so this request moves its expiry, but never past the 12 hours.
    setSession(token, { createdAt, lastSeenAt: new Date(now - 5 * 60_000), expiresAt: new Date(now + 5 * 60_000) });
    await expectSignedIn(token);
    const row = sessionRow(token);
    expect(Date.parse(row?.expires_at ?? "")).toBeLessThanOrEqual(createdAt.getTime() + 12 * HOUR);
    setSession(token, {
      createdAt: new Date(now - 12 * HOUR - 1_000),
      lastSeenAt: new Date(now - 60_000),
      expiresAt: new Date(now - 1_000),
    });
    await expectRefused(token);
  });

  it("a signed-out session cannot be replayed", async () => {
    const token = await signIn(server.base);
    const inbox = await get("/admin", asCookie(token));
    const csrf = /name="csrf" value="([^"]+)"/.exec(await inbox.text())?.[1] ?? "";
    const signOut = await fetch(`${server.base}/admin/logout`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", ...asCookie(token) },
      body: new URLSearchParams({ csrf }).toString(),
      redirect: "manual",
    });
    expect(signOut.status).toBe(302);
    expect(setCookieValue(signOut, "staff_session")).toBe("");
    await expectRefused(token);
    await expectRefused(token, "/admin/leads.csv");
  });

  it("a password reset from the command line ends every session of the account", async () => {
    const first = await signIn(server.base);
    const second = await signIn(server.base);
    await expectSignedIn(first);
    const newPassword = "Subwoofer in Midrand 2027";
    execFileSync(process.execPath, ["scripts/staff.ts", "add", "--reset", STAFF_EMAIL], {
      cwd: projectRoot,
      input: `${newPassword}\n`,
      env: { ...process.env, DATABASE_URL: "", DATABASE_FILE: server.databaseFile },
      stdio: ["pipe", "ignore", "ignore"],
    });
    await expectRefused(first);
    await expectRefused(second);
    await expectSignedIn(await signIn(server.base, { password: newPassword }));
    // Back to the password the other tests use.
    execFileSync(process.execPath, ["scripts/staff.ts", "add", "--reset", STAFF_EMAIL], {
      cwd: projectRoot,
      input: `${STAFF_PASSWORD}\n`,
      env: { ...process.env, DATABASE_URL: "", DATABASE_FILE: server.databaseFile },
      stdio: ["pipe", "ignore", "ignore"],
    });
  });
});

describe("afterwards", () => {
  it("nothing above was a server error", () => {
    expect(serverErrorCount(server.databaseFile)).toBe(0);
  });
});
