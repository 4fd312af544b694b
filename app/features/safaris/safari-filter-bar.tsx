// The safari list's filters: country links, a GET form (country, length, month, budget) the loader answers,
// the filters in use as chips that each remove themselves, and the count of what matches. All of it is links
// and a plain form, so it works the moment it is tapped, with or without script; the loader worded it.
import { clsx } from "clsx";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { CloseIcon } from "~/components/ui/icons";
import { SelectField } from "~/features/forms/fields";
import { safariFiltersMessages as messages } from "~/i18n/messages/en/safari-filters";
import { useMessages } from "~/i18n/translate";
import type { SafariFilterView } from "./safari-filter-view";

export const SAFARI_FILTERS_ID = "find-your-safari";

export function SafariFilterBar({ view, count }: { view: SafariFilterView; count: number }) {
  const t = useMessages(messages);
  const filtered = view.chips.length > 0;
  return (
    <div className="mb-10 flex flex-col gap-5 sm:mb-12">
      <nav aria-label={t("safariFilters.countries")}>
        <ul className="flex flex-wrap gap-2">
          {view.countryLinks.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                aria-current={link.current ? "page" : undefined}
                preventScrollReset
                className={clsx(
                  "inline-flex min-h-11 items-center rounded-full px-4 text-sm font-semibold ring-1 transition-colors",
                  link.current
                    ? "bg-charcoal-900 text-white ring-charcoal-900"
                    : "bg-white text-charcoal-800 ring-sand-300 hover:ring-charcoal-400",
                )}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <Form
        method="get"
        action="/safaris"
        preventScrollReset
        aria-labelledby={`${SAFARI_FILTERS_ID}-title`}
        className="rounded-(--radius-card) bg-white p-5 shadow-(--shadow-card) ring-1 ring-charcoal-900/5 sm:p-6"
      >
        <h3 id={`${SAFARI_FILTERS_ID}-title`} className="font-display text-display-sm text-charcoal-900">
          {t("safariFilters.title")}
        </h3>
        <p id={`${SAFARI_FILTERS_ID}-help`} className="mt-1 text-sm text-charcoal-600">
          {t("safariFilters.help")}
        </p>
        <div className="mt-5 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
          {view.fields.map((field) => (
            <SelectField
              // A new address draws the form afresh with its choices.
              key={`${field.name}:${field.selected}`}
              id={`safari-filter-${field.name}`}
              name={field.name}
              label={field.label}
              defaultValue={field.selected}
            >
              {field.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </SelectField>
          ))}
          <button
            type="submit"
            className={clsx(buttonClasses({ variant: "dark" }), "min-h-12 min-[480px]:col-span-2 lg:col-span-1")}
          >
            {t("safariFilters.apply")}
          </button>
        </div>
      </Form>

      {filtered ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <h3 className="text-sm font-semibold text-charcoal-700">{t("safariFilters.inUse")}</h3>
          <ul className="flex flex-wrap gap-2">
            {view.chips.map((chip) => (
              <li key={chip.href}>
                <Link
                  to={chip.href}
                  preventScrollReset
                  aria-label={t("safariFilters.remove", { label: chip.label })}
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-ochre-100 py-1 pr-3 pl-4 text-sm font-semibold text-charcoal-900 ring-1 ring-ochre-300 hover:bg-ochre-200"
                >
                  {chip.label}
                  <CloseIcon aria-hidden="true" className="size-4" />
                </Link>
              </li>
            ))}
          </ul>
          <Link
            to={view.clearHref}
            preventScrollReset
            className="inline-flex min-h-11 items-center text-sm font-semibold text-charcoal-900 underline decoration-ochre-400 decoration-2 underline-offset-4 hover:text-ochre-700"
          >
            {t("safariFilters.clear")}
          </Link>
        </div>
      ) : null}
      {/* Always in the page, so a screen reader hears the new count after a filter changes without a reload. */}
      <p role="status" className="font-semibold text-charcoal-800 empty:hidden">
        {filtered ? t("safariFilters.count", { count }) : null}
      </p>
    </div>
  );
}
