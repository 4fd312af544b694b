// Texts of a safari page's price table by season and residency and its season calendar. Worded on the
// server: the page receives the finished sentences.
import { defineMessages } from "~/i18n/translate";

export const cataloguePricesMessages = defineMessages("catalogue-prices", {
  "prices.title": "Prices by season",
  "prices.intro":
    "Per person, two sharing a room, for the whole trip ({nights, plural, one {# night} other {# nights}}). Larger groups pay less each; your dates, party and residency give the exact price in the booking form.",
  "prices.introDay":
    "Per person, for the day. Larger groups pay less each; your date, party and residency give the exact price in the booking form.",
  "prices.scrollHint": "Swipe the table sideways to see every column.",
  "prices.caption": "Prices per person for two sharing, by season and residency",
  "prices.season": "Season",
  "prices.column": "{residents} ({currency})",
  "prices.residency.non_resident": "Non-residents",
  "prices.residency.resident": "Residents of Kenya & Tanzania",
  "prices.residency.citizen": "East African citizens",
  "prices.kind.high": "High season",
  "prices.kind.shoulder": "Shoulder season",
  "prices.kind.green": "Green season",
  "prices.onRequest": "On request",
  "prices.noCard": "Not offered",
  "prices.ages.one": "{age}",
  "prices.ages.range": "{min}–{max}",
  "prices.band.free": "{ages} free",
  "prices.band.percent": "{ages} {percent}% of the adult rate",
  "prices.band.fixed": "{ages} {price} a night",
  "prices.band.adult": "from {age}, the adult rate",
  "prices.children": "Children by age: {bands}.",
  "prices.childrenFor": "Children by age, {residents}: {bands}.",
  "prices.minimumAge": "This safari welcomes children from {age} years.",
  "prices.singles": "A room of your own adds, per night: {amounts}.",
  "prices.singlesFor": "{amount} for {residents}",
  "prices.separator": "; ",
  "prices.amountRange": "{low} to {high}",
  "prices.parkFees.included": "Park and conservancy fees are included.",
  "prices.parkFees.payable":
    "Park and conservancy fees are added to your quote, at the rates for your residency and age.",
  "prices.who.non_resident": "non-residents",
  "prices.who.resident": "residents",
  "prices.who.citizen": "East African citizens",

  "seasons.title": "Season calendar",
  "seasons.intro":
    "Prices follow the seasons. A trip that runs from one season into the next is priced night by night.",
  "seasons.caption": "Seasons from {from} to {to}",
  "seasons.dates": "Dates",
  "seasons.name": "Season",
  "seasons.kind": "Prices",
});
