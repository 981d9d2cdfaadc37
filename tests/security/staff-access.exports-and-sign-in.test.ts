// The staff inbox over real HTTP: the CSV exports and the quote PDF refuse
// anonymous and stale requests, the sign-in form answers any body without a
// 500, and a lock-out that a change of address does not escape (while the
// account's own address stays open).
import { describe, expect, it } from "vitest";
import { execFileSync } from "node:child_process";
import { projectRoot } from "../../bench/support.ts";
import { setCookieValue, serverErrorCount } from "./support.ts";
import {
  asCookie,
  get,
  PRIVATE,
  quoteLeadId,
  server,
  VISITOR,
  withStaffAccessServer,
} from "./staff-access.test-support.ts";

withStaffAccessServer();

describe("React Router data URLs (.data) hold no staff data without a session", () => {
  it("the CSV exports and the quote PDF refuse anonymous and stale requests, with any method or Accept", async () => {
    for (const path of [
      "/admin/leads.csv",
      `/admin/leads.csv?q=${encodeURIComponent(VISITOR.email)}`,
      "/admin/dashboard/sources.csv",
      `/admin/leads/${quoteLeadId}/quote.pdf`,
    ]) {
      for (const method of ["GET", "HEAD"]) {
        for (const headers of [
          {},
          { Accept: "text/csv" },
          { Accept: "application/pdf" },
          asCookie("B".repeat(43)),
        ] as Record<string, string>[]) {
          const response = await get(path, headers, method);
          expect(response.status, `${method} ${path}`).toBe(302);
          expect(response.headers.get("content-type") ?? "", `${method} ${path}`).not.toMatch(/csv|pdf/);
          const body = await response.text();
          for (const text of PRIVATE) expect(body).not.toContain(text);
        }
      }
      const post = await fetch(`${server.base}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: "",
        redirect: "manual",
      });
      expect(post.status, `POST ${path}`).toBe(401);
    }
  });
});

describe("the sign-in form", () => {
  it("answers a body that is not its form with a 4xx, never a 500", async () => {
    const bodies: [string, Record<string, string>, string][] = [
      ["JSON", { "Content-Type": "application/json" }, '{"email":"a@b.co","password":"x"}'],
      ["text", { "Content-Type": "text/plain" }, "email=a@b.co"],
      ["an empty body", { "Content-Length": "0" }, ""],
      ["broken multipart", { "Content-Type": "multipart/form-data; boundary=x" }, "--x\r\nnot a part"],
    ];
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      for (const [label, headers, body] of bodies) {
        const response = await fetch(`${server.base}/admin/login`, { method, headers, body, redirect: "manual" });
        expect(response.status, `${method} ${label}`).toBeGreaterThanOrEqual(400);
        expect(response.status, `${method} ${label}`).toBeLessThan(500);
        expect(setCookieValue(response, "staff_session"), `${method} ${label}`).toBeUndefined();
      }
    }
  });
});

describe("brute force", () => {
  it("failures spread over many client addresses lock new addresses out of the account, not its owner's usual one", async () => {
    const target = "pieter@sandtonsoundhire.co.za";
    const password = "Mixer desk at Fourways 2026";
    const attempt = async (guess: string, clientAddress: string) => {
      const page = await get("/admin/login", { "X-Forwarded-For": clientAddress });
      const loginToken = setCookieValue(page, "staff_login") ?? "";
      const form = /name="login_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
      const response = await fetch(`${server.base}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: {
          "Content-Type": "application/x-www-form-urlencoded",
          Cookie: `staff_login=${loginToken}`,
          "X-Forwarded-For": clientAddress,
        },
        body: new URLSearchParams({ login_token: form, email: target, password: guess }).toString(),
      });
      return { status: response.status, body: await response.text() };
    };
    // The account exists, with a password the attacker does not know; its owner signs in from the office.
    execFileSync(process.execPath, ["scripts/staff.ts", "add", target], {
      cwd: projectRoot,
      input: `${password}\n`,
      env: { ...process.env, DATABASE_URL: "", DATABASE_FILE: server.databaseFile },
      stdio: ["pipe", "ignore", "ignore"],
    });
    expect((await attempt(password, "198.18.0.1")).status).toBe(302);
    // Twenty guesses from four addresses, five each (a change of address does not escape the per-address lock).
    for (let address = 1; address <= 4; address++) {
      for (let i = 1; i <= 4; i++)
        expect((await attempt(`guess ${address}.${i}`, `203.0.${address}.7`)).status).toBe(401);
      expect((await attempt(`guess ${address}.5`, `203.0.${address}.7`)).status).toBe(429);
    }
    // Now any address the account has never used is refused, even with the right password.
    const newcomer = await attempt(password, "198.18.0.2");
    expect(newcomer.status).toBe(429);
    expect(newcomer.body).toContain("Too many failed sign-ins for this e-mail address.");
    // The owner's usual address is not.
    expect((await attempt(password, "198.18.0.1")).status).toBe(302);
  });
});

describe("afterwards", () => {
  it("nothing above was a server error", () => {
    expect(serverErrorCount(server.databaseFile)).toBe(0);
  });
});
