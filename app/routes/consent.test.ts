// POST /consent: the consent notice's form without JavaScript. It keeps the
// choice in the consent cookie and goes back to the page, and refuses a post
// from another site, so nobody can allow analytics on a visitor's behalf.
import { describe, expect, it } from "vitest";
import type { Route } from "./+types/consent";
import { action, loader } from "#app/routes/consent.ts";
import { readConsentCookie } from "#app/features/privacy/analytics-consent.ts";

function post(fields: Record<string, string>, headers: Record<string, string> = {}, url = "http://localhost/consent") {
  const request = new Request(url, { method: "POST", body: new URLSearchParams(fields), headers });
  return action({ request, params: {}, context: {} } as unknown as Route.ActionArgs);
}

describe("POST /consent", () => {
  it("keeps the choice in a cookie the page's script can read, and goes back to the page", async () => {
    for (const choice of ["granted", "denied"] as const) {
      const response = await post({ choice, returnTo: "/about?from=x" }, { "Sec-Fetch-Site": "same-origin" });
      expect(response.status).toBe(303);
      expect(response.headers.get("Location")).toBe("/about?from=x");
      const cookie = response.headers.get("Set-Cookie") ?? "";
      expect(readConsentCookie(cookie.split(";")[0])).toBe(choice);
      expect(cookie).toContain("Max-Age=31536000");
      expect(cookie).not.toContain("HttpOnly");
      expect(cookie).not.toContain("Secure");
      expect(response.headers.get("Cache-Control")).toBe("no-store");
    }
  });

  it("marks the cookie Secure over HTTPS", async () => {
    const response = await post({ choice: "denied", returnTo: "/" }, {}, "https://www.sandtonsoundhire.co.za/consent");
    expect(response.headers.get("Set-Cookie")).toContain("; Secure");
  });

  it("goes back only to a page of this site", async () => {
    // Issue 32: "/<TAB>/evil.example" went out as Location "/\t/evil.example", which browsers read as "//evil.example".
    for (const returnTo of [
      "//evil.example/",
      "https://evil.example/",
      "/\\evil.example",
      "/\t/evil.example",
      "/\n/x",
    ]) {
      const response = await post({ choice: "denied", returnTo });
      expect(response.headers.get("Location")).toBe("/");
    }
    expect((await post({ choice: "denied" })).headers.get("Location")).toBe("/");
  });

  it("refuses a body that is not a form with 415, and a broken form with 400, never a 500", async () => {
    const send = (body: string, contentType: string) =>
      action({
        request: new Request("http://localhost/consent", {
          method: "POST",
          body,
          headers: { "Content-Type": contentType },
        }),
        params: {},
        context: {},
      } as unknown as Route.ActionArgs);
    const plain = await send("choice=granted&returnTo=/", "text/plain");
    expect(plain.status).toBe(415);
    expect(await plain.text()).toBe("Send the form as application/x-www-form-urlencoded or multipart/form-data");
    const broken = await send("--x\r\nContent-Disposition: form-data; name=", "multipart/form-data; boundary=x");
    expect(broken.status).toBe(400);
    expect(await broken.text()).toBe("The form could not be read: please send it again from the page");
    const noBoundary = await send("choice=granted", "multipart/form-data");
    expect(noBoundary.status).toBe(400);
    for (const response of [plain, broken, noBoundary]) expect(response.headers.get("Set-Cookie")).toBeNull();
  });

  it("refuses a post from another site", async () => {
    for (const site of ["cross-site", "same-site"]) {
      const response = await post({ choice: "granted", returnTo: "/" }, { "Sec-Fetch-Site": site });
      expect(response.status).toBe(403);
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
  });

  it("refuses anything but the two choices", async () => {
    for (const fields of [{}, { choice: "maybe" }, { choice: "GRANTED" }] as Record<string, string>[]) {
      const response = await post(fields);
      expect(response.status).toBe(400);
      expect(response.headers.get("Set-Cookie")).toBeNull();
    }
  });

  it("answers a GET with 405", async () => {
    const response = loader();
    expect(response.status).toBe(405);
    expect(response.headers.get("Allow")).toBe("POST");
  });
});
