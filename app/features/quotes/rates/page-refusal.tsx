// What every rates page reads from its last post: the refused save (if any) and whether a save is on its way.
// A refusal names the form it belongs to by its intent; one naming no form is shown once, above them all.
import { useActionData, useNavigation } from "react-router";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";

export function useRatesRefusal(): { refusal: FormRefusal | null; busy: boolean } {
  const actionData = useActionData() as FormRefusal | undefined;
  const busy = useNavigation().state === "submitting";
  return { refusal: actionData?.status === "error" ? actionData : null, busy };
}

/** The page-wide alert for a refusal no single form owns. */
export function PageRefusalAlert({ refusal }: { refusal: FormRefusal }) {
  return (
    <div className="mb-4">
      <FormAlert>{refusal.formError}</FormAlert>
    </div>
  );
}
