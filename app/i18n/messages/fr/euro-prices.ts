// French texts of the euro equivalents beside prices (English: ../en/euro-prices.ts).
import { defineTranslation } from "~/i18n/translate";
import type { euroPricesMessages } from "../en/euro-prices";

export default defineTranslation<typeof euroPricesMessages>({
  "euroPrices.approx": "≈ {price}",
  "euroPrices.quoteNote":
    "Montant en euros donné à titre indicatif, à notre taux de change du {date} : la réservation et le paiement se font en {currency}.",
  "euroPrices.tableNote":
    "Les montants en euros (≈) sont donnés à titre indicatif, à notre taux de change du {date} : la réservation et le paiement se font en {currency}.",
});
