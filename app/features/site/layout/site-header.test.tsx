// @vitest-environment jsdom
// The header as the server renders it. It needs no script: the dropdowns are
// native popovers with their invokers, the mobile menu a dialog opened and
// closed by command invokers, and the timings reach the CSS as custom
// properties. How the browser runs them is checked end to end (shell.spec.ts).
import { cleanup, render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { SiteHeader } from "#app/features/site/layout/site-header.tsx";

afterEach(cleanup);

function renderHeader(path = "/about") {
  const Stub = createRoutesStub([{ path: "*", Component: SiteHeader }]);
  return render(<Stub initialEntries={[path]} />);
}

describe("SiteHeader", () => {
  it("lists the spec's header links, with Request Quote to /quote-request", () => {
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    for (const name of ["Home", "Blog", "About", "Contact"])
      expect(within(nav).getByRole("link", { name })).toBeTruthy();
    for (const name of ["Services", "Rentals"]) expect(within(nav).getByRole("button", { name })).toBeTruthy();
    expect(screen.getAllByRole("link", { name: "Request Quote" })[0]?.getAttribute("href")).toBe("/quote-request");
    expect(within(nav).getByRole("link", { name: "About" }).getAttribute("aria-current")).toBe("page");
  });

  it("opens each dropdown as a native popover of its button", () => {
    renderHeader();
    const nav = screen.getByRole("navigation", { name: "Main" });
    const menus = {
      Services: ["Corporate Events", "Weddings", "DJ Events", "All services"],
      Rentals: [
        "Products",
        "Sound Bundles",
        "Event Personnel",
        "Special Promotions",
        "Equipment Add-Ons",
        "All rentals",
      ],
    };
    for (const [label, links] of Object.entries(menus)) {
      const button = within(nav).getByRole("button", { name: label, hidden: true });
      const panelId = button.getAttribute("popovertarget") ?? "";
      const panel = document.getElementById(panelId);
      expect(panel?.getAttribute("popover")).toBe("auto");
      expect(panel?.className).toContain("menu-panel");
      const names = within(panel as HTMLElement)
        .getAllByRole("link", { hidden: true })
        .map((link) => link.querySelector("span")?.textContent ?? link.textContent);
      expect(names).toEqual(links);
    }
    expect(
      within(nav)
        .getByRole("link", { name: /^Products/, hidden: true })
        .getAttribute("href"),
    ).toBe("/catalogue/products");
  });

  it("hands the spec's timings to the CSS: hover 200 ms, skip 300 ms, close 150 ms, shadow after 10 px", () => {
    renderHeader();
    const header = screen.getByRole("banner");
    expect(header.style.getPropertyValue("--menu-hover-delay")).toBe("200ms");
    expect(header.style.getPropertyValue("--menu-skip-delay")).toBe("300ms");
    expect(header.style.getPropertyValue("--menu-close-delay")).toBe("150ms");
    expect(header.style.getPropertyValue("--header-shadow-offset")).toBe("10px");
  });

  it("opens the mobile menu dialog with a command invoker; Close, Esc and the backdrop close it", () => {
    renderHeader();
    const open = screen.getByRole("button", { name: "Open menu" });
    const dialog = document.getElementById(open.getAttribute("commandfor") ?? "");
    expect(dialog?.tagName).toBe("DIALOG");
    expect(open.getAttribute("command")).toBe("show-modal");
    expect(open.getAttribute("aria-haspopup")).toBe("dialog");
    expect(dialog?.getAttribute("closedby")).toBe("any");
    const close = within(dialog as HTMLElement).getByRole("button", { name: "Close", hidden: true });
    expect(close.getAttribute("commandfor")).toBe(dialog?.id);
    expect(close.getAttribute("command")).toBe("close");
    const mobile = within(dialog as HTMLElement).getByRole("navigation", { name: "Mobile", hidden: true });
    expect(within(mobile).getByRole("link", { name: "Weddings", hidden: true }).getAttribute("href")).toBe(
      "/services/weddings",
    );
  });

  it("leaves no hooks for a script to find: the only script is the quote count's island", () => {
    const { container } = renderHeader();
    const islands = [...container.querySelectorAll<HTMLElement>("[data-island]")].map(
      (island) => island.dataset.island,
    );
    expect(islands).toEqual(["quote-count"]);
    // data-discover is React Router's own, on every link; data-island, -hydrate and -props mark the island.
    const allowed = new Set(["data-discover", "data-island", "data-hydrate", "data-props"]);
    const dataAttributes = [...container.querySelectorAll("*")].flatMap((element) =>
      element.getAttributeNames().filter((name) => name.startsWith("data-") && !allowed.has(name)),
    );
    expect(dataAttributes).toEqual([]);
  });
});
