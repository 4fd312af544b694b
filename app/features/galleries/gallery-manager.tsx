// The staff gallery page's parts: the upload form (with script, the chosen picture shows before it is sent and
// its focal point is set by clicking it; without, two number fields), and one card per picture to describe it,
// move its focal point, reorder it and remove it. Every control is a form that works without script.
import { clsx } from "clsx";
import { type FormEvent, type MouseEvent, useEffect, useId, useRef, useState } from "react";
import { Form } from "react-router";
import { type FieldErrors, fieldErrorsOf, readFormValues } from "~/features/forms/field-errors";
import { Field, InputField } from "~/features/forms/fields";
import { focusFirstError } from "~/features/forms/focus-first-error";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { BUTTON } from "~/features/inbox/enquiry-ui";
import { focalPosition, GalleryImage, type GalleryPictureView } from "./gallery";
import {
  fileProblem,
  GALLERY_ACCEPTED_TYPES,
  GALLERY_ALT_MAX_LENGTH,
  GALLERY_MAX_FILE_BYTES,
  galleryDetailsSchema,
} from "./gallery-schema";

type Refusal = FormRefusal | null;

/** True once the page's script runs: the forms then check themselves and say what is wrong beside each field. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The details' errors by field (alt, focalX, focalY), as the server would give them; null when all is well. */
function detailErrors(form: HTMLFormElement): FieldErrors | null {
  const parsed = galleryDetailsSchema.safeParse(readFormValues(new FormData(form), ["alt", "focalX", "focalY"]));
  return parsed.success ? null : fieldErrorsOf(parsed.error);
}

function clampPercent(value: number): number {
  return Math.min(100, Math.max(0, Math.round(value)));
}

/**
 * The picture whole, with a marker on its focal point; a click (or tap) moves the point there. Keyboard users
 * type the two numbers beside it, so the picture itself is not a control of its own.
 */
export function FocalPointPicker({
  src,
  picture,
  focalX,
  focalY,
  onPick,
  caption,
}: {
  /** A picture not yet uploaded (a blob: address); otherwise `picture`. */
  src?: string;
  picture?: GalleryPictureView;
  focalX: number;
  focalY: number;
  onPick?: (x: number, y: number) => void;
  caption: string;
}) {
  function pick(event: MouseEvent<HTMLDivElement>) {
    if (!onPick) return;
    const box = event.currentTarget.getBoundingClientRect();
    onPick(
      clampPercent(((event.clientX - box.left) / box.width) * 100),
      clampPercent(((event.clientY - box.top) / box.height) * 100),
    );
  }
  const inFrame = { focalX, focalY };
  return (
    <figure className="min-w-0">
      {/* A pointer shortcut for the number fields beside it, which keyboards use. */}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the focal point fields are the keyboard's way */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: as above */}
      <div
        className={clsx("relative overflow-hidden rounded-lg bg-stone-200", onPick && "cursor-crosshair")}
        onClick={pick}
        data-testid="focal-picker"
      >
        {src ? (
          <img src={src} alt="" className="block h-auto w-full" />
        ) : picture ? (
          <GalleryImage picture={picture} alt="" sizes="24rem" className="block h-auto w-full" />
        ) : null}
        <span
          aria-hidden="true"
          className="pointer-events-none absolute size-6 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-stone-900/40 shadow-[0_0_0_2px_rgb(28_25_23)]"
          style={{ left: `${focalX}%`, top: `${focalY}%` }}
          data-testid="focal-marker"
        />
      </div>
      <figcaption className="mt-1 text-xs text-stone-600">{caption}</figcaption>
      {/* How the site's crops will look: a square tile and a wide banner, both around the focal point. */}
      <div className="mt-2 flex items-end gap-2" aria-hidden="true">
        {[
          ["aspect-square w-16", "Square crop"],
          ["aspect-[21/9] w-36", "Wide crop"],
        ].map(([shape, title]) => (
          <span key={title} title={title} className={clsx("overflow-hidden rounded bg-stone-200", shape)}>
            {src ? (
              <img src={src} alt="" className="h-full w-full object-cover" style={focalPosition(inFrame)} />
            ) : picture ? (
              <GalleryImage
                picture={picture}
                alt=""
                sizes="9rem"
                className="h-full w-full object-cover"
                style={focalPosition(inFrame)}
              />
            ) : null}
          </span>
        ))}
      </div>
    </figure>
  );
}

function FocalFields({
  idPrefix,
  focalX,
  focalY,
  setFocal,
  errors,
}: {
  idPrefix: string;
  focalX: string;
  focalY: string;
  setFocal: (x: string, y: string) => void;
  errors: FieldErrors;
}) {
  return (
    <fieldset className="grid grid-cols-2 gap-3">
      <legend className="mb-1 text-sm font-medium text-stone-800">Focal point, where crops centre</legend>
      <InputField
        id={`${idPrefix}-focal-x`}
        name="focalX"
        label="Across, % from the left"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={focalX}
        onChange={(event) => setFocal(event.currentTarget.value, focalY)}
        error={errors.focalX}
        tone={STAFF_TONE}
      />
      <InputField
        id={`${idPrefix}-focal-y`}
        name="focalY"
        label="Down, % from the top"
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={focalY}
        onChange={(event) => setFocal(focalX, event.currentTarget.value)}
        error={errors.focalY}
        tone={STAFF_TONE}
      />
    </fieldset>
  );
}

const ALT_HINT =
  "What the picture shows, for people who cannot see it: “Elephants crossing the Amboseli swamp below Kilimanjaro”.";

function AltField({
  id,
  value,
  setValue,
  error,
  hint,
}: {
  id: string;
  value: string;
  setValue: (v: string) => void;
  error?: string;
  hint?: string;
}) {
  return (
    <Field id={id} label="Description (alt text)" hint={hint} error={error} required tone={STAFF_TONE}>
      {(wiring) => (
        <textarea
          {...wiring}
          name="alt"
          rows={3}
          maxLength={GALLERY_ALT_MAX_LENGTH}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          className={clsx(STAFF_TONE.control, STAFF_TONE.textArea, error ? STAFF_TONE.invalid : STAFF_TONE.valid)}
        />
      )}
    </Field>
  );
}

export function AddPictureForm({ refusal, busy, ownerName }: { refusal: Refusal; busy: boolean; ownerName: string }) {
  const hydrated = useHydrated();
  const id = useId();
  const [alt, setAlt] = useState(refusal?.values.alt ?? "");
  const [focal, setFocalState] = useState({ x: refusal?.values.focalX ?? "50", y: refusal?.values.focalY ?? "50" });
  const [preview, setPreview] = useState<string | null>(null);
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const previewRef = useRef<string | null>(null);

  // A refused post (its refusal is a new object) shows the server's words again.
  useEffect(() => {
    if (refusal) setClientErrors(null);
  }, [refusal]);
  useEffect(
    () => () => {
      if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    },
    [],
  );

  const errors: FieldErrors = clientErrors ?? refusal?.fieldErrors ?? {};
  const setFocal = (x: string, y: string) => setFocalState({ x, y });

  function choose(event: FormEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0] ?? null;
    if (previewRef.current) URL.revokeObjectURL(previewRef.current);
    previewRef.current = null;
    const problem = file ? fileProblem(file) : null;
    if (file && !problem) previewRef.current = URL.createObjectURL(file);
    setPreview(previewRef.current);
    setFocalState({ x: "50", y: "50" });
    setClientErrors((current) => {
      const next = { ...(current ?? refusal?.fieldErrors ?? {}) };
      if (problem) next.file = problem;
      else delete next.file;
      return next;
    });
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    const file = (form.elements.namedItem("file") as HTMLInputElement | null)?.files?.[0] ?? null;
    const found = { ...(detailErrors(form) ?? {}) };
    const problem = fileProblem(file);
    if (problem) found.file = problem;
    if (Object.keys(found).length === 0) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(found);
    focusFirstError(form, found);
  }

  const formError = refusal?.formError && !clientErrors ? refusal.formError : null;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      noValidate={hydrated}
      onSubmit={submit}
      className="space-y-4"
      aria-describedby={formError ? `${id}-error` : undefined}
    >
      <input type="hidden" name="intent" value="add" />
      {formError ? <FormAlert id={`${id}-error`}>{formError}</FormAlert> : null}
      <Field
        id={`${id}-file`}
        label="Picture"
        hint={`JPEG, PNG, WebP, AVIF, HEIC, GIF or TIFF, up to ${GALLERY_MAX_FILE_BYTES / 1024 / 1024} MB. It is resized for phones and large screens.`}
        error={errors.file}
        required
        tone={STAFF_TONE}
      >
        {(wiring) => (
          <input
            {...wiring}
            type="file"
            name="file"
            accept={GALLERY_ACCEPTED_TYPES}
            onChange={choose}
            className="block w-full text-sm text-stone-800 file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-stone-300 file:bg-white file:px-4 file:font-semibold file:text-stone-900 hover:file:bg-stone-100"
          />
        )}
      </Field>
      {preview ? (
        <FocalPointPicker
          src={preview}
          focalX={Number(focal.x) || 0}
          focalY={Number(focal.y) || 0}
          onPick={(x, y) => setFocal(String(x), String(y))}
          caption="Preview, not yet saved. Click where the subject is: crops keep that point in frame."
        />
      ) : null}
      <AltField id={`${id}-alt`} value={alt} setValue={setAlt} error={errors.alt} hint={ALT_HINT} />
      <FocalFields idPrefix={id} focalX={focal.x} focalY={focal.y} setFocal={setFocal} errors={errors} />
      <p className="text-sm text-stone-600">
        The picture goes after the last one in the gallery of {ownerName}; move it to the front to make it the cover.
      </p>
      <button type="submit" className={BUTTON.primary} disabled={busy}>
        {busy ? "Uploading..." : "Upload picture"}
      </button>
    </Form>
  );
}

export function PictureCard({
  picture,
  index,
  count,
  refusal,
  busy,
}: {
  picture: GalleryPictureView;
  index: number;
  count: number;
  /** The refusal of this picture's own form, if the last post was one. */
  refusal: Refusal;
  busy: boolean;
}) {
  const id = `picture-${picture.id}`;
  const [alt, setAlt] = useState(refusal?.values.alt ?? picture.alt);
  const [focal, setFocalState] = useState({
    x: refusal?.values.focalX ?? String(picture.focalX),
    y: refusal?.values.focalY ?? String(picture.focalY),
  });
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const hydrated = useHydrated();
  useEffect(() => {
    if (refusal) setClientErrors(null);
  }, [refusal]);
  const errors: FieldErrors = clientErrors ?? refusal?.fieldErrors ?? {};
  const setFocal = (x: string, y: string) => setFocalState({ x, y });
  const place = index === 0 ? "Cover" : `Picture ${index + 1} of ${count}`;

  function submit(event: FormEvent<HTMLFormElement>) {
    const found = detailErrors(event.currentTarget);
    if (!found) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    setClientErrors(found);
    focusFirstError(event.currentTarget, found);
  }

  return (
    <li
      id={id}
      className="@container scroll-mt-24 rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
      aria-labelledby={`${id}-title`}
      data-testid="gallery-picture"
    >
      <h3 id={`${id}-title`} className="mb-3 text-base font-semibold text-stone-950">
        {place}
        {index === 0 && count > 1 ? <span className="font-normal text-stone-600"> (picture 1 of {count})</span> : null}
      </h3>
      <div className="grid gap-4 @xl:grid-cols-[minmax(0,15rem)_minmax(0,1fr)] @xl:gap-6">
        <FocalPointPicker
          picture={picture}
          focalX={Number(focal.x) || 0}
          focalY={Number(focal.y) || 0}
          onPick={(x, y) => setFocal(String(x), String(y))}
          caption="Click where the subject is, then save."
        />
        <div className="min-w-0 space-y-4">
          <Form method="post" noValidate={hydrated} onSubmit={submit} className="space-y-4" preventScrollReset>
            <input type="hidden" name="intent" value="save" />
            <input type="hidden" name="id" value={picture.id} />
            {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
            <AltField id={`${id}-alt`} value={alt} setValue={setAlt} error={errors.alt} />
            <FocalFields idPrefix={id} focalX={focal.x} focalY={focal.y} setFocal={setFocal} errors={errors} />
            <button type="submit" className={BUTTON.primary} disabled={busy}>
              Save<span className="sr-only"> {place.toLowerCase()}</span>
            </button>
          </Form>
          <div className="flex flex-wrap items-start gap-2 border-t border-stone-200 pt-4">
            <MoveButton picture={picture} direction="up" label="Move up" disabled={busy || index === 0} place={place} />
            <MoveButton
              picture={picture}
              direction="down"
              label="Move down"
              disabled={busy || index === count - 1}
              place={place}
            />
            {index > 0 ? (
              <MoveButton picture={picture} direction="first" label="Make cover" disabled={busy} place={place} />
            ) : null}
            <details className="group">
              <summary className={clsx(BUTTON.danger, "cursor-pointer list-none")}>
                Remove<span className="sr-only"> {place.toLowerCase()}</span>
              </summary>
              <Form method="post" className="mt-2 space-y-2 rounded-lg border border-red-200 bg-red-50 p-3">
                <input type="hidden" name="intent" value="remove" />
                <input type="hidden" name="id" value={picture.id} />
                <p className="text-sm text-stone-900">
                  Remove this picture from the gallery? Its files are deleted; this cannot be undone.
                </p>
                <button type="submit" disabled={busy} className={BUTTON.danger}>
                  Yes, remove it
                </button>
              </Form>
            </details>
          </div>
        </div>
      </div>
    </li>
  );
}

function MoveButton({
  picture,
  direction,
  label,
  disabled,
  place,
}: {
  picture: GalleryPictureView;
  direction: "up" | "down" | "first";
  label: string;
  disabled: boolean;
  place: string;
}) {
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="id" value={picture.id} />
      <input type="hidden" name="direction" value={direction} />
      <button type="submit" id={`move-${direction}-${picture.id}`} disabled={disabled} className={BUTTON.secondary}>
        {label}
        <span className="sr-only">: {place.toLowerCase()}</span>
      </button>
    </Form>
  );
}
