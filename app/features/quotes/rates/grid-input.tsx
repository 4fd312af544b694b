// A small labelled input for the rate grids: its label for screen readers only (the table's headings say
// it to sighted staff), its error right below it and tied to it.
import { clsx } from "clsx";
import type { InputHTMLAttributes, ReactNode } from "react";

// Inputs and selects look alike so a grid reads as one table; the error border replaces the plain one.
const CONTROL_CLASS =
  "block min-h-10 rounded-md border bg-white px-2 text-base text-stone-900 focus:outline-2 focus:outline-offset-1 focus:outline-stone-900 sm:text-sm";

function controlClass(error: string | undefined, ...extra: (string | undefined)[]): string {
  return clsx(CONTROL_CLASS, error ? "border-red-700" : "border-stone-300", ...extra);
}

/** What ties a control to its error message, for screen readers. */
function errorLink(id: string, error: string | undefined) {
  return { "aria-invalid": error ? true : undefined, "aria-describedby": error ? `${id}-error` : undefined };
}

function GridField({
  id,
  label,
  labelClassName,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  labelClassName: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="relative min-w-0">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 max-w-56 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function GridInput({
  id,
  label,
  error,
  className,
  labelClassName = "sr-only",
  ...input
}: { id: string; label: ReactNode; error?: string; name: string; labelClassName?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  "id" | "className"
> & { className?: string }) {
  return (
    <GridField id={id} label={label} labelClassName={labelClassName} error={error}>
      <input
        {...input}
        id={id}
        {...errorLink(id, error)}
        className={controlClass(error, className ?? "w-20 sm:w-24")}
      />
    </GridField>
  );
}

export function GridSelect({
  id,
  label,
  error,
  children,
  labelClassName = "sr-only",
  ...select
}: {
  id: string;
  label: ReactNode;
  error?: string;
  name: string;
  defaultValue?: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  return (
    <GridField id={id} label={label} labelClassName={labelClassName} error={error}>
      <select {...select} id={id} {...errorLink(id, error)} className={controlClass(error)}>
        {children}
      </select>
    </GridField>
  );
}
