// Makes sure the programs the end-to-end tests drive are installed: Chromium
// (the browser) and Java (for the W3C Nu HTML checker, npm's vnu-jar). As root
// on Debian it installs the distribution's packages; otherwise it says what to do.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

interface Tool {
  name: string;
  present: () => boolean;
  debianPackages: string[];
  instead: string;
}

function javaRuns(): boolean {
  try {
    execFileSync("java", ["-version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
}

const tools: Tool[] = [
  {
    name: `Chromium at ${CHROMIUM_PATH}`,
    present: () => existsSync(CHROMIUM_PATH),
    debianPackages: ["chromium", "fonts-liberation"],
    instead: "or point CHROMIUM_PATH at another Chromium or Chrome binary.",
  },
  {
    name: "Java (for the HTML checker)",
    present: javaRuns,
    debianPackages: ["default-jre-headless"],
    instead: "or put any Java 11 or later on the PATH.",
  },
];

const missing = tools.filter((tool) => !tool.present());
if (missing.length === 0) process.exit(0);

const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
if (isRoot && existsSync("/usr/bin/apt-get")) {
  console.log(`Installing Debian's packages for the browser tests: ${missing.map((tool) => tool.name).join(", ")}…`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  execFileSync("apt-get", ["update", "-qq"], { stdio: "inherit", env });
  execFileSync(
    "apt-get",
    ["install", "-y", "-qq", "--no-install-recommends", ...missing.flatMap((tool) => tool.debianPackages)],
    { stdio: "inherit", env },
  );
}

const stillMissing = missing.filter((tool) => !tool.present());
if (stillMissing.length === 0) process.exit(0);
for (const tool of stillMissing) {
  console.error(
    [
      `The end-to-end tests need ${tool.name}, and it is missing.`,
      `Install it with: sudo apt-get install -y ${tool.debianPackages.join(" ")}`,
      tool.instead,
    ].join("\n"),
  );
}
process.exit(1);
