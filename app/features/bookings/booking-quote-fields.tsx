// The quote's choices on both booking forms (residency, children's ages, single rooms, a discount code) and
// the 'Show price' button: a second submit, so the price comes from the server without script too.
import { Button } from "~/components/ui/button";
import { InputField, SelectField } from "~/features/forms/fields";
import { type QuoteChoiceField, RESIDENCY_CHOICES, SHOW_PRICE_INTENT } from "./booking-quote-choices";

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
  const id = (name: QuoteChoiceField) => `${idPrefix}-${name}`;
  return (
    <>
      <InputField
        id={id("childAges")}
        name="childAges"
        label="Ages of children, e.g. 4, 9"
        hint="One age per child, in years, at the start."
        inputMode="numeric"
        autoComplete="off"
        maxLength={80}
        defaultValue={values.childAges}
        error={errors.childAges}
      />
      <SelectField
        id={id("residency")}
        name="residency"
        label="Residency"
        defaultValue={values.residency || "non_resident"}
        error={errors.residency}
      >
        {RESIDENCY_CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </SelectField>
      <div className="grid gap-4 min-[420px]:grid-cols-2">
        <InputField
          id={id("singles")}
          name="singles"
          type="number"
          inputMode="numeric"
          label="Single rooms"
          min={0}
          max={maxSingles}
          step={1}
          defaultValue={values.singles ?? "0"}
          error={errors.singles}
        />
        <InputField
          id={id("discountCode")}
          name="discountCode"
          label="Discount code (optional)"
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
  return (
    <Button type="submit" name="intent" value={SHOW_PRICE_INTENT} variant="secondary" fullWidth>
      Show price
    </Button>
  );
}
