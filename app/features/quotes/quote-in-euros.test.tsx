// A quote beside a booking form shows its total in euros on a page that shows euros and whose loader handed
// down a euro rate: whole euros, marked approximate, with the day of our rate and the currency paid in.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { BookingQuotePanel } from "~/features/bookings/booking-quote-panel";
import { runInLocale } from "~/i18n/server-messages.server";
import type { EuroRate } from "./euro-prices";
import type { Quote } from "./rate-book";

const RATE: EuroRate = {
  unitsPerUsd: { USD: 1, KES: 129, EUR: 0.86 },
  setOn: { USD: "2026-03-12", KES: "2026-03-12" },
};

const quote: Quote = {
  package: { id: 1, slug: "maasai-mara-explorer", title: "Maasai Mara Explorer" },
  start: "2027-08-02",
  end: "2027-08-05",
  nights: 3,
  residency: "non_resident",
  currency: "USD",
  lines: [
    { kind: "adult", label: "1 adult × 3 nights, High season 2027", quantity: 3, unitAmount: 95000, amount: 285000 },
  ],
  total: 285000,
  deposit: 85500,
  balance: 199500,
  balanceDueDate: "2027-06-03",
  depositDueNow: true,
  balanceDueNow: false,
  priceOnRequest: false,
  display: { currency: "USD", rate: 1, total: 285000 },
  notices: [],
  ratesVersion: 1,
};

const plain = (html: string) => html.replace(/[\u00a0\u202f]/g, " ");

/** The panel as the page draws it on the server, its route's loader having handed down `rate`. */
function panel(locale: "en" | "de" | "es", rate: EuroRate | null, shown: Quote = quote): string {
  // biome-ignore lint/correctness/noComponentHookFactories: a route of its own per test, rendered once
  const Page = () => <BookingQuotePanel id="quote" view={{ kind: "quote", quote: shown }} />;
  const Stub = createRoutesStub([{ id: "page", path: "/", Component: Page, loader: () => null }]);
  return plain(
    runInLocale(locale, () =>
      renderToString(<Stub initialEntries={["/"]} hydrationData={{ loaderData: { page: { euroRate: rate } } }} />),
    ),
  );
}

describe("the quote's total in euros", () => {
  it("is shown in whole euros under the total, with the note on our rate, on a German page", () => {
    const html = panel("de", RATE);
    // USD 2,850.00 x 0.86 = 2,451 euros.
    expect(html).toContain(">≈ 2.451 €</dd>");
    expect(html).toContain(
      "Zur Orientierung in Euro, zu unserem Wechselkurs vom 12. März 2026. Gebucht und bezahlt wird in USD.",
    );
  });

  it("converts a residents' quote in shillings too", () => {
    // KES 222,000.00 x 0.86 / 129 = 1,480 euros.
    const html = panel("es", RATE, {
      ...quote,
      currency: "KES",
      total: 22_200_000,
      deposit: 6_660_000,
      balance: 15_540_000,
    });
    expect(html).toContain("≈ 1480 €");
    expect(html).toContain("a nuestro tipo de cambio del 12 de marzo de 2026: la reserva y el pago se hacen en KES.");
  });

  it("is not shown in English, without a euro rate, or while the total is on request", () => {
    expect(panel("en", RATE)).not.toContain("€");
    expect(panel("de", null)).not.toContain("€");
    const onRequest = { ...quote, total: null, deposit: null, balance: null, priceOnRequest: true };
    expect(panel("de", RATE, onRequest)).not.toContain("€");
  });
});
