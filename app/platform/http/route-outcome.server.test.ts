// A form service's outcome as React Router's answer: a redirect with its
// headers, or the page's data with its status and headers.
import { describe, expect, it } from "vitest";
import { answer, redirectTo, respond } from "#app/platform/http/route-outcome.server.ts";

describe("respond", () => {
  it("turns a redirect outcome into a 302 with its headers", () => {
    const response = respond(redirectTo("/admin/staff?notice=invited", { "Set-Cookie": "a=b" }));
    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get("Location")).toBe("/admin/staff?notice=invited");
    expect(redirect.headers.get("Set-Cookie")).toBe("a=b");
  });

  it("turns an answer into the page's data with its status and headers", () => {
    const page = respond(answer(429, { fieldErrors: { password: "Busy" } }, { "Retry-After": "5" }));
    expect(page).toMatchObject({ data: { fieldErrors: { password: "Busy" } }, init: { status: 429 } });
    expect(new Headers((page as { init: ResponseInit }).init.headers).get("Retry-After")).toBe("5");
    expect(respond(answer(400, { error: "x" }))).toMatchObject({ data: { error: "x" }, init: { status: 400 } });
  });
});
