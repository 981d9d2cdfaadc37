// The machine's baseline for the Lighthouse part: a tiny page with a heading
// and a paragraph, no style sheet and no script. It is written into
// build/client as a prerendered page before the production server starts
// (the server reads every prerendered page once, at start) and deleted when
// the part ends, so it goes through the same HTTP stack as the site's pages:
// the same security headers and per-response CSP nonce, compression and
// Cache-Control. A separate static server would differ in exactly the layers
// the comparison is meant to hold equal.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { projectRoot } from "./support.ts";

/** A path no page of the site uses; the folder exists only while the benchmark runs. */
export const MINIMAL_PAGE_PATH = "/__bench-minimal";

export const MINIMAL_PAGE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Minimal page</title>
<link rel="icon" href="data:,">
<meta name="description" content="A heading and a paragraph: the benchmark's baseline page.">
</head>
<body>
<h1>A minimal page</h1>
<p>A heading and a paragraph, no style sheet and no script: what any page costs on this machine.</p>
</body>
</html>
`;

const folder = path.join(projectRoot, "build", "client", ...MINIMAL_PAGE_PATH.split("/").filter(Boolean));

/** Writes the page into the build; the returned function deletes it again. */
export function writeMinimalPage(): () => void {
  mkdirSync(folder, { recursive: true });
  writeFileSync(path.join(folder, "index.html"), MINIMAL_PAGE_HTML);
  return () => rmSync(folder, { recursive: true, force: true });
}
