// The translation editor: a record's English (read-only) in the first column and one column per language,
// field by field, each marked Missing or Outdated. The page comes in parts (the record, its itinerary, its
// pictures), and each part's language is a form of its own (its fields name it with the `form` attribute),
// saved on its own from the part's own bar: a long package is saved a part at a time, and a stale save only
// touches that part. Below 1280 px one language shows beside the English, chosen by links (no script
// needed); from 1280 px all four. With script the same check as the server's runs first.
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
/** The form of one language of one part of the page: `translate-fr-itinerary`. */
export const formId = (locale: ContentLocale, section: string) => `translate-${locale}-${section}`;

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

type EditorSection = TranslationEditorData["sections"][number];

function fieldsOf(section: EditorSection): EditorField[] {
  return section.records.flatMap((r) => r.fields);
}

function cellId(locale: ContentLocale, field: EditorField) {
  return `tr-${locale}-${field.name.replace(/\./g, "-")}`;
}

interface Shown {
  /** The language and part a refusal is about, with what was posted and its messages. */
  refused: { locale: ContentLocale; section: string; refusal: FormRefusal } | null;
  /** Messages from the check in the browser, by language and part. */
  clientErrors: { locale: ContentLocale; section: string; errors: Record<string, string> } | null;
}

function LanguageCell({
  locale,
  section,
  chosen,
  field,
  recordName,
  cell,
  shown,
  version,
}: {
  locale: ContentLocale;
  section: string;
  chosen: ContentLocale;
  field: EditorField;
  recordName: string | null;
  cell: EditorCell;
  shown: Shown;
  version: string;
}) {
  const id = cellId(locale, field);
  const refusal = shown.refused?.locale === locale && shown.refused.section === section ? shown.refused.refusal : null;
  const client = shown.clientErrors;
  const error =
    (client?.locale === locale && client.section === section ? client.errors[field.name] : undefined) ??
    refusal?.fieldErrors[field.name];
  const value = refusal?.values[field.name] ?? cell.value;
  const outdated = cell.status === "outdated";
  const describedBy = [`${id}-status`, outdated && `${id}-outdated`, error && `${id}-error`].filter(Boolean).join(" ");
  const common = {
    id,
    name: field.name,
    form: formId(locale, section),
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
            form={formId(locale, section)}
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
  section,
  recordName,
  chosen,
  shown,
  versions,
}: {
  field: EditorField;
  section: string;
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
            section={section}
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
  section,
  own,
  chosen,
  shown,
  versions,
}: {
  record: EditorRecord;
  section: string;
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
          section={section}
          recordName={own ? null : record.name}
          chosen={chosen}
          shown={shown}
          versions={versions}
        />
      ))}
    </div>
  );
}

/** A part of the page: its fields, then its own bar to save each language of it. */
function SectionForm({
  section,
  kindLabel,
  chosen,
  shown,
  refusal,
  busyIntent,
  onSubmit,
}: {
  section: EditorSection;
  kindLabel: string;
  chosen: ContentLocale;
  shown: Shown;
  /** A refusal of this part's save, if any. */
  refusal: { locale: ContentLocale; formError: string } | null;
  /** The intent and part being saved just now. */
  busyIntent: { intent: string; section: string } | null;
  onSubmit: (locale: ContentLocale, section: EditorSection, event: FormEvent<HTMLFormElement>) => void;
}) {
  const title = section.title ?? kindLabel;
  const fields = fieldsOf(section);
  const saving = (locale: ContentLocale) =>
    busyIntent?.intent === saveIntent(locale) && busyIntent.section === section.id;
  return (
    <section
      id={section.id}
      aria-labelledby={`${section.id}-heading`}
      className="scroll-mt-20 rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6"
    >
      {CONTENT_LOCALE_LIST.map((locale) => (
        <Form
          key={`${locale}:${section.versions[locale]}`}
          id={formId(locale, section.id)}
          method="post"
          preventScrollReset
          noValidate
          onSubmit={(event) => onSubmit(locale, section, event)}
        >
          <input type="hidden" name="intent" value={saveIntent(locale)} />
          <input type="hidden" name="section" value={section.id} />
          <input
            type="hidden"
            name="version"
            value={
              (shown.refused?.locale === locale && shown.refused.section === section.id
                ? shown.refused.refusal.values.version
                : undefined) ?? section.versions[locale]
            }
          />
          {fields.map((field) => (
            <input key={field.name} type="hidden" name={`${SEEN_PREFIX}${field.name}`} value={field.englishHash} />
          ))}
        </Form>
      ))}
      <h2 id={`${section.id}-heading`} className="mb-4 text-lg font-semibold text-stone-950">
        {title}
      </h2>
      <div className="space-y-6">
        {section.records.map((record) => (
          <RecordBlock
            key={`${record.entity}-${record.id}`}
            record={record}
            section={section.id}
            own={section.title === null}
            chosen={chosen}
            shown={shown}
            versions={section.versions}
          />
        ))}
      </div>
      {refusal ? (
        <div className="mt-4" id="translation-refusal">
          <FormAlert title={`${CONTENT_LOCALE_LABELS[refusal.locale]} not saved`}>{refusal.formError}</FormAlert>
        </div>
      ) : null}
      {/* The part's own save, kept in view at the foot of the window while the part is. */}
      <div className="sticky bottom-0 z-10 -mx-1 mt-4 flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white/95 p-3 shadow-md backdrop-blur">
        <p className="mr-auto text-sm text-stone-700">
          <span className="xl:hidden">{`Saves the ${CONTENT_LOCALE_LABELS[chosen]} of this part only.`}</span>
          <span className="hidden xl:inline">Each language of this part saves on its own.</span>
        </p>
        {CONTENT_LOCALE_LIST.map((locale) => (
          <button
            key={locale}
            type="submit"
            form={formId(locale, section.id)}
            disabled={busyIntent !== null}
            // "Save French" alone on a page of one part; "Save French: Itinerary" where there are more.
            aria-label={
              section.title && !saving(locale) ? `Save ${CONTENT_LOCALE_LABELS[locale]}: ${section.title}` : undefined
            }
            className={clsx(
              locale === chosen ? PRIMARY : SECONDARY,
              locale === chosen ? "inline-flex" : "hidden xl:inline-flex",
            )}
          >
            {saving(locale) ? "Saving…" : `Save ${CONTENT_LOCALE_LABELS[locale]}`}
          </button>
        ))}
      </div>
    </section>
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
  const busyIntent =
    navigation.state === "submitting"
      ? {
          intent: String(navigation.formData?.get("intent") ?? ""),
          section: String(navigation.formData?.get("section") ?? ""),
        }
      : null;
  const refusedLocale = CONTENT_LOCALE_LIST.find((locale) => refusal?.intent === saveIntent(locale)) ?? null;
  // The part refused; a refusal from before the action (403, 413, offline) names it by what was posted too.
  const refusedSection =
    refusal && refusedLocale
      ? ((view.sections.find((section) => section.id === refusal.values.section) ?? view.sections[0])?.id ?? null)
      : null;
  const [clientErrors, setClientErrors] = useState<Shown["clientErrors"]>(null);
  const firstToDo =
    CONTENT_LOCALE_LIST.find((locale) => view.counts[locale].missing + view.counts[locale].outdated > 0) ?? "de";
  const chosen = clientErrors?.locale ?? refusedLocale ?? asked ?? firstToDo;
  const shown: Shown = {
    refused:
      refusal && refusedLocale && refusedSection ? { locale: refusedLocale, section: refusedSection, refusal } : null,
    clientErrors,
  };

  // After a refusal the keyboard goes to the first field to fix, or the message says what happened.
  useEffect(() => {
    if (!refusal || !refusedLocale || !refusedSection) return;
    const first = document.querySelector<HTMLElement>(
      `[form="${formId(refusedLocale, refusedSection)}"][aria-invalid="true"]`,
    );
    if (first) {
      first.focus({ preventScroll: true });
      first.scrollIntoView({ block: "center" });
    } else document.getElementById("translation-refusal")?.scrollIntoView({ block: "nearest" });
  }, [refusal, refusedLocale, refusedSection]);

  function onSubmit(locale: ContentLocale, section: EditorSection, event: FormEvent<HTMLFormElement>) {
    const posted: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) if (typeof value === "string") posted[name] = value;
    const fields = fieldsOf(section);
    const checked = checkTranslationForm(fields, posted);
    if (checked.ok) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors({ locale, section: section.id, errors: checked.errors });
    const first = fields.find((field) => checked.errors[field.name]);
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

      <div className="space-y-6 pb-4">
        {view.sections.map((section) => (
          <SectionForm
            key={section.id}
            section={section}
            kindLabel={view.kindLabel}
            chosen={chosen}
            shown={shown}
            refusal={
              refusal?.formError && refusedLocale && refusedSection === section.id
                ? { locale: refusedLocale, formError: refusal.formError }
                : null
            }
            busyIntent={busyIntent}
            onSubmit={onSubmit}
          />
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
