// The booking panel follows the reader on a wide screen (position: sticky). A panel taller than the window must not
// scroll on its own (that hid its total and Send button), so it rides with the page until its bottom is in view and
// sticks there: its CSS top is min(the header's clearance, window height - panel height - 1rem), negative for a tall
// panel. CSS cannot know the panel's height, so this keeps it in --panel-height (the form grows with its quote and
// errors); the window's height stays in CSS (100svh). Without script the panel sticks only on a tall window.
import { type RefObject, useEffect } from "react";

// Above this (px from the window's top, under the 4rem header) a field that takes the focus is out of sight.
const HIDDEN_ABOVE = 80;

export function usePanelHeight(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const panel = ref.current;
    if (!panel) return;
    const observer = new ResizeObserver(() => {
      panel.style.setProperty("--panel-height", `${panel.offsetHeight}px`);
      panel.dataset.measured = "";
    });
    observer.observe(panel);
    // A field above the window in a panel stuck by its bottom (Shift+Tab, the first error after Send): scrolling
    // the page would not move the panel, so the field is brought into view as if the panel were not sticky.
    const reveal = (event: FocusEvent) => {
      if (!(event.target instanceof HTMLElement) || event.target.getBoundingClientRect().top >= HIDDEN_ABOVE) return;
      panel.style.position = "static";
      event.target.scrollIntoView({ block: "center" });
      panel.style.position = "";
    };
    panel.addEventListener("focusin", reveal);
    return () => {
      observer.disconnect();
      panel.removeEventListener("focusin", reveal);
    };
  }, [ref]);
}
