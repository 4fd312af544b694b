// Hydrates the server's document, as React Router's default entry does, but not in the task that evaluated
// this module. Evaluating it starts React DOM (its module's own set-up); creating the root then attaches every
// event listener and starts the router. Together they made one of the longest tasks a phone runs after the
// first paint; with a yield in between, a tap or a frame can come first (docs/performance.md).
import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// A page in another language brought its texts with it: in place before anything renders. English pages, whose
// texts are in the code, never load this part (a change of language loads a new document).
if (document.documentElement.lang !== "en") {
  (await import("~/i18n/browser-messages")).installBrowserMessages();
}

// A macrotask, so that whatever input or rendering is waiting goes first.
await new Promise((resolve) => setTimeout(resolve));
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
