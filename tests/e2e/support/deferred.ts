// Parts of a page that hydrate when they come into view (app/components/deferred.tsx, when: "visible"): the
// server's HTML is there at once, their event handlers only once the visitor scrolls to them. A test that
// clicks or types in one does what a visitor does first: bring it into view, and give its code a moment.
import type { Locator } from "playwright-core";
import { expect } from "vitest";

/** Scrolls `part` (or anything inside it) into view and waits until its deferred code has run. */
export async function hydrateInView(part: Locator): Promise<void> {
  await part.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => part.first().evaluate((element) => element.closest("[data-deferred]")?.getAttribute("data-deferred")))
    .toBe("hydrated");
}
