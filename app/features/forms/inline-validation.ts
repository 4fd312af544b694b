// Checks a form in the browser with the server's own schema before it is sent; the server still decides.
// The schema may be given at once or loaded on first use (a dynamic import started when the person first
// focuses the form), which keeps zod out of a public page's first script. After a refused attempt each
// change is checked again, so a message goes away as soon as its field is right.
import { type FormEvent, useCallback, useRef, useState } from "react";
import type { z } from "zod";
import { type FieldErrors, fieldErrorsOf, formValues } from "./field-errors";
import { focusFirstError } from "./focus-first-error";

type SchemaSource = () => z.ZodType | Promise<z.ZodType>;

export function useInlineValidation(
  loadSchema: SchemaSource,
  { onValid, onInvalid }: { onValid: (form: HTMLFormElement) => void; onInvalid?: (errors: FieldErrors) => void },
) {
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const schema = useRef<Promise<z.ZodType> | null>(null);

  const prepare = useCallback(() => {
    schema.current ??= Promise.resolve()
      .then(loadSchema)
      .catch((error: unknown) => {
        schema.current = null;
        throw error;
      });
    return schema.current;
  }, [loadSchema]);

  async function check(form: HTMLFormElement): Promise<FieldErrors | null | "unavailable"> {
    try {
      const result = (await prepare()).safeParse(formValues(form));
      return result.success ? null : fieldErrorsOf(result.error);
    } catch {
      // The check could not load (offline?): the server checks anyway.
      return "unavailable";
    }
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const errors = await check(form);
    if (errors === null || errors === "unavailable") {
      setClientErrors(null);
      onValid(form);
      return;
    }
    setClientErrors(errors);
    onInvalid?.(errors);
    focusFirstError(form, errors);
  }

  async function onChange(event: FormEvent<HTMLFormElement>) {
    if (clientErrors === null) return;
    const errors = await check(event.currentTarget);
    if (errors !== "unavailable") setClientErrors(errors ?? {});
  }

  return {
    clientErrors,
    onSubmit,
    onChange,
    prepare: () => void prepare().catch(() => undefined),
    reset: () => setClientErrors(null),
  };
}
