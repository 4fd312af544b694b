// Texts of the quote beside both booking forms: its choices (children's ages, residency, single rooms, a
// discount code), the 'Show price' button, the itemised price and the checks on those choices.
import { defineMessages } from "~/i18n/translate";

export const bookingQuoteMessages = defineMessages("booking-quote", {
  "bookingQuote.field.childAges": "Ages of children, e.g. 4, 9",
  "bookingQuote.field.childAgesHint": "One age per child, in years, at the start.",
  "bookingQuote.field.residency": "Residency",
  "bookingQuote.residency.non_resident": "Non-resident",
  "bookingQuote.residency.resident_kenya": "Resident of Kenya",
  "bookingQuote.residency.resident_tanzania": "Resident of Tanzania",
  "bookingQuote.residency.citizen": "East African citizen",
  "bookingQuote.field.singles": "Single rooms",
  "bookingQuote.field.discountCode": "Discount code (optional)",
  "bookingQuote.showPrice": "Show price",
  "bookingQuote.panel.label": "Your price",
  "bookingQuote.panel.loading": "Working out your price...",
  "bookingQuote.panel.empty": "Choose a date and your party, then see your price here.",
  "bookingQuote.panel.heading": "Your price: {title}, {start} to {end}",
  "bookingQuote.panel.included": "Included",
  "bookingQuote.panel.onRequest": "Price on request",
  "bookingQuote.panel.total": "Total",
  "bookingQuote.panel.deposit": "Deposit due on booking ({percent}%)",
  "bookingQuote.panel.balanceNow": "Balance due now",
  "bookingQuote.panel.balanceBy": "Balance due by {date}",
  "bookingQuote.panel.notPriced": "Some dates are not priced yet: we will send you the full price with your booking.",
  "bookingQuote.panel.about": "About {amount}",
  "bookingQuote.live.refused": "We could not price these choices. Please check them.",
  "bookingQuote.live.offline":
    "The price could not be fetched: you seem to be offline. Try 'Show price' again in a moment.",
  "bookingQuote.changed.title": "The price has changed",
  "bookingQuote.changed.flow":
    "Our rates changed since your price was shown. The new price is below: confirm the booking again to accept it.",
  "bookingQuote.changed.safari":
    "Our rates changed since your price was shown. The new price is below: send the booking again to confirm it.",
  "bookingQuote.error.residency": "Please choose your residency.",
  "bookingQuote.error.childAges": "Please give each child's age in years, separated by commas, for example 4, 9.",
  "bookingQuote.error.childAgeRange":
    "Each child's age must be from 0 to {max}; travellers of {adultAge} and over are adults.",
  "bookingQuote.error.agesForChildren":
    "{children, plural, one {Please give the age of the child.} other {Please give the ages of all # children.}}",
  "bookingQuote.error.noChildren": "Children's ages are only needed when children are travelling.",
  "bookingQuote.error.singles": "The number of single rooms must be a whole number, 0 or more.",
  "bookingQuote.error.singlesOverAdults": "Single rooms are for adults: choose at most {adults}.",
  "bookingQuote.error.discountCode": "A discount code has {min} to {max} letters, digits, '-' or '_'.",
});
