// Spanish texts of the euro equivalents beside prices (English: ../en/euro-prices.ts).
import { defineTranslation } from "~/i18n/translate";
import type { euroPricesMessages } from "../en/euro-prices";

export default defineTranslation<typeof euroPricesMessages>({
  "euroPrices.approx": "≈ {price}",
  "euroPrices.quoteNote":
    "Importe en euros orientativo, a nuestro tipo de cambio del {date}: la reserva y el pago se hacen en {currency}.",
  "euroPrices.tableNote":
    "Los importes en euros (≈) son orientativos, a nuestro tipo de cambio del {date}: la reserva y el pago se hacen en {currency}.",
});
