// What the search islands share: the view's state kept in the address bar
// (replaceState, so the back button leaves the page as before and a copied
// URL shows the same view), and a search box whose text is applied to the
// results once typing pauses, or at once on Enter. Results are computed in
// the browser from the island's props with the same rules the server used.
import { useCallback, useEffect, useRef, useState, type FormEvent, type MouseEvent } from "react";

/** How long typing must pause before the results follow. */
export const TYPING_DELAY_MS = 250;

/**
 * Puts `params` in the address bar in place of the view's own parameters
 * (`owned`), keeping any others the URL holds and its hash.
 */
export function replaceUrlParams(owned: readonly string[], params: URLSearchParams) {
  const url = new URL(window.location.href);
  for (const name of owned) url.searchParams.delete(name);
  for (const [name, value] of params) url.searchParams.append(name, value);
  const next = `${url.pathname}${url.search}${url.hash}`;
  if (next !== `${location.pathname}${location.search}${location.hash}`) {
    history.replaceState(history.state, "", next);
  }
}

/** The view's state and the function that changes it and the URL with it. */
export function useUrlState<T>(
  initial: T,
  owned: readonly string[],
  toParams: (state: T) => URLSearchParams,
): [T, (next: T) => void] {
  const [state, setState] = useState(initial);
  const commit = useCallback(
    (next: T) => {
      setState(next);
      replaceUrlParams(owned, toParams(next));
    },
    [owned, toParams],
  );
  return [state, commit];
}

/**
 * The search box's text, applied (`apply`) once typing pauses or on submit.
 * Text typed before the island was hydrated is picked up.
 */
export function useTypedQuery(applied: string, apply: (query: string) => void) {
  const [text, setText] = useState(applied);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    // Hydration keeps what the visitor typed before React took over; the state starts from the server's.
    const typed = inputRef.current?.value;
    if (typed !== undefined && typed !== text) setText(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, after hydration
  }, []);

  useEffect(() => {
    if (text === applied) return;
    const timer = setTimeout(() => apply(text), TYPING_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, applied, apply]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    apply(text);
  };

  return { text, setText, inputRef, onSubmit };
}

/** A click the page handles itself: a plain left click, not one that opens a new tab or window. */
export function isPlainClick(event: MouseEvent) {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** The query string for a view whose only state is the search (?q=). */
export function queryParams(query: string): URLSearchParams {
  const params = new URLSearchParams();
  if (query.trim() !== "") params.set("q", query);
  return params;
}

export const QUERY_PARAMS = ["q"] as const;

// chunk-group: catalogue-browse (the islands build's chunk this module ships in: vite.islands.config.ts)
