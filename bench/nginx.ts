// nginx as the reference static server for the throughput comparison: found,
// or installed from Debian's package when running as root (as
// scripts/ensure-test-tools.ts does for Chromium), then run in the foreground on
// a config of our own in a temporary folder.
import { type ChildProcess, execFileSync, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, progress, stopProcess, waitFor } from "./support.ts";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** One worker, like our single Node process: the comparison is process for process. */
export const NGINX_WORKERS = 1;

/** Null when nginx can run, else what to install. */
export function ensureNginx(): string | null {
  if (existsSync(NGINX_PATH)) return null;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    progress("nginx not found: installing Debian's nginx package for the throughput comparison…");
    const run = (args: string[]) =>
      execFileSync("apt-get", args, {
        stdio: ["ignore", "inherit", "inherit"],
        env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" },
      });
    run(["update", "-qq"]);
    run(["install", "-y", "-qq", "--no-install-recommends", "nginx"]);
    if (existsSync(NGINX_PATH)) return null;
  }
  return `nginx is not installed (looked for ${NGINX_PATH}): install it with \`sudo apt-get install -y nginx\`, or set NGINX_PATH`;
}

export function nginxVersion(): string {
  // nginx prints its version on stderr: "nginx version: nginx/1.22.1".
  const { stderr } = spawnSync(NGINX_PATH, ["-v"], { encoding: "utf8" });
  return stderr.replace("nginx version:", "").trim() || "nginx";
}

/** The config: the build's client folder as it is on disk, gzip like our compression middleware. */
function config(dir: string, port: number, root: string): string {
  return `# Written by bench/nginx.ts for one benchmark run.
daemon off;
worker_processes ${NGINX_WORKERS};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  types { text/html html; text/css css; application/javascript js; image/svg+xml svg; application/json json; }
  default_type application/octet-stream;
  access_log off;
  sendfile on;
  # nginx closes a keep-alive connection after 1000 requests by default; Node does not.
  keepalive_requests 1000000;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # The compression middleware's defaults: zlib level 6, bodies from 1 KB, Vary.
  gzip on;
  gzip_comp_level 6;
  gzip_min_length 1024;
  gzip_vary on;
  gzip_types text/css application/javascript image/svg+xml application/json;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location / { try_files $uri/index.html $uri =404; }
  }
}
`;
}

export interface RunningNginx {
  base: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/** nginx serving `root` on a free port, once it answers `readyPath`. */
export async function startNginx(root: string, readyPath: string): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "ssh-bench-nginx-"));
  const port = await freePort();
  const configFile = path.join(dir, "nginx.conf");
  writeFileSync(configFile, config(dir, port, root));
  const child = spawn(NGINX_PATH, ["-p", dir, "-c", configFile, "-e", path.join(dir, "error.log")], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${base}${readyPath}`, 10_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, process: child, stop };
}
