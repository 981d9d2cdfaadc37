// Makes sure a Chromium the end-to-end tests can drive is installed. As root on
// Debian it installs the distribution's package; otherwise it says what to do.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

function run(command: string, args: string[]) {
  execFileSync(command, args, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

if (existsSync(CHROMIUM_PATH)) {
  process.exit(0);
}

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && existsSync("/usr/bin/apt-get")) {
  console.log("Chromium not found: installing Debian's chromium package for the browser tests…");
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "--no-install-recommends", "chromium", "fonts-liberation"]);
  if (existsSync(CHROMIUM_PATH)) process.exit(0);
}

console.error(
  [
    `The end-to-end tests need Chromium at ${CHROMIUM_PATH}, and it is missing.`,
    "Install it with: sudo apt-get install -y chromium",
    "or point CHROMIUM_PATH at another Chromium or Chrome binary.",
  ].join("\n"),
);
process.exit(1);
