// The card form: what to pay (deposit or balance) and a button on to Pesapal. A plain document POST, with or
// without script, since success leaves the site for Pesapal's checkout; refusals come back on the page.
import { Button } from "~/components/ui/button";
import { FieldError } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { cardPaymentMessages } from "~/i18n/messages/en/card-payments";
import { useMessages } from "~/i18n/translate";
import type { ScheduleKind } from "./ledger";

export interface CardPayOption {
  purpose: ScheduleKind;
  /** What is owed for it, in the booking's currency, ready to show. */
  owed: string;
}

export function CardPayForm({
  action,
  options,
  chosen,
  formError,
  formErrorTitle,
  purposeError,
}: {
  action: string;
  options: CardPayOption[];
  chosen?: string;
  formError: string | null;
  formErrorTitle?: string;
  purposeError?: string;
}) {
  const t = useMessages(cardPaymentMessages);
  const selected = options.some((option) => option.purpose === chosen) ? chosen : options[0]?.purpose;
  return (
    <form method="post" action={action} className="flex flex-col gap-6">
      {formError ? <FormAlert title={formErrorTitle}>{formError}</FormAlert> : null}
      {options.length === 0 ? (
        <p role="status" className="text-charcoal-800">
          {t("card.refused.nothingOwed", { purpose: t("card.purpose.inSentence.balance") })}
        </p>
      ) : (
        <>
          <fieldset className="flex flex-col gap-3" aria-describedby={purposeError ? "card-purpose-error" : undefined}>
            <legend className="mb-2 font-semibold text-charcoal-900">{t("card.purpose.label")}</legend>
            {options.map((option) => (
              <label key={option.purpose} className="flex items-start gap-3 text-charcoal-800">
                <input
                  type="radio"
                  name="purpose"
                  value={option.purpose}
                  defaultChecked={selected === option.purpose}
                  className="mt-1"
                />
                <span>
                  {t("card.amountDue", { purpose: t(`card.purpose.${option.purpose}`), amount: option.owed })}
                </span>
              </label>
            ))}
            {purposeError ? <FieldError id="card-purpose-error">{purposeError}</FieldError> : null}
          </fieldset>
          <Button type="submit">{t("card.submit")}</Button>
        </>
      )}
    </form>
  );
}
