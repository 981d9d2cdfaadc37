// Directory traversal through the static file layers (/assets, the public
// files, the prerendered pages): request targets sent byte for byte over a
// socket, so nothing tidies the "..", with every encoding of it we know. The
// server must answer each with a 4xx, show no file from outside build/client,
// no stack trace, and record no server error.
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projectRoot } from "../../bench/support.ts";
import {
  type RawResponse,
  type TestServer,
  parseResponse,
  rawExchange,
  rawGet,
  startServer,
  serverErrorCount,
} from "./support.ts";

let server: TestServer;

beforeAll(async () => {
  server = await startServer("traversal");
});
afterAll(async () => {
  await server?.dispose();
});

/** Lines only these files outside build/client contain; none may ever appear in an answer. */
const secrets = [
  { file: "package.json", marker: '"devDependencies"' },
  { file: "server/app.ts", marker: "createRequestHandler({" },
  { file: ".env.example", marker: "STAFF_BOOTSTRAP_PASSWORD=" },
  { file: "build/server/index.js", marker: "export {" },
  { file: "tsconfig.json", marker: '"compilerOptions"' },
];
for (const { file, marker } of secrets) {
  // The markers must really be in the files, or the checks below prove nothing.
  if (!readFileSync(path.join(projectRoot, file), "utf8").includes(marker))
    throw new Error(`${file} no longer contains ${marker}`);
}

/** Ways to write "../" that a file server might decode into a step up. */
const dotDotSlash = [
  "../",
  "..%2f",
  "..%2F",
  "%2e%2e/",
  "%2e%2e%2f",
  "%2E%2E%2F",
  ".%2e/",
  "%2e./",
  "%252e%252e%252f", // double encoded
  "%252e%252e/",
  "..%252f",
  "..\\",
  "..%5c",
  "..%5C",
  "%2e%2e%5c",
  "%2e%2e\\",
  "..%c0%af", // overlong "/"
  "%c0%ae%c0%ae/", // overlong "."
  "%c0%ae%c0%ae%c0%af",
  "%e0%80%ae%e0%80%ae/",
  "%c1%9c", // overlong "\"
  "..%u2215", // IIS-style unicode
  "%uff0e%uff0e/",
  "....//",
  "..;/",
  "..%00/",
  "..%2f%00",
];

/** Where the static layers start, and how many folders below build/client each is. */
const prefixes = [
  { prefix: "/assets/", depth: 1 },
  { prefix: "/", depth: 0 },
  { prefix: "/about/", depth: 1 },
  { prefix: "/blog/category/", depth: 2 },
  { prefix: "/catalogue/products/", depth: 2 },
];

/**
 * Each step repeated exactly enough times to reach the project root (two
 * above build/client) and more, and to reach build/server from build/client.
 */
function traversalPaths(): string[] {
  const paths = new Set<string>();
  for (const { prefix, depth } of prefixes) {
    for (const step of dotDotSlash) {
      for (const target of ["package.json", ".env.example", "server/main.ts"]) {
        paths.add(`${prefix}${step.repeat(depth + 2)}${target}`);
        paths.add(`${prefix}${step.repeat(depth + 5)}${target}`);
      }
      paths.add(`${prefix}${step.repeat(depth + 1)}server/index.js`);
    }
  }
  return [...paths];
}

/** Absolute paths, null bytes and files by name, each as the raw request target. */
const direct = [
  "/../package.json",
  "/../../package.json",
  "/assets/../../package.json",
  "/assets/../../server/index.js", // build/server/index.js seen from build/client/assets
  "/assets/..%2f..%2fserver%2findex.js",
  "/assets/%2e%2e/%2e%2e/server/index.js",
  "/%2e%2e/server/index.js",
  "/build/server/index.js",
  "/build/client/index.html",
  "/server/main.ts",
  "/package.json",
  "/package-lock.json",
  "/.env",
  "/.env.example",
  "/.git/config",
  "/.gitignore",
  "/node_modules/express/package.json",
  "/assets/.vite/manifest.json",
  "/.vite/manifest.json",
  "//etc/passwd",
  "///etc/passwd",
  "/%2fetc%2fpasswd",
  "/assets//etc/passwd",
  "/assets/%2fetc%2fpasswd",
  "/assets/%2F%2Fetc%2Fpasswd",
  `/assets/${encodeURIComponent(path.join(projectRoot, "package.json"))}`,
  `/${path.join(projectRoot, "package.json")}`,
  "/C:%5cWindows%5cwin.ini",
  "/assets/C:\\Windows\\win.ini",
  "/robots.txt%00",
  "/robots.txt%00.html",
  "/assets/%00",
  "/assets/..%00/package.json",
  "/%00/../package.json",
  "/about/index.html",
  "/about/index.html%00",
  "/about%2findex.html",
  "/index.html",
  "/sw.js/..%2f..%2fpackage.json",
  "/assets/%",
  "/%",
  "/%zz/../package.json",
  "/assets/%E0%A4%A",
  `/assets/${"..%2f".repeat(40)}etc/passwd`,
];

function expectNothingLeaked(target: string, response: RawResponse) {
  // Refused, or (a "../" the router resolved to an unknown blog post) sent to a page of this site.
  if (response.status < 400) {
    expect(response.status, target).toBeGreaterThanOrEqual(300);
    expect(response.headers.location, target).toMatch(/^\/(?![/\\])/);
  }
  expect(response.status, target).toBeLessThan(500);
  for (const { file, marker } of secrets)
    expect(response.body.includes(marker), `${target} showed ${file}`).toBe(false);
  expect(response.body, target).not.toMatch(/root:.*:0:0:/);
  // No stack trace and no server path.
  expect(response.body, target).not.toMatch(/\bat [^\s]+ \(?(file:\/\/)?\/[^)]*:\d+:\d+\)?/);
  // (The not-found page names the path asked for, so only when the path did not hold it.)
  if (!target.includes(projectRoot)) expect(response.body, target).not.toContain(projectRoot);
  // The build's raw HTML (its nonce placeholder) is never sent.
  expect(response.body, target).not.toContain("__CSP_NONCE_PLACEHOLDER__");
  expect(response.headers["content-security-policy"], `${target}: security headers on the refusal`).toContain(
    "frame-ancestors 'none'",
  );
}

describe("directory traversal through the static layers", () => {
  const statuses = new Map<number, number>();
  let requests = 0;

  it(`encoded "../" in every form, from every static prefix (${traversalPaths().length} paths)`, async () => {
    const paths = traversalPaths();
    // A few at a time: fast, without flooding a small machine.
    for (let start = 0; start < paths.length; start += 8) {
      await Promise.all(
        paths.slice(start, start + 8).map(async (target) => {
          const response = await rawGet(server.port, target);
          requests++;
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          expectNothingLeaked(target, response);
        }),
      );
    }
  }, 180_000);

  it("absolute paths, null bytes, overlong and broken encodings, and files by name", async () => {
    for (const target of direct) {
      const response = await rawGet(server.port, target);
      requests++;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expectNothingLeaked(target, response);
    }
  });

  it("an absolute-form request target cannot reach outside either", async () => {
    for (const target of [
      `http://127.0.0.1:${server.port}/../package.json`,
      `http://127.0.0.1:${server.port}/assets/..%2f..%2fpackage.json`,
      "file:///etc/passwd",
      "*",
    ]) {
      const response = await rawGet(server.port, target);
      requests++;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      expectNothingLeaked(target, response);
    }
  });

  it("the same layers still serve what is inside build/client", async () => {
    const home = await rawGet(server.port, "/");
    expect(home.status).toBe(200);
    const asset = /"(\/assets\/shell-[^"]+\.js)"/.exec(home.body)?.[1] ?? "";
    expect((await rawGet(server.port, asset)).status).toBe(200);
    expect((await rawGet(server.port, "/robots.txt")).status).toBe(200);
    // A ".." that stays inside the site resolves to a page of the site, never to a file outside it.
    const inside = await rawGet(server.port, "/about/../contact");
    expect([200, 404]).toContain(inside.status);
  });

  it("a Host header no URL can be built from is the client's error (400), not a 500", async () => {
    for (const host of ["a b", "[", "x:99999", "x:-1", "%", "", "exa<mple"]) {
      const response = parseResponse(
        await rawExchange(server.port, `GET /no-such-page HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`),
      );
      requests++;
      expect(response.status, JSON.stringify(host)).toBe(400);
      expect(response.body).toBe("Request could not be served");
    }
    for (const forwarded of ["x:99999", "a b"]) {
      const response = await rawGet(server.port, "/no-such-page", { "X-Forwarded-Host": forwarded });
      requests++;
      expect(response.status, forwarded).toBe(400);
    }
    const wellFormed = await rawGet(server.port, "/no-such-page", { "X-Forwarded-Host": "www.sandtonsoundhire.co.za" });
    expect(wellFormed.status).toBe(404);
  });

  it("no request above was a server error", () => {
    expect(serverErrorCount(server.databaseFile)).toBe(0);
    console.info(
      `traversal: ${requests} requests, answers by status: ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
  });
});
