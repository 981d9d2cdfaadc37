// The site's start command (npm start, npm run serve, npm run dev). Plain
// JavaScript, so that an older Node reads it: it says which Node the site
// needs instead of failing on the first TypeScript file. Then it reads .env
// when there is one (variables already set win) and starts server/main.ts.
import { existsSync } from "node:fs";
import path from "node:path";
import { nodeVersionProblem } from "./node-version.mjs";

const problem = nodeVersionProblem(process.versions.node);
if (problem) {
  console.error(problem);
  process.exit(1);
}

const envFile = path.resolve(import.meta.dirname, "..", ".env");
if (existsSync(envFile)) process.loadEnvFile(envFile);

await import("./main.ts");
