// The safari list's filters: country links, a GET form (country, length, month, budget) the loader answers,
// the filters in use as chips that each remove themselves, and the count of what matches. All of it is links
// and a plain form, so it works the moment it is tapped, with or without script. The loader worded all of it
// (safari-filter-view.ts), and the selects wear the site's field classes without the form kit's code: the
// list's page has little script budget to spare.
import { clsx } from "clsx";
import { Form, Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { CloseIcon } from "~/components/ui/icons";
import { localHref } from "~/i18n/local-href";
import type { SafariFilterView } from "./safari-filter-view";

export const SAFARI_FILTERS_ID = "find-your-safari";

// SITE_TONE's label and select (app/features/forms/fields.tsx).
const LABEL = "text-sm font-semibold text-charcoal-800";
const SELECT =
  "block min-h-12 w-full appearance-auto rounded-lg border border-sand-300 bg-white px-3.5 pr-8 text-base text-charcoal-900 shadow-xs transition-colors hover:border-sand-400 focus:border-ochre-600 focus:outline-2 focus:outline-offset-1 focus:outline-focus";

export function SafariFilterBar({ view, countText }: { view: SafariFilterView; countText: string | null }) {
  const { texts } = view;
  const filtered = view.chips.length > 0;
  return (
    <div className="mb-10 flex flex-col gap-5 sm:mb-12">
      <nav aria-label={texts.countries}>
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
        action={localHref("/safaris")}
        preventScrollReset
        aria-labelledby={`${SAFARI_FILTERS_ID}-title`}
        className="rounded-(--radius-card) bg-white p-5 shadow-(--shadow-card) ring-1 ring-charcoal-900/5 sm:p-6"
      >
        <h3 id={`${SAFARI_FILTERS_ID}-title`} className="font-display text-display-sm text-charcoal-900">
          {texts.title}
        </h3>
        <p id={`${SAFARI_FILTERS_ID}-help`} className="mt-1 text-sm text-charcoal-600">
          {texts.help}
        </p>
        <div className="mt-5 grid grid-cols-1 gap-4 min-[480px]:grid-cols-2 lg:grid-cols-[repeat(4,minmax(0,1fr))_auto] lg:items-end">
          {view.fields.map((field) => (
            <div key={field.name} className="flex min-w-0 flex-col gap-1.5">
              <label htmlFor={`safari-filter-${field.name}`} className={LABEL}>
                {field.label}
              </label>
              <select
                // A new address draws the form afresh with its choices.
                key={field.selected}
                id={`safari-filter-${field.name}`}
                name={field.name}
                defaultValue={field.selected}
                className={SELECT}
              >
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            </div>
          ))}
          <button
            type="submit"
            className={clsx(buttonClasses({ variant: "dark" }), "min-h-12 min-[480px]:col-span-2 lg:col-span-1")}
          >
            {texts.apply}
          </button>
        </div>
      </Form>

      {filtered ? (
        <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center">
          <h3 className="text-sm font-semibold text-charcoal-700">{texts.inUse}</h3>
          <ul className="flex flex-wrap gap-2">
            {view.chips.map((chip) => (
              <li key={chip.href}>
                <Link
                  to={chip.href}
                  preventScrollReset
                  aria-label={chip.removeLabel}
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
            {texts.clear}
          </Link>
        </div>
      ) : null}
      {/* Always in the page, so a screen reader hears the new count after a filter changes without a reload. */}
      <p role="status" className="font-semibold text-charcoal-800 empty:hidden">
        {countText}
      </p>
    </div>
  );
}
