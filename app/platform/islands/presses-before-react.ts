/**
 * An island that hydrates on a touch gets the press that woke it before React
 * is there to handle it. A plain button (the blog's Share) does nothing of its
 * own, so the last such press is replayed once the island is hydrated, within
 * the press's user activation (share sheets and the clipboard ask for one).
 * Buttons that act without script (submit, a popover's or dialog's invoker)
 * have already acted.
 */
export interface PressesBeforeReact {
  /** Stops listening; the last plain button pressed meanwhile, if any. */
  stop(): HTMLButtonElement | null;
}

function isPlainButton(button: HTMLButtonElement): boolean {
  return (
    button.type === "button" &&
    !button.disabled &&
    !button.hasAttribute("popovertarget") &&
    !button.hasAttribute("commandfor")
  );
}

export function listenForPressesBeforeReact(element: HTMLElement): PressesBeforeReact {
  let last: HTMLButtonElement | null = null;
  const keep = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest("button") : null;
    if (button && element.contains(button) && isPlainButton(button)) last = button;
  };
  element.addEventListener("click", keep);
  return {
    stop() {
      element.removeEventListener("click", keep);
      return last;
    },
  };
}
