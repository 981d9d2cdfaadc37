import { describe, expect, it } from "vitest";
import { INLINE_SCRIPT_ARGUMENTS, inlineScript } from "#app/platform/islands/inline/inline-script.ts";

describe("inlineScript", () => {
  const compiled = `(function(){function e(a,b){}e(${INLINE_SCRIPT_ARGUMENTS})})()`;

  it("writes the arguments into the compiled call as JSON", () => {
    expect(inlineScript(compiled, { shell: "/a.js" }, "quoteItems")).toBe(
      '(function(){function e(a,b){}e({"shell":"/a.js"},"quoteItems")})()',
    );
  });

  it("calls a script without data with no arguments", () => {
    expect(inlineScript(compiled)).toBe("(function(){function e(a,b){}e()})()");
  });

  it("escapes markup, and takes replacement patterns in the data literally", () => {
    const script = inlineScript(compiled, "</script><!-- $$ $' $`");
    expect(script).not.toMatch(/<\/script|<!--/);
    expect(script).toContain("$$ $' $`");
  });
});
