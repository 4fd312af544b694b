// E-mails that insert a safari's title into a sentence ("für Safari zur Großen Tierwanderung" lost its article):
// in every translated language the title is quoted, as a name, so it reads whatever its own first word is.
// French labels keep their no-break space before the colon; Spanish e-mails greet without "Estimado/a".
import { describe, expect, it } from "vitest";
import { renderEmail } from "~/services/email/email-content";
import { TRANSLATED_LOCALES } from "./locales";
import { runInLocale } from "./server-messages.server";

const catalogues = import.meta.glob<{ default: Record<string, string> }>("./messages/*/*.ts", { eager: true });

const QUOTED: Record<string, RegExp> = {
  de: /„\{packageTitle\}“/,
  fr: /«\u00a0\{packageTitle\}\u00a0»/,
  it: /«\{packageTitle\}»/,
  es: /«\{packageTitle\}»/,
};

/** Keys where the title stands alone, not inside a sentence: a subject after a colon, a heading, a summary. */
const standsAlone = /subject|heading|summary/i;

describe("a safari's title inside an e-mail's sentence", () => {
  for (const locale of TRANSLATED_LOCALES) {
    it(`is quoted in ${locale}`, () => {
      const unquoted: string[] = [];
      for (const [file, module] of Object.entries(catalogues)) {
        if (file.split("/")[2] !== locale) continue;
        for (const [id, text] of Object.entries(module.default ?? {})) {
          if (typeof text !== "string" || !text.includes("{packageTitle}") || standsAlone.test(id)) continue;
          if (!QUOTED[locale]?.test(text)) unquoted.push(`${file} ${id}: ${text}`);
        }
      }
      expect(unquoted).toEqual([]);
    });
  }
});

describe("e-mail punctuation and greetings", () => {
  it("sets a French label's colon apart with a no-break space, and no other language's", () => {
    const rows = [{ type: "details", rows: [["Référence", "KSF-1234"]] }] as const;
    expect(runInLocale("fr", () => renderEmail("Sujet", rows).text)).toContain("Référence\u00a0: KSF-1234");
    expect(runInLocale("de", () => renderEmail("Betreff", rows).text)).toContain("Référence: KSF-1234");
  });

  it("greets in Spanish without a gendered slash", () => {
    const greetings = Object.entries(catalogues)
      .filter(([file]) => file.split("/")[2] === "es")
      .flatMap(([, module]) => Object.values(module.default ?? {}))
      .filter((text): text is string => typeof text === "string" && /\b\w+\/[ao]\b/.test(text));
    expect(greetings).toEqual([]);
  });
});
