// German texts of the euro equivalents beside prices (English: ../en/euro-prices.ts).
import { defineTranslation } from "~/i18n/translate";
import type { euroPricesMessages } from "../en/euro-prices";

export default defineTranslation<typeof euroPricesMessages>({
  "euroPrices.approx": "≈ {price}",
  "euroPrices.quoteNote":
    "Zur Orientierung in Euro, zu unserem Wechselkurs vom {date}. Gebucht und bezahlt wird in {currency}.",
  "euroPrices.tableNote":
    "Euro-Beträge (≈) dienen zur Orientierung, zu unserem Wechselkurs vom {date}. Gebucht und bezahlt wird in {currency}.",
});
