// Every staff password check and hash outside the sign-in form, over real
// HTTP to the production server (issue 32, finding 5; decision 027): a wrong
// current password on "My account" counts as a failed sign-in of that account
// and locks the same way; the change, and joining from an invitation, take a
// turn in the same bounded queue as sign-in, so a flood of them is turned
// away with 429 and Retry-After instead of slowing every page down. Accounts
// are made through the owner's invitation e-mail (a real SMTP sink).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LOGIN_LIMITS, PASSWORD_CHECKS } from "#app/features/staff/login-limits.ts";
import { type SmtpSink, parseMail, startSmtpSink } from "#app/platform/mail/test-support.server.ts";
import {
  STAFF_EMAIL,
  STAFF_PASSWORD,
  type TestServer,
  setCookieValue,
  startServer,
  withDatabase,
  serverErrorCount,
} from "./support.ts";

const WRONG = "Current password: that is not your current password.";
const LOCKED = "Current password: too many wrong passwords for this account. For your security it is locked:";
const CHANGE_BUSY =
  "Current password: too many passwords are being checked at this moment. Please wait a few seconds and try again.";
const JOIN_BUSY =
  "New password: too many passwords are being checked at this moment. Please wait a few seconds and try again.";
const INVITED = "You are invited to the Sandton Sound Hire staff area";

let server: TestServer;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer("password-checks", {
    SMTP_URL: smtp.url,
    OUTBOX_POLL_SECONDS: "1",
    IP_HASH_SALT: "password-checks-salt-0123456789",
    TRUST_PROXY: "loopback",
  });
});

afterAll(async () => {
  await server?.dispose();
  await smtp?.close();
});

interface Session {
  cookie: string;
  csrf: string;
}

interface Answer {
  status: number;
  retryAfter: string | null;
  html: string;
}

/** Signs in through the sign-in form from `address`: the session, or the refusal's status. */
async function signInFrom(email: string, password: string, address: string): Promise<Session | number> {
  const headers = { "X-Forwarded-For": address };
  const page = await fetch(`${server.base}/admin/login`, { headers });
  const loginToken = setCookieValue(page, "staff_login") ?? "";
  const formToken = /name="login_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  const response = await fetch(`${server.base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: { ...headers, "Content-Type": "application/x-www-form-urlencoded", Cookie: `staff_login=${loginToken}` },
    body: new URLSearchParams({ login_token: formToken, email, password }).toString(),
  });
  const token = setCookieValue(response, "staff_session");
  if (!token) return response.status;
  const cookie = `staff_session=${token}`;
  const account = await fetch(`${server.base}/admin/account`, { headers: { ...headers, Cookie: cookie } });
  const csrf = /name="csrf" value="([^"]+)"/.exec(await account.text())?.[1] ?? "";
  return { cookie, csrf };
}

async function session(email: string, password: string, address: string): Promise<Session> {
  const signedIn = await signInFrom(email, password, address);
  if (typeof signedIn === "number") throw new Error(`${email} could not sign in: ${signedIn}`);
  return signedIn;
}

async function post(target: string, fields: Record<string, string>, address: string, as?: Session): Promise<Answer> {
  const response = await fetch(`${server.base}${target}`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: server.base,
      "X-Forwarded-For": address,
      ...(as ? { Cookie: as.cookie } : {}),
    },
    body: new URLSearchParams({ ...(as ? { csrf: as.csrf } : {}), ...fields }).toString(),
  });
  return { status: response.status, retryAfter: response.headers.get("Retry-After"), html: await response.text() };
}

function changePassword(as: Session, currentPassword: string, address: string): Promise<Answer> {
  const password = "A new password for the Sandton office";
  return post("/admin/account", { currentPassword, password, confirmPassword: password }, address, as);
}

/** The path of the link in the e-mail to `address` with this subject, once it arrives. */
async function linkInMail(address: string, subject: string, pattern: RegExp): Promise<string> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const message of smtp.messages.filter((candidate) => candidate.to.includes(address))) {
      const mail = parseMail(message.raw);
      const link = mail.headers.get("subject") === subject ? pattern.exec(mail.text)?.[0] : undefined;
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no "${subject}" e-mail to ${address}`);
}

const OFFICE = "198.51.100.30";
let owner: Session;

/** The owner invites `email` as sales; gives the invitation link's path. */
async function invite(email: string): Promise<string> {
  owner ??= await session(STAFF_EMAIL, STAFF_PASSWORD, OFFICE);
  const sent = await post("/admin/staff", { intent: "invite", email, role: "sales" }, OFFICE, owner);
  expect(sent.status).toBe(302);
  return linkInMail(email, INVITED, /\/admin\/invitation\/[A-Za-z0-9_-]+/);
}

function join(link: string, password: string, address: string): Promise<Answer> {
  return post(link, { password, confirmPassword: password }, address);
}

const statuses = (answers: readonly Answer[]) =>
  answers.reduce<Record<number, number>>((counts, answer) => {
    counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    return counts;
  }, {});

describe("a wrong current password on My account", () => {
  it("counts as a failed sign-in: the fifth locks that address out, and the right password no longer changes it", async () => {
    const email = "kagiso@sandtonsoundhire.co.za";
    const password = "Subwoofers for Soweto 2026";
    expect((await join(await invite(email), password, OFFICE)).status).toBe(302);
    const attacker = "203.0.113.80";
    const stolen = await session(email, password, attacker);

    const answers: Answer[] = [];
    for (let i = 0; i < LOGIN_LIMITS.perAccountFromAddress + 1; i++)
      answers.push(await changePassword(stolen, `guess number ${i}`, attacker));
    expect(answers.slice(0, 4).map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    for (const answer of answers.slice(0, 4)) expect(answer.html).toContain(WRONG);
    // The fifth wrong guess sets the lock off and says so; the sixth is refused unchecked.
    for (const answer of answers.slice(4)) {
      expect(answer.status).toBe(429);
      expect(answer.html).toContain(LOCKED);
      expect(Number(answer.retryAfter)).toBeGreaterThan(800);
    }
    const right = await changePassword(stolen, password, attacker);
    expect(right.status).toBe(429);
    expect(right.html).toContain(LOCKED);

    // One policy: signing in from that address is locked too; from the office the old password still works.
    expect(await signInFrom(email, password, attacker)).toBe(429);
    expect(typeof (await signInFrom(email, password, OFFICE))).toBe("object");
    const counted = withDatabase(
      server.databaseFile,
      (db) => db.prepare("select count(*) as n from login_attempts where outcome = 'failed'").get() as { n: number },
    );
    expect(counted.n).toBe(LOGIN_LIMITS.perAccountFromAddress);
  });

  it("e-mails the account's owner once for the burst, as failed sign-ins do", async () => {
    const deadline = Date.now() + 20_000;
    const alerts = () =>
      smtp.messages
        .filter((message) => message.to.includes("kagiso@sandtonsoundhire.co.za"))
        .filter((message) => parseMail(message.raw).headers.get("subject") === "Failed sign-ins to your staff account");
    while (alerts().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(alerts()).toHaveLength(1);
  });
});

describe("the bounded password checks", () => {
  it("take the password changes' checks: beyond the queue 429 with Retry-After, and never a failure", async () => {
    const as = await session(STAFF_EMAIL, STAFF_PASSWORD, OFFICE);
    // Forty at once from one session, each from its own address: no lock applies, only the queue.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => changePassword(as, "not the current password", `198.18.${i}.2`)),
    );
    const counts = statuses(answers);
    expect(Object.keys(counts).sort()).toEqual(["400", "429"]);
    for (const answer of answers.filter((candidate) => candidate.status === 429)) {
      expect(answer.retryAfter).toBe("5");
      expect(answer.html).toContain(CHANGE_BUSY);
    }
    // One or two running and eight waiting were checked; the rest were turned away unchecked.
    expect(counts[400]).toBeGreaterThanOrEqual(PASSWORD_CHECKS.maxWaiting + 1);
  });

  it("take the new passwords' hashes when joining: beyond the queue 429, and the link still works afterwards", async () => {
    const links: string[] = [];
    for (let i = 0; i < 40; i++) links.push(await invite(`joiner${i}@sandtonsoundhire.co.za`));
    const password = "Line arrays at the Dome 2026";
    const answers = await Promise.all(links.map((link, i) => join(link, password, `198.19.${i}.3`)));
    const counts = statuses(answers);
    expect(Object.keys(counts).sort()).toEqual(["302", "429"]);
    expect(counts[302]).toBeGreaterThanOrEqual(PASSWORD_CHECKS.maxWaiting + 1);
    for (const answer of answers.filter((candidate) => candidate.status === 429)) {
      expect(answer.retryAfter).toBe("5");
      expect(answer.html).toContain(JOIN_BUSY);
    }
    // Nothing was used up by a refusal: each turned-away link joins on a second try.
    for (const [i, link] of links.entries()) {
      if (answers[i]?.status === 429) expect((await join(link, password, `198.19.${i}.3`)).status).toBe(302);
    }
    const joined = withDatabase(
      server.databaseFile,
      (db) => db.prepare("select count(*) as n from staff_users where email like 'joiner%'").get() as { n: number },
    );
    expect(joined.n).toBe(40);
  });
});

describe("afterwards", () => {
  it("nothing above was a server error", () => {
    expect(serverErrorCount(server.databaseFile)).toBe(0);
  });
});
