// @vitest-environment jsdom
// The press that wakes a touch-hydrated island arrives before React does: the
// last plain button pressed is kept for replay, nothing else.
import { afterEach, describe, expect, it } from "vitest";
import { listenForPressesBeforeReact } from "#app/platform/islands/presses-before-react.ts";

afterEach(() => document.body.replaceChildren());

function island(markup: string) {
  const element = document.createElement("span");
  element.innerHTML = markup;
  document.body.append(element);
  return element;
}

function press(element: Element | null) {
  (element as HTMLElement).click();
}

describe("listenForPressesBeforeReact", () => {
  it("keeps the last plain button pressed inside the island, also when its icon took the press", () => {
    const element = island('<button type="button" id="a">A</button><button type="button" id="b"><svg></svg>B</button>');
    const presses = listenForPressesBeforeReact(element);
    press(element.querySelector("#a"));
    element.querySelector("svg")?.dispatchEvent(new MouseEvent("click", { bubbles: true }));
    expect(presses.stop()?.id).toBe("b");
  });

  it("keeps nothing when no button was pressed", () => {
    const element = island('<button type="button">Share</button>');
    expect(listenForPressesBeforeReact(element).stop()).toBeNull();
  });

  it("leaves alone the buttons that acted without script: submit, popover and dialog invokers, disabled ones", () => {
    const element = island(
      '<form><button>Send</button></form><button type="button" popovertarget="p">Open</button>' +
        '<button type="button" commandfor="d" command="show-modal">Menu</button><button type="button" disabled>Copy</button>',
    );
    const presses = listenForPressesBeforeReact(element);
    element.querySelector("form")?.addEventListener("submit", (event) => event.preventDefault());
    for (const button of element.querySelectorAll("button")) press(button);
    expect(presses.stop()).toBeNull();
  });

  it("ignores presses outside the island and stops listening when asked", () => {
    const element = island('<button type="button">Share</button>');
    const outside = document.createElement("button");
    outside.type = "button";
    document.body.append(outside);
    const presses = listenForPressesBeforeReact(element);
    press(outside);
    expect(presses.stop()).toBeNull();
    press(element.querySelector("button"));
    expect(presses.stop()).toBeNull();
  });
});
