// Security headers on the staff area (signed out and signed in), and on the
// 503 a shutting-down server gives a request on a kept-alive connection.
import { connect } from "node:net";
import { expect } from "vitest";
import { leadBody, parseResponse, postLead, signIn, withDatabase } from "./support.ts";
import { type HeadersClient, check } from "./headers.test-support.ts";

/** The staff area without a session: the sign-in page, redirects, refusals. */
export async function checkStaffSignedOut(client: HeadersClient): Promise<void> {
  await check("Staff sign-in page", "/admin/login", await client.get("/admin/login"), { expectStatus: 200 });
  await check("Staff page without a session (redirect)", "/admin", await client.get("/admin"), { expectStatus: 302 });
  await check("Staff data URL without a session", "/admin.data", await client.get("/admin.data"), {
    expectStatus: 202,
  });
  await check(
    "Staff post without a session",
    "POST /admin/logout",
    await client.get("/admin/logout", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    }),
    { expectStatus: 401 },
  );
  const wrong = await client.get("/admin/login");
  const loginToken = /staff_login=([^;]+)/.exec(wrong.headers.getSetCookie().join(";"))?.[1] ?? "";
  const field = /name="login_token" value="([^"]+)"/.exec(await wrong.text())?.[1] ?? "";
  await check(
    "Staff sign-in refused",
    "POST /admin/login",
    await client.get("/admin/login", {
      method: "POST",
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: `staff_login=${loginToken}`,
        ...client.asNewClient(),
      },
      body: new URLSearchParams({
        login_token: field,
        email: "nobody@example.co.za",
        password: "not the password",
      }).toString(),
    }),
    { expectStatus: 401 },
  );
}

/** The staff area signed in: pages, exports, a missing page, a post without the CSRF token. */
export async function checkStaffSignedIn(client: HeadersClient): Promise<void> {
  const session = await signIn(client.server.base);
  const cookie = { Cookie: `staff_session=${session}` };
  const leadId = (await (
    await postLead(client.server.base, leadBody({ email: "headers@example.co.za" }), client.asNewClient())
  ).json()) as { id: string };
  const quoteLead = withDatabase(
    client.server.databaseFile,
    (db) => db.prepare("select lead_id as id from quotes limit 1").get() as { id: string } | undefined,
  );
  await check("Staff inbox", "/admin", await client.get("/admin", { headers: cookie }), { expectStatus: 200 });
  await check("Staff dashboard", "/admin/dashboard", await client.get("/admin/dashboard", { headers: cookie }), {
    expectStatus: 200,
  });
  await check("Staff e-mail previews", "/admin/emails", await client.get("/admin/emails", { headers: cookie }), {
    expectStatus: 200,
  });
  await check(
    "Staff lead page",
    `/admin/leads/${leadId.id}`,
    await client.get(`/admin/leads/${leadId.id}`, { headers: cookie }),
    { expectStatus: 200 },
  );
  await check("Staff CSV export", "/admin/leads.csv", await client.get("/admin/leads.csv", { headers: cookie }), {
    expectStatus: 200,
  });
  if (quoteLead) {
    await check(
      "Staff quote PDF",
      `/admin/leads/${quoteLead.id}/quote.pdf`,
      await client.get(`/admin/leads/${quoteLead.id}/quote.pdf`, { headers: cookie }),
      { expectStatus: 200 },
    );
  }
  await check(
    "Staff page not found",
    "/admin/no-such-page",
    await client.get("/admin/no-such-page", { headers: cookie }),
    {
      expectStatus: 404,
    },
  );
  await check(
    "Staff post without the CSRF token",
    `POST /admin/leads/${leadId.id}`,
    await client.get(`/admin/leads/${leadId.id}`, {
      method: "POST",
      headers: { ...cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "intent=status&status=spam",
    }),
    { expectStatus: 403 },
  );
}

/** The 503 of a shutdown: a request on a kept-alive connection after SIGTERM. */
export async function checkShutdown(client: HeadersClient): Promise<void> {
  // Request A is in flight (its body half sent) when SIGTERM arrives; the
  // server then stops accepting connections. Request B, pipelined on the
  // same connection after A, is answered 503.
  const body = JSON.stringify(leadBody({ email: "shutdown@example.co.za" }));
  const socket = connect(client.server.port, "127.0.0.1");
  const received: Buffer[] = [];
  const closed = new Promise<void>((resolve) => socket.on("close", () => resolve()));
  socket.on("data", (chunk: Buffer) => received.push(chunk));
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write(
    `POST /api/av/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nX-Forwarded-For: 198.51.100.250\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body.slice(0, 10)}`,
  );
  // The server has read A's headers once it answers a request on another connection.
  await client.get("/robots.txt").then((response) => response.arrayBuffer());
  client.server.process.kill("SIGTERM");
  while (await acceptsConnections(client.server.port)) await new Promise((resolve) => setTimeout(resolve, 20));
  // Written, not ended: a client that half-closes its side has its unanswered
  // requests aborted by Node (the lead is still stored); a browser never does.
  socket.write(`${body.slice(10)}GET /about HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
  await closed;
  const both = Buffer.concat(received).toString("latin1");
  const second = both.indexOf("HTTP/1.1 ", 1);
  expect(second, both.slice(0, 300)).toBeGreaterThan(0);
  const first = parseResponse(Buffer.from(both.slice(0, second), "latin1"));
  const refused = parseResponse(Buffer.from(both.slice(second), "latin1"));
  expect(first.status).toBe(201);
  expect(refused.status).toBe(503);
  expect(refused.headers.connection).toBe("close");
  const headers = new Headers(Object.entries(refused.headers));
  await check(
    "Shutting down: new request refused",
    "GET /about after SIGTERM",
    new Response(refused.body, { status: refused.status, headers }),
    { expectStatus: 503 },
  );
}

async function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = connect(port, "127.0.0.1");
    probe.once("connect", () => {
      probe.destroy();
      resolve(true);
    });
    probe.once("error", () => resolve(false));
  });
}
