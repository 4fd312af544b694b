// The 'Book This Safari' form on /safaris/{id}. It posts to that page's action and works without script;
// with script it checks the fields with the server's schema first, proposes the departure from the arrival and the
// safari's length, and shows 'Submitting...' while the post is under way. A refused post keeps the traveller's
// values, its first error in view and focused; an accepted one ends on the booking's confirmation page.
import { Suspense, useEffect, useRef, useState } from "react";
import { Form, useActionData, useNavigation, useSubmit } from "react-router";
import { deferred } from "~/components/deferred";
import { Button } from "~/components/ui/button";
import { showToast } from "~/components/ui/toast-store";
import { InputField, SelectField, TextAreaField } from "~/features/forms/fields";
import { useFocusFirstError } from "~/features/forms/focus-first-error";
import { FormAlert } from "~/features/forms/form-alert";
import { type FormRefusal, isFormRefusal } from "~/features/forms/form-result";
import { useInlineValidation } from "~/features/forms/inline-validation";
import { SourceFields } from "~/features/forms/source-fields";
import type { Quote } from "~/features/quotes/rate-book";
import { HoneypotField } from "~/features/spam/honeypot-field";
import { SUBMISSION_TOKEN_FIELD } from "~/features/spam/submission-token";
import { departureFor } from "~/features/trip/trip-dates";
import { localHref } from "~/i18n/local-href";
import { bookingsMessages } from "~/i18n/messages/en/bookings";
import { useMessages } from "~/i18n/translate";
import { addDays, isCalendarDate } from "~/utils/business-calendar";
import { SAFARI_FORM } from "~/utils/constants";
import type { CountryOption } from "~/utils/countries";
import { BOOKING_TEXT_LIMITS } from "~/utils/form-limits";
import type { QuoteEntries } from "./booking-quote-choices";
import { SHOW_PRICE_INTENT } from "./booking-quote-choices";
import { BookingQuoteFields, PartyFields, ShowPriceButton } from "./booking-quote-fields";

// The price's code loads when there is a price to show (the server's, or the first change to the form).
const BookingQuoteArea = deferred(() => import("./booking-quote-area").then((module) => module.BookingQuoteArea), {
  when: "rendered",
});

/** The `intent` of this form's posts, so the page's action can tell them from any other form's. */
export const SAFARI_BOOKING_INTENT = "book-safari";

/** The form's field names (kept equal to SAFARI_BOOKING_FIELDS; that module brings zod, so it loads lazily). */
export type SafariBookingFormField =
  | "name"
  | "phone"
  | "email"
  | "country"
  | "adults"
  | "children"
  | "arrival"
  | "departure"
  | "message"
  | "otherInfo"
  | "residency"
  | "childAges"
  | "singles"
  | "discountCode"
  | "quotedTotal";

/**
 * What the page's action answers when it does not redirect: the form layer's one refusal shape (with the
 * server's new quote when the price changed, 409), or the quote 'Show price' asked for.
 */
export type SafariBookingActionData =
  | (FormRefusal<SafariBookingFormField> & { quote?: Quote })
  | { status: "priced"; intent: string; quote: Quote; values: Partial<Record<SafariBookingFormField, string>> };

/** What the page's loader passes on (see safariBookingLoaderData). */
export interface SafariBookingFormProps {
  safari: {
    id: number;
    title: string;
    /** Whole units of `currency`; null when the safari is priced on request. */
    price: number | null;
    currency: "KES" | "USD";
    pricePerPerson: boolean;
    /** The safari's length: the departure proposed is its last day. */
    durationDays: number;
  };
  submissionToken: string;
  /** Nairobi's calendar day (YYYY-MM-DD) on the server: the first day a trip can start. */
  today: string;
  /**
   * The country list in the page's language, named on the server: browsers' and the server's region names differ
   * ("Palästina"), and the page must draw the same list as the server did.
   */
  countries: readonly CountryOption[];
}

export const SAFARI_BOOKING_FORM_ID = "safari-booking";

export function SafariBookingForm(props: SafariBookingFormProps) {
  // A new token (after a successful booking) means a new, empty form.
  return <SafariBookingFormBody key={props.submissionToken} {...props} />;
}

// The page's other forms never post here, so a refusal without an intent (from before the action ran) is ours.
function isOwnActionData(value: unknown): value is SafariBookingActionData {
  if (isPriced(value)) return value.intent === SAFARI_BOOKING_INTENT;
  return isFormRefusal(value) && (value.intent === undefined || value.intent === SAFARI_BOOKING_INTENT);
}

function isPriced(value: unknown): value is Extract<SafariBookingActionData, { status: "priced" }> {
  return typeof value === "object" && value !== null && (value as { status?: unknown }).status === "priced";
}

function SafariBookingFormBody({ safari, submissionToken, today, countries }: SafariBookingFormProps) {
  const t = useMessages(bookingsMessages);
  const actionData = useActionData();
  const own = isOwnActionData(actionData) ? actionData : undefined;
  const result = own && isFormRefusal(own) ? own : undefined;
  const navigation = useNavigation();
  const submit = useSubmit();
  // The fragment brings a traveller without script back to the form, not the top of the page.
  const action = localHref(`/safaris/${safari.id}#${SAFARI_BOOKING_FORM_ID}`);
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === SAFARI_BOOKING_INTENT;

  const values: Partial<Record<SafariBookingFormField, string>> = own?.values ?? {};
  // The server's quote ('Show price', or a changed price) until the traveller changes a field.
  const serverQuote = (own && "quote" in own ? own.quote : undefined) ?? null;
  const [entries, setEntries] = useState<QuoteEntries | null>(null);
  const [arrival, setArrival] = useState(values.arrival ?? "");
  // The departure follows the arrival (the safari's last day) until the traveller picks one of their own.
  const proposedDeparture = (from: string | undefined) =>
    from && isCalendarDate(from) ? departureFor(from, safari.durationDays) : "";
  const departureChosen = useRef(Boolean(values.departure) && values.departure !== proposedDeparture(values.arrival));
  const [guests, setGuests] = useState(() => ({
    adults: values.adults ?? String(SAFARI_FORM.adults.default),
    children: values.children ?? String(SAFARI_FORM.children.default),
  }));

  const formRef = useFocusFirstError(own);

  const validation = useInlineValidation(
    () =>
      import("./safari-booking-schema").then((module) =>
        module.createSafariBookingSchema({ today, packageId: safari.id }),
      ),
    { onValid: (form) => submit(form, { method: "post", action, preventScrollReset: true }) },
  );

  function askLiveQuote(form: HTMLFormElement) {
    const values: Record<string, string> = {};
    for (const [name, value] of new FormData(form)) if (typeof value === "string") values[name] = value;
    setEntries({ form: "safari", packageId: safari.id, values });
  }

  useEffect(() => {
    if (result?.formError) {
      showToast({
        type: "error",
        title: result.formErrorTitle ?? t("bookings.toast.error.title"),
        description: result.formError,
      });
    }
  }, [result, t]);

  const errors = validation.clientErrors ?? result?.fieldErrors ?? {};
  const hasErrors = Object.values(errors).some(Boolean);
  const id = (name: SafariBookingFormField) => `${SAFARI_BOOKING_FORM_ID}-${name}`;
  const departureMin = addDays(arrival && isCalendarDate(arrival) && arrival >= today ? arrival : today, 1);
  const quoteId = `${SAFARI_BOOKING_FORM_ID}-quote`;

  return (
    <Form
      ref={formRef}
      method="post"
      action={action}
      noValidate
      preventScrollReset
      id={SAFARI_BOOKING_FORM_ID}
      aria-label={t("bookings.form.label")}
      onFocus={validation.prepare}
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter;
        // 'Show price' asks the server without checking the contact fields.
        if (submitter instanceof HTMLButtonElement && submitter.value === SHOW_PRICE_INTENT) {
          event.preventDefault();
          submit(submitter, { method: "post", action, preventScrollReset: true });
          return;
        }
        validation.onSubmit(event);
      }}
      onChange={(event) => {
        validation.onChange(event);
        askLiveQuote(event.currentTarget);
      }}
      className="relative flex scroll-mt-28 flex-col gap-4"
    >
      <input type="hidden" name="intent" value={SAFARI_BOOKING_INTENT} />
      <input type="hidden" name={SUBMISSION_TOKEN_FIELD} value={submissionToken} />
      <HoneypotField />
      <SourceFields />
      {result?.formError ? (
        <FormAlert title={result.formErrorTitle}>{result.formError}</FormAlert>
      ) : hasErrors ? (
        <FormAlert>{t("bookings.form.fixErrors")}</FormAlert>
      ) : null}

      <InputField
        id={id("name")}
        name="name"
        label={t("bookings.form.name")}
        autoComplete="name"
        required
        minLength={SAFARI_FORM.nameMinLength}
        maxLength={BOOKING_TEXT_LIMITS.name}
        defaultValue={values.name}
        error={errors.name}
      />
      <InputField
        id={id("phone")}
        name="phone"
        type="tel"
        label={t("bookings.form.phone")}
        autoComplete="tel"
        required
        minLength={SAFARI_FORM.phoneMinLength}
        maxLength={BOOKING_TEXT_LIMITS.phone}
        defaultValue={values.phone}
        error={errors.phone}
      />
      <InputField
        id={id("email")}
        name="email"
        type="email"
        label={t("bookings.form.email")}
        autoComplete="email"
        required
        maxLength={BOOKING_TEXT_LIMITS.email}
        defaultValue={values.email}
        error={errors.email}
      />
      <SelectField
        id={id("country")}
        name="country"
        label={t("bookings.form.country")}
        autoComplete="country-name"
        required
        defaultValue={values.country ?? ""}
        error={errors.country}
      >
        <option value="">{t("bookings.form.countryPlaceholder")}</option>
        {countries.map((country) => (
          <option key={country.value} value={country.value}>
            {country.label ?? country.value}
          </option>
        ))}
      </SelectField>
      <PartyFields
        idPrefix={SAFARI_BOOKING_FORM_ID}
        values={guests}
        errors={errors}
        onChange={(field, value) => setGuests((current) => ({ ...current, [field]: value }))}
      />
      <BookingQuoteFields
        idPrefix={SAFARI_BOOKING_FORM_ID}
        values={values}
        errors={errors}
        maxSingles={Number(guests.adults) || SAFARI_FORM.adults.max}
      />
      <InputField
        id={id("arrival")}
        name="arrival"
        type="date"
        label={t("bookings.form.arrival")}
        required
        min={today}
        defaultValue={values.arrival}
        onChange={(event) => {
          const input = event.currentTarget;
          setArrival(input.value);
          const departure = input.form?.elements.namedItem("departure");
          // Set before the form's own change handler reads the fields, so its checks see both dates together.
          if (!departureChosen.current && departure instanceof HTMLInputElement) {
            departure.value = proposedDeparture(input.value);
          }
        }}
        error={errors.arrival}
      />
      <InputField
        id={id("departure")}
        name="departure"
        type="date"
        label={t("bookings.form.departure")}
        required
        min={departureMin}
        defaultValue={values.departure}
        onChange={(event) => {
          departureChosen.current = event.currentTarget.value !== "";
        }}
        error={errors.departure}
      />
      <TextAreaField
        id={id("message")}
        name="message"
        label={t("bookings.form.message")}
        maxLength={BOOKING_TEXT_LIMITS.message}
        defaultValue={values.message}
        error={errors.message}
      />
      <TextAreaField
        id={id("otherInfo")}
        name="otherInfo"
        label={t("bookings.form.otherInfo")}
        hint={t("bookings.form.otherInfoHint")}
        maxLength={BOOKING_TEXT_LIMITS.otherInfo}
        defaultValue={values.otherInfo}
        error={errors.otherInfo}
      />
      {serverQuote || entries ? (
        <Suspense fallback={null}>
          <BookingQuoteArea id={quoteId} serverQuote={serverQuote} entries={entries} title={safari.title} />
        </Suspense>
      ) : null}
      <ShowPriceButton />
      <Button type="submit" size="lg" fullWidth pending={pending}>
        {pending ? t("bookings.form.submitting") : t("bookings.form.submit")}
      </Button>
    </Form>
  );
}
