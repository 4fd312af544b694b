import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { deferred, deferredComponentsLoaded } from "./deferred";

/** Server-renders `element` inside a router, as every page is (a deferred part watches for navigations). */
function renderInRouter(element: ReactNode): string {
  // biome-ignore lint/correctness/noComponentHookFactories: a route of its own per test, rendered once
  const Page = () => element;
  const Stub = createRoutesStub([{ path: "/", Component: Page }]);
  return renderToString(<Stub initialEntries={["/"]} />);
}

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("deferred (server)", () => {
  it("renders the component in place once its code has loaded, inside a finished Suspense boundary", async () => {
    const DeferredGreeting = deferred(() => Promise.resolve(Greeting));
    await deferredComponentsLoaded();
    const html = renderInRouter(<DeferredGreeting name="Amani" />);
    expect(html).toContain("Hello <!-- -->Amani");
    // "<!--$-->" is a completed boundary; "<!--$?-->" would be one still waiting for its content.
    expect(html.startsWith("<!--$-->")).toBe(true);
    expect(html).not.toContain("<!--$?-->");
  });

  it("wraps a part hydrated when visible in a block the browser can watch, with the part inside", async () => {
    const VisibleGreeting = deferred(() => Promise.resolve(Greeting), { when: "visible" });
    await deferredComponentsLoaded();
    const html = renderInRouter(<VisibleGreeting name="Neema" />);
    expect(html).toMatch(/^<div data-deferred="">\s*<!--\$--><p>Hello <!-- -->Neema<\/p><!--\/\$--><\/div>$/);
  });

  it("makes the root loader wait for every deferred component's code", async () => {
    let finish: (component: typeof Greeting) => void = () => undefined;
    const Slow = deferred(() => new Promise<typeof Greeting>((resolve) => (finish = resolve)));
    let ready = false;
    const waiting = deferredComponentsLoaded().then(() => {
      ready = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ready).toBe(false);
    finish(Greeting);
    await waiting;
    expect(renderInRouter(<Slow name="Baraka" />)).toContain("Hello <!-- -->Baraka");
  });
});
