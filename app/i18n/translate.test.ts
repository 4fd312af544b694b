import { setupI18n } from "@lingui/core";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { afterAll, describe, expect, it } from "vitest";
import { INTL_LOCALE, type Locale } from "./locales";
import { type Catalogue, defineMessages, type MessageValues, setMessageSource, translate } from "./translate";

const catalogue = defineMessages("test", {
  "test.plain": "Browse Safaris",
  "test.value": "Could not find destination: {name}",
  "test.plural": "{count, plural, one {# video} other {# videos}}",
});

describe("translate", () => {
  it("returns plain messages, fills values and chooses plural forms", () => {
    expect(translate(catalogue, "test.plain")).toBe("Browse Safaris");
    expect(translate(catalogue, "test.value", { name: "Tsavo" })).toBe("Could not find destination: Tsavo");
    expect(translate(catalogue, "test.plural", { count: 1 })).toBe("1 video");
    expect(translate(catalogue, "test.plural", { count: 9 })).toBe("9 videos");
  });

  it("reads each catalogue's own text, even where two catalogues use the same id", () => {
    const first = defineMessages("first", { "shared.id": "First" });
    const second = defineMessages("second", { "shared.id": "Second" });
    expect(translate(first, "shared.id")).toBe("First");
    expect(translate(second, "shared.id")).toBe("Second");
  });
});

// Every catalogue the product has, as the server and tests see them (uncompiled ICU strings).
const catalogueModules = import.meta.glob<Record<string, unknown>>("./messages/*/*.ts", { eager: true });

type Token = string | [string, string?, unknown?];

/** The arguments a compiled message uses, with the branch keys of its select arguments. */
function argumentsOf(tokens: Token[], found = new Map<string, { type?: string; keys: string[] }>()) {
  for (const token of tokens) {
    if (typeof token === "string") continue;
    const [name, type, options] = token;
    const entry = found.get(name) ?? { type, keys: [] };
    if (type && !entry.type) entry.type = type;
    found.set(name, entry);
    if (type === "plural" || type === "selectordinal" || type === "select") {
      for (const [key, branch] of Object.entries(options as Record<string, unknown>)) {
        if (type === "select") entry.keys.push(key);
        if (Array.isArray(branch)) argumentsOf(branch as Token[], found);
      }
    }
  }
  return found;
}

const NUMBERS = [0, 1, 2, 3, 5, 11, 21, 999, 1000, 12345, 2.5];

describe("translate, compared with Lingui's own runtime", () => {
  const linguiByLocale = new Map<string, ReturnType<typeof setupI18n>>();
  const linguiFor = (locale: string) => {
    let lingui = linguiByLocale.get(locale);
    if (!lingui) {
      lingui = setupI18n({ locale: INTL_LOCALE[locale as Locale], messages: { [INTL_LOCALE[locale as Locale]]: {} } });
      lingui.setMessagesCompiler(compileMessage);
      linguiByLocale.set(locale, lingui);
    }
    return lingui;
  };
  // The test sets its own source per catalogue; the module's (the server's, in a shared worker) comes back.
  const serverSource = setMessageSource(undefined);
  afterAll(() => setMessageSource(serverSource));

  const entries = Object.entries(catalogueModules).flatMap(([file, module]) =>
    Object.values(module)
      .filter((value): value is Catalogue => !!value && typeof value === "object")
      .flatMap((messages) => Object.entries(messages).map(([id, text]) => ({ file, messages, id, text }))),
  );

  it("finds the catalogues", () => {
    expect(entries.length).toBeGreaterThan(300);
  });

  it("formats every message of every catalogue exactly as Lingui does, whatever the values", () => {
    let compared = 0;
    for (const { file, messages, id, text } of entries) {
      // Each catalogue in its own language's plural rules and number format, as the site formats it.
      const locale = file.split("/")[2] as Locale;
      setMessageSource({ locale: () => locale, message: () => undefined, need: () => undefined });
      const lingui = linguiFor(locale);
      const compiled = compileMessage(text);
      // What browser bundles carry (scripts/vite/precompile-messages.ts).
      const precompiled = { [id]: compiled } as unknown as Catalogue;
      const args = argumentsOf(compiled as Token[]);
      for (let scenario = 0; scenario < NUMBERS.length; scenario++) {
        const values: MessageValues = {};
        for (const [name, { type, keys }] of args) {
          if (type === "plural" || type === "selectordinal" || type === "number") {
            values[name] = NUMBERS[(scenario + name.length) % NUMBERS.length] as number;
          } else if (type === "select") {
            values[name] = [...keys, "unlisted"][scenario % (keys.length + 1)] as string;
          } else {
            values[name] = scenario % 2 ? `Value of ${name}` : scenario;
          }
        }
        lingui.load(INTL_LOCALE[locale], { [id]: text });
        const expected = lingui._(id, values);
        expect(translate(messages, id, values), `${file} ${id} ${JSON.stringify(values)}`).toBe(expected);
        expect(translate(precompiled, id, values), `${file} ${id} precompiled`).toBe(expected);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(300 * NUMBERS.length);
  });
});
