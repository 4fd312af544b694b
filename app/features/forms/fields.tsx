// The one kit of labelled form fields. A frame ties each control to its label, hint and error for assistive
// technology (aria-describedby, aria-invalid, aria-required), and the controls the forms use draw inside it.
// The look is a tone: the site's (sand, ochre, charcoal) unless a staff screen passes one of its own
// (staff-field-tones.ts, a module of its own so that public pages never download the staff classes).
import { clsx } from "clsx";
import type { InputHTMLAttributes, ReactNode, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";

export interface FieldTone {
  /** Around the label, control, hint and error. */
  frame: string;
  label: string;
  hint: string;
  error: string;
  /** Every input, select and text area. */
  control: string;
  valid: string;
  invalid: string;
  input: string;
  select: string;
  textArea: string;
  /** A checkbox's box (only staff screens have checkboxes). */
  checkbox?: string;
  /**
   * Whether a required field also carries the native `required`, so the browser checks it before sending. The
   * staff screens let it; the site's forms check with the server's own schema and leave the browser's bubbles
   * out, so they only say the field is required (aria-required).
   */
  nativeRequired: boolean;
}

export const SITE_TONE: FieldTone = {
  frame: "flex min-w-0 flex-col gap-1.5",
  label: "text-sm font-semibold text-charcoal-800",
  hint: "text-sm text-charcoal-500",
  error: "text-sm font-medium text-clay-700",
  control:
    "block w-full rounded-lg border bg-white px-3.5 text-base text-charcoal-900 shadow-xs transition-colors placeholder:text-charcoal-400 focus:border-ochre-600 focus:outline-2 focus:outline-offset-1 focus:outline-focus",
  valid: "border-sand-300 hover:border-sand-400",
  invalid: "border-clay-600",
  input: "min-h-12",
  select: "min-h-12 appearance-auto pr-8",
  textArea: "min-h-12 resize-y py-3 leading-relaxed",
  nativeRequired: false,
};

/** What a control needs from its frame: its id, and the attributes that tie it to the frame's texts. */
export interface FieldWiring {
  id: string;
  "aria-describedby"?: string;
  "aria-invalid"?: true;
  "aria-required"?: true;
  required?: true;
}

export interface FieldFrameProps {
  /** The control's id; its hint and error are `{id}-hint` and `{id}-error`. */
  id: string;
  label: ReactNode;
  hint?: string;
  error?: string;
  /** The person must fill it in. */
  required?: boolean;
  tone?: FieldTone;
  /** Classes for the frame, e.g. a grid span. */
  className?: string;
}

/** The wiring of a control with this id, hint, error and required state, in this tone. */
export function fieldWiring(
  id: string,
  { hint, error, required, tone = SITE_TONE }: Pick<FieldFrameProps, "hint" | "error" | "required" | "tone">,
): FieldWiring {
  const wiring: FieldWiring = { id };
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(" ");
  if (describedBy) wiring["aria-describedby"] = describedBy;
  if (error) wiring["aria-invalid"] = true;
  if (required) wiring[tone.nativeRequired ? "required" : "aria-required"] = true;
  return wiring;
}

/** The frame: label, the control (drawn by `children` with its wiring), the hint and the error. */
export function Field({
  id,
  label,
  hint,
  error,
  required,
  tone = SITE_TONE,
  className,
  children,
}: FieldFrameProps & { children: (wiring: FieldWiring) => ReactNode }) {
  return (
    <div className={clsx(tone.frame, className)}>
      <label htmlFor={id} className={tone.label}>
        {label}
      </label>
      {children(fieldWiring(id, { hint, error, required, tone }))}
      {hint ? (
        <p id={`${id}-hint`} className={tone.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <FieldError id={`${id}-error`} tone={tone}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}

/** A field's error message, for controls that draw their own frame (a group of radio buttons, the chat box). */
export function FieldError({ id, tone = SITE_TONE, children }: { id: string; tone?: FieldTone; children: ReactNode }) {
  return (
    <p id={id} className={tone.error}>
      {children}
    </p>
  );
}

/** The classes of a control of one kind (the tone's `input`, `select` or `textArea`), valid or not. */
export function controlClasses(tone: FieldTone, kind: string, invalid: boolean): string {
  return clsx(tone.control, kind, invalid ? tone.invalid : tone.valid);
}

type ControlProps<Attributes> = FieldFrameProps &
  Omit<Attributes, "id" | "name" | "required" | "className"> & { name: string };

export type InputFieldProps = ControlProps<InputHTMLAttributes<HTMLInputElement>>;

export function InputField({
  id,
  label,
  hint,
  error,
  required,
  tone = SITE_TONE,
  className,
  ...input
}: InputFieldProps) {
  return (
    <Field {...{ id, label, hint, error, required, tone, className }}>
      {(wiring) => <input {...input} {...wiring} className={controlClasses(tone, tone.input, Boolean(error))} />}
    </Field>
  );
}

export type TextAreaFieldProps = ControlProps<TextareaHTMLAttributes<HTMLTextAreaElement>>;

export function TextAreaField({
  id,
  label,
  hint,
  error,
  required,
  tone = SITE_TONE,
  className,
  rows = 3,
  ...textArea
}: TextAreaFieldProps) {
  return (
    <Field {...{ id, label, hint, error, required, tone, className }}>
      {(wiring) => (
        <textarea
          {...textArea}
          {...wiring}
          rows={rows}
          className={controlClasses(tone, tone.textArea, Boolean(error))}
        />
      )}
    </Field>
  );
}

export type SelectFieldProps = ControlProps<SelectHTMLAttributes<HTMLSelectElement>>;

/** A select; its options are the children. */
export function SelectField({
  id,
  label,
  hint,
  error,
  required,
  tone = SITE_TONE,
  className,
  ...select
}: SelectFieldProps) {
  return (
    <Field {...{ id, label, hint, error, required, tone, className }}>
      {(wiring) => <select {...select} {...wiring} className={controlClasses(tone, tone.select, Boolean(error))} />}
    </Field>
  );
}
