// Discount codes cannot be guessed through /api/quote: a valid code adds a line to the quote, so one client
// network (an IPv4 address, an IPv6 /64) may have only DISCOUNT_CODE_TRIES_PER_WINDOW distinct codes checked
// per window. Past that a new code is not looked up at all (the sample code KARIBU10, valid, is not applied)
// and the quote says why in the traveller's language; an unknown code is said to be not valid, never ignored.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DISCOUNT_CODE_TRIES_PER_WINDOW } from "~/features/quotes/discount-code-limits";
import type { Quote } from "~/features/quotes/rate-book";
import { LOCALES, type Locale } from "~/i18n/locales";
import { getPage, newClientAddress, type SecurityApp, startSecurityApp } from "./support/security-app";

let app: SecurityApp;
let packageId: number;
const start = `${new Date().getUTCFullYear() + 1}-07-14`;

beforeAll(async () => {
  app = await startSecurityApp();
  const [row] = await app.query<{ id: number }>("select id from safari_packages order by id limit 1");
  packageId = row!.id;
});

afterAll(async () => {
  await app?.stop();
});

/** The quote for two adults with `code`, asked from `address` in `lang`. */
async function quoteWith(code: string, address: string, lang: Locale = "en"): Promise<Quote> {
  const query = new URLSearchParams({
    package: String(packageId),
    start,
    adults: "2",
    residency: "non_resident",
    code,
  });
  if (lang !== "en") query.set("lang", lang);
  const { status, text } = await getPage(app, `/api/quote?${query}`, { headers: { "X-Forwarded-For": address } });
  expect(status, text).toBe(200);
  return JSON.parse(text) as Quote;
}

const discounted = (quote: Quote) => quote.lines.some((line) => line.kind === "discount");
const codeNotice = (quote: Quote) => quote.notices.find((notice) => notice.field === "code")?.message;

const NOT_VALID = "This code is not valid.";
/** The refusal's opening words in each language (the catalogues, app/i18n/messages/<lang>/quote-engine.ts). */
const TOO_MANY: Record<Locale, RegExp> = {
  en: /^Too many discount codes tried from your network\. Please wait \d+ minutes and try again\.$/,
  de: /^Von Ihrem Netzwerk wurden zu viele Rabattcodes ausprobiert\. Bitte warten Sie \d+ Minuten/,
  fr: /^Trop de codes de réduction essayés depuis votre réseau\. Veuillez patienter \d+ minutes/,
  it: /^Troppi codici sconto provati dalla vostra rete\. Attendete \d+ minuti/,
  es: /^Se han probado demasiados códigos de descuento desde su red\. Espere \d+ minutos/,
};

describe("discount codes on /api/quote", () => {
  it("a valid code adds its line; an unknown one is said to be not valid", async () => {
    const address = newClientAddress();
    expect(discounted(await quoteWith("KARIBU10", address))).toBe(true);
    const unknown = await quoteWith("NOT-A-CODE", address);
    expect(discounted(unknown)).toBe(false);
    expect(codeNotice(unknown)).toBe(NOT_VALID);
  });

  it(`a burst of guesses from one address: ${DISCOUNT_CODE_TRIES_PER_WINDOW} checked, the rest refused in words`, async () => {
    const address = newClientAddress();
    const guesses = Array.from({ length: 40 }, (_, index) => `GUESS${index}${Math.random().toString(36).slice(2, 7)}`);
    const answers = await Promise.all(guesses.map((code) => quoteWith(code, address)));
    const notices = answers.map(codeNotice);
    expect(notices.filter((notice) => notice === NOT_VALID)).toHaveLength(DISCOUNT_CODE_TRIES_PER_WINDOW);
    expect(notices.filter((notice) => notice && TOO_MANY.en.test(notice))).toHaveLength(
      guesses.length - DISCOUNT_CODE_TRIES_PER_WINDOW,
    );
    // The price is still given; only the code is not checked.
    for (const answer of answers) expect(answer.total).toBe(answers[0]!.total);

    // Past the limit the valid code is not looked up: no discount, in every language the reason why.
    for (const lang of LOCALES) {
      const refused = await quoteWith("KARIBU10", address, lang);
      expect(discounted(refused)).toBe(false);
      expect(codeNotice(refused)).toMatch(TOO_MANY[lang]);
    }
    // A code that was checked may be asked again (each change of dates asks it), and is answered as before.
    const checked = guesses[notices.indexOf(NOT_VALID)]!;
    expect(codeNotice(await quoteWith(checked, address))).toBe(NOT_VALID);
    // Another client's network is not held back by this one.
    expect(discounted(await quoteWith("KARIBU10", newClientAddress()))).toBe(true);
  });

  it("an IPv6 network is one client, whichever of its addresses asks", async () => {
    const network = `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:1`;
    for (let index = 0; index < DISCOUNT_CODE_TRIES_PER_WINDOW; index++) {
      const answer = await quoteWith(`V6GUESS${index}`, `${network}::${(index + 1).toString(16)}`);
      expect(codeNotice(answer)).toBe(NOT_VALID);
    }
    const refused = await quoteWith("KARIBU10", `${network}::ffff`);
    expect(discounted(refused)).toBe(false);
    expect(codeNotice(refused)).toMatch(TOO_MANY.en);
  });
});
