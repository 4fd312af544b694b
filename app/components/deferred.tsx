// Progressive hydration for parts of a page nobody needs in its first moments (the footer, a carousel, error
// screens). The server renders them in full, so the HTML is complete and works without script; the browser
// keeps that HTML as it arrived and fetches their code later, which keeps it out of every page's first
// download:
//
//   const Toaster = deferred(() => import("./toaster").then((module) => module.Toaster));
//   const SiteFooter = deferred(() => import("./site-footer").then((module) => module.SiteFooter), { when: "visible" });
//
// When its code is fetched:
// - "idle" (the default): once the page has hydrated and gone idle;
// - "visible": when the part comes within 200 px of the viewport, as lazy images do, for parts below the fold;
// - "rendered": only if and when the part is rendered at all (a later step of a form, say). It has no
//   Suspense boundary of its own: put one around the place where it replaces another part, so that a
//   client-side change keeps showing the old part until the new one's code has arrived.
// "idle" and "visible" parts load at once when the visitor starts a client-side navigation, and after one
// every deferred part met on the new page loads at once (there is no server HTML to keep then).
//
// Until the code arrives, links in the server's HTML work as plain links and forms post as they do without
// script, and nothing else does: a tap on a button that needs the code is lost (React stops the event at the
// part still waiting, and before the page's own script has run there is no React at all). So every control a
// deferred part draws in the server's HTML must be a link or a form the server answers (the region tabs:
// ?region=tanzania; the contact map: ?map=live), a native element (<details>, a popover), or not be drawn
// until the code runs (the carousel's buttons). tests/e2e/first-tap.test.ts taps each one on a slow phone.
// Only a dynamic import() may name the module: a static import would put it back in the page's chunk.
import {
  type ComponentType,
  createContext,
  lazy,
  memo,
  type RefObject,
  Suspense,
  useContext,
  useEffect,
  useRef,
} from "react";
import { useNavigation } from "react-router";

export type DeferredWhen = "idle" | "visible" | "rendered";

/** Resolves once the browser has nothing more urgent to do (hydration, first input), at most ~2 s later. */
export function afterIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

// The server's loads of every deferred component, started as the server build is imported.
const serverLoads: Promise<unknown>[] = [];

// Every deferred part still waiting for its moment, released all at once when a navigation starts: a part
// that is still server HTML would otherwise hold up the navigation's render until its code arrives.
const waiting = new Set<() => void>();
let navigated = false;
function releaseAll() {
  navigated = true;
  for (const release of waiting) release();
  waiting.clear();
}

/**
 * Server only: resolves once every deferred component's code has loaded. The root loader waits for it, so
 * the very first page after a start renders them in place too, instead of streaming them in after the
 * shell (which would leave them hidden for a visitor without script).
 */
export function deferredComponentsLoaded(): Promise<unknown> {
  return Promise.all(serverLoads);
}

/** A promise and the function that resolves it, registered so that a navigation resolves it too. */
function gate(): { opened: Promise<void>; open: () => void } {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    open = () => {
      waiting.delete(open);
      resolve();
    };
  });
  waiting.add(open);
  return { opened, open };
}

export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { when = "idle" }: { when?: DeferredWhen } = {},
): ComponentType<P> {
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

  // Opened by whichever comes first: the page going idle or the part coming into view, or a navigation.
  const moment = import.meta.env.SSR || when === "rendered" ? undefined : gate();
  if (moment && when === "idle") void afterIdle().then(moment.open);

  const Lazy = lazy(() => {
    // Only a navigation skips the wait: the first page can take long to hydrate on a busy phone, and a part
    // it renders is still the server's HTML however late that is.
    const ready = import.meta.env.SSR || navigated || !moment ? start() : moment.opened.then(start);
    return ready.then((Component) => ({
      default: (props: P) => (
        <>
          <Component {...props} />
          <HydratedMark />
        </>
      ),
    }));
  });

  // The boundary lets React hydrate everything around it first and leave this part as the server sent it.
  // biome-ignore lint/correctness/noComponentHookFactories: called once per component at module level, like React.lazy
  function Deferred(props: P) {
    // In the browser always the lazy one (it renders at once when loaded): switching types would remount it.
    const Component = import.meta.env.SSR && loaded ? loaded : Lazy;
    const navigation = useNavigation();
    // A navigation re-renders the page around this part; its code must be on its way before that render.
    if (navigation.state !== "idle" && waiting.size > 0) releaseAll();
    if (when === "rendered") return <Component {...props} />;
    const boundary = (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    );
    if (when !== "visible") return boundary;
    return <VisibilityTrigger onVisible={moment?.open}>{boundary}</VisibilityTrigger>;
  }
  // Unchanged props leave the boundary alone: an update to a part still waiting would make React render it.
  return memo(Deferred) as unknown as ComponentType<P>;
}

const TriggerElement = createContext<RefObject<HTMLDivElement | null> | null>(null);

/** Marks the block around a part as `data-deferred="hydrated"` once the part's code runs (tests wait for it). */
function HydratedMark() {
  const element = useContext(TriggerElement);
  useEffect(() => {
    element?.current?.setAttribute("data-deferred", "hydrated");
  }, [element]);
  return null;
}

/** A plain block around the part, watched until it comes within 200 px of the viewport. */
function VisibilityTrigger({ onVisible, children }: { onVisible?: () => void; children: React.ReactNode }) {
  const element = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = element.current;
    if (!target || !onVisible) return;
    if (typeof IntersectionObserver !== "function") {
      onVisible();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          onVisible();
        }
      },
      { rootMargin: "200px 0px" },
    );
    // Watched from the load event on: before it, the layout can still be missing styles and pictures.
    const observe = () => observer.observe(target);
    if (document.readyState === "complete") observe();
    else window.addEventListener("load", observe, { once: true });
    return () => {
      window.removeEventListener("load", observe);
      observer.disconnect();
    };
  }, [onVisible]);
  return (
    <div ref={element} data-deferred="">
      <TriggerElement value={element}>{children}</TriggerElement>
    </div>
  );
}
