// Step 1 of the booking flow: who is travelling and when. Posts `intent=details`; the server checks the
// fields (the browser checks them first, with the same schema) and answers with the payment step.
import { type RefObject, Suspense, useState } from "react";
import { Form, useActionData, useNavigation, useSubmit } from "react-router";
import { deferred } from "~/components/deferred";
import { Button } from "~/components/ui/button";
import { ArrowRightIcon } from "~/components/ui/icons";
import { InputField, SelectField, TextAreaField } from "~/features/forms/fields";
import { useFocusFirstError } from "~/features/forms/focus-first-error";
import { FormAlert } from "~/features/forms/form-alert";
import { useInlineValidation } from "~/features/forms/inline-validation";
import { HoneypotField } from "~/features/spam/honeypot-field";
import { SUBMISSION_TOKEN_FIELD } from "~/features/spam/submission-token";
import { localHref } from "~/i18n/local-href";
import { bookingFlowMessages } from "~/i18n/messages/en/booking-flow";
import { bookingsMessages } from "~/i18n/messages/en/bookings";
import { useMessages, useNamespaces } from "~/i18n/translate";
import { SAFARI_FORM } from "~/utils/constants";
import type { CountryOption } from "~/utils/countries";
import { BOOKING_TEXT_LIMITS } from "~/utils/form-limits";
import type { FlowDetailsField, FlowDetailsView, FlowLiveTrip, FlowPackage } from "./booking-flow-view";
import type { QuoteEntries } from "./booking-quote-choices";
import { SHOW_PRICE_INTENT } from "./booking-quote-choices";
import { BookingQuoteFields, PartyFields, ShowPriceButton } from "./booking-quote-fields";

export const FLOW_FORM_ID = "booking-flow";

// The price's code loads when there is a price to show (the server's, or the first change to the form).
const BookingQuoteArea = deferred(() => import("./booking-quote-area").then((module) => module.BookingQuoteArea), {
  when: "rendered",
});

export function DetailsStep({
  pkg,
  countries,
  view,
  headingRef,
  onTripChange,
}: {
  pkg: FlowPackage;
  /** The choices of the Country field (the loader's data). */
  countries: readonly CountryOption[];
  view: FlowDetailsView;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onTripChange: (trip: FlowLiveTrip) => void;
}) {
  const t = useMessages(bookingFlowMessages);
  // The party's fields are the 'Book This Safari' form's, in its words.
  const tBookings = useMessages(bookingsMessages);
  // The fields' refusals (the bookings namespace) are formatted only when the traveller errs: named here, so
  // that a page in another language has them at hand and the inline errors speak that language.
  useNamespaces("bookings");
  const navigation = useNavigation();
  const submit = useSubmit();
  const action = localHref(`/booking/${pkg.id}`);
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "details";
  const { values, today } = view;
  const formRef = useFocusFirstError(useActionData());

  const validation = useInlineValidation(
    () =>
      import("./booking-flow-schema").then((module) => module.createBookingFlowSchema({ today, packageId: pkg.id })),
    { onValid: (form) => submit(form, { method: "post", action }) },
  );
  const errors = validation.clientErrors ?? view.fieldErrors;
  const hasErrors = Object.values(errors).some(Boolean);
  const id = (name: FlowDetailsField) => `${FLOW_FORM_ID}-${name}`;
  const quoteId = `${FLOW_FORM_ID}-quote`;
  const serverQuote = view.quote ?? null;
  const [entries, setEntries] = useState<QuoteEntries | null>(null);

  function askLiveQuote(form: HTMLFormElement) {
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
    setEntries({ form: "flow", packageId: pkg.id, values });
  }

  return (
    <div className="flex flex-col gap-6">
      <div>
        <p className="text-sm text-charcoal-600">{t("bookings.flow.stepOf", { step: 1, total: 3 })}</p>
        <h2 ref={headingRef} tabIndex={-1} className="mt-1 font-display text-display-md text-charcoal-900">
          {t("bookings.flow.step.details")}
        </h2>
        <p className="mt-2 text-charcoal-600">{t("bookings.flow.details.intro")}</p>
      </div>
      <Form
        ref={formRef}
        method="post"
        action={action}
        noValidate
        aria-label={t("bookings.flow.step.details")}
        onFocus={validation.prepare}
        onSubmit={(event) => {
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          // 'Show price' asks the server without checking the contact fields first.
          if (submitter instanceof HTMLButtonElement && submitter.value === SHOW_PRICE_INTENT) {
            event.preventDefault();
            submit(submitter, { method: "post", action });
            return;
          }
          void validation.onSubmit(event);
        }}
        onChange={(event) => {
          void validation.onChange(event);
          const form = event.currentTarget;
          askLiveQuote(form);
          const read = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
          onTripChange({ adults: read("adults"), children: read("children"), startDate: read("startDate") });
        }}
        className="flex flex-col gap-5"
      >
        <input type="hidden" name="intent" value="details" />
        <input type="hidden" name={SUBMISSION_TOKEN_FIELD} value={view.submissionToken} />
        <HoneypotField />
        {view.alert ? (
          <FormAlert title={view.alert.title}>{view.alert.description}</FormAlert>
        ) : hasErrors ? (
          <FormAlert>{t("bookings.form.fixErrors")}</FormAlert>
        ) : null}
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            id={id("name")}
            name="name"
            label={tBookings("bookings.form.name")}
            autoComplete="name"
            required
            minLength={SAFARI_FORM.nameMinLength}
            maxLength={BOOKING_TEXT_LIMITS.name}
            defaultValue={values.name}
            error={errors.name}
            className="sm:col-span-2"
          />
          <InputField
            id={id("email")}
            name="email"
            type="email"
            label={t("bookings.flow.email")}
            autoComplete="email"
            required
            maxLength={BOOKING_TEXT_LIMITS.email}
            defaultValue={values.email}
            error={errors.email}
          />
          <InputField
            id={id("phone")}
            name="phone"
            type="tel"
            label={t("bookings.flow.phone")}
            autoComplete="tel"
            required
            maxLength={BOOKING_TEXT_LIMITS.phone}
            defaultValue={values.phone}
            error={errors.phone}
          />
          <SelectField
            id={id("country")}
            name="country"
            label={t("bookings.flow.country")}
            autoComplete="country-name"
            required
            defaultValue={values.country ?? ""}
            error={errors.country}
            className="sm:col-span-2"
          >
            <option value="">{t("bookings.flow.countryPlaceholder")}</option>
            {countries.map((country) => (
              <option key={country.value} value={country.value}>
                {country.label ?? country.value}
              </option>
            ))}
          </SelectField>
          <InputField
            id={id("startDate")}
            name="startDate"
            type="date"
            label={t("bookings.flow.startDate")}
            required
            min={today}
            defaultValue={values.startDate}
            error={errors.startDate}
          />
        </div>
        {/* The party as the 'Book This Safari' form asks it, in the same words. */}
        <PartyFields idPrefix={FLOW_FORM_ID} values={values} errors={errors} />
        <BookingQuoteFields
          idPrefix={FLOW_FORM_ID}
          values={values}
          errors={errors}
          maxSingles={Number(values.adults) || SAFARI_FORM.adults.max}
        />
        {serverQuote || entries ? (
          <Suspense fallback={null}>
            <BookingQuoteArea id={quoteId} serverQuote={serverQuote} entries={entries} title={pkg.title} />
          </Suspense>
        ) : null}
        <ShowPriceButton />
        <TextAreaField
          id={id("specialRequests")}
          name="specialRequests"
          label={t("bookings.flow.specialRequests")}
          hint={t("bookings.flow.specialRequestsHint")}
          rows={4}
          maxLength={BOOKING_TEXT_LIMITS.specialRequests}
          defaultValue={values.specialRequests}
          error={errors.specialRequests}
        />
        <div className="flex justify-end">
          <Button type="submit" size="lg" pending={pending} className="w-full sm:w-auto">
            {pending ? t("bookings.flow.continuing") : t("bookings.flow.continue")}
            {pending ? null : <ArrowRightIcon aria-hidden="true" className="size-4" />}
          </Button>
        </div>
      </Form>
    </div>
  );
}
