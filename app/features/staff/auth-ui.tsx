// The frame of the sign-in pages: a card on a quiet background, its submit button, and inline checks with the
// same schema the server uses. Their fields are the form kit's (features/forms/fields.tsx, in the staff tone).
import type { ReactNode } from "react";
import { Link, useSubmit } from "react-router";
import type { z } from "zod";
import { BrandMark } from "~/components/brand-mark";
import type { FieldErrors } from "~/features/forms/field-errors";
import { useInlineValidation } from "~/features/forms/inline-validation";
import { authMessages } from "~/i18n/messages/en/auth";
import { useMessages } from "~/i18n/translate";

export function AuthCard({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  const t = useMessages(authMessages);
  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-stone-100 px-4 py-10 text-stone-900">
      <main id="main" className="w-full max-w-md">
        <div className="mb-6 flex items-center justify-center gap-3">
          <BrandMark className="size-10" />
          <p className="leading-tight">
            <span className="block font-semibold">{t("auth.brand")}</span>
            <span className="block text-sm text-stone-600">{t("auth.portal")}</span>
          </p>
        </div>
        <div className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          {intro ? <p className="mt-2 text-sm text-stone-600">{intro}</p> : null}
          <div className="mt-6">{children}</div>
        </div>
        <p className="mt-6 text-center text-sm">
          <Link to="/" className="text-stone-700 underline underline-offset-4 hover:text-stone-950">
            {t("auth.backToSite")}
          </Link>
        </p>
      </main>
    </div>
  );
}

export function SubmitButton({
  pending,
  label,
  pendingLabel,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <button
      type="submit"
      disabled={pending}
      aria-busy={pending || undefined}
      className="inline-flex min-h-11 w-full items-center justify-center rounded-lg bg-stone-900 px-5 font-semibold text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-60"
    >
      {pending ? pendingLabel : label}
    </button>
  );
}

/**
 * The form layer's inline checks with the schema at hand (these pages are staff-only, so zod is not a cost to
 * defer): errors from the browser's check, else the server's, until the person submits again.
 */
export function useAuthValidation(schema: z.ZodType, serverErrors: FieldErrors | undefined) {
  const submit = useSubmit();
  const validation = useInlineValidation(() => schema, { onValid: (form) => void submit(form) });
  return { errors: validation.clientErrors ?? serverErrors ?? {}, onSubmit: validation.onSubmit };
}
