// The server answers in the language of the scope it runs in, and a page's document carries exactly the
// namespaces the page read, compiled as the browser formats them, and the texts it formatted, which a browser
// reading that document gives back without making a format.
import { describe, expect, it } from "vitest";
import { formatPrice, monthName } from "~/utils/format";
import { type FormatMemory, numberFormat, PAGE_FORMATS_ELEMENT_ID, setFormatMemory } from "~/utils/intl-formats";
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

  it("sends a page the prices and months it formatted, in its language, and the browser reads them back", () => {
    const html = runInLocale("de", () => {
      formatPrice(2502, "USD");
      monthName(8, "long");
      return pageMessagesScript(currentLocaleScope());
    });
    const element = new RegExp(`<script type="application/json" id="${PAGE_FORMATS_ELEMENT_ID}">(.*?)</script>`).exec(
      html,
    );
    expect(element, "the formats element").toBeTruthy();
    const sent = JSON.parse(element?.[1] ?? "{}") as Record<string, string>;
    expect(
      Object.values(sent)
        .map((text) => text.replace(/\s/g, " "))
        .sort(),
    ).toEqual(["2.502 USD", "August"]);
    // An English page formats in English, and a scope's formats are its own.
    const english = runInLocale("en", () => {
      formatPrice(2502, "USD");
      return currentLocaleScope()?.formats;
    });
    expect([...(english?.values() ?? [])].map((text) => text.replace(/\s/g, " "))).toEqual(["USD 2,502"]);

    // The browser: what the page was sent comes back as sent, and no format is made for it.
    const previous = setFormatMemory({ recall: (key) => sent[key], remember: () => {} } satisfies FormatMemory);
    const Original = Intl.NumberFormat;
    let made = 0;
    Intl.NumberFormat = class extends Original {
      constructor(...args: ConstructorParameters<typeof Original>) {
        super(...args);
        made++;
      }
    } as typeof Intl.NumberFormat;
    try {
      const [key, text] = Object.entries(sent).find(([, value]) => value.endsWith("USD")) ?? [];
      expect(key).toMatch(/^number de-DE /);
      expect(runInLocale("de", () => formatPrice(2502, "USD"))).toBe(text);
      expect(made).toBe(0);
      // A value the page did not draw is formatted there and then.
      expect(runInLocale("de", () => numberFormat({ maximumFractionDigits: 1 }).format(1234.56))).toBe("1.234,6");
      expect(made).toBe(1);
    } finally {
      Intl.NumberFormat = Original;
      setFormatMemory(previous);
    }
  });

  it("keeps at most 400 formatted texts for a page", () => {
    const kept = runInLocale("en", () => {
      for (let value = 0; value < 1_000; value++) numberFormat().format(value + 0.5);
      return currentLocaleScope()?.formats.size;
    });
    expect(kept).toBe(400);
  });
});
