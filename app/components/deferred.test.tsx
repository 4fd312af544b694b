import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { deferred, deferredComponentsLoaded } from "./deferred";

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe("deferred (server)", () => {
  it("renders the component in place once its code has loaded, inside a finished Suspense boundary", async () => {
    const DeferredGreeting = deferred(() => Promise.resolve(Greeting));
    await deferredComponentsLoaded();
    const html = renderToString(<DeferredGreeting name="Amani" />);
    expect(html).toContain("Hello <!-- -->Amani");
    // "<!--$-->" is a completed boundary; "<!--$?-->" would be one still waiting for its content.
    expect(html.startsWith("<!--$-->")).toBe(true);
    expect(html).not.toContain("<!--$?-->");
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
    expect(renderToString(<Slow name="Baraka" />)).toContain("Hello <!-- -->Baraka");
  });
});
