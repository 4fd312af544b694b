// Euro equivalents beside prices on German, French, Italian and Spanish pages: a guide at the exchange rate
// staff set for quotes, never a price of its own (bookings stay in their own currency).
import { defineMessages } from "~/i18n/translate";

export const euroPricesMessages = defineMessages("euro-prices", {
  "euroPrices.approx": "≈ {price}",
  "euroPrices.quoteNote": "A guide in euros at our exchange rate of {date}: you book and pay in {currency}.",
  "euroPrices.tableNote":
    "Prices in euros (≈) are a guide at our exchange rate of {date}: you book and pay in {currency}.",
});
