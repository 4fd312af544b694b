// The M-Pesa form: what to pay (deposit or balance) and the phone to send the request to. A plain POST that
// works without script; with script the shared schema (loaded when the form is first focused) checks the
// entries first, through the form layer's inline validation, and the server still decides.
import { Form, Link, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import type { FieldErrors } from "~/features/forms/field-errors";
import { FieldError, InputField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { useInlineValidation } from "~/features/forms/inline-validation";
import { mpesaPaymentMessages } from "~/i18n/messages/en/mpesa-payments";
import { useMessages } from "~/i18n/translate";

const loadSchema = () => import("./mpesa-schema").then((module) => module.mpesaPaymentSchema);

export interface MpesaPayOption {
  purpose: "deposit" | "balance";
  /** The amount owed, in the booking's currency, ready to show. */
  owed: string;
  /** What M-Pesa will be asked for, in shillings, ready to show. */
  charged: string;
  /** Above M-Pesa's per-transaction limit: paid in parts, or another way. */
  overLimit: boolean;
}

export function MpesaPayForm({
  action,
  options,
  limit,
  limitShillings,
  otherWaysHref,
  values = {},
  fieldErrors = {},
  formError = null,
}: {
  action: string;
  options: MpesaPayOption[];
  /** M-Pesa's per-transaction limit, ready to show ("KES 250,000.00"), and in whole shillings. */
  limit: string;
  limitShillings: number;
  /** Where the traveller can pay by card or bank transfer instead (the trip page). */
  otherWaysHref: string;
  values?: Partial<Record<string, string>>;
  fieldErrors?: FieldErrors;
  formError?: string | null;
}) {
  const t = useMessages(mpesaPaymentMessages);
  const navigation = useNavigation();
  const submit = useSubmit();
  const validation = useInlineValidation(loadSchema, {
    onValid: (form) => submit(form, { method: "post", action }),
  });
  const errors = validation.clientErrors ?? fieldErrors;
  const chosen = values.purpose ?? options[0]?.purpose;
  const overLimit = options.filter((option) => option.overLimit);

  return (
    <Form
      method="post"
      action={action}
      noValidate
      onFocus={validation.prepare}
      onSubmit={validation.onSubmit}
      onChange={validation.onChange}
      className="flex flex-col gap-6"
    >
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <div id="mpesa-limit" className="rounded-lg border border-sand-300 bg-sand-50 p-4 text-charcoal-800">
        <p>{t("mpesa.form.limit", { limit })}</p>
        {overLimit.map((option) => (
          <p key={option.purpose} className="mt-2">
            {t("mpesa.form.overLimit", {
              purpose: t(`mpesa.purpose.${option.purpose}`),
              amount: option.charged,
              limit,
            })}
          </p>
        ))}
        {overLimit.length > 0 ? (
          <p className="mt-2">
            <Link to={otherWaysHref} className="font-semibold text-ochre-700 underline">
              {t("mpesa.form.otherWays")}
            </Link>
          </p>
        ) : null}
      </div>
      <fieldset className="flex flex-col gap-3" aria-describedby={errors.purpose ? "mpesa-purpose-error" : undefined}>
        <legend className="mb-2 font-semibold text-charcoal-900">{t("mpesa.form.purpose")}</legend>
        {options.map((option) => (
          <label key={option.purpose} className="flex items-start gap-3 text-charcoal-800">
            <input
              type="radio"
              name="purpose"
              value={option.purpose}
              defaultChecked={chosen === option.purpose}
              className="mt-1"
            />
            <span>
              {t(`mpesa.form.purpose.${option.purpose}`, { amount: option.owed })}{" "}
              <span className="text-charcoal-600">({t("mpesa.form.charged", { kes: option.charged })})</span>
            </span>
          </label>
        ))}
        {errors.purpose ? <FieldError id="mpesa-purpose-error">{errors.purpose}</FieldError> : null}
      </fieldset>
      <InputField
        id="mpesa-phone"
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        label={t("mpesa.form.phone")}
        hint={t("mpesa.form.phoneHint")}
        defaultValue={values.phone ?? ""}
        error={errors.phone}
        required
      />
      {overLimit.length > 0 || values.amount || errors.amount ? (
        <InputField
          id="mpesa-amount"
          name="amount"
          inputMode="numeric"
          autoComplete="off"
          label={t("mpesa.form.part")}
          hint={t("mpesa.form.partHint", { max: limit })}
          defaultValue={values.amount ?? (overLimit.length > 0 ? String(limitShillings) : "")}
          error={errors.amount}
        />
      ) : null}
      <div>
        <Button type="submit" pending={navigation.state === "submitting"}>
          {t("mpesa.form.submit")}
        </Button>
      </div>
    </Form>
  );
}
