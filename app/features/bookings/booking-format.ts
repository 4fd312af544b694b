// How booking dates and amounts read, in e-mails and on the booking pages alike. Browser-safe.

/** "Thursday, 1 July 2027" for the calendar day "2027-07-01", whatever the reader's time zone. */
export function formatLongDate(date: string, locale = "en-GB"): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

/** "USD 1,200", "KES 185,000": the currency's code and whole units with thousands separators. */
export function formatMoney(amount: number, currency: string, locale = "en"): string {
  return new Intl.NumberFormat(locale, {
    style: "currency",
    currency,
    currencyDisplay: "code",
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  })
    .format(amount)
    .replace(/\u00a0/g, " ");
}
