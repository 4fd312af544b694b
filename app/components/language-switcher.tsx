// The language switcher: the page the visitor is on, in each of the site's languages, each named in itself.
// Plain links that load the whole document (the address decides the language, and a page's texts come with
// its document), so it works before and without the page's script: a native <details> in the navigation bar,
// a row of links in the phone's menu and in the footer (whose part is drawn by site-footer.tsx, so its code
// hydrates with the footer's). Their looks are .language-* in app.css, out of the script every page
// downloads. docs/decisions/014-languages.md.
import { useLocation } from "react-router";
import { LOCALE_NAMES, LOCALES, type Locale } from "~/i18n/locales";
import { commonMessages } from "~/i18n/messages/en/common";
import { localeOfPath, switchLocale } from "~/i18n/paths";
import { useMessages } from "~/i18n/translate";
import { type IconProps, Svg } from "./ui/icons";

export const GlobeIcon = (props: IconProps) => (
  <Svg {...props}>
    <circle cx="12" cy="12" r="10" />
    <path d="M12 2a14.5 14.5 0 0 0 0 20 14.5 14.5 0 0 0 0-20M2 12h20" />
  </Svg>
);

/**
 * A link's language and its target's: `hreflang` in lower case, as HTML writes it (React prints `hrefLang` as
 * given, which an HTML parser reads the same but a plain text search does not).
 */
export function inLanguage(locale: Locale): { lang: Locale; hreflang: Locale } {
  return { lang: locale, hreflang: locale };
}

/** The page in each language, as a list of links (the footer's own, in site-footer.tsx, uses it too). */
export function LanguageLinks({ label, className }: { label?: string; className?: string }) {
  const { pathname, search } = useLocation();
  const current = localeOfPath(pathname);
  return (
    <ul aria-label={label} className={className}>
      {LOCALES.map((locale) => (
        <li key={locale}>
          <a
            href={switchLocale(pathname + search, locale)}
            {...inLanguage(locale)}
            // A language's own name is not for the browser's translator to change.
            translate="no"
            aria-current={locale === current ? "true" : undefined}
          >
            {LOCALE_NAMES[locale]}
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The navigation bar's: a menu under the current language's code from 768 px, a row of links in the phone's menu. */
export function LanguageSwitcher() {
  const label = useMessages(commonMessages)("nav.language");
  const current = localeOfPath(useLocation().pathname);
  return (
    <>
      <details
        className="language-details"
        // With script, the open menu also closes on Escape and when the focus leaves it, as the phone's menu does.
        onKeyDown={(event) => {
          if (event.key !== "Escape") return;
          event.currentTarget.open = false;
          (event.currentTarget.firstChild as HTMLElement).focus();
        }}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) event.currentTarget.open = false;
        }}
      >
        <summary className="nav-link">
          <GlobeIcon className="size-4 shrink-0" />
          <span aria-hidden="true">{current.toUpperCase()}</span>
          <span className="sr-only">
            {label}: {LOCALE_NAMES[current]}
          </span>
        </summary>
        <LanguageLinks label={label} className="language-menu" />
      </details>
      <div className="language-row">
        <GlobeIcon className="size-5 shrink-0 text-charcoal-600" />
        <LanguageLinks label={label} className="language-pills" />
      </div>
    </>
  );
}
