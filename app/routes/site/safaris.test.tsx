// The safari list in euros: on /de/safaris each card's 'From' price has its euro equivalent beside it, worked
// out at the staff-set rate the quote engine uses (the sample's EUR 0.86 to the dollar) and rounded to the
// nearest ten; /safaris in English shows no euros; and none shows anywhere without a euro rate.
import { eq } from "drizzle-orm";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { exchangeRates } from "~/db/schema";
import { SafariCard, type SafariCardData } from "~/features/safaris/safari-card";
import { runInLocale, runInRequestLocale } from "~/i18n/server-messages.server";
import { seedDatabase } from "~/seed/seed.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { testContext } from "../../../tests/support/staff-sessions";
import { loader } from "./safaris";

const SITE = "http://localhost";

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
});
afterAll(async () => {
  await database.destroy();
});

/** The list's loader as the server calls it for `path`, in the language of the address. */
async function cardsAt(path: string): Promise<SafariCardData[]> {
  const url = `${SITE}${path}`;
  const data = (await runInRequestLocale(url, () =>
    loader({ request: new Request(url), context: testContext(database), params: {} } as never),
  )) as { safaris: SafariCardData[]; failed: boolean };
  expect(data.failed).toBe(false);
  return data.safaris;
}

/** The cards as the page draws them in `locale`, with spaces Intl puts inside amounts made plain. */
function drawn(locale: "en" | "de", safaris: SafariCardData[]): string {
  const html = runInLocale(locale, () =>
    renderToStaticMarkup(
      <MemoryRouter>
        {safaris.map((safari) => (
          <SafariCard key={safari.id} safari={safari} />
        ))}
      </MemoryRouter>,
    ),
  );
  return html.replace(/[\u00a0\u202f]/g, " ");
}

async function seededEuroRate(): Promise<number> {
  const [row] = await database.db.select().from(exchangeRates).where(eq(exchangeRates.currency, "EUR"));
  return Number(row!.unitsPerUsd);
}

describe("/de/safaris", () => {
  it("shows each card's 'From' price in euros too, at the seeded rate, to the nearest ten", async () => {
    const rate = await seededEuroRate();
    expect(rate).toBe(0.86);
    const safaris = await cardsAt("/de/safaris");
    const priced = safaris.filter((safari) => safari.fromPrices?.nonResident);
    expect(priced.length).toBeGreaterThan(0);
    const html = drawn("de", safaris);
    for (const safari of priced) {
      const price = safari.fromPrices!.nonResident!;
      expect(price.currency).toBe("USD");
      const euros = Math.round((price.amount / 100) * rate * 0.1) * 10;
      // The loader's data carries the number with the words (listFromPrices); the card draws the words.
      expect((price.euros as { euros?: number } | undefined)?.euros, safari.title).toBe(euros);
      const dollars = Math.round(price.amount / 100).toLocaleString("de-DE");
      const written = euros.toLocaleString("de-DE");
      expect(html).toContain(`Ab ${dollars} USD pro Person`);
      expect(html).toContain(`<span class="text-sm text-charcoal-600">≈ ${written} €</span>`);
    }
    // The residents' price, in shillings, has none.
    for (const safari of priced) expect(safari.fromPrices!.resident?.euros).toBeUndefined();
  });

  it("shows no euros in English", async () => {
    const safaris = await cardsAt("/safaris");
    expect(safaris.some((safari) => safari.fromPrices?.nonResident)).toBe(true);
    expect(safaris.every((safari) => safari.fromPrices?.nonResident?.euros === undefined)).toBe(true);
    const html = drawn("en", safaris);
    expect(html).not.toContain("€");
    expect(html).not.toContain("≈");
  });

  it("shows no euros when staff have set no euro rate", async () => {
    const [euro] = await database.db.delete(exchangeRates).where(eq(exchangeRates.currency, "EUR")).returning();
    try {
      const safaris = await cardsAt("/de/safaris");
      expect(safaris.every((safari) => safari.fromPrices?.nonResident?.euros === undefined)).toBe(true);
      expect(drawn("de", safaris)).not.toContain("€");
    } finally {
      await database.db.insert(exchangeRates).values(euro!);
    }
  });
});
