// Slow-loris: clients that open connections and then trickle their headers,
// send nothing, or send complete headers and trickle the body. The server
// must cut each off (408) at its headers or request timeout, and serve other
// clients normally while they hang on. Raw sockets against the production
// server, with short timeouts set through the environment so the test is
// quick; nothing here asserts how fast anything is, only that the server, not
// the test, ends the slow connections.
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type TestServer, leadBody, postLead, startServer } from "./support.ts";

const HEADERS_TIMEOUT_MS = 4_000;
const REQUEST_TIMEOUT_MS = 6_000;
/**
 * How long the test lets a slow client go on before giving up itself. Well
 * past the timeouts (the server checks them every second), and short of what
 * Node's default 30 s check would allow, so that regression is caught too.
 */
const GIVE_UP_AFTER_MS = REQUEST_TIMEOUT_MS + 12_000;
const DRIP_EVERY_MS = 250;

let server: TestServer;

beforeAll(async () => {
  server = await startServer("slow-clients", {
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
  });
});
afterAll(async () => {
  await server?.dispose();
});

interface SlowClient {
  /** Resolves when the connection closes: who closed it, and what the server sent. */
  ended: Promise<{ closedByServer: boolean; received: string; bytesSent: number }>;
  isOpen(): boolean;
  /** Resolves once the first bytes are on their way. */
  started: Promise<void>;
}

/** Opens a connection, sends `opening`, then one `drip()` every DRIP_EVERY_MS until the server hangs up. */
function slowClient(opening: string, drip: (() => string) | null): SlowClient {
  const socket = connect(server.port, "127.0.0.1");
  let open = true;
  let received = "";
  let bytesSent = 0;
  let timer: ReturnType<typeof setInterval> | undefined;
  const send = (text: string) => {
    if (!socket.writable) return;
    bytesSent += text.length;
    socket.write(text);
  };
  const started = new Promise<void>((resolve) => {
    socket.once("connect", () => {
      if (opening) send(opening);
      if (drip) timer = setInterval(() => send(drip()), DRIP_EVERY_MS);
      resolve();
    });
  });
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  // Writing into a connection the server has just reset is expected here.
  socket.on("error", () => undefined);
  const ended = new Promise<{ closedByServer: boolean; received: string; bytesSent: number }>((resolve) => {
    const giveUp = setTimeout(() => {
      open = false;
      clearInterval(timer);
      socket.destroy();
      resolve({ closedByServer: false, received, bytesSent });
    }, GIVE_UP_AFTER_MS);
    socket.on("close", () => {
      if (!open) return;
      open = false;
      clearInterval(timer);
      clearTimeout(giveUp);
      resolve({ closedByServer: true, received, bytesSent });
    });
  });
  return { ended, started, isOpen: () => open };
}

let headerCount = 0;
const trickledHeaders = () =>
  slowClient("GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n", () => `X-Slow-${++headerCount}: a\r\n`);
const silent = () => slowClient("", null);
const trickledBody = (path: string, contentType: string) =>
  slowClient(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: 10000\r\n\r\n`,
    () => "a",
  );

describe("slow clients", () => {
  it("are each cut off with 408, while the server goes on serving everyone else", async () => {
    const clients = {
      trickledHeaders: Array.from({ length: 60 }, trickledHeaders),
      silent: Array.from({ length: 60 }, silent),
      trickledJsonBody: Array.from({ length: 40 }, () => trickledBody("/api/av/leads", "application/json")),
      trickledFormBody: Array.from({ length: 40 }, () => trickledBody("/contact", "application/x-www-form-urlencoded")),
    };
    const all = Object.values(clients).flat();
    await Promise.all(all.map((client) => client.started));

    // Other visitors, served while every slow connection is still hanging on.
    const page = await fetch(`${server.base}/about`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("</html>");
    const search = await fetch(`${server.base}/catalogue/products?q=microphone`);
    expect(search.status).toBe(200);
    await search.arrayBuffer();
    const lead = await postLead(server.base, leadBody({ email: "not-slow@example.co.za" }));
    expect(lead.status).toBe(201);
    const stillOpen = all.filter((client) => client.isOpen()).length;
    expect(stillOpen, "the other requests were served while the slow connections were open").toBe(all.length);

    const results = Object.fromEntries(
      await Promise.all(
        Object.entries(clients).map(
          async ([kind, group]) => [kind, await Promise.all(group.map((client) => client.ended))] as const,
        ),
      ),
    );
    for (const [kind, ended] of Object.entries(results)) {
      for (const result of ended) {
        expect(result.closedByServer, `${kind}: the server, not the test, ended the connection`).toBe(true);
        expect(result.received, kind).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
      }
    }
    // The body tricklers got past their headers and were stopped by the request timeout, long before their 10 000 bytes (both under the size limits).
    for (const result of [...(results.trickledJsonBody ?? []), ...(results.trickledFormBody ?? [])])
      expect(result.bytesSent).toBeLessThan(10_000);

    // And after all that, the server still answers.
    expect((await fetch(`${server.base}/robots.txt`)).status).toBe(200);
  }, 60_000);

  it("an idle kept-alive connection is closed after its keep-alive time", async () => {
    const client = slowClient("GET /robots.txt HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n", null);
    const { closedByServer, received } = await client.ended;
    expect(received).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(received).toContain("Keep-Alive: timeout=5");
    expect(closedByServer).toBe(true);
  }, 30_000);
});
