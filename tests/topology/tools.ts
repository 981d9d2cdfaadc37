// The one program the topology test needs beyond the repository: Debian's
// nginx, run as the reverse proxy in front of the two app processes. As root
// on Debian it is installed (without starting the system's own nginx service);
// otherwise the test fails saying what to install. TOPOLOGY=skip skips the
// whole test instead, and must be set on purpose.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const NGINX_PATH = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

function nginxRuns(): boolean {
  try {
    execFileSync(NGINX_PATH, ["-v"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

/** Installs nginx when missing and possible; the problem to report when it is still missing, or null. */
export function ensureNginx(): string | null {
  if (nginxRuns()) return null;
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  if (isRoot && existsSync("/usr/bin/apt-get")) {
    console.error("[topology] Installing Debian's nginx (nginx-light) for the proxy…");
    // RUNLEVEL=1 keeps the package's service script from starting the system's
    // nginx on port 80: the test runs its own, on its own ports.
    const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive", RUNLEVEL: "1" };
    execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
    execFileSync("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "nginx-light"], {
      stdio: "inherit",
      env,
    });
  }
  if (nginxRuns()) return null;
  return [
    `The topology test needs nginx at ${NGINX_PATH}, and it is missing.`,
    "Install it with: sudo apt-get install -y nginx-light",
    "or point NGINX_PATH at another nginx binary; TOPOLOGY=skip skips the test.",
  ].join("\n");
}
