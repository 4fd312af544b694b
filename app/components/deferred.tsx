// Progressive hydration for parts of a page nobody needs in its first moments (the footer, a carousel, error
// screens). The server renders them in full, so the HTML is complete and works without script; the browser
// keeps that HTML as it arrived and fetches their code once the page has hydrated and gone idle, which keeps
// it out of every page's first download.
//
//   const SiteFooter = deferred(() => import("./site-footer").then((module) => module.SiteFooter));
//
// Until the code arrives, links in the server's HTML work as plain links and forms post as they do without
// script. Only a dynamic import() may name the module: a static import would put it back in the page's chunk.
import { type ComponentType, lazy, Suspense } from "react";

/** Resolves once the browser has nothing more urgent to do (hydration, first input), at most ~2 s later. */
export function afterIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

// The server's loads of every deferred component, started as the server build is imported.
const serverLoads: Promise<unknown>[] = [];

// Once the first page has settled, a deferred part met later (after a client-side navigation) loads at once.
let firstPageSettled = false;
if (!import.meta.env.SSR && typeof window !== "undefined") {
  void afterIdle().then(() => {
    firstPageSettled = true;
  });
}

/**
 * Server only: resolves once every deferred component's code has loaded. The root loader waits for it, so
 * the very first page after a start renders them in place too, instead of streaming them in after the
 * shell (which would leave them hidden for a visitor without script).
 */
export function deferredComponentsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}

export function deferred<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return loading;
  };
  // The server loads it at start-up and then renders it synchronously.
  if (import.meta.env.SSR) serverLoads.push(start());
  const Lazy = lazy(() =>
    (import.meta.env.SSR || firstPageSettled ? start() : afterIdle().then(start)).then((component) => ({
      default: component,
    })),
  );

  // The boundary lets React hydrate everything around it first and leave this part as the server sent it.
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component at module level, like React.lazy
  return function Deferred(props: P) {
    // In the browser always the lazy one (it renders at once when loaded): switching types would remount it.
    const Component = import.meta.env.SSR && loaded ? loaded : Lazy;
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
  };
}
