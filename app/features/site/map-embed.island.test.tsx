// @vitest-environment jsdom
// The Find Us map: Google's frame loads only when the visitor asks for it.
// Before React has the island (or without JavaScript) the visitor has the
// address and the Open in Google Maps link; the Show map button comes with React.
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import MapEmbed, { MAP_EMBED_URL, MAP_TITLE, MapEmbedIsland } from "#app/features/site/map-embed.island.tsx";

afterEach(() => {
  cleanup();
  document.body.replaceChildren();
});

function serverRender() {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<MapEmbed />);
  document.body.append(container);
  return container;
}

function hydrate(container: HTMLElement) {
  const mismatches: unknown[] = [];
  act(() => {
    hydrateRoot(container, <MapEmbed />, { onRecoverableError: (error) => mismatches.push(error) });
  });
  return mismatches;
}

describe("MapEmbed", () => {
  it("renders the address and the Google Maps link on the server, and no frame", () => {
    const container = serverRender();
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.queryByRole("button", { name: "Show map" })).toBeNull();
    expect(screen.getByText("The map is provided by Google Maps and loads only when you ask for it.")).toBeTruthy();
    const open = screen.getByRole("link", { name: /^Open in Google Maps/ });
    expect(open.getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/);
    expect(open.getAttribute("target")).toBe("_blank");
  });

  it("offers Show map once hydrated, without a mismatch, and loads the map in its place on request", () => {
    const container = serverRender();
    expect(hydrate(container)).toEqual([]);
    fireEvent.click(screen.getByRole("button", { name: "Show map" }));
    const frame = container.querySelector("iframe");
    expect(frame?.getAttribute("src")).toBe(MAP_EMBED_URL);
    expect(frame?.getAttribute("src")).toMatch(/^https:\/\/maps\.google\.com\//);
    expect(frame?.title).toBe(MAP_TITLE);
    expect(MAP_TITLE).toMatch(/^Map showing Sandton Sound Hire at /);
    expect(frame?.getAttribute("loading")).toBe("lazy");
    // The button it replaced had focus; the map takes it.
    expect(document.activeElement).toBe(frame);
  });

  it("is an island hydrated as it nears the viewport", () => {
    const html = renderToString(<MapEmbedIsland />);
    const wrapper = new DOMParser().parseFromString(html, "text/html").body.firstElementChild as HTMLElement;
    expect(wrapper.dataset.island).toBe("map-embed");
    expect(wrapper.dataset.hydrate).toBe("visible");
  });
});
