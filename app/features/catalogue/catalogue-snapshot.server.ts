// The catalogue this process serves: the source's published catalogue as it
// stood at the last revision seen, with its lookups (CatalogueView). A request
// starts a check of the source's revision once the refresh interval has
// passed, and the catalogue is reloaded only when the revision has changed.
// While traffic flows the check runs in the background and requests never wait
// for the database; a request to a process that has not checked for two
// intervals (it was idle) waits for the check, so nobody is served a catalogue
// older than two intervals. Every process polls the same source, so a saved
// change reaches each of them (decision 042). A failed check or reload keeps
// the last good catalogue and is logged; the next request tries again.
import type { CatalogueSource } from "#app/features/catalogue/content/catalogue-data.ts";
import { type CatalogueView, catalogueView } from "#app/features/catalogue/catalogue-view.ts";
import { logError, logInfo } from "#app/platform/log/log.server.ts";

export interface CatalogueSnapshot {
  /** The catalogue to answer this request from. */
  current(): CatalogueView;
  /**
   * Called as a request arrives: starts a revision check when the last one
   * began at least the refresh interval ago and none is under way. Returns the
   * check it started when the last one began two intervals ago or more (an
   * idle process): that request waits for it. Else undefined. The promise
   * never rejects.
   */
  refreshIfDue(): Promise<void> | undefined;
  /** Settles when the check under way (if any) is done. */
  settled(): Promise<void>;
}

export interface SnapshotOptions {
  /** How long after a check the next one may start. */
  refreshMs: number;
  /** The clock, in milliseconds (tests move it by hand). */
  now?: () => number;
}

/** Loads the source's catalogue once (a failure here stops the start) and follows its revision from then on. */
export async function openCatalogueSnapshot(
  source: CatalogueSource,
  { refreshMs, now = Date.now }: SnapshotOptions,
): Promise<CatalogueSnapshot> {
  const readView = async () => {
    // The revision first: a change saved between the two reads is loaded now
    // and seen again (as a new revision) by the next check.
    const revision = await source.revision();
    return catalogueView(await source.load(), revision);
  };

  let view = await readView();
  let lastCheckAt = now();
  let checking: Promise<void> | undefined;

  const check = async () => {
    try {
      const revision = await source.revision();
      if (revision === view.revision) return;
      const next = catalogueView(await source.load(), revision);
      logInfo("catalogue.reloaded", { from: view.revision, to: next.revision });
      view = next;
    } catch (error) {
      logError("catalogue.refresh_failed", error, { serving: view.revision });
    }
  };

  return {
    current: () => view,
    refreshIfDue() {
      const sinceLastCheck = now() - lastCheckAt;
      if (checking || sinceLastCheck < refreshMs) return undefined;
      lastCheckAt = now();
      checking = check().finally(() => {
        checking = undefined;
      });
      // Only the request that starts a check waits, so a slow database holds
      // up one request, never all of them.
      return sinceLastCheck >= 2 * refreshMs ? checking : undefined;
    },
    settled: () => checking ?? Promise.resolve(),
  };
}
