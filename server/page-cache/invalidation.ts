// When stored pages go: the content version in the database moves with every staff change on any server.
// It is read after every change made here (lookups wait for that read, so nobody sees the page from before)
// and polled for changes made elsewhere; any move, or a version that cannot be read, empties the store.
// Every read is bounded (readTimeoutMs): a database that goes silent must not leave lookups waiting on a
// read that never settles. Such a read counts as unreadable, and the next poll tries again.
import type { Logger } from "pino";
import { withinMs } from "~/utils/within-ms";
import type { PageStore } from "./store";

export interface ContentWatch {
  /** False while the version is unknown (never read, or the database did not answer): nothing is served or kept. */
  known(): boolean;
  /** The read a change made here started, while it is under way. */
  pendingChange(): Promise<void> | null;
  /** Reads the version now; the store empties if it moved (or cannot be read). */
  refresh(): Promise<void>;
  /** A change may have been made here: read the version before the next lookup. */
  refreshAfterChange(): void;
  /** The database connection was lost: forget everything until the version can be read again. */
  databaseLost(): void;
  stop(): void;
}

export interface ContentWatchOptions {
  store: PageStore;
  readVersion: () => Promise<number>;
  pollIntervalMs: number;
  /** How long one read may take before it counts as unreadable (default 3 s). */
  readTimeoutMs?: number;
  logger: Logger;
}

/** Reads the content version once, then polls it. Resolves once the first read is done. */
export async function watchContentVersion({
  store,
  readVersion,
  pollIntervalMs,
  readTimeoutMs = 3_000,
  logger,
}: ContentWatchOptions): Promise<ContentWatch> {
  let knownVersion: number | null = null;
  let inFlight: Promise<void> | null = null;
  let queued: Promise<void> | null = null;
  let afterChange: Promise<void> | null = null;

  async function readOnce(): Promise<void> {
    let version: number | null;
    try {
      version = await withinMs(readVersion(), readTimeoutMs, "the content version was not read");
    } catch (error) {
      if (knownVersion !== null) logger.warn({ err: error }, "page cache: content version unreadable, cache emptied");
      version = null;
    }
    if (version === null || version !== knownVersion) {
      if (store.size > 0) logger.debug({ from: knownVersion, to: version }, "page cache: content changed");
      store.clear();
    }
    knownVersion = version;
  }

  // A read already under way may have started before the change it is asked about committed: queue one more.
  function refresh(): Promise<void> {
    if (!inFlight) {
      inFlight = readOnce().finally(() => {
        inFlight = null;
      });
      return inFlight;
    }
    queued ??= inFlight.then(() => {
      queued = null;
      return refresh();
    });
    return queued;
  }

  function refreshAfterChange(): void {
    const pending = refresh();
    afterChange = pending;
    void pending.finally(() => {
      if (afterChange === pending) afterChange = null;
    });
  }

  await refresh();
  const poll = setInterval(() => void refresh(), pollIntervalMs);
  poll.unref();

  return {
    known: () => knownVersion !== null,
    pendingChange: () => afterChange,
    refresh,
    refreshAfterChange,
    databaseLost() {
      store.clear();
      knownVersion = null;
      void refresh();
    },
    stop: () => clearInterval(poll),
  };
}
