// /admin/settings: the response clock's office hours (per weekday, East Africa Time) and the reply target.
// The inbox, the dashboard and the reply-time figure travellers see all count with these.
import { Form, useActionData, useLoaderData, useNavigation } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { formValues } from "~/features/forms/field-errors";
import { InputField } from "~/features/forms/fields";
import { FormAlert } from "~/features/forms/form-alert";
import { isFormRefusal } from "~/features/forms/form-result";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { clockField, clockSettingsFormValues, parseClockSettingsForm } from "~/features/inbox/clock-settings-form";
import { formatOfficeDuration, NEARING_SHARE, REPLY_TARGET_LIMITS } from "~/features/inbox/office-hours";
import { loadClockSettings, saveClockSettings } from "~/features/inbox/response-clock.server";
import { SettingsTabs } from "~/features/operator-settings/settings-tabs";
import { WeekHoursFields } from "~/features/operator-settings/week-hours-fields";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = () => staffMeta("Settings");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "settings");
  const settings = await loadClockSettings(context.db);
  return { values: clockSettingsFormValues(settings), targetMinutes: settings.targetMinutes };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "settings");
  const form = formValues(await readFormData(request));
  const parsed = parseClockSettingsForm(form);
  if (!parsed.ok) {
    return refuse(400, {
      values: form,
      fieldErrors: parsed.fieldErrors,
      // Only fields are wrong: the alert asks for the marked fields rather than saying nothing.
      formError: parsed.formError ?? "Some entries need correcting: see the marked fields.",
    });
  }
  const { changed } = await saveClockSettings(context.db, parsed.settings, { id: staff.id, email: staff.email });
  return redirectWithToast("/admin/settings", {
    type: "success",
    title: changed ? "Response clock saved." : "Nothing changed.",
    description: changed
      ? `The inbox and dashboard now count against a target of ${formatOfficeDuration(parsed.settings.targetMinutes)}.`
      : undefined,
  });
}

export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function SettingsPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData();
  const refusal = isFormRefusal(actionData) ? actionData : null;
  const busy = useNavigation().state === "submitting";
  const values = (refusal?.values as Record<string, string> | undefined) ?? loaded.values;
  const errors = (refusal?.fieldErrors ?? {}) as Record<string, string>;
  return (
    <>
      <PageHeading
        title="Settings"
        description="How the response clock counts: only office time between an enquiry's arrival and the first reply."
      />
      <SettingsTabs />
      <section
        aria-labelledby="clock-heading"
        className="max-w-3xl rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6"
      >
        <h2 id="clock-heading" className="text-lg font-semibold text-stone-950">
          Response clock
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          Times are East Africa Time (UTC+3). An enquiry is marked as nearing the target at{" "}
          {Math.round(NEARING_SHARE * 100)}% of it, and as past it once the target is reached. The figure travellers see
          beside the forms is the median over the last 90 days.
        </p>
        <Form
          method="post"
          noValidate
          aria-labelledby="clock-heading"
          className="mt-5 space-y-6"
          key={refusal ? "refused" : JSON.stringify(loaded.values)}
        >
          {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
          <fieldset>
            <legend className="text-base font-semibold text-stone-900">Office hours</legend>
            <WeekHoursFields idPrefix="clock" fields={clockField} values={values} errors={errors} />
            <p className="mt-2 text-sm text-stone-600">A day without 'Open' ticked counts no office time.</p>
          </fieldset>
          <fieldset aria-describedby="clock-target-hint">
            <legend className="text-base font-semibold text-stone-900">Reply target</legend>
            <p id="clock-target-hint" className="mt-1 text-sm text-stone-600">
              Office time from an enquiry's arrival to the first reply, between {REPLY_TARGET_LIMITS.minMinutes} minutes
              and {REPLY_TARGET_LIMITS.maxMinutes / 60} hours. Now {formatOfficeDuration(loaded.targetMinutes)}.
            </p>
            <div className="mt-3 grid max-w-sm grid-cols-2 gap-3">
              <InputField
                id="clock-target-hours"
                name={clockField.targetHours}
                label="Hours"
                inputMode="numeric"
                tone={STAFF_TONE}
                defaultValue={values[clockField.targetHours] ?? ""}
                error={errors[clockField.targetHours]}
              />
              <InputField
                id="clock-target-minutes"
                name={clockField.targetMinutes}
                label="Minutes"
                inputMode="numeric"
                tone={STAFF_TONE}
                defaultValue={values[clockField.targetMinutes] ?? ""}
                error={errors[clockField.targetMinutes]}
              />
            </div>
          </fieldset>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-60"
          >
            Save response clock
          </button>
        </Form>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
