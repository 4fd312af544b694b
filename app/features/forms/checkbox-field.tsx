// A checkbox with its label beside it and its error below, wired like every other field (fields.tsx). Only the
// staff screens have one, so it is a module of its own, out of the public pages' script.
import type { InputHTMLAttributes } from "react";
import { FieldError, type FieldFrameProps, fieldWiring } from "./fields";

export type CheckboxFieldProps = Omit<FieldFrameProps, "hint" | "required" | "tone"> &
  Required<Pick<FieldFrameProps, "tone">> &
  Omit<InputHTMLAttributes<HTMLInputElement>, "id" | "name" | "type" | "required" | "className"> & { name: string };

export function CheckboxField({ id, label, error, tone, className, ...input }: CheckboxFieldProps) {
  return (
    <div className={className ?? tone.frame}>
      <div className="flex min-h-11 items-center gap-3">
        <input {...input} {...fieldWiring(id, { error, tone })} type="checkbox" className={tone.checkbox} />
        <label htmlFor={id} className={tone.label}>
          {label}
        </label>
      </div>
      {error ? (
        <FieldError id={`${id}-error`} tone={tone}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
