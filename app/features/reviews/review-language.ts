// A review shown on a page in another language than the guest wrote in: the card says so ("Auf Englisch
// verfasst") and marks the words with their language, for screen readers and the browser's translator. Worded
// on the server, in the page's language, so the page's script carries no language names.
import type { Locale } from "~/i18n/locales";
import { reviewCardMessages } from "~/i18n/messages/en/review-card";
import { currentLocale, intlLocale, translate } from "~/i18n/translate";

export interface ReviewLanguage {
  /** The review's language, for its `lang` attribute. */
  lang: Locale;
  /** "Written in English", in the page's language. */
  note: string;
}

/** Null when the review is in the page's own language. */
export function reviewLanguageNote(written: Locale, page: Locale = currentLocale()): ReviewLanguage | null {
  if (written === page) return null;
  const language = new Intl.DisplayNames([intlLocale()], { type: "language" }).of(written) ?? written;
  return { lang: written, note: translate(reviewCardMessages, "reviewCard.writtenIn", { language }) };
}
