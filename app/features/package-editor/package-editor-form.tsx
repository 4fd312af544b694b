// The package editor: one form for the package's basics, its texts and lists, and its days. Every button
// posts the whole form, so nothing typed is lost, with script or without: each part's Save checks and saves
// that part alone (a new package is added whole); the others (add, move, remove a day or a line; Preview)
// answer with the form rearranged and nothing saved. With script the same schema checks a Save first and
// the focus goes where the person expects it.
import { type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { CheckboxField } from "~/features/forms/checkbox-field";
import { InputField, SelectField, TextAreaField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import type { FromPrices } from "~/features/quotes/rate-book.server";
import { PageHeading } from "~/features/staff/admin-shell";
import {
  checkDraft,
  checkDraftPart,
  type DraftCheck,
  type DraftDay,
  type DraftErrors,
  dayField,
  draftFromForm,
  errorKeysInFormOrder,
  LIST_LABELS,
  listItemField,
  PACKAGE_CURRENCIES,
  PACKAGE_LISTS,
  PART_TITLES,
  type PackageDraft,
  type PackageList,
  type PackagePart,
  partDiffers,
  savedPartOf,
} from "./package-draft";
import type { Choice, EditorActionData } from "./package-editor-types";
import { ArchivedBadge, isLifecycleRefusal, PackageLifecycle, type PackageLifecycleState } from "./package-lifecycle";
import { PackagePreview } from "./package-preview";

export interface PackageEditorView {
  id: number | null;
  draft: PackageDraft;
  saved: { slug: string; imageUrl: string | null; updatedAt: string } | null;
  parks: Choice[];
  hotels: Choice[];
  pictureCount: number;
  fromPrices: FromPrices | null;
  /** Null for a package not yet saved. */
  lifecycle: PackageLifecycleState | null;
}

const primaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg bg-stone-900 px-5 font-semibold text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-60";
const secondaryButton =
  "inline-flex min-h-11 items-center justify-center rounded-lg border border-stone-300 bg-white px-4 font-semibold text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-50";
const smallButton =
  "inline-flex min-h-10 items-center justify-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:cursor-not-allowed disabled:opacity-40";

function Section({
  id,
  title,
  intro,
  children,
}: {
  id: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      id={id}
      className="rounded-2xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <h2 id={`${id}-heading`} tabIndex={-1} className="text-lg font-semibold text-stone-950">
        {title}
      </h2>
      {intro ? <div className="mt-1 text-sm text-stone-600">{intro}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** The draft to draw: the last one a post answered with, else the saved one; a save starts afresh. */
function useShownDraft(saved: PackageDraft, actionData: EditorActionData | undefined) {
  const latest = useRef({ from: saved, draft: saved, preview: null as PackageDraft | null });
  if (latest.current.from !== saved) latest.current = { from: saved, draft: saved, preview: null };
  const answered = actionData?.draft;
  if (answered) latest.current.draft = answered;
  if (actionData?.status === "draft" && actionData.preview) latest.current.preview = actionData.draft;
  return latest.current;
}

/** Where the focus goes after a post: the control an answer names, else the first field in error, else the alert. */
function focusTarget(actionData: EditorActionData | undefined, draft: PackageDraft): string | null {
  if (!actionData) return null;
  if (actionData.status === "draft" || actionData.status === "saved") return actionData.focus;
  const first = errorKeysInFormOrder(draft, actionData.fieldErrors as DraftErrors)[0];
  if (first) return `field-${first}`;
  return actionData.formError ? "editor-alert" : null;
}

export function PackageEditor({
  view,
  actionData,
}: {
  view: PackageEditorView;
  actionData: EditorActionData | undefined;
}) {
  const shown = useShownDraft(view.draft, actionData);
  const draft = shown.draft;
  // Archive, Restore and Delete answer beside their own forms (package-lifecycle.tsx).
  const lifecycleRefusal = isLifecycleRefusal(actionData) ? actionData : null;
  const refusal = actionData?.status === "error" && !lifecycleRefusal ? actionData : undefined;
  const [clientErrors, setClientErrors] = useState<DraftErrors | null>(null);
  const errors: DraftErrors = clientErrors ?? (refusal?.fieldErrors as DraftErrors | undefined) ?? {};
  const navigation = useNavigation();
  const busyIntent = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  const focusId = focusTarget(actionData, draft);
  const focusProps = (id: string) => (id === focusId ? { autoFocus: true } : {});

  // With script a post's answer arrives without a new page: move the focus as the page's autofocus would.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each answer moves the focus, even to the same control
  useEffect(() => {
    if (focusId) document.getElementById(focusId)?.focus();
  }, [actionData]);

  // The check a Save runs: the whole draft, or one part beside the others as saved. Kept for the rechecks.
  const checkFor = useRef<(posted: PackageDraft) => DraftCheck>(checkDraft);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
    const part = savedPartOf(submitter?.value ?? "save");
    if (part === undefined) return setClientErrors(null);
    checkFor.current = part ? (posted) => checkDraftPart(view.draft, posted, part) : checkDraft;
    const form = event.currentTarget;
    const posted = draftFromForm(new FormData(form, submitter));
    const check = checkFor.current(posted);
    if (check.ok) return setClientErrors(null);
    event.preventDefault();
    setClientErrors(check.errors);
    const first = errorKeysInFormOrder(posted, check.errors)[0];
    // After the messages are drawn: a message on the days as a whole appears only with them.
    if (first) requestAnimationFrame(() => document.getElementById(`field-${first}`)?.focus());
  }

  // After a refused check, each change checks again, so a message goes once its field is right.
  function onChange(event: FormEvent<HTMLFormElement>) {
    if (clientErrors === null) return;
    const check = checkFor.current(draftFromForm(new FormData(event.currentTarget)));
    setClientErrors(check.ok ? {} : check.errors);
  }

  const id = view.id;
  // An archived package has no live page (it answers 404 until restored).
  const livePath = id === null || view.lifecycle?.archivedAt ? null : `/safaris/${id}`;
  // A save (of a part too) draws the form afresh from its answer; rearranging keeps the fields as they are.
  const formKey = JSON.stringify(view.draft.versions);
  const partBar = (part: PackagePart) =>
    id === null ? null : (
      <PartSaveBar
        part={part}
        busyIntent={busyIntent}
        saidHere={actionData?.status === "saved" && actionData.part === part ? actionData.said : null}
        unsaved={actionData?.draft !== undefined && partDiffers(draft, view.draft, part)}
        focusProps={focusProps}
      />
    );

  return (
    <>
      <p className="mb-3 text-sm">
        <Link to="/admin/packages" className="underline underline-offset-4">
          ← All packages
        </Link>
      </p>
      <PageHeading
        title={id === null ? "New package" : `Edit: ${view.draft.title}`}
        description={
          id === null
            ? "Write the package, add its days, then save: pictures and rates follow once it exists."
            : "Everything travellers read about this safari. Each part has its own Save; nothing changes on the site until you save it."
        }
        actions={
          livePath ? (
            <a href={livePath} target="_blank" rel="noopener" className={secondaryButton}>
              Open the live page<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : null
        }
      />
      {view.lifecycle?.archivedAt ? (
        <p
          id="archived-note"
          className="mb-4 max-w-4xl rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <ArchivedBadge /> Off the site and closed for booking.{" "}
          <a href="#on-sale" className="font-semibold underline underline-offset-4">
            Restore it
          </a>{" "}
          to sell it again.
        </p>
      ) : null}
      <p aria-live="polite" className="sr-only">
        {actionData?.status === "draft" || actionData?.status === "saved" ? actionData.said : ""}
      </p>

      <Form
        key={formKey}
        method="post"
        noValidate
        preventScrollReset
        onSubmit={onSubmit}
        onChange={onChange}
        className="max-w-4xl space-y-6 pb-4"
        aria-label={id === null ? "New package" : `Package ${view.draft.title}`}
      >
        {/* Enter in a field presses the form's first button: this one, so it saves rather than moving a day. */}
        <button type="submit" name="intent" value="save" tabIndex={-1} aria-hidden="true" className="sr-only">
          Save
        </button>
        <input type="hidden" name="version-basics" value={draft.versions.basics} />
        <input type="hidden" name="version-texts" value={draft.versions.texts} />
        <input type="hidden" name="version-itinerary" value={draft.versions.itinerary} />
        {refusal?.formError ? (
          <div id="editor-alert" tabIndex={-1} {...focusProps("editor-alert")}>
            <FormAlert title={refusal.code === 409 ? "Saved by someone else meanwhile" : undefined}>
              {refusal.formError}
            </FormAlert>
          </div>
        ) : Object.keys(errors).length > 0 ? (
          <FormAlert>Please correct the highlighted fields: nothing was saved.</FormAlert>
        ) : null}

        <Section id="basics" title="Basics">
          <div className="grid gap-4 sm:grid-cols-2">
            <InputField
              id="field-title"
              name="title"
              label="Title"
              required
              tone={STAFF_TONE}
              defaultValue={draft.title}
              error={errors.title}
              className="space-y-1.5 sm:col-span-2"
              {...focusProps("field-title")}
            />
            <InputField
              id="field-slug"
              name="slug"
              label="Address (slug)"
              tone={STAFF_TONE}
              defaultValue={draft.slug}
              error={errors.slug}
              autoCapitalize="none"
              spellCheck={false}
              hint={
                view.saved
                  ? `/safaris/${view.saved.slug} leads to the page at /safaris/${id}. Lowercase words and hyphens; unique.`
                  : "Lowercase words joined by hyphens, unique; left empty, it is made from the title."
              }
              className="space-y-1.5 sm:col-span-2"
              {...focusProps("field-slug")}
            />
            <InputField
              id="field-durationDays"
              name="durationDays"
              label="Duration (days)"
              inputMode="numeric"
              required
              tone={STAFF_TONE}
              defaultValue={draft.durationDays}
              error={errors.durationDays}
              {...focusProps("field-durationDays")}
            />
            <InputField
              id="field-location"
              name="location"
              label="Location"
              hint="Shown above the title, e.g. Kenya · Maasai Mara."
              tone={STAFF_TONE}
              defaultValue={draft.location}
              error={errors.location}
              {...focusProps("field-location")}
            />
            <InputField
              id="field-price"
              name="price"
              label="List price (whole units)"
              inputMode="numeric"
              hint="Empty: 'Contact for pricing'. Quotes come from the rates."
              tone={STAFF_TONE}
              defaultValue={draft.price}
              error={errors.price}
              {...focusProps("field-price")}
            />
            <SelectField
              id="field-currency"
              name="currency"
              label="Currency"
              tone={STAFF_TONE}
              defaultValue={draft.currency}
              error={errors.currency}
              {...focusProps("field-currency")}
            >
              {PACKAGE_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </SelectField>
            <InputField
              id="field-minimumAge"
              name="minimumAge"
              label="Minimum age (years)"
              inputMode="numeric"
              hint="Empty: children of any age."
              tone={STAFF_TONE}
              defaultValue={draft.minimumAge}
              error={errors.minimumAge}
              {...focusProps("field-minimumAge")}
            />
            <div className="space-y-1 sm:pt-6">
              <CheckboxField
                id="field-pricePerPerson"
                name="pricePerPerson"
                label="The price is per person"
                tone={STAFF_TONE}
                defaultChecked={draft.pricePerPerson}
                className=""
              />
              <CheckboxField
                id="field-isFeatured"
                name="isFeatured"
                label="Featured on the home page"
                tone={STAFF_TONE}
                defaultChecked={draft.isFeatured}
                className=""
              />
              <CheckboxField
                id="field-parkFeesIncluded"
                name="parkFeesIncluded"
                label="The rates include park fees"
                tone={STAFF_TONE}
                defaultChecked={draft.parkFeesIncluded}
                className=""
              />
            </div>
          </div>
          {partBar("basics")}
        </Section>

        <Section id="texts" title="Texts" intro="A blank line between paragraphs starts a new one on the page.">
          <TextAreaField
            id="field-description"
            name="description"
            label="Description"
            rows={8}
            tone={STAFF_TONE}
            defaultValue={draft.description}
            error={errors.description}
            {...focusProps("field-description")}
          />
          <div className="mt-6 grid gap-6">
            {PACKAGE_LISTS.map((list) => (
              <ListEditor
                key={list}
                list={list}
                items={draft[list]}
                errors={errors}
                busy={busyIntent !== null}
                focusProps={focusProps}
              />
            ))}
          </div>
          {partBar("texts")}
        </Section>

        <Section
          id="itinerary"
          title={`Itinerary (${draft.days.length} ${draft.days.length === 1 ? "day" : "days"})`}
          intro={
            id === null
              ? "Day numbers follow the order here. Moving, adding and removing days change this form only: Add package keeps them."
              : "Day numbers follow the order here. Moving, adding and removing days change this form only: Save itinerary keeps them."
          }
        >
          {errors.days ? (
            <p className="mb-3 text-sm font-medium text-red-700" id="field-days" tabIndex={-1}>
              {errors.days}
            </p>
          ) : null}
          {draft.days.length > 0 ? (
            <ol className="space-y-4">
              {draft.days.map((day, index) => (
                <DayEditor
                  key={day.key}
                  day={day}
                  index={index}
                  count={draft.days.length}
                  errors={errors}
                  parks={view.parks}
                  hotels={view.hotels}
                  busy={busyIntent !== null}
                  focusProps={focusProps}
                />
              ))}
            </ol>
          ) : (
            <p className="text-sm text-stone-600">No days yet.</p>
          )}
          <button
            type="submit"
            name="intent"
            value="day-add"
            id="add-day"
            formNoValidate
            disabled={busyIntent !== null}
            className={`${secondaryButton} mt-4`}
            {...focusProps("add-day")}
          >
            Add a day
          </button>
          {partBar("itinerary")}
        </Section>

        <Section id="pictures" title="Pictures">
          {id === null ? (
            <p className="text-sm text-stone-600">Save the package first; then add its pictures.</p>
          ) : (
            <p className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
              <span>
                {view.pictureCount === 0
                  ? "No pictures in its gallery yet."
                  : `${view.pictureCount} ${view.pictureCount === 1 ? "picture" : "pictures"} in its gallery; the first is the cover.`}
              </span>
              <Link to={`/admin/galleries/safari/${id}`} className={smallButton}>
                Pictures ({view.pictureCount})
              </Link>
            </p>
          )}
        </Section>

        <Section id="rates" title="Rates">
          {id === null ? (
            <p className="text-sm text-stone-600">Save the package first; then set its rates.</p>
          ) : (
            <p className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
              <span>Rate cards by residency, season and party size, and the park of each day, price every quote.</span>
              <Link to={`/admin/rates/${id}`} className={smallButton}>
                Open its rates
              </Link>
            </p>
          )}
        </Section>

        <Section id="translations" title="Translations">
          {id === null ? (
            <p className="text-sm text-stone-600">Save the package first; then translate it.</p>
          ) : (
            <p className="flex flex-wrap items-center gap-3 text-sm text-stone-700">
              <span>Its texts, days and picture descriptions in German, French, Italian and Spanish.</span>
              <Link to={`/admin/translations/package/${id}`} className={smallButton}>
                Open its translations
              </Link>
            </p>
          )}
        </Section>

        {id === null ? (
          <div className={stickyBar}>
            <button type="submit" name="intent" value="save" disabled={busyIntent !== null} className={primaryButton}>
              {busyIntent === "save" ? "Saving…" : "Add package"}
            </button>
            <PreviewButton busyIntent={busyIntent} />
          </div>
        ) : (
          <p className="text-sm text-stone-700">
            <Link to={`/admin/packages/${id}`} reloadDocument className="underline underline-offset-4">
              Discard changes not saved
            </Link>{" "}
            (the page opens again as saved).
          </p>
        )}
      </Form>

      {view.lifecycle ? (
        <PackageLifecycle state={view.lifecycle} title={view.draft.title} refusal={lifecycleRefusal} />
      ) : null}

      <section aria-labelledby="preview-heading" className="mt-8 max-w-6xl">
        <h2
          id="preview-heading"
          tabIndex={-1}
          className="text-lg font-semibold text-stone-950"
          {...focusProps("preview-heading")}
        >
          Preview
        </h2>
        <p className="mt-1 mb-4 text-sm text-stone-600">
          {shown.preview
            ? "Your changes as of Preview changes, drawn as the site draws them. Not saved yet."
            : id === null
              ? "Press Preview changes to see the package as the site will draw it."
              : "As saved, drawn as the site draws it. Preview changes shows what you have typed."}
          {livePath ? (
            <>
              {" "}
              <a href={livePath} target="_blank" rel="noopener" className="underline underline-offset-4">
                The live page<span className="sr-only"> (opens in a new tab)</span>
              </a>
              .
            </>
          ) : null}
        </p>
        <PackagePreview
          draft={shown.preview ?? view.draft}
          id={id}
          imageUrl={view.saved?.imageUrl ?? null}
          fromPrices={view.fromPrices}
          parks={view.parks}
        />
      </section>
    </>
  );
}

type FocusProps = (id: string) => { autoFocus?: boolean };

const stickyBar =
  "sticky bottom-0 z-10 -mx-1 mt-6 flex flex-wrap items-center gap-3 rounded-xl border border-stone-200 bg-white/95 p-3 shadow-md backdrop-blur";

function PreviewButton({ busyIntent }: { busyIntent: string | null }) {
  return (
    <button
      type="submit"
      name="intent"
      value="preview"
      formNoValidate
      disabled={busyIntent !== null}
      className={secondaryButton}
    >
      {/* Shorter on a phone, so the bar keeps to one line; its name stays whole. */}
      {busyIntent === "preview" ? (
        "Drawing…"
      ) : (
        <>
          Preview<span className="max-sm:sr-only"> changes</span>
        </>
      )}
    </button>
  );
}

/** A part's own Save, kept in view while the part is: what it saved, or that it holds changes not saved. */
function PartSaveBar({
  part,
  busyIntent,
  saidHere,
  unsaved,
  focusProps,
}: {
  part: PackagePart;
  busyIntent: string | null;
  saidHere: string | null;
  unsaved: boolean;
  focusProps: FocusProps;
}) {
  const intent = `save:${part}`;
  return (
    <div className={stickyBar}>
      <button
        type="submit"
        name="intent"
        value={intent}
        id={`save-${part}`}
        disabled={busyIntent !== null}
        className={primaryButton}
        {...focusProps(`save-${part}`)}
      >
        {busyIntent === intent ? "Saving…" : `Save ${PART_TITLES[part].toLowerCase()}`}
      </button>
      <PreviewButton busyIntent={busyIntent} />
      {saidHere ? (
        <p className="text-sm font-medium text-emerald-800">{saidHere}</p>
      ) : unsaved ? (
        <p className="text-sm font-medium text-amber-800">{PART_TITLES[part]}: changes not saved yet.</p>
      ) : null}
    </div>
  );
}

function ListEditor({
  list,
  items,
  errors,
  busy,
  focusProps,
}: {
  list: PackageList;
  items: string[];
  errors: DraftErrors;
  busy: boolean;
  focusProps: FocusProps;
}) {
  const labels = LIST_LABELS[list];
  return (
    <fieldset className="min-w-0 space-y-2">
      <legend className="mb-2 text-sm font-semibold text-stone-900">{labels.title}</legend>
      {errors[list] ? <p className="text-sm font-medium text-red-700">{errors[list]}</p> : null}
      {items.length === 0 ? <p className="text-sm text-stone-600">None yet.</p> : null}
      <ul className="space-y-2">
        {items.map((item, index) => {
          const key = listItemField(list, index);
          return (
            // Lines have no identity beyond their place: a removal or addition redraws the list from the answer.
            <li key={`${index}-${items.length}`} className="flex items-start gap-2">
              <InputField
                id={`field-${key}`}
                name={list}
                label={`${labels.item} ${index + 1}`}
                tone={STAFF_TONE}
                defaultValue={item}
                error={errors[key]}
                className="min-w-0 flex-1 space-y-1"
                {...focusProps(`field-${key}`)}
              />
              <button
                type="submit"
                name="intent"
                value={`list-remove:${list}:${index}`}
                formNoValidate
                disabled={busy}
                className={`${smallButton} mt-6`}
                aria-label={`Remove ${labels.item.toLowerCase()} ${index + 1}`}
              >
                Remove
              </button>
            </li>
          );
        })}
      </ul>
      <button
        type="submit"
        name="intent"
        value={`list-add:${list}`}
        id={`add-${list}`}
        formNoValidate
        disabled={busy}
        className={smallButton}
        {...focusProps(`add-${list}`)}
      >
        {labels.add}
      </button>
    </fieldset>
  );
}

function DayEditor({
  day,
  index,
  count,
  errors,
  parks,
  hotels,
  busy,
  focusProps,
}: {
  day: DraftDay;
  index: number;
  count: number;
  errors: DraftErrors;
  parks: Choice[];
  hotels: Choice[];
  busy: boolean;
  focusProps: FocusProps;
}) {
  const number = index + 1;
  const field = (name: keyof Omit<DraftDay, "key">) => dayField(day.key, name);
  const headingId = `day-${day.key}-heading`;
  return (
    <li className="rounded-xl border border-stone-200 bg-stone-50 p-3 sm:p-4" aria-labelledby={headingId}>
      <input type="hidden" name="day" value={day.key} />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} tabIndex={-1} className="font-semibold text-stone-950" {...focusProps(headingId)}>
          Day {number}
          {day.title.trim() ? <span className="font-normal text-stone-600">: {day.title.trim()}</span> : null}
        </h3>
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value={`day-up:${day.key}`}
            id={`day-up-${day.key}`}
            formNoValidate
            disabled={busy || index === 0}
            className={smallButton}
            aria-label={`Move day ${number} up`}
            {...focusProps(`day-up-${day.key}`)}
          >
            ↑ Up
          </button>
          <button
            type="submit"
            name="intent"
            value={`day-down:${day.key}`}
            id={`day-down-${day.key}`}
            formNoValidate
            disabled={busy || index === count - 1}
            className={smallButton}
            aria-label={`Move day ${number} down`}
            {...focusProps(`day-down-${day.key}`)}
          >
            ↓ Down
          </button>
          <button
            type="submit"
            name="intent"
            value={`day-remove:${day.key}`}
            id={`day-remove-${day.key}`}
            formNoValidate
            disabled={busy}
            className={smallButton}
            aria-label={`Remove day ${number}`}
          >
            Remove
          </button>
        </div>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <InputField
          id={`field-${field("title")}`}
          name={field("title")}
          label={`Day ${number} title`}
          required
          tone={STAFF_TONE}
          defaultValue={day.title}
          error={errors[field("title")]}
          className="space-y-1.5 sm:col-span-2"
          {...focusProps(`field-${field("title")}`)}
        />
        <TextAreaField
          id={`field-${field("description")}`}
          name={field("description")}
          label="What happens"
          rows={3}
          tone={STAFF_TONE}
          defaultValue={day.description}
          error={errors[field("description")]}
          className="space-y-1.5 sm:col-span-2"
          {...focusProps(`field-${field("description")}`)}
        />
        <InputField
          id={`field-${field("accommodation")}`}
          name={field("accommodation")}
          label="Accommodation (as travellers read it)"
          hint="Empty: 'Not specified'."
          tone={STAFF_TONE}
          defaultValue={day.accommodation}
          error={errors[field("accommodation")]}
          {...focusProps(`field-${field("accommodation")}`)}
        />
        <InputField
          id={`field-${field("meals")}`}
          name={field("meals")}
          label="Meals"
          hint="E.g. Breakfast, lunch and dinner."
          tone={STAFF_TONE}
          defaultValue={day.meals}
          error={errors[field("meals")]}
          {...focusProps(`field-${field("meals")}`)}
        />
        <SelectField
          id={`field-${field("parkId")}`}
          name={field("parkId")}
          label="Park (its fees are quoted)"
          tone={STAFF_TONE}
          defaultValue={day.parkId}
          error={errors[field("parkId")]}
          {...focusProps(`field-${field("parkId")}`)}
        >
          <option value="">No park</option>
          {parks.map((park) => (
            <option key={park.id} value={park.id}>
              {park.name}
            </option>
          ))}
        </SelectField>
        <SelectField
          id={`field-${field("hotelId")}`}
          name={field("hotelId")}
          label="Lodge of the night"
          tone={STAFF_TONE}
          defaultValue={day.hotelId}
          error={errors[field("hotelId")]}
          {...focusProps(`field-${field("hotelId")}`)}
        >
          <option value="">None of our lodges</option>
          {hotels.map((hotel) => (
            <option key={hotel.id} value={hotel.id}>
              {hotel.name}
            </option>
          ))}
        </SelectField>
      </div>
    </li>
  );
}
