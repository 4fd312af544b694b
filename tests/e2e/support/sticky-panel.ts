// A panel beside the page's text that follows the reader (position: sticky), as a reader scrolling down sees it.
import type { Locator } from "playwright-core";

/**
 * Scrolls the window from the top of the page down to where the panel's column ends (its container's bottom at
 * the window's bottom), in steps, and says at each step whether every one of `parts` is wholly in view: below the
 * sticky header and above the window's bottom.
 */
export async function inViewWhileScrollingBeside(panel: Locator, parts: Locator[], step = 300): Promise<boolean[]> {
  const page = panel.page();
  const end = await panel.evaluate(
    (element) => element.parentElement!.getBoundingClientRect().bottom + window.scrollY - window.innerHeight,
  );
  const seen: boolean[] = [];
  for (let y = 0; y <= end; y += step) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    const shown = await Promise.all(
      parts.map((part) =>
        part.evaluate((element) => {
          const box = element.getBoundingClientRect();
          const header = document.querySelector("header")?.getBoundingClientRect().bottom ?? 0;
          return box.top >= header && box.bottom <= window.innerHeight;
        }),
      ),
    );
    seen.push(shown.every(Boolean));
  }
  return seen;
}

/** From the first step that showed them, whether they stayed in view at every later step (false if never shown). */
export function shownThenKept(seen: boolean[]): boolean {
  const first = seen.indexOf(true);
  return first >= 0 && seen.slice(first).every(Boolean);
}
