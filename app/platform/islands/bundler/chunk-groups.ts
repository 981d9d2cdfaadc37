// The islands build's chunk groups (vite.islands.config.ts), derived from the
// app's modules: a module ships in a group when it says so, with a line
//
//   // chunk-group: quote-kit (…)
//
// so the mark moves with the file, and a module moved or renamed stays in its
// group. The build fails on a mark it cannot read, a mark naming a group the
// build does not declare, and a declared group no module marks, rather than
// silently changing what a page fetches. A comment, so no code ships for it.
import { readFileSync, readdirSync } from "node:fs";
import path from "node:path";

/** A module's mark, at the start of a line: the group's name, then a space or the line's end. */
export const CHUNK_GROUP_MARK = /^\/\/ chunk-group: ([a-z][a-z0-9-]*)(?: .*)?$/m;
/** Anything that looks like a mark: a module that has one must have it exactly. */
const LOOSE_MARK = /^\s*\/[/*]\s*chunk-group\b/im;
const SOURCE = /\.tsx?$/;
const TEST = /\.test(-support)?\.tsx?$/;

export interface ChunkGroupDeclaration {
  name: string;
  /** Modules that cannot carry a mark (packages, assets), matched on their path. */
  also?: readonly RegExp[];
  /**
   * Only the group's own modules. By default the bundler also moves into a
   * group what its modules import, which can pull shared code out of the
   * runtime's chunk.
   */
  ownModulesOnly?: boolean;
}

/** What Rolldown's `output.codeSplitting.groups` takes. */
export interface CodeSplittingGroup {
  name: string;
  test: (id: string) => boolean;
  priority: number;
  includeDependenciesRecursively?: boolean;
}

/** Each marked module under `root`/app (project-relative, with /) and the group it names. */
export function chunkGroupMarks(root: string): Map<string, string> {
  const marks = new Map<string, string>();
  const files = readdirSync(path.join(root, "app"), { recursive: true, encoding: "utf8" });
  for (const file of files.map((name) => `app/${name.split(path.sep).join("/")}`).sort()) {
    if (!SOURCE.test(file) || TEST.test(file)) continue;
    const source = readFileSync(path.join(root, file), "utf8");
    if (!LOOSE_MARK.test(source)) continue;
    const mark = CHUNK_GROUP_MARK.exec(source);
    if (!mark?.[1]) throw new Error(`${file}: write its chunk group as a line \`// chunk-group: name\``);
    marks.set(file, mark[1]);
  }
  return marks;
}

/** The project-relative source path of a module id (without a query such as `?url`). */
export function sourcePathOf(root: string, id: string): string {
  const file = id.replace(/^\0/, "").replace(/\?.*$/, "");
  return path.relative(root, file).split(path.sep).join("/");
}

/** The groups as the bundler takes them: each one's marked modules, and what it declares besides. */
export function codeSplittingGroups(
  root: string,
  declarations: readonly ChunkGroupDeclaration[],
  marks: ReadonlyMap<string, string> = chunkGroupMarks(root),
): CodeSplittingGroup[] {
  const declared = new Set(declarations.map((group) => group.name));
  for (const [file, group] of marks) {
    if (!declared.has(group)) throw new Error(`${file}: no chunk group "${group}" in the islands build`);
  }
  const marked = new Set(marks.values());
  for (const group of declared) {
    if (!marked.has(group)) throw new Error(`Chunk group "${group}": no module is marked for it (moved? renamed?)`);
  }
  return declarations.map(({ name, also = [], ownModulesOnly }) => ({
    name,
    test: (id: string) => marks.get(sourcePathOf(root, id)) === name || also.some((pattern) => pattern.test(id)),
    priority: 1,
    ...(ownModulesOnly ? { includeDependenciesRecursively: false } : {}),
  }));
}
