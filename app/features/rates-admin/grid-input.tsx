// A small labelled input for the rate grids: its label for screen readers only (the table's headings say
// it to sighted staff), its error right below it and tied to it.
import { clsx } from "clsx";
import type { InputHTMLAttributes, ReactNode } from "react";

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
    <div className="relative min-w-0">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        {...input}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          "block min-h-10 rounded-md border bg-white px-2 text-base text-stone-900 focus:outline-2 focus:outline-offset-1 focus:outline-stone-900 sm:text-sm",
          error ? "border-red-700" : "border-stone-300",
          className ?? "w-20 sm:w-24",
        )}
      />
      {error ? (
        <p id={`${id}-error`} className="mt-1 max-w-56 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
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
    <div className="relative min-w-0">
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <select
        {...select}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={clsx(
          "block min-h-10 rounded-md border bg-white px-2 text-base text-stone-900 focus:outline-2 focus:outline-offset-1 focus:outline-stone-900 sm:text-sm",
          error ? "border-red-700" : "border-stone-300",
        )}
      >
        {children}
      </select>
      {error ? (
        <p id={`${id}-error`} className="mt-1 max-w-56 text-xs font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
