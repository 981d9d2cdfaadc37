// Keeps the deployment kit in step with the site: the settings it names
// exist, the health check it calls is served, the proxies take the biggest
// upload, the scripts the image and the topology test run are runnable, and
// the compose file's pieces point at one another.
import { execFileSync } from "node:child_process";
import { accessSync, constants, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse } from "yaml";
import { maxRequestBytesFor } from "#app/platform/uploads/multipart-upload.server.ts";
import { MAX_PROOF_OF_PAYMENT_BYTES } from "#app/platform/uploads/upload-sniff.ts";
import { PHOTO_POST_LIMIT_BYTES } from "../server/request-gates.ts";

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => readFileSync(path.join(root, file), "utf8");
/** The names a dotenv-style file sets (commented-out lines excluded). */
const variablesOf = (text: string) => [...text.matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]);
const SCRIPTS = ["build.sh", "start.sh", "run.sh", "image-smoke.sh"].map((name) => `deploy/scripts/${name}`);
const BIGGEST_UPLOAD_REQUEST = Math.max(PHOTO_POST_LIMIT_BYTES, maxRequestBytesFor(MAX_PROOF_OF_PAYMENT_BYTES));

/** nginx's size syntax: 16m, 512k or bytes. */
function nginxBytes(size: string): number {
  const units: Record<string, number> = { k: 1024, m: 1024 ** 2, g: 1024 ** 3 };
  const match = /^(\d+)([kmg]?)$/i.exec(size);
  if (!match) throw new Error(`Not an nginx size: ${size}`);
  return Number(match[1]) * (units[match[2]!.toLowerCase()] ?? 1);
}

/** Caddy's size syntax as used here: 16MiB or 16MB. */
function caddyBytes(size: string): number {
  const units: Record<string, number> = { KB: 1e3, MB: 1e6, KIB: 1024, MIB: 1024 ** 2 };
  const match = /^(\d+)([KM]i?B)$/i.exec(size);
  const unit = match ? units[match[2]!.toUpperCase()] : undefined;
  if (!match || unit === undefined) throw new Error(`Not a Caddy size: ${size}`);
  return Number(match[1]) * unit;
}

describe("the deployment kit's settings", () => {
  it("names only variables the site reads (.env.example lists them all)", () => {
    const known = new Set(variablesOf(read(".env.example")));
    const production = variablesOf(read("deploy/.env.production.example"));
    expect(production.length).toBeGreaterThan(10);
    expect(production.filter((name) => !known.has(name))).toEqual([]);
    const compose = parse(read("deploy/compose.yaml")) as ComposeFile;
    const appVariables = Object.keys(compose["x-app"].environment);
    expect(appVariables.filter((name) => !known.has(name))).toEqual([]);
  });

  it("holds no secret: the secrets are empty in the example", () => {
    const text = read("deploy/.env.production.example");
    for (const name of ["IP_HASH_SALT", "METRICS_TOKEN", "STAFF_BOOTSTRAP_PASSWORD", "LEADS_WEBHOOK_SECRET"])
      expect(text).toMatch(new RegExp(`^${name}=$`, "m"));
    expect(read("deploy/compose.env.example")).toMatch(/^POSTGRES_PASSWORD=$/m);
  });
});

describe("the image", () => {
  const dockerfile = read("deploy/Dockerfile");

  it("is built without the settings files, which hold secrets", () => {
    const ignored = read(".dockerignore").split("\n");
    expect(ignored).toEqual(expect.arrayContaining(["**/.env", "**/.env.*"]));
    expect(read(".gitignore").split("\n")).toEqual(expect.arrayContaining([".env", "deploy/.env.production"]));
  });

  it("checks its health on a path the server answers", () => {
    const healthcheck = /^HEALTHCHECK[^\n]*\\\n\s*CMD (.*)$/m.exec(dockerfile)?.[1] ?? "";
    const checkedPath = /127\.0\.0\.1:[^/]*(\/[a-z]+)/.exec(healthcheck)?.[1];
    expect(checkedPath).toBe("/healthz");
    expect(read("server/ops.ts")).toContain(`req.path === "${checkedPath}"`);
  });

  it("builds and starts with the scripts the topology test runs", () => {
    expect(dockerfile).toMatch(/deploy\/scripts\/build\.sh \/release/);
    expect(dockerfile).toMatch(/^CMD \["\/app\/deploy\/scripts\/start\.sh"\]$/m);
    expect(dockerfile).toMatch(/^USER sandton-sound$/m);
    expect(dockerfile).toMatch(/^STOPSIGNAL SIGTERM$/m);
  });

  it("runs the Node 24 the project pins as a production dependency (npm prune --omit=dev keeps it)", () => {
    const pkg = JSON.parse(read("package.json")) as { dependencies: Record<string, string> };
    expect(pkg.dependencies.node).toMatch(/^24\./);
    // The build stage's toolchain (which only runs npm) is the same Node.
    expect(/^ARG NODE_VERSION=(\S+)$/m.exec(dockerfile)?.[1]).toBe(pkg.dependencies.node);
  });
});

describe("the deploy scripts", () => {
  it.each(SCRIPTS)("%s is executable and valid bash", (script) => {
    accessSync(path.join(root, script), constants.X_OK);
    expect(() => execFileSync("bash", ["-n", path.join(root, script)])).not.toThrow();
  });
});

describe("the proxies", () => {
  it("let through the biggest upload the site takes", () => {
    const nginx = read("deploy/nginx/sandton-sound-proxy.conf");
    const nginxCap = /^client_max_body_size (\S+);$/m.exec(nginx)?.[1] ?? "0";
    expect(nginxBytes(nginxCap)).toBeGreaterThanOrEqual(BIGGEST_UPLOAD_REQUEST);
    const caddyCap = /max_size (\S+)/.exec(read("deploy/Caddyfile"))?.[1] ?? "0B";
    expect(caddyBytes(caddyCap)).toBeGreaterThanOrEqual(BIGGEST_UPLOAD_REQUEST);
  });

  it("check the processes' health where the server answers it", () => {
    expect(read("deploy/Caddyfile")).toMatch(/health_uri \/healthz$/m);
  });

  it("are the only peers the processes believe, and send to the processes compose runs", () => {
    const compose = parse(read("deploy/compose.yaml")) as ComposeFile;
    const caddyAddress = compose.services.caddy?.networks.site.ipv4_address;
    expect(compose["x-app"].environment.TRUST_PROXY).toBe(caddyAddress);
    const upstreams = /reverse_proxy ([^{]+)\{/.exec(read("deploy/Caddyfile"))?.[1]?.trim().split(/\s+/);
    const apps = Object.entries(compose.services)
      .filter(([, service]) => service.image === compose["x-app"].image)
      .map(([name]) => name);
    expect(upstreams).toEqual(apps.map((name) => `${name}:${compose["x-app"].environment.PORT}`));
    expect(apps).toHaveLength(2);
  });

  it("the systemd unit's instances are the ports nginx sends to", () => {
    const unit = read("deploy/systemd/sandton-sound@.service");
    const instances = [...unit.matchAll(/sandton-sound@(\d+)/g)].map((match) => match[1]);
    const upstream = [...read("deploy/nginx/sandton-sound.conf").matchAll(/server 127\.0\.0\.1:(\d+)/g)];
    expect(new Set(instances)).toEqual(new Set(upstream.map((match) => match[1])));
  });
});

interface ComposeFile {
  "x-app": { image: string; environment: Record<string, string> };
  services: Record<string, { image?: string; networks: { site: { ipv4_address?: string } } }>;
}
