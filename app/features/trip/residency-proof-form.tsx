// The proof of residency upload (a multipart post to the trip page) and the documents already sent, each
// with where our team is in checking it.
import { clsx } from "clsx";
import { Form, useActionData, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { InputField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { tripMessages } from "~/i18n/messages/en/trip";
import { useMessages } from "~/i18n/translate";
import { RESIDENCY_PROOF_ACCEPT, RESIDENCY_PROOF_INTENT } from "./residency-proof";
import { tripPagePath } from "./trip-paths";
import type { TripView } from "./trip-view";

export function ResidencyProofForm({ trip }: { trip: TripView }) {
  const t = useMessages(tripMessages);
  const result = useActionData<FormRefusal>();
  const refusal = result?.status === "error" && result.intent === RESIDENCY_PROOF_INTENT ? result : null;
  const navigation = useNavigation();
  const pending = navigation.state === "submitting" && navigation.formData?.get("intent") === RESIDENCY_PROOF_INTENT;
  return (
    <div className="flex flex-col gap-4 text-sm text-charcoal-800">
      <p>{t("trip.proof.intro", { residency: t(`trip.residency.${trip.residency ?? "resident"}`) })}</p>
      {trip.proofs.length > 0 ? (
        <div>
          <h3 className="font-semibold text-charcoal-900">{t("trip.proof.list")}</h3>
          <ul className="mt-2 flex flex-col gap-2">
            {trip.proofs.map((proof) => (
              <li
                key={proof.id}
                className="flex flex-wrap items-baseline justify-between gap-2 rounded-lg border border-sand-200 px-3 py-2"
              >
                <span className="min-w-0 break-all">
                  {proof.fileName}{" "}
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
        <div>
          <Button type="submit" variant="secondary" pending={pending} className="w-full sm:w-auto">
            {t("trip.proof.submit")}
          </Button>
        </div>
      </Form>
    </div>
  );
}
