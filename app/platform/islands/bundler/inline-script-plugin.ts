// Compiles an inline script (inline/inline-script.ts) when a module imports
// it with the `?inline-script` query: the module and what it imports bundled
// into one minified script for the browsers the site supports, whose default
// export is called with the page's data. The importer gets the script's text
// as its default export. Used by the app's build, its development server and
// the unit tests alike, so each runs the same compiled script.
import { rolldown } from "rolldown";
import type { Plugin } from "vite";
import { INLINE_SCRIPT_ARGUMENTS } from "#app/platform/islands/inline/inline-script.ts";

const QUERY = "?inline-script";
const ENTRY = "\0inline-script-entry";
/** What the inline scripts may use: `import()` and `??`/`?.` (the islands build targets es2022). */
const TARGET = "es2020";

export interface CompiledInlineScript {
  code: string;
  /** The source files compiled into it (to rebuild it when one changes). */
  files: string[];
}

export async function compileInlineScript(file: string): Promise<CompiledInlineScript> {
  const bundle = await rolldown({
    input: ENTRY,
    platform: "browser",
    transform: { target: TARGET },
    plugins: [
      {
        name: "inline-script-entry",
        resolveId: (id) => (id === ENTRY ? id : null),
        load: (id) =>
          id === ENTRY ? `import main from ${JSON.stringify(file)};\nmain(${INLINE_SCRIPT_ARGUMENTS});` : null,
      },
    ],
  });
  try {
    const { output } = await bundle.generate({ format: "iife", minify: true, strict: false, comments: false });
    const [chunk] = output;
    const code = chunk.code.trim().replace(/;$/, "");
    if (code.split(INLINE_SCRIPT_ARGUMENTS).length !== 2) {
      throw new Error(`${file}: the compiled inline script must call its default export once`);
    }
    if (/<\/script|<!--/i.test(code)) throw new Error(`${file}: the compiled inline script holds markup`);
    return { code, files: chunk.moduleIds.filter((id) => !id.startsWith("\0")) };
  } finally {
    await bundle.close();
  }
}

export function inlineScripts(): Plugin {
  return {
    name: "inline-scripts",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const { code, files } = await compileInlineScript(id.slice(0, -QUERY.length));
      for (const file of files) this.addWatchFile(file);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}
