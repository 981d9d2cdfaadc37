import { describe, expect, it } from "vitest";
import {
  describeIslands,
  islandRuntimeOnLoad,
  islandRuntimePath,
  islandsHydratingOnLoad,
  islandsInHtml,
} from "./island-markup.ts";

const page = `<header><a href="/quote-request">Request Quote <span data-island="quote-count" data-hydrate="stored-quote" data-props="{}" class="contents"><span hidden=""></span></span></a></header>
<main><div data-island="catalogue-search" data-hydrate="load" data-props="{&quot;q&quot;:&quot;&quot;}" class="contents"><div><ul><li><span data-island="add-to-quote" data-hydrate="visible" data-props="{}" class="contents"><button>Add to Quote</button></span></li></ul></div></div>
<div data-island="add-to-quote" data-hydrate="visible" data-props="{}" class="contents"><button>Add to Quote</button></div>
<div><form><div data-island="callback-form" data-hydrate="interaction" data-props="{}" class="contents"><div><input/></div></div></form></div></main>`;

describe("islandsInHtml", () => {
  it("finds every island wrapper in document order with its strategy", () => {
    expect(islandsInHtml(page).map((island) => [island.name, island.hydrate])).toEqual([
      ["quote-count", "stored-quote"],
      ["catalogue-search", "load"],
      ["add-to-quote", "visible"],
      ["add-to-quote", "visible"],
      ["callback-form", "interaction"],
    ]);
  });

  it("marks an island inside another as nested, and islands after it as not", () => {
    expect(islandsInHtml(page).map((island) => island.nested)).toEqual([false, false, true, false, false]);
  });

  it("finds none in a page without islands", () => {
    expect(islandsInHtml("<main><div><span>Hello</span></div></main>")).toEqual([]);
  });
});

describe("islandRuntimeOnLoad", () => {
  const only = (hydrate: string) => [{ name: "x", hydrate, nested: false }];

  it("loads the runtime for any island but one waiting for a stored quote", () => {
    expect(islandRuntimeOnLoad(only("load"), false)).toBe(true);
    expect(islandRuntimeOnLoad(only("visible"), false)).toBe(true);
    expect(islandRuntimeOnLoad(only("stored-quote"), false)).toBe(false);
    expect(islandRuntimeOnLoad(only("stored-quote"), true)).toBe(true);
    expect(islandRuntimeOnLoad([], true)).toBe(false);
  });
});

describe("islandsHydratingOnLoad", () => {
  it("keeps top-level load and idle islands, and the stored-quote one only with a quote", () => {
    const islands = islandsInHtml(page);
    expect(islandsHydratingOnLoad(islands, false).map((island) => island.name)).toEqual(["catalogue-search"]);
    expect(islandsHydratingOnLoad(islands, true).map((island) => island.name)).toEqual([
      "quote-count",
      "catalogue-search",
    ]);
  });
});

describe("describeIslands", () => {
  it("lists each kind once with a count when repeated", () => {
    expect(describeIslands(islandsInHtml(page))).toBe(
      "quote-count (stored-quote), catalogue-search (load), add-to-quote (visible, nested), add-to-quote (visible), callback-form (interaction)",
    );
    expect(
      describeIslands([
        { name: "add-to-quote", hydrate: "visible", nested: false },
        { name: "add-to-quote", hydrate: "visible", nested: false },
      ]),
    ).toBe("2 × add-to-quote (visible)");
    expect(describeIslands([])).toBe("none");
  });
});

describe("islandRuntimePath", () => {
  it("reads the runtime's path from the page's inline loader", () => {
    const html = `<script nonce="n">(function(){var m={"shell":"/assets/shell-abc.js","islands":"/assets/client-def.js"},done=false;})()</script>`;
    expect(islandRuntimePath(html)).toBe("/assets/client-def.js");
    expect(islandRuntimePath("<p>no loader</p>")).toBeUndefined();
  });
});
