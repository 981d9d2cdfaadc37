// A Vite plugin for the client-rendered comparison build only (see
// bench/spa/project/): the same route modules, with the
// server-only exports that React Router's SPA mode refuses taken out.
//   - `loader` becomes a `clientLoader` that fetches the data the production
//     server's loader returns for the page (`<path>.data`, bench/spa/server-data.ts);
//   - `action`, `middleware` and `headers` are dropped (nothing is posted while
//     a page loads);
//   - imports and top-level declarations only they used go too, so server-only
//     modules (`*.server.ts`) stay out of the browser bundle, as React Router
//     does for the normal build.
// The root route keeps its loader: SPA mode runs it once at build time.
import path from "node:path";
import ts from "typescript";
import type { Plugin } from "vite";

const SERVER_ONLY_EXPORTS = new Set(["loader", "action", "middleware", "headers"]);
const SERVER_DATA_MODULE = path.join(import.meta.dirname, "server-data.ts");

interface RouterPluginContext {
  reactRouterConfig: { appDirectory: string; routes: Record<string, { id: string; file: string }> };
}

function hasExportModifier(node: ts.Node): boolean {
  return (
    ts.canHaveModifiers(node) &&
    (ts.getModifiers(node) ?? []).some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
  );
}

/** Names a top-level statement declares (functions, classes, variables, enums). */
function declaredNames(statement: ts.Statement): string[] {
  if (
    (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement)) &&
    statement.name
  ) {
    return [statement.name.text];
  }
  if (ts.isVariableStatement(statement)) {
    return statement.declarationList.declarations.flatMap((declaration) =>
      ts.isIdentifier(declaration.name) ? [declaration.name.text] : [],
    );
  }
  return [];
}

/** Identifiers a node reads (property names after a dot and object keys aside). */
function referencedNames(node: ts.Node, into: Map<string, number>): void {
  const visit = (child: ts.Node): void => {
    if (ts.isIdentifier(child)) {
      const parent = child.parent;
      const isPropertyName =
        (ts.isPropertyAccessExpression(parent) && parent.name === child) ||
        (ts.isPropertyAssignment(parent) && parent.name === child) ||
        (ts.isJsxAttribute(parent) && parent.name === child);
      if (!isPropertyName) into.set(child.text, (into.get(child.text) ?? 0) + 1);
    }
    ts.forEachChild(child, visit);
  };
  visit(node);
}

/**
 * The route module without its server-only exports and what only they used.
 * Imports and unexported top-level declarations that nothing else names are
 * removed, round after round, until nothing more goes.
 */
export function stripServerExports(code: string, fileName: string): { code: string; hadLoader: boolean } {
  let hadLoader = false;
  for (;;) {
    const round = stripRound(code, fileName);
    hadLoader ||= round.hadLoader;
    if (round.code === code) return { code, hadLoader };
    code = round.code;
  }
}

function stripRound(code: string, fileName: string): { code: string; hadLoader: boolean } {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  let hadLoader = false;
  const kept = source.statements.filter((statement) => {
    if (!hasExportModifier(statement)) return true;
    const names = declaredNames(statement);
    if (names.length === 0 || !names.every((name) => SERVER_ONLY_EXPORTS.has(name))) return true;
    if (names.includes("loader")) hadLoader = true;
    return false;
  });
  const uses = new Map<string, number>();
  for (const statement of kept) if (!ts.isImportDeclaration(statement)) referencedNames(statement, uses);
  const parts = kept.flatMap((statement) => {
    const text = statement.getFullText(source);
    if (ts.isImportDeclaration(statement)) return [importWithout(statement, source, uses) ?? text];
    // An unexported declaration nothing else names: each of its names appears once, where it is declared.
    const names = declaredNames(statement);
    if (!hasExportModifier(statement) && names.length > 0 && names.every((name) => (uses.get(name) ?? 0) <= 1))
      return [];
    return [text];
  });
  return { code: parts.join("") + source.endOfFileToken.getFullText(source), hadLoader };
}

/** The import without the bindings nothing uses ("" when none is left), or undefined when it stays as it is. */
function importWithout(
  statement: ts.ImportDeclaration,
  source: ts.SourceFile,
  uses: ReadonlyMap<string, number>,
): string | undefined {
  const clause = statement.importClause;
  // `import "./side-effect"` stays.
  if (!clause) return undefined;
  const bindings = clause.namedBindings;
  const defaultName = clause.name && uses.has(clause.name.text) ? clause.name.text : undefined;
  const namespace =
    bindings && ts.isNamespaceImport(bindings) && uses.has(bindings.name.text) ? bindings.name.text : undefined;
  const named =
    bindings && ts.isNamedImports(bindings) ? bindings.elements.filter((element) => uses.has(element.name.text)) : [];
  const before = (clause.name ? 1 : 0) + (bindings ? (ts.isNamedImports(bindings) ? bindings.elements.length : 1) : 0);
  if ((defaultName ? 1 : 0) + (namespace ? 1 : 0) + named.length === before) return undefined;
  const kept = [
    ...(defaultName ? [defaultName] : []),
    ...(namespace ? [`* as ${namespace}`] : []),
    ...(named.length > 0 ? [`{ ${named.map((element) => element.getText(source)).join(", ")} }`] : []),
  ];
  if (kept.length === 0) return "";
  return `\nimport ${clause.isTypeOnly ? "type " : ""}${kept.join(", ")} from ${statement.moduleSpecifier.getText(source)};`;
}

/**
 * The plugin: route modules other than the root lose their server exports; a
 * loader becomes a clientLoader. The root renders React Router's scripts.
 */
export function spaServerData(options: { appDirectory: string }): Plugin {
  const { appDirectory } = options;
  const routeIdsByFile = new Map<string, string[]>();
  return {
    name: "spa-comparison:server-data",
    enforce: "pre",
    configResolved(config) {
      // React Router's plugin shares its resolved config this way. Its child
      // compiler, which only reads the route modules' export names, has none:
      // there the route ids do not matter.
      const context = (config as unknown as { __reactRouterPluginContext?: RouterPluginContext })
        .__reactRouterPluginContext;
      for (const route of Object.values(context?.reactRouterConfig.routes ?? {})) {
        const file = path.resolve(appDirectory, route.file);
        routeIdsByFile.set(file, [...(routeIdsByFile.get(file) ?? []), route.id]);
      }
    },
    transform(code, id) {
      const file = id.split("?")[0] ?? id;
      // The site's root loads no React Router client (pages hydrate only their
      // islands); the SPA is nothing but that client, so its root gets the scripts.
      if (file === path.join(appDirectory, "root.tsx")) {
        return {
          code: `import { Scripts as __Scripts } from "react-router";\n${code.replace("</body>", "<__Scripts /></body>")}`,
          map: null,
        };
      }
      if (!file.startsWith(path.join(appDirectory, "routes") + path.sep) || !/\.tsx?$/.test(file)) return undefined;
      const stripped = stripServerExports(code, file);
      if (!stripped.hadLoader) return { code: stripped.code, map: null };
      const routeIds = routeIdsByFile.get(file) ?? [];
      return {
        code:
          `${stripped.code}\n` +
          `import { serverLoaderData as __serverLoaderData } from ${JSON.stringify(SERVER_DATA_MODULE)};\n` +
          `export const clientLoader = ({ request }: { request: Request }) => __serverLoaderData(request, ${JSON.stringify(routeIds)});\n`,
        map: null,
      };
    },
  };
}
