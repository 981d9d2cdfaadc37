// An inline script is a browser module of this folder compiled, when the app
// is built (or served in development), into a few hundred bytes of minified
// script: its default export called with the page's data
// (bundler/inline-script-plugin.ts). The page's data is written in where the
// compiled call names INLINE_SCRIPT_ARGUMENTS, as JSON escaped for HTML, so a
// value cannot end the script it sits in.
import { jsonForHtml } from "#app/platform/http/json-in-html.ts";

/** The free identifier the compiled call takes its arguments from: replaced, never defined. */
export const INLINE_SCRIPT_ARGUMENTS = "__inlineScriptArguments__";

/** The script's text, ready for a `<script>` element: `compiled` with `args` written into its call. */
export function inlineScript(compiled: string, ...args: unknown[]): string {
  // A function as the replacement: the JSON may hold `$&` and the like, which a string replacement would expand.
  return compiled.replace(INLINE_SCRIPT_ARGUMENTS, () => args.map((arg) => jsonForHtml(arg)).join(","));
}
