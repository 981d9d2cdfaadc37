// Staff sign-in (POST /admin/login) under hostile input: without the sign-in
// form's token pair nothing is even tried; with it, hostile addresses and
// passwords are refused with the field's message and echoed escaped; no
// session is ever handed out but to the right password; nothing answers 5xx.
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { LOGIN_LIMITS } from "#app/features/staff/login-limits.ts";
import { hostileText, jsonText, validEmail } from "./arbitraries.ts";
import { check } from "./properties.ts";
import {
  type Answer,
  BACKENDS,
  type FuzzServer,
  STAFF,
  injectedMarkup,
  multipart,
  parseHtml,
  startFuzzServer,
  urlencoded,
} from "./support.ts";
import { Tally } from "./tally.ts";

const ENDPOINT = "POST /admin/login";
const MESSAGES = {
  expired: "This sign-in form has expired. Please try again.",
  emailRequired: "Enter your e-mail address.",
  emailInvalid: "Enter a valid e-mail address, like name@example.co.za.",
  passwordRequired: "Enter your password.",
  invalid: "The e-mail address or password is incorrect.",
};

// One server per database; the suites below run one after the other.
let tally: Tally;

/** Whether this Node's multipart reader (the server's: the same node_modules Node) drops a part's leading U+FEFF. */
const multipartDropsByteOrderMark = (async () => {
  const { body, headers } = multipart([{ name: "probe", value: "\uFEFF" }]);
  const form = await new Response(new Uint8Array(body), { headers }).formData();
  return form.get("probe") === "";
})();
let server: FuzzServer;

let clients = 0;
/** Each case from its own address (through the trusted local proxy), so the per-network lock never hides an answer. */
function nextClientIp(): string {
  clients += 1;
  return `198.51.${(clients >> 8) & 255}.${clients & 255}`;
}

/** A fresh sign-in form: its cookie and the token in the page. */
async function loginForm(ip: string): Promise<{ cookie: string; token: string }> {
  const page = await server.send({ method: "GET", path: "/admin/login", headers: { "X-Forwarded-For": ip } });
  const cookie = String(page.headers["set-cookie"]?.[0] ?? "").split(";")[0] ?? "";
  const token = parseHtml(page.text).querySelector('input[name="login_token"]')?.getAttribute("value") ?? "";
  return { cookie, token };
}

async function post(body: Buffer | string, headers: Record<string, string>): Promise<Answer> {
  const answer = await server.send({ path: "/admin/login", body, headers });
  tally.record(ENDPOINT, answer.status);
  return answer;
}

function sessionCookie(answer: Answer): string | undefined {
  return (answer.headers["set-cookie"] ?? []).find((cookie) => /^(__Host-)?staff_session=[^;]/.test(cookie));
}

const email = fc.oneof(
  validEmail,
  hostileText(60),
  fc.constantFrom(
    "",
    "  ",
    "a@b",
    "x@y.co\u0000",
    "staff@example.co.za\r\nX-Fuzz-Injected: 1",
    `${"a".repeat(300)}@x.co.za`,
    "' OR 1=1 --",
    "admin'--@x.co.za",
  ),
);
const password = fc.oneof(
  hostileText(80),
  // "\uFEFF" once failed a random run (a multipart part drops a leading byte-order mark): kept as a fixed case.
  fc.constantFrom("", "' OR '1'='1", "x".repeat(5000), "\u0000", "\uFEFF", STAFF.password.toUpperCase()),
);

describe.each(BACKENDS)(`${ENDPOINT} under hostile input, on %s`, (backend) => {
  beforeAll(async () => {
    tally = new Tally(backend);
    server = await startFuzzServer("login", backend);
  }, 120_000);

  afterAll(async () => {
    tally.save(inject("fuzzTallyDir"), "5-staff-login");
    await server?.stop();
  });

  it("refuses every post without the sign-in form's token pair, whatever it carries", async () => {
    const body = fc.oneof(
      fc.tuple(email, password, fc.oneof(fc.constant(undefined), hostileText(50))).map(([address, secret, token]) => {
        const fields: [string, string][] = [
          ["email", address],
          ["password", secret],
        ];
        if (token !== undefined) fields.push(["login_token", token]);
        return urlencoded(fields);
      }),
      fc.tuple(email, password).map(([address, secret]) =>
        multipart([
          { name: "email", value: address },
          { name: "password", value: secret },
        ]),
      ),
      jsonText.map((text) => ({ body: text, headers: { "Content-Type": "application/json" } })),
      fc.constantFrom(
        { body: "email=a&password=b", headers: { "Content-Type": "text/plain" } },
        { body: "email=a&password=b", headers: {} as Record<string, string> },
        {
          body: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na',
          headers: { "Content-Type": "multipart/form-data; boundary=x" },
        },
        { body: "garbage", headers: { "Content-Type": "multipart/form-data" } },
      ),
    );
    // With no cookie, with a cookie but another token, or with a token but no cookie.
    const pairing = fc.constantFrom("none", "cookie only", "token only", "mismatch");
    await check(
      fc.asyncProperty(body, pairing, async (form, pair) => {
        const ip = nextClientIp();
        const { cookie, token } = await loginForm(ip);
        const headers: Record<string, string> = { ...form.headers, "X-Forwarded-For": ip };
        let payload = form.body;
        if (pair === "cookie only" || pair === "mismatch") headers.Cookie = cookie;
        if (
          (pair === "token only" || pair === "mismatch") &&
          typeof payload === "string" &&
          headers["Content-Type"] === "application/x-www-form-urlencoded"
        ) {
          payload = `${payload}&login_token=${pair === "token only" ? token : `${token.slice(0, -1)}x`}`;
        }
        const answer = await post(payload, headers);
        const label = `${pair} ${JSON.stringify(headers)} ${String(payload).slice(0, 100)}`;
        expect(answer.status, label).toBe(403);
        expect(sessionCookie(answer), label).toBeUndefined();
        const document = parseHtml(answer.text);
        expect(injectedMarkup(document), label).toBeUndefined();
        expect(document.querySelector('[role="alert"]')?.textContent, label).toBe(MESSAGES.expired);
      }),
      150,
    );
  });

  it("answers hostile addresses and passwords with the field's message and no session", async () => {
    const failuresByAddress = new Map<string, number>();
    await check(
      fc.asyncProperty(
        email,
        password,
        fc.constantFrom("urlencoded", "multipart"),
        fc.constantFrom("/admin", "//evil.example", "/admin/../../x", "javascript:alert(1)", "/admin\\evil"),
        async (address, secret, encodedAs, next) => {
          const ip = nextClientIp();
          const { cookie, token } = await loginForm(ip);
          const fields: [string, string][] = [
            ["login_token", token],
            ["next", next],
            ["email", address],
            ["password", secret],
          ];
          const encoded =
            encodedAs === "urlencoded"
              ? urlencoded(fields)
              : multipart(fields.map(([name, value]) => ({ name, value })));
          const answer = await post(encoded.body, { ...encoded.headers, Cookie: cookie, "X-Forwarded-For": ip });
          const label = `${JSON.stringify(address)} / ${JSON.stringify(secret.slice(0, 40))}`;
          expect(sessionCookie(answer), label).toBeUndefined();
          const document = parseHtml(answer.text);
          expect(injectedMarkup(document), label).toBeUndefined();
          // What the server reads: the address as sent (a form carries no lone surrogates), trimmed and lower-cased.
          const sent = address.toWellFormed();
          // Some Node releases decode a multipart part as UTF-8 with its byte-order mark: a leading U+FEFF then
          // never reaches the server, so a password of just "\uFEFF" arrives empty and is missing (400), as the
          // rules say of an empty password; others keep it (a wrong password, 401). The test asks the Node it
          // runs on, which is the server's. No staff password can start with it anyway (none may start with
          // white space).
          const dropsMark = encodedAs === "multipart" && (await multipartDropsByteOrderMark);
          const received = (value: string) => (dropsMark ? value.replace(/^\uFEFF/, "") : value);
          const secretReceived = received(secret.toWellFormed());
          const normalised = sent.trim().toLowerCase();
          const plausible =
            normalised.length <= 254 &&
            /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(normalised) &&
            // eslint-disable-next-line no-control-regex -- the rule under test refuses control characters
            !/[\u0000-\u001f\u007f]/.test(normalised);
          const errorOf = (name: string) => {
            const element = document.querySelector(`[name="${name}"]`);
            return (element?.getAttribute("aria-describedby") ?? "")
              .split(/\s+/)
              .map((id) => (id ? (document.getElementById(id)?.textContent ?? "") : ""))
              .join(" ");
          };
          if (!plausible || secretReceived === "") {
            expect(answer.status, label).toBe(400);
            if (normalised === "") expect(errorOf("email"), label).toContain(MESSAGES.emailRequired);
            else if (!plausible) expect(errorOf("email"), label).toContain(MESSAGES.emailInvalid);
            if (secretReceived === "") expect(errorOf("password"), label).toContain(MESSAGES.passwordRequired);
          } else {
            // Each case comes from its own address, which the account has never signed in from: after
            // twenty failures on one e-mail address such addresses are locked out of it (decision 027), and
            // the twentieth says so. A server that locks whole networks may say so sooner.
            const failures = (failuresByAddress.get(normalised) ?? 0) + 1;
            failuresByAddress.set(normalised, failures);
            const alert = document.querySelector('[role="alert"]')?.textContent ?? "";
            if (failures >= LOGIN_LIMITS.perAccountFromUnknownAddresses) expect(answer.status, label).toBe(429);
            else if (answer.status === 429) expect(alert, label).toMatch(/^Too many failed sign-ins/);
            else {
              expect(answer.status, label).toBe(401);
              expect(alert, label).toBe(MESSAGES.invalid);
            }
          }
          // The address comes back as typed (cut to 254), as text: as the HTML parser reads it, NUL is U+FFFD and line ends \n.
          // A multipart part is decoded as UTF-8 with its byte-order mark, so a leading U+FEFF never reaches the server.
          const echoed = document.querySelector('[name="email"]')?.getAttribute("value") ?? "";
          expect(echoed, label).toBe(
            received(sent).slice(0, 254).toWellFormed().replaceAll("\u0000", "\uFFFD").replace(/\r\n?/g, "\n"),
          );
        },
      ),
      150,
      // Once failed a random run (expected 401, got 400): the oracle now reads the password as the server does.
      [["_@0.aA", "\uFEFF", "multipart", "/admin"]],
    );
  });

  it("still signs in with the right password, and only from this site", async () => {
    const ip = nextClientIp();
    const { cookie, token } = await loginForm(ip);
    const form = urlencoded([
      ["login_token", token],
      ["next", "/admin"],
      ["email", STAFF.email],
      ["password", STAFF.password],
    ]);
    const crossSite = await post(form.body, {
      ...form.headers,
      Cookie: cookie,
      "X-Forwarded-For": ip,
      "Sec-Fetch-Site": "cross-site",
    });
    expect(crossSite.status).toBe(403);
    expect(sessionCookie(crossSite)).toBeUndefined();
    const otherOrigin = await post(form.body, {
      ...form.headers,
      Cookie: cookie,
      "X-Forwarded-For": ip,
      Origin: "https://evil.example",
    });
    expect([400, 403]).toContain(otherOrigin.status);
    expect(sessionCookie(otherOrigin)).toBeUndefined();
    const fresh = await loginForm(ip);
    const right = urlencoded([
      ["login_token", fresh.token],
      ["next", "/admin"],
      ["email", STAFF.email],
      ["password", STAFF.password],
    ]);
    const signedIn = await post(right.body, { ...right.headers, Cookie: fresh.cookie, "X-Forwarded-For": ip });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.location).toBe("/admin");
    expect(sessionCookie(signedIn)).toBeDefined();
  });

  it("logged no server error", async () => {
    expect(server.errorLines()).toEqual([]);
    expect(await server.count("select count(*) as n from site_errors where source = 'server'")).toBe(0);
  });
});
