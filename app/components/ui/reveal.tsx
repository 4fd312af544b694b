// Scroll reveal: content below the fold fades or slides in as it enters the viewport. The server sends it
// visible; only after hydration, only when motion is allowed, and only for elements still below the fold does
// the script hide it and watch for it. Without script, or with reduced motion, nothing ever hides.
import { type CSSProperties, createElement, type ReactNode, useEffect, useRef } from "react";
import { LAYOUT } from "~/utils/constants";

export type RevealAnimation = "fade-in" | "slide-left" | "slide-right" | "scale";

export interface RevealProps {
  animation?: RevealAnimation;
  /** Share of the element that must be visible before it appears (0 to 1). */
  threshold?: number;
  /** Delay before the animation starts, in milliseconds (for staggering siblings). */
  delay?: number;
  /** IntersectionObserver root margin, e.g. "0px 0px -20% 0px" to wait until the top passes 80% of the viewport. */
  rootMargin?: string;
  as?: "div" | "section" | "li" | "article" | "span";
  className?: string;
  id?: string;
  children: ReactNode;
}

export function Reveal({
  animation = "fade-in",
  threshold = LAYOUT.revealThreshold,
  delay = 0,
  rootMargin,
  as = "div",
  className,
  id,
  children,
}: RevealProps) {
  const ref = useRef<HTMLElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    return watchReveal(element, { threshold, rootMargin });
  }, [threshold, rootMargin]);

  const style = delay > 0 ? ({ "--reveal-delay": `${delay}ms` } as CSSProperties) : undefined;
  return createElement(as, { ref, id, className, style, "data-reveal": animation }, children);
}

// Where each element is, read from one shared IntersectionObserver rather than getBoundingClientRect(): its
// first report comes with the next frame's layout, whereas reading a box in the effect forces a layout there and
// then, and hiding the element invalidates it again for the next one. A page with twenty revealed cards paid
// twenty layouts in one task after hydration.
let firstLook: IntersectionObserver | undefined;
const waitingForFirstLook = new Map<Element, (entry: IntersectionObserverEntry) => void>();

function lookOnce(element: Element, seen: (entry: IntersectionObserverEntry) => void): () => void {
  firstLook ??= new IntersectionObserver((entries) => {
    for (const entry of entries) {
      const callback = waitingForFirstLook.get(entry.target);
      if (!callback) continue;
      waitingForFirstLook.delete(entry.target);
      firstLook?.unobserve(entry.target);
      callback(entry);
    }
  });
  waitingForFirstLook.set(element, seen);
  firstLook.observe(element);
  return () => {
    waitingForFirstLook.delete(element);
    firstLook?.unobserve(element);
  };
}

let reducedMotion: MediaQueryList | undefined;

/** Hides `element` until enough of it scrolls into view; returns a cleanup that makes it visible again. */
export function watchReveal(
  element: HTMLElement,
  { threshold, rootMargin }: { threshold: number; rootMargin?: string },
) {
  if (typeof IntersectionObserver === "undefined") return;
  reducedMotion ??= window.matchMedia("(prefers-reduced-motion: reduce)");
  if (reducedMotion.matches) return;

  let observer: IntersectionObserver | undefined;
  const stopLooking = lookOnce(element, ({ boundingClientRect: rect, rootBounds }) => {
    const viewportHeight = rootBounds?.height ?? window.innerHeight;
    // What the reader can already see (or has scrolled past) never disappears.
    if (rect.top < viewportHeight) return;

    // An element taller than the viewport could never be 20% visible; ask for what can fit instead.
    const reachable = rect.height > 0 ? (viewportHeight * 0.9) / rect.height : 1;
    const effectiveThreshold = Math.max(0, Math.min(threshold, reachable, 1));

    element.dataset.revealState = "hidden";
    const watching = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting && entry.intersectionRatio >= effectiveThreshold - 0.001) {
            element.dataset.revealState = "shown";
            watching.disconnect();
          }
        }
      },
      { threshold: effectiveThreshold, rootMargin },
    );
    observer = watching;
    watching.observe(element);
  });

  return () => {
    stopLooking();
    observer?.disconnect();
    delete element.dataset.revealState;
  };
}
