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

/** Hides `element` until enough of it scrolls into view; returns a cleanup that makes it visible again. */
export function watchReveal(
  element: HTMLElement,
  { threshold, rootMargin }: { threshold: number; rootMargin?: string },
) {
  if (typeof IntersectionObserver === "undefined") return;
  if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;

  // Where the element is comes from an observer's first report, made with the next frame's layout: reading its
  // box here would force a layout in the effect, and hiding it would invalidate that layout for the next Reveal
  // (a page with twenty revealed cards paid twenty layouts in one task after hydration).
  let observer: IntersectionObserver | undefined;
  const look = new IntersectionObserver(([entry]) => {
    look.disconnect();
    if (!entry) return;
    const rect = entry.boundingClientRect;
    const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
    // What the reader can already see (or has scrolled past) never disappears.
    if (rect.top < viewportHeight) return;

    // An element taller than the viewport could never be 20% visible; ask for what can fit instead.
    const reachable = rect.height > 0 ? (viewportHeight * 0.9) / rect.height : 1;
    const effectiveThreshold = Math.max(0, Math.min(threshold, reachable, 1));

    element.dataset.revealState = "hidden";
    const watching = new IntersectionObserver(
      (entries) => {
        for (const seen of entries) {
          if (seen.isIntersecting && seen.intersectionRatio >= effectiveThreshold - 0.001) {
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
  look.observe(element);

  return () => {
    look.disconnect();
    observer?.disconnect();
    delete element.dataset.revealState;
  };
}
