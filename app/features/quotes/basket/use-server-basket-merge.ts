// A visitor who built a basket without JavaScript (decision 066) and now runs
// the page's script: the server's basket is taken into the browser's own
// quote once. The server forgets it first, and the lines join the browser's
// quote only when it did, so a failed post never counts them twice (the
// basket stays on the server and the next visit tries again).
import { useEffect, useRef, useState } from "react";
import { quoteActions } from "#app/features/quotes/builder/quote-store.ts";
import type { ServerBasket } from "#app/features/quotes/basket/basket-view.ts";

const QUOTE_PAGE = "/quote-request";

/** True while the server's basket is on its way into the browser's quote (the page waits before calling it empty). */
export function useServerBasketMerge(basket: ServerBasket | null): boolean {
  const [merging, setMerging] = useState(() => (basket?.lines.length ?? 0) > 0);
  // Once per page, even where React runs an effect twice (StrictMode).
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !basket || basket.lines.length === 0) return;
    started.current = true;
    const entries = basket.lines.map(({ type, record, quantity, hours }) => ({
      kind: type,
      record,
      quantity,
      ...(hours === undefined ? {} : { hours }),
    }));
    void fetch(QUOTE_PAGE, { method: "POST", body: new URLSearchParams({ intent: "clear" }) })
      .then(
        (response) => {
          if (response.ok) quoteActions.merge(entries);
        },
        () => undefined,
      )
      .finally(() => setMerging(false));
    // The basket the server rendered with the page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return merging;
}
