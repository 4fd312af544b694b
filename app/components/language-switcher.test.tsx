import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { LanguageLinks, LanguageSwitcher } from "./language-switcher";

const HeaderStub = createRoutesStub([{ path: "*", Component: () => <LanguageSwitcher /> }]);
const ListStub = createRoutesStub([{ path: "*", Component: () => <LanguageLinks label="Language" /> }]);

/** Server-renders the navigation bar's switcher, or the plain list (as the footer has it), at `address`. */
function render(address: string, place: "header" | "list"): string {
  const Stub = place === "header" ? HeaderStub : ListStub;
  return renderToString(<Stub initialEntries={[address]} />);
}

/** Each link's language, address and whether it is the current one, in order. */
function links(html: string): [string, string, boolean][] {
  return [...html.matchAll(/<a ([^>]*)>/g)].map(([, attributes = ""]) => [
    /hreflang="([^"]+)"/.exec(attributes)?.[1] ?? "",
    (/href="([^"]+)"/.exec(attributes)?.[1] ?? "").replaceAll("&amp;", "&"),
    attributes.includes('aria-current="true"'),
  ]);
}

describe("LanguageSwitcher", () => {
  it("links the same page in every language, each named in itself, the current one marked", () => {
    const html = render("/de/unterkuenfte/mara-riverbend-camp", "list");
    expect(links(html)).toEqual([
      ["en", "/hotels-and-lodges/mara-riverbend-camp", false],
      ["de", "/de/unterkuenfte/mara-riverbend-camp", true],
      ["fr", "/fr/hebergements/mara-riverbend-camp", false],
      ["it", "/it/alloggi/mara-riverbend-camp", false],
      ["es", "/es/alojamientos/mara-riverbend-camp", false],
    ]);
    for (const name of ["English", "Deutsch", "Français", "Italiano", "Español"])
      expect(html).toContain(`>${name}</a>`);
    expect(html).toContain('lang="fr"');
  });

  it.each(["//evil.example/x", "/%2F%2Fevil.example/x", "/de//evil.example/x"])(
    "links to pages of this site only, at the address %s a stranger typed",
    (address) => {
      const found = links(render(address, "list"));
      expect(found).toHaveLength(5);
      for (const [, href] of found) {
        expect(href).toMatch(/^\/(?![/\\])/);
        expect(new URL(href, "https://heartbeest.example/").host).toBe("heartbeest.example");
      }
    },
  );

  it("keeps the query", () => {
    expect(links(render("/safaris?country=kenya&days=5", "list"))[3]).toEqual([
      "it",
      "/it/safari?country=kenya&days=5",
      false,
    ]);
  });

  it("gives the navigation bar a native menu under the current language's code and the phone's menu a row of links", () => {
    const html = render("/fr/avis", "header");
    expect(html).toContain("<details");
    expect(html).toMatch(/<summary[^>]*>.*FR.*<\/summary>/s);
    // The same five links twice: in the menu from 768 px and in the phone's menu below.
    expect(links(html)).toHaveLength(10);
    expect(
      links(html)
        .filter(([, , current]) => current)
        .map(([hrefLang]) => hrefLang),
    ).toEqual(["fr", "fr"]);
    expect(links(html)[0]).toEqual(["en", "/reviews", false]);
  });

  it("is English at the English addresses", () => {
    const html = render("/", "list");
    expect(links(html).map(([, href]) => href)).toEqual(["/", "/de", "/fr", "/it", "/es"]);
    expect(links(html)[0]?.[2]).toBe(true);
    expect(html).toContain('aria-label="Language"');
  });
});
