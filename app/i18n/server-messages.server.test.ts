// The server answers in the language of the scope it runs in, and a page's document carries exactly the
// namespaces the page read, compiled as the browser formats them.
import { describe, expect, it } from "vitest";
import { footerMessages } from "./messages/en/footer";
import { homeMessages } from "./messages/en/home";
import {
  compiledNamespace,
  currentLocaleScope,
  pageMessagesScript,
  runInLocale,
  runInRequestLocale,
} from "./server-messages.server";
import { currentLocale, translate } from "./translate";

describe("server messages", () => {
  it("translates in the scope's language and in English outside any scope", async () => {
    expect(translate(homeMessages, "home.hero.browse")).toBe("Browse Safaris");
    const german = await runInLocale("de", async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return translate(homeMessages, "home.hero.browse");
    });
    expect(german).not.toBe("Browse Safaris");
    expect(german.length).toBeGreaterThan(3);
    expect(runInLocale("fr", () => currentLocale())).toBe("fr");
    expect(currentLocale()).toBe("en");
  });

  it("takes a request's language from its address", () => {
    expect(runInRequestLocale("http://x/de/kontakt", () => currentLocale())).toBe("de");
    expect(runInRequestLocale("http://x/es", () => currentLocale())).toBe("es");
    expect(runInRequestLocale("http://x/contact", () => currentLocale())).toBe("en");
    expect(runInRequestLocale("http://x/design", () => currentLocale())).toBe("en");
    expect(runInRequestLocale("http://x/de.data?_routes=x", () => currentLocale())).toBe("de");
    expect(runInRequestLocale("http://x/it/contatti.data", () => currentLocale())).toBe("it");
  });

  it("sends a page the namespaces it read, and nothing for English", () => {
    const html = runInLocale("it", () => {
      translate(footerMessages, "footer.quickLinks");
      return pageMessagesScript(currentLocaleScope());
    });
    expect(html).toMatch(/^<script type="application\/json" id="page-messages">/);
    const json = JSON.parse(html.replace(/^<script[^>]*>/, "").replace(/<\/script>$/, ""));
    expect(Object.keys(json)).toEqual(["footer"]);
    expect(Object.keys(json.footer).sort()).toEqual(Object.keys(footerMessages).sort());
    expect(
      runInLocale("en", () => {
        translate(footerMessages, "footer.quickLinks");
        return pageMessagesScript(currentLocaleScope());
      }),
    ).toBe("");
  });

  it("compiles a namespace once, with its own ids only, and never lets a message close the element", () => {
    const compiled = compiledNamespace("de", "footer");
    expect(compiled).toBe(compiledNamespace("de", "footer"));
    expect(Object.keys(compiled ?? {}).every((id) => id.startsWith("footer."))).toBe(true);
    expect(compiledNamespace("de", "no-such-namespace")).toBeUndefined();
    const html = runInLocale("de", () => {
      translate(homeMessages, "home.hero.title");
      return pageMessagesScript(currentLocaleScope());
    });
    expect(html.slice(0, -"</script>".length)).not.toMatch(/<\/script/i);
  });
});
