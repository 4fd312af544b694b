// Hydrates the server's document, as React Router's default entry does, but not in the task that evaluated
// this module. Evaluating it starts React DOM (its module's own set-up); creating the root then attaches every
// event listener and starts the router. Together they made one of the longest tasks a phone runs after the
// first paint; with a yield in between, a tap or a frame can come first (docs/performance.md).
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

/** Resolves in a later task, letting whatever input or rendering is waiting go first. */
function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

await nextTask();
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
