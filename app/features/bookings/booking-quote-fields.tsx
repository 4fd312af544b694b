// The quote's choices on both booking forms (residency, children's ages, single rooms, a discount code) and
// the 'Show price' button: a second submit, so the price comes from the server without script too.
import { Button } from "~/components/ui/button";
import { InputField, SelectField } from "~/features/forms/fields";
import { bookingQuoteMessages } from "~/i18n/messages/en/booking-quote";
import { bookingsMessages } from "~/i18n/messages/en/bookings";
import { useMessages } from "~/i18n/translate";
import { SAFARI_FORM } from "~/utils/constants";
import { type QuoteChoiceField, RESIDENCY_CHOICES, SHOW_PRICE_INTENT } from "./booking-quote-choices";

/**
 * The party on both booking forms, in the same words and limits (decision 032): adults and children. Their
 * ages are BookingQuoteFields' first field. `onChange` lets a form follow the numbers as they are typed.
 */
export function PartyFields({
  idPrefix,
  values,
  errors,
  onChange,
}: {
  idPrefix: string;
  values: { adults?: string; children?: string };
  errors: Partial<Record<string, string | undefined>>;
  onChange?: (field: "adults" | "children", value: string) => void;
}) {
  const t = useMessages(bookingsMessages);
  return (
    <div className="grid grid-cols-2 gap-4">
      {(["adults", "children"] as const).map((field) => (
        <InputField
          key={field}
          id={`${idPrefix}-${field}`}
          name={field}
          type="number"
          inputMode="numeric"
          label={t(`bookings.form.${field}`)}
          required={field === "adults"}
          min={SAFARI_FORM[field].min}
          max={SAFARI_FORM[field].max}
          step={1}
          defaultValue={values[field]}
          onChange={onChange && ((event) => onChange(field, event.currentTarget.value))}
          error={errors[field]}
        />
      ))}
    </div>
  );
}

export function BookingQuoteFields({
  idPrefix,
  values,
  errors,
  maxSingles,
}: {
  idPrefix: string;
  values: Partial<Record<QuoteChoiceField, string>>;
  errors: Partial<Record<string, string | undefined>>;
  maxSingles: number;
}) {
  // Read while the form is drawn, so a page in another language is sent the quote's texts with it: the price
  // panel, the live quote and the form's checks use them later.
  const t = useMessages(bookingQuoteMessages);
  const id = (name: QuoteChoiceField) => `${idPrefix}-${name}`;
  return (
    <>
      <InputField
        id={id("childAges")}
        name="childAges"
        label={t("bookingQuote.field.childAges")}
        hint={t("bookingQuote.field.childAgesHint")}
        inputMode="numeric"
        autoComplete="off"
        maxLength={80}
        defaultValue={values.childAges}
        error={errors.childAges}
      />
      <SelectField
        id={id("residency")}
        name="residency"
        label={t("bookingQuote.field.residency")}
        defaultValue={values.residency || "non_resident"}
        error={errors.residency}
      >
        {RESIDENCY_CHOICES.map((residency) => (
          <option key={residency} value={residency}>
            {t(`bookingQuote.residency.${residency}`)}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 min-[420px]:grid-cols-2">
        <InputField
          id={id("singles")}
          name="singles"
          type="number"
          inputMode="numeric"
          label={t("bookingQuote.field.singles")}
          min={0}
          max={maxSingles}
          step={1}
          defaultValue={values.singles ?? "0"}
          error={errors.singles}
        />
        <InputField
          id={id("discountCode")}
          name="discountCode"
          label={t("bookingQuote.field.discountCode")}
          autoComplete="off"
          maxLength={32}
          defaultValue={values.discountCode}
          error={errors.discountCode}
        />
      </div>
    </>
  );
}

/** Asks the server for the price of the entries as they are; the page stays with the form. */
export function ShowPriceButton() {
  const t = useMessages(bookingQuoteMessages);
  return (
    <Button type="submit" name="intent" value={SHOW_PRICE_INTENT} variant="secondary" fullWidth>
      {t("bookingQuote.showPrice")}
    </Button>
  );
}
