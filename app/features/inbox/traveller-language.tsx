// The language a traveller wrote in, beside their name on the staff pages (the enquiry, the booking), so staff
// answer in it. English, the portal's own language, shows nothing.
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/i18n/language-names";
import { DEFAULT_LOCALE, type Locale } from "~/i18n/locales";

export function TravellerLanguage({ locale }: { locale: Locale }) {
  if (locale === DEFAULT_LOCALE) return null;
  const language = LANGUAGE_NAMES_IN_ENGLISH[locale];
  return (
    <span
      title={`Writes in ${language}: please reply in ${language}.`}
      className="ml-2 inline-flex items-center rounded-full bg-sky-50 px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap text-sky-900 ring-1 ring-sky-300 ring-inset"
    >
      <span className="sr-only">Writes in </span>
      {language}
    </span>
  );
}
