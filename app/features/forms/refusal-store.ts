// The last refusal of a post made with script, kept outside React Router's state. A fetcher's answer reaches
// its form inside a transition, which React holds back while any part of the page it re-renders is still
// waiting for its deferred code (a part that loads when scrolled into view may wait for ever): the refusal
// would never show. Read through useSyncExternalStore, it is shown at once, whatever else is pending.
import { useSyncExternalStore } from "react";
import type { FormRefusal } from "./form-result";

let latest: { action: string; refusal: FormRefusal } | null = null;
const listeners = new Set<() => void>();

/** Records the refusal of a post to `action` (a path), or clears it when a new post starts (null). */
export function publishRefusal(action: string, refusal: FormRefusal | null): void {
  latest = refusal ? { action, refusal } : null;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The refusal of the last post to `action`, if it was refused. */
export function useLatestRefusal(action: string): FormRefusal | null {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => latest,
    () => null,
  );
  return snapshot && snapshot.action === action ? snapshot.refusal : null;
}
