// Staff sign-in under abuse, over real HTTP to the production server (issue
// 21, items 4 and 5; decision 027): a flood from one address locks that
// address out, not the staff member; concurrent guesses never get more
// checks than the limit; the staff member gets one e-mail a burst (a real
// SMTP sink); beyond the bounded queue of password checks the answer is 429
// with Retry-After, and the page says why.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PASSWORD_CHECKS } from "#app/features/staff/login-limits.ts";
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

const BUSY = "Too many sign-ins are being checked at this moment. Please wait a few seconds and try again.";
const ACCOUNT_LOCKED = "Too many failed sign-ins for this e-mail address.";
const ALERT_SUBJECT = "Failed sign-ins to your staff account";

let server: TestServer;
let smtp: SmtpSink;

beforeAll(async () => {
  smtp = await startSmtpSink();
  server = await startServer("login-abuse", {
    SMTP_URL: smtp.url,
    OUTBOX_POLL_SECONDS: "1",
    IP_HASH_SALT: "login-abuse-salt-0123456789",
    // Each test chooses its client's address through the local proxy.
    TRUST_PROXY: "loopback",
  });
});

afterAll(async () => {
  await server?.dispose();
  await smtp?.close();
});

interface Answer {
  status: number;
  retryAfter: string | null;
  alert: string;
  signedIn: boolean;
}

/** Loads the sign-in form and posts it, from `clientAddress`, as a browser without JavaScript would. */
async function attempt(email: string, password: string, clientAddress: string): Promise<Answer> {
  const page = await fetch(`${server.base}/admin/login`, { headers: { "X-Forwarded-For": clientAddress } });
  const loginToken = setCookieValue(page, "staff_login") ?? "";
  const formToken = /name="login_token" value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  const response = await fetch(`${server.base}/admin/login`, {
    method: "POST",
    redirect: "manual",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Cookie: `staff_login=${loginToken}`,
      "X-Forwarded-For": clientAddress,
    },
    body: new URLSearchParams({ login_token: formToken, email, password }).toString(),
  });
  const html = await response.text();
  return {
    status: response.status,
    retryAfter: response.headers.get("Retry-After"),
    alert: /<p role="alert"[^>]*>([^<]*)<\/p>/.exec(html)?.[1]?.replaceAll("&#x27;", "'") ?? "",
    signedIn: setCookieValue(response, "staff_session") !== undefined,
  };
}

/** Another staff account with the first one's password (its hash copied: the command line is tested elsewhere). */
function addStaff(email: string): void {
  withDatabase(server.databaseFile, (db) => {
    const bootstrap = db.prepare("select password_hash from staff_users where email = ?").get(STAFF_EMAIL) as {
      password_hash: string;
    };
    const now = new Date().toISOString();
    db.prepare(
      "insert into staff_users (id, email, password_hash, created_at, password_changed_at) values (?, ?, ?, ?, ?)",
    ).run(`staff-${email}`, email, bootstrap.password_hash, now, now);
  });
}

const statuses = (answers: readonly Answer[]) =>
  answers.reduce<Record<number, number>>((counts, answer) => {
    counts[answer.status] = (counts[answer.status] ?? 0) + 1;
    return counts;
  }, {});

describe("a flood of sign-ins", () => {
  it("locks the flooding address out, not the staff member, who signs in from another address", async () => {
    const answers: Answer[] = [];
    for (let i = 0; i < 30; i++) answers.push(await attempt(STAFF_EMAIL, `flood guess ${i}`, "203.0.113.50"));
    // The staff member, from the office, signs in as usual; from the flooding address even the right password is refused.
    expect(await attempt(STAFF_EMAIL, STAFF_PASSWORD, "198.51.100.20")).toMatchObject({ status: 302, signedIn: true });
    expect(await attempt(STAFF_EMAIL, STAFF_PASSWORD, "203.0.113.50")).toMatchObject({ status: 429, signedIn: false });
    expect(statuses(answers)).toEqual({ 401: 4, 429: 26 });
    expect(answers.at(-1)?.alert).toContain(ACCOUNT_LOCKED);
    expect(Number(answers.at(-1)?.retryAfter)).toBeGreaterThan(800);
  });

  it("checks no more guesses than the limit when they arrive at once, however they race", async () => {
    const target = "race.target@sandtonsoundhire.co.za";
    addStaff(target);
    const wrong = Array.from({ length: 20 }, (_, i) => attempt(target, `race guess ${i}`, "203.0.113.60"));
    // The right password arrives while the wrong ones are still being checked: it is the twenty-first guess.
    await new Promise((resolve) => setTimeout(resolve, 30));
    const right = await attempt(target, STAFF_PASSWORD, "203.0.113.60");
    const answers = await Promise.all(wrong);
    // Refused: locked out, or turned away while the queue of checks is full (then it would be locked on its turn).
    expect(right).toMatchObject({ status: 429, signedIn: false });
    expect([ACCOUNT_LOCKED, BUSY].some((message) => right.alert.startsWith(message))).toBe(true);
    expect(answers.filter((answer) => answer.status === 401).length).toBeLessThanOrEqual(4);
    const checked = withDatabase(
      server.databaseFile,
      (db) => db.prepare("select count(*) as n from login_attempts where outcome = 'failed'").get() as { n: number },
    );
    // Five from this test at most, beside the five of the flood above.
    expect(checked.n).toBeLessThanOrEqual(10);
  });

  it("e-mails the staff member once for the burst, however many attempts it has", async () => {
    const target = "burst.target@sandtonsoundhire.co.za";
    addStaff(target);
    for (let i = 0; i < 12; i++) await attempt(target, `burst guess ${i}`, `203.0.113.${70 + (i % 4)}`);
    const alertsTo = () =>
      smtp.messages.filter((message) => message.to.includes(target)).map((message) => parseMail(message.raw));
    const deadline = Date.now() + 20_000;
    while (alertsTo().length === 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200));
    // A few outbox polls more: nothing else arrives.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const alerts = alertsTo();
    expect(alerts).toHaveLength(1);
    expect(alerts[0]?.headers.get("subject")).toBe(ALERT_SUBJECT);
    expect(alerts[0]?.text).toContain(`5 failed attempts to sign in to the staff inbox as ${target}`);
    expect(alerts[0]?.text).not.toContain("burst guess");
  });
});

describe("the bounded password checks", () => {
  it("answer 429 with Retry-After and a clear message beyond the queue, and never fail", async () => {
    // Forty sign-ins at once, each to its own address from its own client: no lock applies, only the queue.
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        attempt(`nobody${i}@example.co.za`, "not a password anyone has", `198.18.${i}.1`),
      ),
    );
    const counts = statuses(answers);
    expect(Object.keys(counts).sort()).toEqual(["401", "429"]);
    const busy = answers.filter((answer) => answer.status === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const answer of busy) expect(answer).toMatchObject({ retryAfter: "5", alert: BUSY, signedIn: false });
    // One or two running (a core is left for pages) and eight waiting were checked; the rest turned away unchecked.
    expect(counts[401]).toBeGreaterThanOrEqual(PASSWORD_CHECKS.maxWaiting + 1);
  });
});

describe("afterwards", () => {
  it("nothing above was a server error", () => {
    expect(serverErrorCount(server.databaseFile)).toBe(0);
  });
});
