// The refresh logic with a clock moved by hand and a source whose catalogue
// the test changes (a staff save), as every app process sees it: no timers,
// no timed assertions.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CatalogueData, CatalogueSource } from "#app/features/catalogue/content/catalogue-data.ts";
import { seedCatalogue } from "#app/features/catalogue/content/seed-catalogue.server.ts";
import { openCatalogueSnapshot } from "#app/features/catalogue/catalogue-snapshot.server.ts";

const REFRESH_MS = 10_000;

/** A published catalogue held in memory: `publish` is a staff save. */
function memorySource(initial: CatalogueData) {
  let data = initial;
  let revision = 1;
  const calls = { revision: 0, load: 0 };
  let failing: Error | null = null;
  const source: CatalogueSource = {
    revision: async () => {
      calls.revision += 1;
      if (failing) throw failing;
      return `r${revision}`;
    },
    load: async () => {
      calls.load += 1;
      if (failing) throw failing;
      return data;
    },
  };
  return {
    source,
    calls,
    publish(next: CatalogueData) {
      data = next;
      revision += 1;
    },
    fail(error: Error | null) {
      failing = error;
    },
  };
}

function clock() {
  let time = 1_000_000;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

const renamed = (name: string): CatalogueData => {
  const [first, ...rest] = seedCatalogue.products;
  return { ...seedCatalogue, products: [{ ...first!, name }, ...rest] };
};
const firstId = seedCatalogue.products[0]!.id;

beforeEach(() => {
  // The reload's info line.
  vi.spyOn(console, "log").mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("the catalogue snapshot", () => {
  it("serves the source's catalogue from the start", async () => {
    const store = memorySource(seedCatalogue);
    const snapshot = await openCatalogueSnapshot(store.source, { refreshMs: REFRESH_MS, now: clock().now });
    expect(snapshot.current().revision).toBe("r1");
    expect(snapshot.current().product(firstId)).toBe(seedCatalogue.products[0]);
  });

  it("asks the source at most once per interval, and reloads only when the revision changed", async () => {
    const store = memorySource(seedCatalogue);
    const time = clock();
    const snapshot = await openCatalogueSnapshot(store.source, { refreshMs: REFRESH_MS, now: time.now });
    const first = snapshot.current();
    expect(store.calls).toEqual({ revision: 1, load: 1 });

    time.advance(REFRESH_MS - 1);
    expect(snapshot.refreshIfDue()).toBeUndefined();
    await snapshot.settled();
    expect(store.calls.revision).toBe(1);

    time.advance(1);
    void snapshot.refreshIfDue(); // settled() waits for it
    void snapshot.refreshIfDue(); // settled() waits for it
    await snapshot.settled();
    expect(store.calls).toEqual({ revision: 2, load: 1 });
    // The same revision: the same catalogue, lookups and all.
    expect(snapshot.current()).toBe(first);
  });

  it("follows a saved change after the interval, without making that request wait", async () => {
    const store = memorySource(seedCatalogue);
    const time = clock();
    const snapshot = await openCatalogueSnapshot(store.source, { refreshMs: REFRESH_MS, now: time.now });

    store.publish(renamed("Renamed Speaker"));
    // Within the interval the process still serves what it had.
    time.advance(REFRESH_MS / 2);
    void snapshot.refreshIfDue(); // within the interval: nothing to wait for
    expect(snapshot.current().product(firstId)?.name).toBe(seedCatalogue.products[0]!.name);

    time.advance(REFRESH_MS / 2);
    // Traffic is flowing (checked one interval ago): the check runs in the background.
    expect(snapshot.refreshIfDue()).toBeUndefined();
    await snapshot.settled();
    expect(snapshot.current().revision).toBe("r2");
    expect(snapshot.current().product(firstId)?.name).toBe("Renamed Speaker");
  });

  it("makes the first request after an idle spell wait for the check, so it is never served an old catalogue", async () => {
    const store = memorySource(seedCatalogue);
    const time = clock();
    const snapshot = await openCatalogueSnapshot(store.source, { refreshMs: REFRESH_MS, now: time.now });
    store.publish(renamed("After A Quiet Hour"));
    time.advance(60 * 60 * 1000);
    const wait = snapshot.refreshIfDue();
    expect(wait).toBeInstanceOf(Promise);
    await wait;
    expect(snapshot.current().product(firstId)?.name).toBe("After A Quiet Hour");
    // A request arriving while that check runs does not wait for it.
    time.advance(3 * REFRESH_MS);
    const second = snapshot.refreshIfDue();
    expect(snapshot.refreshIfDue()).toBeUndefined();
    await second;
  });
});

describe("the catalogue snapshot across processes and failures", () => {
  it("brings two processes on one source to the same change within the interval", async () => {
    const store = memorySource(seedCatalogue);
    const time = clock();
    const processes = await Promise.all([
      openCatalogueSnapshot(store.source, { refreshMs: REFRESH_MS, now: time.now }),
      openCatalogueSnapshot(store.source, { refreshMs: REFRESH_MS, now: time.now }),
    ]);
    store.publish({ ...seedCatalogue, products: seedCatalogue.products.slice(1) });
    time.advance(REFRESH_MS);
    for (const snapshot of processes) void snapshot.refreshIfDue(); // settled() below waits
    await Promise.all(processes.map((snapshot) => snapshot.settled()));
    for (const snapshot of processes) expect(snapshot.current().product(firstId)).toBeUndefined();
  });

  it("keeps the last good catalogue when a check fails, logs it, and tries again after the interval", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const store = memorySource(seedCatalogue);
    const time = clock();
    const snapshot = await openCatalogueSnapshot(store.source, { refreshMs: REFRESH_MS, now: time.now });
    store.publish(renamed("Saved While The Database Was Down"));
    store.fail(new Error("database unavailable"));

    time.advance(REFRESH_MS);
    void snapshot.refreshIfDue(); // settled() waits for it
    await snapshot.settled();
    expect(snapshot.current().revision).toBe("r1");
    expect(snapshot.current().product(firstId)?.name).toBe(seedCatalogue.products[0]!.name);
    expect(logged.mock.calls.flat().join(" ")).toContain("catalogue.refresh_failed");

    store.fail(null);
    time.advance(REFRESH_MS);
    void snapshot.refreshIfDue(); // settled() waits for it
    await snapshot.settled();
    expect(snapshot.current().product(firstId)?.name).toBe("Saved While The Database Was Down");
  });

  it("refuses to start when the first load fails", async () => {
    const store = memorySource(seedCatalogue);
    store.fail(new Error("database unavailable"));
    await expect(openCatalogueSnapshot(store.source, { refreshMs: REFRESH_MS })).rejects.toThrow(
      "database unavailable",
    );
  });
});
