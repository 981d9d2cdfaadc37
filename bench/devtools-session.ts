// A minimal DevTools protocol client for the benchmark's Chromium: enough to
// set a page's local storage before Lighthouse loads it.

/** A minimal DevTools protocol session on one page target: commands, and waiting for one event. */
async function devtoolsSession(port: number) {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
    type: string;
    webSocketDebuggerUrl: string;
  }[];
  const target = targets.find((candidate) => candidate.type === "page");
  if (!target) throw new Error("Chromium has no page to set local storage in");
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = () => reject(new Error("could not connect to Chromium's DevTools socket"));
  });
  let lastId = 0;
  const waiting = new Map<number | string, (message: { result?: unknown; error?: { message: string } }) => void>();
  socket.onmessage = (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      method?: string;
      result?: unknown;
      error?: { message: string };
    };
    const key = message.id ?? message.method;
    if (key === undefined) return;
    waiting.get(key)?.(message);
    waiting.delete(key);
  };
  return {
    send(method: string, params: Record<string, unknown> = {}): Promise<unknown> {
      const id = ++lastId;
      return new Promise((resolve, reject) => {
        waiting.set(id, (message) =>
          message.error ? reject(new Error(`${method}: ${message.error.message}`)) : resolve(message.result),
        );
        socket.send(JSON.stringify({ id, method, params }));
      });
    },
    event(method: string): Promise<void> {
      return new Promise((resolve) => waiting.set(method, () => resolve()));
    },
    close: () => socket.close(),
  };
}

/**
 * Sets local storage for the origin of `base` in a running Chromium: loads a
 * small page of that origin (robots.txt) and sets the entries there. Lighthouse
 * then runs with storage reset off, so the page finds them on its first load.
 */
export async function seedLocalStorage(port: number, base: string, entries: Record<string, string>): Promise<void> {
  const session = await devtoolsSession(port);
  try {
    await session.send("Page.enable");
    const loaded = session.event("Page.loadEventFired");
    await session.send("Page.navigate", { url: `${base}/robots.txt` });
    await loaded;
    const expression = `(() => { for (const [key, value] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(key, value); return location.origin; })()`;
    const answer = (await session.send("Runtime.evaluate", { expression, returnByValue: true })) as {
      result: { value?: unknown };
    };
    if (answer.result.value !== new URL(base).origin)
      throw new Error(`local storage was set for ${String(answer.result.value)}, not ${base}`);
    await session.send("Page.navigate", { url: "about:blank" });
  } finally {
    session.close();
  }
}
