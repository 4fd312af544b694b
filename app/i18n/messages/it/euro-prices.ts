// Italian texts of the euro equivalents beside prices (English: ../en/euro-prices.ts).
import { defineTranslation } from "~/i18n/translate";
import type { euroPricesMessages } from "../en/euro-prices";

export default defineTranslation<typeof euroPricesMessages>({
  "euroPrices.approx": "≈ {price}",
  "euroPrices.quoteNote":
    "Importo in euro indicativo, al nostro tasso di cambio del {date}: prenotate e pagate in {currency}.",
  "euroPrices.tableNote":
    "Gli importi in euro (≈) sono indicativi, al nostro tasso di cambio del {date}: prenotate e pagate in {currency}.",
});
