// The M-Pesa form: what to pay (deposit or balance) and the phone to send the request to. A plain POST that
// works without script; with script the shared schema checks the number first and the server still decides.
import { type FormEvent, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { firstErrors, focusFirstError, formValues } from "~/features/forms/inline-validation";
import { mpesaPaymentMessages } from "~/i18n/messages/en/mpesa-payments";
import { useMessages } from "~/i18n/translate";
import { mpesaPaymentSchema } from "./mpesa-schema";

export interface MpesaPayOption {
  purpose: "deposit" | "balance";
  /** The amount owed, in the booking's currency, ready to show. */
  owed: string;
  /** What M-Pesa will be asked for, in shillings, ready to show. */
  charged: string;
}

export function MpesaPayForm({
  action,
  options,
  values = {},
  fieldErrors = {},
  formError = null,
}: {
  action: string;
  options: MpesaPayOption[];
  values?: Partial<Record<string, string>>;
  fieldErrors?: Partial<Record<string, string>>;
  formError?: string | null;
}) {
  const t = useMessages(mpesaPaymentMessages);
  const navigation = useNavigation();
  const [clientErrors, setClientErrors] = useState<Partial<Record<string, string>> | null>(null);
  const errors = clientErrors ?? fieldErrors;
  const chosen = values.purpose ?? options[0]?.purpose;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    const parsed = mpesaPaymentSchema.safeParse(formValues(event.currentTarget));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found = firstErrors(parsed.error);
    setClientErrors(found);
    focusFirstError(event.currentTarget, found);
  }

  return (
    <Form method="post" action={action} noValidate onSubmit={onSubmit} className="flex flex-col gap-6">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
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
        {errors.purpose ? (
          <p id="mpesa-purpose-error" className="text-clay-700 text-sm">
            {errors.purpose}
          </p>
        ) : null}
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
      <div>
        <Button type="submit" pending={navigation.state === "submitting"}>
          {t("mpesa.form.submit")}
        </Button>
      </div>
    </Form>
  );
}
