// Issue 32, items 11 and 15, on the production server: a redirect to a path
// never throws (Response.redirect needed an absolute URL: 500), a page post
// whose body is not a readable form gets a 4xx, never a 500, and a redirect to
// a client-supplied address goes only to a path on this site.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, STAFF_EMAIL, STAFF_PASSWORD, setCookieValue, startServer } from "./support.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startServer("redirects-and-bodies");
});

afterAll(async () => {
  await server?.dispose();
});

function postConsent(body: BodyInit, contentType?: string): Promise<Response> {
  return fetch(`${server.base}/consent`, {
    method: "POST",
    redirect: "manual",
    headers: contentType ? { "Content-Type": contentType } : {},
    body,
  });
}

describe("redirects to a path", () => {
  it("sends GET /q/<anything>/proof-of-payment to the quote's page", async () => {
    for (const token of ["anything", "not a token", "%E4%B8%AD"]) {
      const response = await fetch(`${server.base}/q/${encodeURIComponent(token)}/proof-of-payment`, {
        redirect: "manual",
      });
      expect(response.status, token).toBe(303);
      expect(response.headers.get("Location"), token).toBe(`/q/${encodeURIComponent(token)}#deposit`);
    }
  });
});

describe("POST /consent with a body that is not a readable form", () => {
  it("answers 415 for text/plain or no type, and 400 for broken multipart", async () => {
    const plain = await postConsent("choice=granted&returnTo=/", "text/plain");
    expect(plain.status).toBe(415);
    expect(await plain.text()).toBe("Send the form as application/x-www-form-urlencoded or multipart/form-data");
    expect((await postConsent(JSON.stringify({ choice: "granted" }), "application/json")).status).toBe(415);
    const broken = await postConsent(
      '--x\r\nContent-Disposition: form-data; name="choice"\r\n\r\ngran',
      "multipart/form-data; boundary=x",
    );
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe("The form could not be read: please send it again from the page");
    expect((await postConsent("choice=granted", "multipart/form-data")).status).toBe(400);
    for (const response of [plain, broken]) expect(response.headers.get("Set-Cookie")).toBeNull();
  });
});

describe("redirects to a client-supplied address", () => {
  it("sends the consent form back only to a path on this site", async () => {
    const cases: [string, string][] = [
      ["/\t/evil.example", "/"],
      ["/\n/evil.example", "/"],
      ["//evil.example", "/"],
      ["/\\evil.example", "/"],
      ["https://evil.example/", "/"],
      ["/about?from=banner", "/about?from=banner"],
      ["/blog/caf\u00e9", "/blog/caf%C3%A9"],
    ];
    for (const [returnTo, location] of cases) {
      const response = await postConsent(
        new URLSearchParams({ choice: "denied", returnTo }).toString(),
        "application/x-www-form-urlencoded",
      );
      expect(response.status, JSON.stringify(returnTo)).toBe(303);
      expect(response.headers.get("Location"), JSON.stringify(returnTo)).toBe(location);
    }
  });

  it("sends staff after signing in only to a staff page, by the same rule", async () => {
    const cases: readonly (readonly [next: string, location: string])[] = [
      ["/admin/\t/evil.example", "/admin"],
      ["/\t/evil.example", "/admin"],
      ["/admin/leads?status=open", "/admin/leads?status=open"],
    ];
    for (const [next, location] of cases) {
      const form = await fetch(`${server.base}/admin/login?next=${encodeURIComponent(next)}`);
      const html = await form.text();
      const loginToken = setCookieValue(form, "staff_login") ?? "";
      const fieldToken = /name="login_token" value="([^"]+)"/.exec(html)?.[1] ?? "";
      const response = await fetch(`${server.base}/admin/login`, {
        method: "POST",
        redirect: "manual",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: `staff_login=${loginToken}` },
        body: new URLSearchParams({ login_token: fieldToken, email: STAFF_EMAIL, password: STAFF_PASSWORD, next }),
      });
      expect(response.status, JSON.stringify(next)).toBe(302);
      expect(response.headers.get("Location"), JSON.stringify(next)).toBe(location);
    }
  });
});
