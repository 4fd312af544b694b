// A safari's page in euros: on /de/safaris/{id} the 'From' price, the non-residents' column of the price table
// and (through the rate handed to the page) the booking panel's quote show euro equivalents at the staff-set
// rate; the English page carries none of it.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { safariPackages } from "~/db/schema";
import { runInRequestLocale } from "~/i18n/server-messages.server";
import { seedDatabase } from "~/seed/seed.server";
import { createTestDatabase, type TestDatabase } from "../../../tests/setup/test-database";
import { testContext } from "../../../tests/support/staff-sessions";
import { loader as bookingLoader } from "./booking";
import { loader } from "./safari-detail";

const SITE = "http://localhost";

let database: TestDatabase;
let maraId: number;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedDatabase(database.db);
  const packages = await database.db.select().from(safariPackages);
  maraId = packages.find((safari) => safari.slug === "maasai-mara-explorer")!.id;
});
afterAll(async () => {
  await database.destroy();
});

type PageData = Awaited<ReturnType<typeof loader>>;

function loadAt(path: string, id: number): Promise<PageData> {
  const url = `${SITE}${path}`;
  return runInRequestLocale(url, () =>
    loader({ request: new Request(url), context: testContext(database), params: { id: String(id) } } as never),
  );
}

const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
/** "1.920 USD" as 1920. */
const amountOf = (cell: string) => Number(cell.replace(/\D/g, ""));

describe("/de/safaris/{id}", () => {
  it("gives the price, the table's non-residents' prices and the quotes' rate in euros", async () => {
    const page = await loadAt(`/de/safaris/${maraId}`, maraId);
    const today = new Date().toISOString().slice(0, 10);
    expect(page.euroRate).toEqual({
      unitsPerUsd: { USD: 1, KES: 129, TZS: 2450, EUR: 0.86, GBP: 0.76 },
      setOn: { USD: expect.any(String), KES: expect.any(String), TZS: expect.any(String), GBP: expect.any(String) },
    });
    // Seeded moments ago: the rates were set today (Nairobi is never more than a day from UTC).
    expect(Math.abs(Date.parse(page.euroRate!.setOn.USD!) - Date.parse(today))).toBeLessThanOrEqual(86_400_000);

    const dollars = amountOf(page.priceText);
    expect(plain(page.priceText)).toMatch(/^Ab [\d.]+ USD pro Person$/);
    const euros = Math.round(dollars * 0.086) * 10;
    expect(page.euroFrom).toEqual({
      euros,
      text: `≈\u00a0${euros.toLocaleString("de-DE")}\u00a0€`,
    });

    const table = page.priceTable!;
    expect(table.columns.map((column) => column.residency)).toEqual(["non_resident", "resident", "citizen"]);
    for (const row of table.rows) {
      const inEuros = Math.round(amountOf(row.cells[0]!) * 0.086) * 10;
      expect(
        row.euros?.map((figure) => figure?.euros ?? null),
        row.season,
      ).toEqual([inEuros, null, null]);
    }
    expect(plain(table.notes.at(-1)!)).toMatch(
      /^Euro-Beträge \(≈\) dienen zur Orientierung, zu unserem Wechselkurs vom \d{1,2}\. \S+ \d{4}\. Gebucht und bezahlt wird in USD\.$/,
    );
  });

  it("carries no euros in English", async () => {
    const page = await loadAt(`/safaris/${maraId}`, maraId);
    expect(page.euroFrom).toBeNull();
    expect(page.euroRate).toBeNull();
    expect(page.priceTable!.rows.every((row) => !("euros" in row))).toBe(true);
    expect(page.priceTable!.notes.join(" ")).not.toMatch(/euro|€/i);
  });
});

describe("/fr/reservation/{id}", () => {
  it("hands the booking flow the rate its quotes are shown in euros at; the English flow none", async () => {
    const load = (path: string) => {
      const url = `${SITE}${path}`;
      return runInRequestLocale(url, () =>
        bookingLoader({
          request: new Request(url),
          context: testContext(database),
          params: { packageId: String(maraId) },
        } as never),
      );
    };
    const french = await load(`/fr/reservation/${maraId}`);
    expect(french.euroRate?.unitsPerUsd.EUR).toBe(0.86);
    expect((await load(`/booking/${maraId}`)).euroRate).toBeNull();
  });
});
