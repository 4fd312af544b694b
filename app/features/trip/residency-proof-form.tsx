// The proof of residency upload (a multipart post to the trip page) and the documents already sent, each
// with where our team is in checking it. A booking keeps one document per traveller (at most the feature's
// limit); a new file either takes a free place or replaces a document already sent, chosen in the form.
import { clsx } from "clsx";
import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField, SelectField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { tripMessages } from "~/i18n/messages/en/trip";
import { useMessages } from "~/i18n/translate";
import { RESIDENCY_PROOF_ACCEPT, RESIDENCY_PROOF_INTENT, RESIDENCY_PROOF_REPLACES_FIELD } from "./residency-proof";
import { tripPagePath } from "./trip-paths";
import type { TripView } from "./trip-view";

export function ResidencyProofForm({ trip }: { trip: TripView }) {
  const t = useMessages(tripMessages);
  const result = useActionData<FormRefusal>();
  const refusal = result?.status === "error" && result.intent === RESIDENCY_PROOF_INTENT ? result : null;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === RESIDENCY_PROOF_INTENT;
  const room = trip.proofs.length < trip.proofSlots;
  const typed = (refusal?.values as Record<string, string> | undefined)?.[RESIDENCY_PROOF_REPLACES_FIELD];
  return (
    <div className="flex flex-col gap-4 text-sm text-charcoal-800">
      <p>{t("trip.proof.intro", { residency: t(`trip.residency.${trip.residency ?? "resident"}`) })}</p>
      <p>{t("trip.proof.places", { slots: trip.proofSlots })}</p>
      {trip.proofs.length > 0 ? (
        <div>
          <h3 className="font-semibold text-charcoal-900">{t("trip.proof.list")}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {trip.proofs.map((proof) => (
              <li
                key={proof.id}
                className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-sand-200 px-3 py-2"
              >
                <span className="min-w-0">
                  {t("trip.proof.document", { number: proof.number })}{" "}
                  <span className="text-charcoal-600">
                    ({t("trip.proof.uploadedOn", { date: proof.uploadedText })})
                  </span>
                </span>
                <span
                  className={clsx(
                    "rounded-full px-2.5 py-0.5 text-xs font-semibold",
                    proof.status === "verified" && "bg-emerald-100 text-emerald-900",
                    proof.status === "rejected" && "bg-clay-100 text-clay-800",
                    proof.status === "submitted" && "bg-sand-200 text-charcoal-800",
                  )}
                >
                  {t(`trip.proof.status.${proof.status}`)}
                </span>
                {proof.reviewNote ? <p className="w-full text-charcoal-600">{proof.reviewNote}</p> : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <Form
        method="post"
        action={tripPagePath(trip.token)}
        encType="multipart/form-data"
        preventScrollReset
        className="flex flex-col gap-3"
        aria-labelledby="residency-title"
      >
        <input type="hidden" name="intent" value={RESIDENCY_PROOF_INTENT} />
        {refusal?.formError && !refusal.fieldErrors.file ? <FormAlert>{refusal.formError}</FormAlert> : null}
        <InputField
          id="residency-proof-file"
          name="file"
          type="file"
          accept={RESIDENCY_PROOF_ACCEPT}
          label={t("trip.proof.file")}
          required
          error={refusal?.fieldErrors.file}
          className="[&_input]:py-2.5"
        />
        {trip.proofs.length > 0 ? (
          <SelectField
            id="residency-proof-replaces"
            name={RESIDENCY_PROOF_REPLACES_FIELD}
            label={t("trip.proof.replaces")}
            required={!room}
            defaultValue={typed ?? ""}
            // A kept choice is drawn again when a refusal comes back with it.
            key={typed ?? ""}
          >
            {room ? (
              <option value="">{t("trip.proof.replacesNone")}</option>
            ) : (
              <option value="" disabled>
                {t("trip.proof.replacesChoose")}
              </option>
            )}
            {trip.proofs.map((proof) => (
              <option key={proof.id} value={String(proof.id)}>
                {t("trip.proof.replacesOne", { number: proof.number })}
              </option>
            ))}
          </SelectField>
        ) : null}
        <div>
          <Button type="submit" variant="secondary" pending={pending} className="w-full sm:w-auto">
            {t("trip.proof.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
