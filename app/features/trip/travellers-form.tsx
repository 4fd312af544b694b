// One block of fields per traveller. Posts to the trip page without script; with script the server's own
// schema checks it first (loaded when the form is first focused, so zod stays out of the page's first
// script). A refused post shows each message beside its field and keeps every entry.
import { Form, useActionData, useNavigation, useSubmit } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField, TextAreaField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { useInlineValidation } from "~/features/forms/inline-validation";
import { tripMessages } from "~/i18n/messages/en/trip";
import { tripFormsMessages } from "~/i18n/messages/en/trip-forms";
import { useMessages } from "~/i18n/translate";
import { TRAVELLER_LIMITS, TRAVELLERS_INTENT, type TravellerField, travellerFieldName } from "./travellers-fields";
import { tripPagePath } from "./trip-paths";
import type { TripView } from "./trip-view";

export function TravellersForm({ trip }: { trip: TripView }) {
  const t = useMessages(tripMessages);
  // The checks' words, read now so a page in another language is sent them for the schema loaded later.
  useMessages(tripFormsMessages);
  const action = tripPagePath(trip.token);
  const result = useActionData<FormRefusal>();
  const refusal = result?.status === "error" && result.intent === TRAVELLERS_INTENT ? result : null;
  const navigation = useNavigation();
  const submit = useSubmit();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === TRAVELLERS_INTENT;

  const validation = useInlineValidation(
    () =>
      import("./travellers-schema").then((module) =>
        module.travellersSchema({ count: trip.travellers.length, tripEnd: trip.endDate, today: trip.today }),
      ),
    { onValid: (form) => submit(form, { method: "post", action, preventScrollReset: true }) },
  );
  const errors: Partial<Record<string, string>> = validation.clientErrors ?? refusal?.fieldErrors ?? {};
  const hasErrors = Object.keys(errors).length > 0;

  return (
    <Form
      method="post"
      action={action}
      noValidate
      preventScrollReset
      onFocus={validation.prepare}
      onSubmit={validation.onSubmit}
      onChange={validation.onChange}
      aria-labelledby="travellers-title"
      className="flex flex-col gap-6"
    >
      <input type="hidden" name="intent" value={TRAVELLERS_INTENT} />
      <p className="text-sm text-charcoal-700">{t("trip.travellers.intro", { months: trip.retentionMonths })}</p>
      {refusal?.formError ? (
        <FormAlert>{refusal.formError}</FormAlert>
      ) : hasErrors ? (
        <FormAlert>{t("trip.travellers.invalid")}</FormAlert>
      ) : null}
      {trip.travellers.map((traveller) => {
        const name = (field: TravellerField) => travellerFieldName(traveller.position, field);
        const id = (field: TravellerField) => `traveller-${traveller.position}-${field}`;
        const value = (field: TravellerField) => refusal?.values[name(field)] ?? traveller[field];
        const field = (fieldName: TravellerField) => ({
          id: id(fieldName),
          name: name(fieldName),
          defaultValue: value(fieldName),
          error: errors[name(fieldName)],
        });
        return (
          <fieldset key={traveller.position} className="rounded-lg border border-sand-200 p-4 sm:p-5">
            <legend className="px-1 text-lg font-semibold text-charcoal-900">
              {traveller.position === 1
                ? t("trip.travellers.lead")
                : t("trip.travellers.traveller", { position: traveller.position })}
            </legend>
            {traveller.removedText ? (
              <div className="mb-4">
                <FormAlert tone="info">{t("trip.travellers.removed", { date: traveller.removedText })}</FormAlert>
              </div>
            ) : null}
            <div className="grid gap-4 sm:grid-cols-2">
              <InputField
                {...field("fullName")}
                label={t("trip.travellers.fullName")}
                autoComplete={traveller.position === 1 ? "name" : "off"}
                maxLength={TRAVELLER_LIMITS.name}
                required
              />
              <InputField
                {...field("nationality")}
                label={t("trip.travellers.nationality")}
                maxLength={TRAVELLER_LIMITS.nationality}
                required
              />
              <InputField
                {...field("passportNumber")}
                label={t("trip.travellers.passportNumber")}
                autoComplete="off"
                autoCapitalize="characters"
                maxLength={40}
                required
              />
              <InputField
                {...field("passportExpiry")}
                type="date"
                label={t("trip.travellers.passportExpiry")}
                required
              />
              <InputField {...field("dateOfBirth")} type="date" label={t("trip.travellers.dateOfBirth")} required />
              <InputField
                {...field("emergencyContact")}
                label={t("trip.travellers.emergencyContact")}
                hint={t("trip.travellers.emergencyHint")}
                maxLength={TRAVELLER_LIMITS.contact}
              />
              <TextAreaField
                {...field("dietaryNeeds")}
                label={t("trip.travellers.dietaryNeeds")}
                rows={2}
                maxLength={TRAVELLER_LIMITS.notes}
              />
              <TextAreaField
                {...field("medicalNotes")}
                label={t("trip.travellers.medicalNotes")}
                hint={t("trip.travellers.medicalHint")}
                rows={2}
                maxLength={TRAVELLER_LIMITS.notes}
              />
            </div>
          </fieldset>
        );
      })}
      <div>
        <Button type="submit" size="lg" pending={pending} className="w-full sm:w-auto">
          {pending ? t("trip.travellers.submitting") : t("trip.travellers.submit")}
        </Button>
      </div>
    </Form>
  );
}
