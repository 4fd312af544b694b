// Every translated catalogue says everything the English one says: each id, no other, and each message with
// the same placeholders (names, and the kind of each: plain, number, plural, select with the same choices),
// so no visitor ever meets a missing text or a "{name}" left unfilled in another language.
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { TRANSLATED_LOCALES } from "./locales";

const modules = import.meta.glob<Record<string, unknown>>("./messages/*/*.ts", { eager: true });

/** Catalogues staff alone read, which stay English (decision: staff screens may stay English). */
const ENGLISH_ONLY = new Set(["auth"]);

type Token = string | [string, string?, unknown?];

/** Each argument a message uses: its kind, and for a select the choices it names. */
function placeholders(text: string): Record<string, string> {
  const found: Record<string, string> = {};
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (typeof token === "string") continue;
      const [name, type, options] = token;
      const kind =
        type === "select"
          ? `select(${Object.keys(options as object)
              .sort()
              .join("|")})`
          : (type ?? "text");
      if (!found[name] || found[name] === "text") found[name] = kind;
      if (type === "plural" || type === "selectordinal" || type === "select") {
        for (const branch of Object.values(options as Record<string, unknown>)) {
          if (Array.isArray(branch)) walk(branch as Token[]);
        }
      }
    }
  };
  walk(compileMessage(text) as Token[]);
  return found;
}

function pluralBranches(text: string): string[][] {
  const out: string[][] = [];
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (typeof token === "string") continue;
      const [, type, options] = token;
      if (type === "plural" || type === "selectordinal") out.push(Object.keys(options as object));
      if (options && typeof options === "object") {
        for (const branch of Object.values(options as Record<string, unknown>)) {
          if (Array.isArray(branch)) walk(branch as Token[]);
        }
      }
    }
  };
  walk(compileMessage(text) as Token[]);
  return out;
}

const english = Object.entries(modules)
  .filter(([file]) => file.startsWith("./messages/en/"))
  .map(([file, module]) => {
    const namespace = file.slice("./messages/en/".length, -".ts".length);
    const catalogue = Object.values(module).find((value) => value && typeof value === "object") as Record<
      string,
      string
    >;
    return { namespace, catalogue };
  });

describe("translated catalogues", () => {
  it("finds the English catalogues", () => {
    expect(english.length).toBeGreaterThan(40);
  });

  for (const locale of TRANSLATED_LOCALES) {
    describe(locale, () => {
      for (const { namespace, catalogue } of english) {
        if (ENGLISH_ONLY.has(namespace)) continue;
        it(`${namespace}: every id, no other, the same placeholders`, () => {
          const module = modules[`./messages/${locale}/${namespace}.ts`];
          expect(module, `app/i18n/messages/${locale}/${namespace}.ts is missing`).toBeDefined();
          const translated = module?.default as Record<string, string>;
          expect(Object.keys(translated).sort()).toEqual(Object.keys(catalogue).sort());
          for (const [id, text] of Object.entries(catalogue)) {
            const other = translated[id] ?? "";
            expect(other.trim(), `${locale} ${id} is empty`).not.toBe("");
            expect(placeholders(other), `${locale} ${id}`).toEqual(placeholders(text));
            for (const branches of pluralBranches(other)) {
              expect(branches, `${locale} ${id}: a plural needs its 'other' form`).toContain("other");
            }
          }
        });
      }
    });
  }
});
