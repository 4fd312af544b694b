// The translation editor: a record's English (read-only) in the first column and one column per language,
// field by field, each marked Missing or Outdated. Each language is a form of its own (its fields name it with
// the `form` attribute), saved on its own. Below 1280 px one language shows beside the English, chosen by
// links (no script needed); from 1280 px all four. With script the same check as the server's runs first.
import { clsx } from "clsx";
import { type FormEvent, useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { StatusBadge } from "~/features/admin-tables/status-badge";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { GalleryImage } from "~/features/galleries/gallery";
import { PageHeading } from "~/features/staff/admin-shell";
import type {
  EditorCell,
  EditorField,
  EditorRecord,
  LocaleCounts,
  TranslationEditorData,
} from "./translation-editor.server";
import {
  CONFIRM_PREFIX,
  CONTENT_LOCALE_LABELS,
  CONTENT_LOCALE_LIST,
  type ContentLocale,
  checkTranslationForm,
  SEEN_PREFIX,
  STATUS_LABELS,
  TRANSLATION_LIMITS,
  type TranslationStatus,
} from "./translation-form";

/** A language's form's intent: `save:fr`. */
export const saveIntent = (locale: ContentLocale) => `save:${locale}`;
export const formId = (locale: ContentLocale) => `translate-${locale}`;

const STATUS_TONES: Record<TranslationStatus, string> = {
  translated: "published",
  missing: "pending",
  outdated: "new",
  "no-english": "closed",
};

// Without a display of its own: a language's button is shown or hidden by the width (below).
const BUTTON =
  "min-h-11 items-center justify-center rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-60";
const PRIMARY = clsx(BUTTON, "bg-stone-900 text-white hover:bg-stone-800");
const SECONDARY = clsx(BUTTON, "border border-stone-300 bg-white text-stone-900 hover:bg-stone-100");
const CONTROL =
  "block w-full rounded-lg border bg-white px-3 text-base text-stone-900 shadow-xs focus:outline-2 focus:outline-offset-1 focus:outline-stone-900 sm:text-sm";

/** Shown beside the English below 1280 px only when chosen; from 1280 px always. */
const onlyWhenChosen = (locale: ContentLocale, chosen: ContentLocale) => (locale === chosen ? "" : "hidden xl:block");

function countsInWords(counts: LocaleCounts[ContentLocale]): string {
  const parts = [
    counts.missing > 0 ? `${counts.missing} missing` : null,
    counts.outdated > 0 ? `${counts.outdated} outdated` : null,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : "Complete";
}

function fieldsOf(view: TranslationEditorData): EditorField[] {
  return view.sections.flatMap((s) => s.records.flatMap((r) => r.fields));
}

function cellId(locale: ContentLocale, field: EditorField) {
  return `tr-${locale}-${field.name.replace(/\./g, "-")}`;
}

interface Shown {
  /** The language a refusal is about, with what was posted and its messages. */
  refused: { locale: ContentLocale; refusal: FormRefusal } | null;
  /** Messages from the check in the browser, by language. */
  clientErrors: { locale: ContentLocale; errors: Record<string, string> } | null;
}

function LanguageCell({
  locale,
  chosen,
  field,
  recordName,
  cell,
  shown,
  version,
}: {
  locale: ContentLocale;
  chosen: ContentLocale;
  field: EditorField;
  recordName: string | null;
  cell: EditorCell;
  shown: Shown;
  version: string;
}) {
  const id = cellId(locale, field);
  const refusal = shown.refused?.locale === locale ? shown.refused.refusal : null;
  const error =
    (shown.clientErrors?.locale === locale ? shown.clientErrors.errors[field.name] : undefined) ??
    refusal?.fieldErrors[field.name];
  const value = refusal?.values[field.name] ?? cell.value;
  const outdated = cell.status === "outdated";
  const describedBy = [`${id}-status`, outdated && `${id}-outdated`, error && `${id}-error`].filter(Boolean).join(" ");
  const common = {
    id,
    name: field.name,
    form: formId(locale),
    defaultValue: value,
    "aria-describedby": describedBy,
    "aria-invalid": error ? (true as const) : undefined,
    lang: locale,
    className: clsx(CONTROL, error ? "border-red-700" : "border-stone-300"),
  };
  const wordy = field.english.length > 60 || value.length > 60;
  // Room for every item, and for translations' lines wrapping more than the English.
  const lines = Math.max(field.english.split("\n").length, value.split("\n").length);
  // Drawn afresh after a save (a new version) or a refusal, so the fields show what was saved or posted.
  const key = `${version}:${refusal ? `${refusal.code}:${value}` : "saved"}`;
  return (
    <div className={clsx("min-w-0 space-y-1.5", onlyWhenChosen(locale, chosen))} key={key}>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        <label htmlFor={id} className="text-sm font-medium text-stone-800">
          {CONTENT_LOCALE_LABELS[locale]}
          <span className="sr-only">
            {`: ${field.label}`}
            {recordName ? `, ${recordName}` : ""}
          </span>
        </label>
        <span id={`${id}-status`} data-status={cell.status}>
          <span className="sr-only">Status: </span>
          <StatusBadge status={STATUS_TONES[cell.status]} label={STATUS_LABELS[cell.status]} />
        </span>
      </div>
      {outdated ? (
        <p id={`${id}-outdated`} className="text-xs text-sky-900">
          English changed since this was translated.
        </p>
      ) : null}
      {field.kind === "text" && !field.long && !wordy ? (
        <input
          {...common}
          type="text"
          maxLength={TRANSLATION_LIMITS.text}
          className={clsx(common.className, "min-h-11")}
        />
      ) : field.kind === "text" && !field.long ? (
        // A sentence (a picture's description): a box that wraps it; a line break typed becomes a space.
        <textarea
          {...common}
          rows={2}
          maxLength={TRANSLATION_LIMITS.text}
          className={clsx(common.className, "resize-y py-2 leading-relaxed")}
        />
      ) : (
        <textarea
          {...common}
          rows={field.kind === "list" ? Math.min(14, Math.max(3, Math.ceil(lines * 1.5) + 1)) : 7}
          maxLength={field.kind === "list" ? undefined : TRANSLATION_LIMITS.long}
          className={clsx(common.className, "resize-y py-2 leading-relaxed")}
        />
      )}
      {outdated ? (
        <div className="flex min-h-10 items-center gap-2">
          <input
            type="checkbox"
            id={`${id}-confirm`}
            name={`${CONFIRM_PREFIX}${field.name}`}
            form={formId(locale)}
            defaultChecked={refusal ? refusal.values[`${CONFIRM_PREFIX}${field.name}`] !== undefined : false}
            className="size-5 shrink-0 rounded border-stone-400 accent-stone-900"
          />
          <label htmlFor={`${id}-confirm`} className="text-xs text-stone-700">
            Still fits the new English
            <span className="sr-only">{` (${CONTENT_LOCALE_LABELS[locale]} ${field.label})`}</span>
          </label>
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function FieldRow({
  field,
  recordName,
  chosen,
  shown,
  versions,
}: {
  field: EditorField;
  recordName: string | null;
  chosen: ContentLocale;
  shown: Shown;
  versions: Record<ContentLocale, string>;
}) {
  return (
    <fieldset className="min-w-0 border-t border-stone-200 pt-3 first-of-type:border-t-0 first-of-type:pt-0">
      <legend className="float-left mb-2 w-full text-sm font-semibold text-stone-950">
        {field.label}
        {recordName ? <span className="sr-only">{`, ${recordName}`}</span> : null}
        {field.kind === "list" ? <span className="font-normal text-stone-600"> · one item per line</span> : null}
      </legend>
      {/* Below 1280 px the English and the chosen language; then the English beside all four (two by two); from
          1536 px five columns. */}
      <div className="clear-left grid gap-3 md:grid-cols-2 xl:grid-cols-3 2xl:grid-cols-5">
        <div className="min-w-0 space-y-1.5 xl:row-span-2 2xl:row-span-1">
          <p className="text-sm font-medium text-stone-600">English</p>
          <div
            lang="en"
            className="max-h-72 overflow-y-auto rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-stone-900"
          >
            {field.english.trim() ? field.english : <span className="text-stone-600 italic">Empty</span>}
          </div>
        </div>
        {CONTENT_LOCALE_LIST.map((locale) => (
          <LanguageCell
            key={locale}
            locale={locale}
            chosen={chosen}
            field={field}
            recordName={recordName}
            cell={field.cells[locale]}
            shown={shown}
            version={versions[locale]}
          />
        ))}
      </div>
    </fieldset>
  );
}

function RecordBlock({
  record,
  own,
  chosen,
  shown,
  versions,
}: {
  record: EditorRecord;
  /** The page's own record (its section's heading names it); parts have a heading of their own. */
  own: boolean;
  chosen: ContentLocale;
  shown: Shown;
  versions: Record<ContentLocale, string>;
}) {
  const anchor = `${record.entity}-${record.id}`;
  return (
    <div id={anchor} className="scroll-mt-20 space-y-4">
      {own ? null : (
        <div className="flex items-center gap-3 border-t-2 border-stone-200 pt-4">
          {record.picture ? (
            <div className="h-14 w-20 shrink-0 overflow-hidden rounded-md bg-stone-200">
              <GalleryImage
                picture={record.picture}
                alt=""
                sizes="5rem"
                className="h-full w-full object-cover"
                style={{ objectPosition: `${record.picture.focalX}% ${record.picture.focalY}%` }}
              />
            </div>
          ) : null}
          <h3 className="text-base font-semibold text-stone-950">{record.name}</h3>
        </div>
      )}
      {record.fields.map((field) => (
        <FieldRow
          key={field.name}
          field={field}
          recordName={own ? null : record.name}
          chosen={chosen}
          shown={shown}
          versions={versions}
        />
      ))}
    </div>
  );
}

export function TranslationEditor({
  view,
  refusal,
  chosen: asked,
}: {
  view: TranslationEditorData;
  refusal: FormRefusal | null;
  chosen: ContentLocale | null;
}) {
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const refusedLocale = CONTENT_LOCALE_LIST.find((locale) => refusal?.intent === saveIntent(locale)) ?? null;
  const [clientErrors, setClientErrors] = useState<Shown["clientErrors"]>(null);
  const firstToDo =
    CONTENT_LOCALE_LIST.find((locale) => view.counts[locale].missing + view.counts[locale].outdated > 0) ?? "de";
  const chosen = clientErrors?.locale ?? refusedLocale ?? asked ?? firstToDo;
  const shown: Shown = {
    refused: refusal && refusedLocale ? { locale: refusedLocale, refusal } : null,
    clientErrors,
  };
  const allFields = fieldsOf(view);

  // After a refusal the keyboard goes to the first field to fix, or the message says what happened.
  useEffect(() => {
    if (!refusal || !refusedLocale) return;
    const first = document.querySelector<HTMLElement>(`[form="${formId(refusedLocale)}"][aria-invalid="true"]`);
    if (first) {
      first.focus({ preventScroll: true });
      first.scrollIntoView({ block: "center" });
    } else document.getElementById("translation-refusal")?.scrollIntoView({ block: "nearest" });
  }, [refusal, refusedLocale]);

  function onSubmit(locale: ContentLocale, event: FormEvent<HTMLFormElement>) {
    const posted: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string") posted[name] = value;
    const checked = checkTranslationForm(allFields, posted);
    if (checked.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors({ locale, errors: checked.errors });
    const first = allFields.find((field) => checked.errors[field.name]);
    if (first) requestAnimationFrame(() => document.getElementById(cellId(locale, first))?.focus());
  }

  const heading = `Translations: ${view.name}`;
  return (
    <>
      <p className="mb-3 text-sm">
        <Link to="/admin/translations" className="underline underline-offset-4">
          ← All translations
        </Link>
      </p>
      <PageHeading
        title={heading}
        description={`${view.kindLabel}. The English is read here only (change it where the ${view.kindLabel.toLowerCase()} is edited). A field left empty shows the English on that language's pages.`}
      />
      {view.parent ? (
        <p className="mb-4 text-sm text-stone-700">
          Part of the {view.parent.kindLabel.toLowerCase()}{" "}
          <Link
            to={`/admin/translations/${view.parent.entity}/${view.parent.id}#${view.entity}-${view.id}`}
            className="font-medium underline underline-offset-4"
          >
            {view.parent.name}
          </Link>
          : its translations are all on one page there.
        </p>
      ) : null}

      {CONTENT_LOCALE_LIST.map((locale) => (
        <Form
          key={`${locale}:${view.versions[locale]}`}
          id={formId(locale)}
          method="post"
          preventScrollReset
          noValidate
          onSubmit={(event) => onSubmit(locale, event)}
        >
          <input type="hidden" name="intent" value={saveIntent(locale)} />
          <input
            type="hidden"
            name="version"
            value={(refusedLocale === locale ? refusal?.values.version : undefined) ?? view.versions[locale]}
          />
          {allFields.map((field) => (
            <input key={field.name} type="hidden" name={`${SEEN_PREFIX}${field.name}`} value={field.englishHash} />
          ))}
        </Form>
      ))}

      <section aria-labelledby="languages-heading" className="mb-6 rounded-xl border border-stone-200 bg-white p-4">
        <h2 id="languages-heading" className="mb-3 text-lg font-semibold text-stone-950">
          Languages
        </h2>
        <ul className="grid grid-cols-2 gap-2 xl:grid-cols-4">
          {CONTENT_LOCALE_LIST.map((locale) => (
            <li
              key={locale}
              data-locale={locale}
              className={clsx(
                "flex flex-wrap items-center justify-between gap-x-2 gap-y-1 rounded-lg border px-3 py-2 text-sm",
                locale === chosen ? "border-stone-900 bg-stone-50 xl:border-stone-200 xl:bg-white" : "border-stone-200",
              )}
            >
              <span>
                <Link
                  to={`?lang=${locale}`}
                  replace
                  preventScrollReset
                  aria-current={locale === chosen ? "true" : undefined}
                  className="font-semibold text-stone-950 underline-offset-4 hover:underline xl:pointer-events-none xl:no-underline"
                >
                  {CONTENT_LOCALE_LABELS[locale]}
                </Link>
                <span className="block text-stone-700" data-counts={locale}>
                  {countsInWords(view.counts[locale])}
                </span>
              </span>
              {view.localPaths ? (
                <a
                  href={view.localPaths[locale]}
                  target="_blank"
                  rel="noopener"
                  className="text-stone-800 underline underline-offset-4"
                >
                  See it in {CONTENT_LOCALE_LABELS[locale]}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : null}
            </li>
          ))}
        </ul>
        <p className="mt-2 text-xs text-stone-600 xl:hidden">
          Choose a language to edit it beside the English; on a wider screen all four show side by side.
        </p>
        {view.sections.length > 1 ? (
          <nav aria-label="On this page" className="mt-3 border-t border-stone-200 pt-3 text-sm">
            <ul className="flex flex-wrap gap-x-4 gap-y-1">
              {view.sections.map((section) => (
                <li key={section.id}>
                  <a href={`#${section.id}`} className="text-stone-800 underline underline-offset-4">
                    {section.title ?? view.kindLabel}
                    {section.title ? ` (${section.records.length})` : ""}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </section>

      {refusal?.formError && refusedLocale ? (
        <div className="mb-4" id="translation-refusal">
          <FormAlert title={`${CONTENT_LOCALE_LABELS[refusedLocale]} not saved`}>{refusal.formError}</FormAlert>
        </div>
      ) : null}

      <div className="space-y-6 pb-4">
        {view.sections.map((section) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-heading`}
            className="scroll-mt-20 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6"
          >
            <h2 id={`${section.id}-heading`} className="mb-4 text-lg font-semibold text-stone-950">
              {section.title ?? view.kindLabel}
            </h2>
            <div className="space-y-6">
              {section.records.map((record) => (
                <RecordBlock
                  key={`${record.entity}-${record.id}`}
                  record={record}
                  own={section.title === null}
                  chosen={chosen}
                  shown={shown}
                  versions={view.versions}
                />
              ))}
            </div>
          </section>
        ))}
      </div>

      <div className="sticky bottom-0 z-10 -mx-1 flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white/95 p-3 shadow-md backdrop-blur">
        <p className="mr-auto text-sm text-stone-700">
          <span className="xl:hidden">{`Saves the ${CONTENT_LOCALE_LABELS[chosen]} only.`}</span>
          <span className="hidden xl:inline">Each language saves on its own.</span>
        </p>
        {CONTENT_LOCALE_LIST.map((locale) => (
          <button
            key={locale}
            type="submit"
            form={formId(locale)}
            disabled={busyIntent !== null}
            className={clsx(
              locale === chosen ? PRIMARY : SECONDARY,
              locale === chosen ? "inline-flex" : "hidden xl:inline-flex",
            )}
          >
            {busyIntent === saveIntent(locale) ? "Saving…" : `Save ${CONTENT_LOCALE_LABELS[locale]}`}
          </button>
        ))}
      </div>
      <p className="mt-4 text-sm text-stone-600">
        Every save is kept in the{" "}
        <Link to="/admin/audit_log?table=content_translations" className="underline underline-offset-4">
          audit log
        </Link>
        .
      </p>
    </>
  );
}
