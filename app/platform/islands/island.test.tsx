// @vitest-environment jsdom
// The island contract: what the server writes for an island and what the
// browser hydrates agree, generated ids included, and islands inside an
// island are part of it.
import { useId, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { hydrateIsland, unmountHydratedIslands } from "#app/platform/islands/hydrate.test-support.tsx";
import { island, IslandRendererContext, IslandScope } from "#app/platform/islands/island.tsx";
import { createIslandRenderer } from "#app/platform/islands/render.server.tsx";

function Disclosure({ label }: { label: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <div>
      <button type="button" aria-controls={id} aria-expanded={open} onClick={() => setOpen(!open)}>
        {label}
      </button>
      <p id={id} hidden={!open}>
        Details
      </p>
    </div>
  );
}
// The names are the registry's; the contract does not load the components.
const DisclosureIsland = island("share-popover", Disclosure, { hydrate: "idle" });
const InlineIsland = island("quote-count", Disclosure, { hydrate: "stored-quote", inline: true });

afterEach(unmountHydratedIslands);

describe("island", () => {
  it("writes its name, strategy and props (escaped) on a wrapper that takes no part in the layout", () => {
    const html = renderToString(<DisclosureIsland label={'Share "</script>"'} />);
    const host = document.createElement("div");
    host.innerHTML = html;
    const wrapper = host.firstElementChild as HTMLElement;
    expect(wrapper.tagName).toBe("DIV");
    expect(wrapper.className).toBe("contents");
    expect(wrapper.dataset).toMatchObject({ island: "share-popover", hydrate: "idle" });
    expect(JSON.parse(wrapper.dataset.props ?? "")).toEqual({ label: 'Share "</script>"' });
    expect(html).not.toContain("</script>");
  });

  it("names its code's files for the loader to fetch early only when it hydrates without a scroll or a touch", () => {
    const renderer = createIslandRenderer((name) => [`/assets/${name}-a.js`, "/assets/shared-b.js"]);
    const VisibleIsland = island("add-to-quote", Disclosure, { hydrate: "visible" });
    const TouchIsland = island("subscribe-form", Disclosure, { hydrate: "interaction" });
    const host = document.createElement("div");
    host.innerHTML = renderToString(
      <IslandRendererContext value={renderer}>
        <DisclosureIsland label="Idle" />
        <InlineIsland label="Count" />
        <VisibleIsland label="Visible" />
        <TouchIsland label="Touch" />
      </IslandRendererContext>,
    );
    const modules = [...host.querySelectorAll<HTMLElement>("[data-island]")].map((el) => el.dataset.modules);
    expect(modules).toEqual([
      "/assets/share-popover-a.js /assets/shared-b.js",
      "/assets/quote-count-a.js /assets/shared-b.js",
      undefined,
      undefined,
    ]);
  });

  it("uses a span where it sits in a line of text", () => {
    const host = document.createElement("div");
    host.innerHTML = renderToString(<InlineIsland label="Quote" />);
    expect(host.firstElementChild?.tagName).toBe("SPAN");
  });

  it("gives each island on a page an id prefix of its own, and the browser's ids match the server's", async () => {
    const renderer = createIslandRenderer();
    const host = document.createElement("div");
    host.innerHTML = renderToString(
      <IslandRendererContext value={renderer}>
        <DisclosureIsland label="One" />
        <DisclosureIsland label="Two" />
      </IslandRendererContext>,
    );
    const prefixes = [...host.querySelectorAll<HTMLElement>("[data-island]")].map((el) => el.dataset.idPrefix);
    expect(new Set(prefixes).size).toBe(2);

    // Deep in a page, the island's ids still match: hydration reports no mismatch.
    const { wrapper } = await hydrateIsland(DisclosureIsland, Disclosure, { label: "Deep" }, (node) => (
      <main>
        <section>
          <h1>Heading</h1>
          {node}
        </section>
      </main>
    ));
    const button = wrapper.querySelector("button");
    const controlled = wrapper.querySelector("p");
    expect(button?.getAttribute("aria-controls")).toBe(controlled?.id);
    expect(controlled?.id).toContain(wrapper.dataset.idPrefix);
  });

  it("renders an island inside an island as part of it, not as one of its own", () => {
    const html = renderToString(
      <IslandScope>
        <DisclosureIsland label="Nested" />
      </IslandScope>,
    );
    expect(html).not.toContain("data-island");
    expect(html).toContain("Nested");
  });
});
