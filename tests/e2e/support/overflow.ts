// Whether a page fits a narrow window: nothing reaches past the window's right edge (which a phone would
// either scroll sideways or, where the page clips it, cut off), and no form control cuts its own text.
// Parts that scroll sideways on purpose (a wide table in its own scroller, a carousel's strip) and text
// kept for screen readers only are not counted.
import type { Page } from "playwright-core";

export interface Overflow {
  /** How far the document is wider than the window, in px (0 when it fits). */
  page: number;
  /** Elements reaching past the right edge, described as "tag.class 'text' right=401". */
  elements: string[];
  /** Form controls whose text is wider than the control. */
  clippedControls: string[];
}

export async function overflowOf(page: Page): Promise<Overflow> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const describe = (element: Element, right: number) => {
      const text = (element.textContent ?? "").replace(/\s+/g, " ").trim().slice(0, 40);
      const className =
        typeof element.className === "string" ? element.className.split(/\s+/).slice(0, 3).join(".") : "";
      return `${element.tagName.toLowerCase()}${className ? `.${className}` : ""} '${text}' right=${Math.round(right)}`;
    };
    // Inside something that scrolls sideways or a carousel, visually hidden, or a drawing (no text) that a
    // box inside the window clips: not an overflow. Text clipped by such a box is: the reader loses it.
    const excused = (element: Element) => {
      const drawing = !(element.textContent ?? "").trim() || element.closest("[aria-hidden=true]") !== null;
      for (let node: Element | null = element; node && node !== document.body; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (node !== element && (style.overflowX === "auto" || style.overflowX === "scroll")) return true;
        if (node.getAttribute("aria-roledescription") === "carousel") return true;
        if (style.clip && style.clip !== "auto") return true;
        if (style.visibility === "hidden" || style.display === "none") return true;
        if (
          drawing &&
          node !== element &&
          (style.overflowX === "hidden" || style.overflowX === "clip") &&
          node.getBoundingClientRect().right <= width + 1
        )
          return true;
      }
      return false;
    };
    const elements: string[] = [];
    for (const element of Array.from(document.body.querySelectorAll("*"))) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || box.right <= width + 1) continue;
      if (excused(element)) continue;
      // Report the outermost offender only: its children overflow because it does.
      const parent = element.parentElement;
      if (parent && parent !== document.body && parent.getBoundingClientRect().right > width + 1 && !excused(parent))
        continue;
      elements.push(describe(element, box.right));
    }
    const clippedControls: string[] = [];
    for (const control of Array.from(
      document.querySelectorAll("input, select, textarea, button, a.button, [role=button]"),
    )) {
      const element = control as HTMLElement;
      if (element.offsetParent === null) continue;
      if (element.scrollWidth > element.clientWidth + 1 && getComputedStyle(element).overflowX !== "visible") {
        clippedControls.push(describe(element, element.getBoundingClientRect().right));
      }
    }
    return { page: Math.max(0, document.documentElement.scrollWidth - width), elements, clippedControls };
  });
}
