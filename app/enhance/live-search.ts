// Search and filters that answer as the visitor types or clicks. The forms are
// GET forms the server answers on its own (form[data-live-search]); with this
// script a change fetches the same page for the new URL, swaps the marked
// parts of the page (data-live-results="<name>") for the server's, and puts
// the URL in the address bar with replaceState. The search box keeps focus,
// and the aria-live regions stay in place so the new result count is read out.

const TYPING_DELAY_MS = 250;

export interface LiveSearchOptions {
  /** Called with each region after its new content is in place (to wire up what it holds). */
  afterSwap?: (region: Element) => void;
  /** Fetches a page (tests pass their own). */
  fetchPage?: (url: string, signal: AbortSignal) => Promise<string>;
}

async function fetchHtml(url: string, signal: AbortSignal): Promise<string> {
  const response = await fetch(url, { headers: { Accept: "text/html" }, signal });
  if (!response.ok && response.status !== 404) throw new Error(`Live search: ${url} answered ${response.status}`);
  return response.text();
}

/** The names a form's own controls set (carried hidden inputs only repeat the URL). */
function ownNames(form: HTMLFormElement): Set<string> {
  const names = new Set<string>();
  for (const control of form.elements) {
    const name = (control as HTMLInputElement).name;
    if (name && !(control as HTMLElement).hasAttribute("data-carried")) names.add(name);
  }
  return names;
}

/** The page's URL with the form's own fields in place of what the URL held; empty and default fields are left out. */
export function urlForForm(form: HTMLFormElement, current: URL): URL {
  const url = new URL(current.href);
  url.hash = "";
  const names = ownNames(form);
  for (const name of names) url.searchParams.delete(name);
  // A list left on its first choice is the default view, which the URL leaves out.
  const defaults = new Set<string>();
  for (const select of form.querySelectorAll("select")) {
    if (select.selectedIndex === 0) defaults.add(select.name);
  }
  for (const [name, value] of new FormData(form)) {
    if (!names.has(name) || defaults.has(name) || typeof value !== "string" || value.trim() === "") continue;
    url.searchParams.append(name, value);
  }
  return url;
}

/** Makes every live form match the URL: its controls, and the hidden inputs that carry the rest. */
function syncForms(scope: ParentNode, params: URLSearchParams) {
  for (const form of scope.querySelectorAll<HTMLFormElement>("form[data-live-search]")) {
    const names = ownNames(form);
    for (const carried of form.querySelectorAll("input[data-carried]")) carried.remove();
    for (const [name, value] of params) {
      if (names.has(name)) continue;
      const input = document.createElement("input");
      input.type = "hidden";
      input.name = name;
      input.value = value;
      input.dataset.carried = "";
      form.prepend(input);
    }
    for (const control of form.elements) {
      const field = control as HTMLInputElement | HTMLSelectElement;
      if (!field.name || field.hasAttribute("data-carried")) continue;
      const value = params.get(field.name) ?? "";
      if (field instanceof HTMLInputElement && (field.type === "radio" || field.type === "checkbox"))
        field.checked = field.value === value;
      else if (field instanceof HTMLSelectElement) field.value = value || (field.options[0]?.value ?? "");
      // What the visitor is typing is the source of the URL, not the other way round.
      else if (field !== document.activeElement) field.value = value;
    }
  }
}

/** Puts the content of each marked region of `next` into the same region here. */
function swapRegions(next: Document, afterSwap?: (region: Element) => void) {
  const active = document.activeElement;
  let focusLost = false;
  for (const region of document.querySelectorAll<HTMLElement>("[data-live-results]")) {
    const replacement = next.querySelector(`[data-live-results="${CSS.escape(region.dataset.liveResults ?? "")}"]`);
    if (!replacement) continue;
    focusLost ||= active !== region && region.contains(active);
    region.replaceChildren(...Array.from(replacement.childNodes, (node) => document.importNode(node, true)));
    afterSwap?.(region);
  }
  // A link in the old results (e.g. "Clear filters") had focus: hand it to the search box.
  if (focusLost) document.querySelector<HTMLElement>("form[data-live-search] input[type=search]")?.focus();
}

/** Wires the live forms and links on the page; returns the function that stops it (tests). */
export function setUpLiveSearch(options: LiveSearchOptions = {}): () => void {
  const fetchPage = options.fetchPage ?? fetchHtml;
  let typingTimer = 0;
  let inFlight: AbortController | null = null;

  async function show(url: URL) {
    window.clearTimeout(typingTimer);
    inFlight?.abort();
    const controller = new AbortController();
    inFlight = controller;
    try {
      const html = await fetchPage(url.pathname + url.search, controller.signal);
      if (controller.signal.aborted) return;
      const next = new DOMParser().parseFromString(html, "text/html");
      history.replaceState(history.state, "", url.pathname + url.search + location.hash);
      swapRegions(next, options.afterSwap);
      syncForms(document, url.searchParams);
    } catch (error) {
      if (!controller.signal.aborted) console.error(error);
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  const liveForm = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLFormElement>("form[data-live-search]") : null;

  const onInput = (event: Event) => {
    const form = liveForm(event.target);
    const field = event.target as HTMLInputElement;
    if (!form || !(field instanceof HTMLInputElement) || !["search", "text"].includes(field.type)) return;
    window.clearTimeout(typingTimer);
    typingTimer = window.setTimeout(() => void show(urlForForm(form, new URL(location.href))), TYPING_DELAY_MS);
  };
  const onChange = (event: Event) => {
    const form = liveForm(event.target);
    const field = event.target as HTMLInputElement;
    if (!form || (field instanceof HTMLInputElement && ["search", "text"].includes(field.type))) return;
    void show(urlForForm(form, new URL(location.href)));
  };
  const onSubmit = (event: Event) => {
    const form = liveForm(event.target);
    if (!form) return;
    event.preventDefault();
    void show(urlForForm(form, new URL(location.href)));
  };
  const onClick = (event: Event) => {
    const mouse = event as MouseEvent;
    if (mouse.button !== 0 || mouse.metaKey || mouse.ctrlKey || mouse.shiftKey || mouse.altKey) return;
    const link = (event.target as Element | null)?.closest<HTMLAnchorElement>("a[data-live-link]");
    if (!link) return;
    const url = new URL(link.href);
    if (url.origin !== location.origin || url.pathname !== location.pathname) return;
    event.preventDefault();
    void show(url);
  };

  document.addEventListener("input", onInput);
  document.addEventListener("change", onChange);
  document.addEventListener("submit", onSubmit);
  document.addEventListener("click", onClick);
  return () => {
    window.clearTimeout(typingTimer);
    inFlight?.abort();
    document.removeEventListener("input", onInput);
    document.removeEventListener("change", onChange);
    document.removeEventListener("submit", onSubmit);
    document.removeEventListener("click", onClick);
  };
}
