// /admin/settings/business: the facts travellers rely on (phone, e-mail, phone hours, postal address, bank
// account, M-Pesa paybill, social profiles). The footer, the contact page, the trip page, the e-mails and the
// PDFs all read them from here; saving refreshes the cached public pages.
import { type FormEvent, useEffect, useRef } from "react";
import { Form, useActionData, useLoaderData, useNavigation, useSubmit } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { formValues } from "~/features/forms/field-errors";
import { InputField } from "~/features/forms/fields";
import { focusFirstError } from "~/features/forms/focus-first-error";
import { FormAlert } from "~/features/forms/form-alert";
import { isFormRefusal } from "~/features/forms/form-result";
import { useInlineValidation } from "~/features/forms/inline-validation";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { factPartStates, SOCIAL_NETWORKS, type SocialNetwork } from "~/features/operator-settings/operator-facts";
import { loadOperatorFacts, saveOperatorFacts } from "~/features/operator-settings/operator-facts.server";
import {
  ADDRESS_FIELDS,
  factField,
  factsFormValues,
  operatorFactsFormSchema,
  PHONE_HOURS_FIELDS,
  parseOperatorFactsForm,
} from "~/features/operator-settings/operator-facts-form";
import { SettingsTabs } from "~/features/operator-settings/settings-tabs";
import { WeekHoursFields } from "~/features/operator-settings/week-hours-fields";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import type { Route } from "./+types/settings-business";

export const meta: Route.MetaFunction = () => staffMeta("Business details");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "settings");
  const facts = await loadOperatorFacts(context.db);
  return { values: factsFormValues(facts), states: factPartStates(facts) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "settings");
  const form = formValues(await readFormData(request));
  const parsed = parseOperatorFactsForm(form);
  if (!parsed.ok) {
    return refuse(400, {
      values: form,
      fieldErrors: parsed.fieldErrors,
      formError: "Some details need correcting: see the marked fields.",
    });
  }
  const { changed } = await saveOperatorFacts(context.db, parsed.facts, { id: staff.id, email: staff.email });
  return redirectWithToast("/admin/settings/business", {
    type: "success",
    title: changed ? "Business details saved." : "Nothing changed.",
    description: changed ? "The website, e-mails and PDFs show them from now on." : undefined,
  });
}

export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

const SOCIAL_LABELS: Record<SocialNetwork, { label: string; example: string }> = {
  facebook: { label: "Facebook page", example: "https://www.facebook.com/yourcompany" },
  instagram: { label: "Instagram profile", example: "https://www.instagram.com/yourcompany" },
  youtube: { label: "YouTube channel", example: "https://www.youtube.com/@yourcompany" },
  tripadvisor: { label: "Tripadvisor page", example: "https://www.tripadvisor.com/Attraction_Review-..." },
};

// Form order, for putting the cursor in the first field to correct.
const FIELD_ORDER = [
  "phone",
  "email",
  ...PHONE_HOURS_FIELDS,
  ...ADDRESS_FIELDS,
  "bankName",
  "accountName",
  "accountNumber",
  "branch",
  "swiftCode",
  "mpesaPaybill",
  ...SOCIAL_NETWORKS,
];

const SECTION = "rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6";
const SECTION_TITLE = "text-lg font-semibold text-stone-950";
const NOTE = "mt-1 text-sm text-stone-600";

function StateNote({ state }: { state: "missing" | "sample" | "set" }) {
  if (state === "set") return null;
  return (
    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 align-middle text-xs font-semibold text-amber-900">
      {state === "sample" ? "Sample" : "Not set"}
    </span>
  );
}

export default function BusinessSettingsPage() {
  const loaded = useLoaderData<typeof loader>();
  const actionData = useActionData();
  const refusal = isFormRefusal(actionData) ? actionData : null;
  const busy = useNavigation().state === "submitting";
  const submit = useSubmit();
  const formRef = useRef<HTMLFormElement>(null);
  const validation = useInlineValidation(() => operatorFactsFormSchema, { onValid: (form) => void submit(form) });
  const values = (refusal?.values as Record<string, string> | undefined) ?? loaded.values;
  const errors = (validation.clientErrors ?? refusal?.fieldErrors ?? {}) as Record<string, string>;
  // Without script the first field to correct has the cursor as the page arrives; with script, after each refusal.
  const firstError = FIELD_ORDER.find((name) => errors[name]);
  useEffect(() => {
    if (refusal && formRef.current) focusFirstError(formRef.current, refusal.fieldErrors as Record<string, string>);
  }, [refusal]);

  const field = (name: string, label: string, extra: Partial<Parameters<typeof InputField>[0]> = {}) => (
    <InputField
      id={`business-${name}`}
      name={name}
      label={label}
      tone={STAFF_TONE}
      defaultValue={values[name] ?? ""}
      error={errors[name]}
      autoFocus={name === firstError && !validation.clientErrors}
      {...extra}
    />
  );

  return (
    <>
      <PageHeading
        title="Settings"
        description="What travellers see on the website, in their e-mails and on their invoices and itineraries."
      />
      <SettingsTabs />
      <Form
        ref={formRef}
        method="post"
        noValidate
        aria-labelledby="business-heading"
        className="max-w-3xl space-y-6"
        key={refusal ? "refused" : JSON.stringify(loaded.values)}
        onSubmit={(event: FormEvent<HTMLFormElement>) => validation.onSubmit(event)}
        onChange={(event: FormEvent<HTMLFormElement>) => void validation.onChange(event)}
      >
        <h2 id="business-heading" className="sr-only">
          Business details
        </h2>
        {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
        {validation.clientErrors && Object.keys(validation.clientErrors).length > 0 ? (
          <FormAlert>Some details need correcting: see the marked fields.</FormAlert>
        ) : null}

        <section aria-labelledby="business-reach" className={SECTION}>
          <h3 id="business-reach" className={SECTION_TITLE}>
            How travellers reach you
            <StateNote state={worst(loaded.states.phone, loaded.states.email)} />
          </h3>
          <p className={NOTE}>In the footer, on the contact and chat pages, in every booking e-mail and PDF.</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {field("phone", "Phone", {
              type: "tel",
              autoComplete: "tel",
              required: true,
              hint: "With the country code.",
            })}
            {field("email", "E-mail", { type: "email", autoComplete: "email", required: true })}
          </div>
          <fieldset className="mt-5" aria-describedby="business-phone-hours-hint">
            <legend className="text-base font-semibold text-stone-900">Phone hours</legend>
            <p id="business-phone-hours-hint" className={NOTE}>
              When the phone is answered, in East Africa Time. The contact page words them in the visitor's language,
              beside the office hours (set with the response clock). Tick no day to show no phone hours.
            </p>
            <WeekHoursFields
              idPrefix="business-phone"
              fields={factField.phoneHours}
              values={values}
              errors={errors}
              openLabel="Answered"
              autoFocusName={validation.clientErrors ? undefined : firstError}
            />
          </fieldset>
        </section>

        <section aria-labelledby="business-address" className={SECTION}>
          <h3 id="business-address" className={SECTION_TITLE}>
            Postal address
            <StateNote state={loaded.states.address} />
          </h3>
          <p className={NOTE}>One line per field, as it should be printed. The first line is required.</p>
          <div className="mt-4 grid gap-4">
            {ADDRESS_FIELDS.map((name, index) =>
              field(name, `Address line ${index + 1}`, { required: index === 0, autoComplete: "off" }),
            )}
          </div>
        </section>

        <section aria-labelledby="business-bank" className={SECTION}>
          <h3 id="business-bank" className={SECTION_TITLE}>
            Bank transfer
            <StateNote state={loaded.states.bank} />
          </h3>
          <p className={NOTE}>
            Shown to travellers who pay by bank transfer, with their booking reference. Leave every field empty to show
            no bank account; until a real account is set, travellers are asked to contact you for it.
          </p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {field("bankName", "Bank")}
            {field("accountName", "Account name")}
            {field("accountNumber", "Account number")}
            {field("branch", "Branch")}
            {field("swiftCode", "SWIFT (BIC) code", { autoCapitalize: "characters" })}
          </div>
        </section>

        <section aria-labelledby="business-mpesa" className={SECTION}>
          <h3 id="business-mpesa" className={SECTION_TITLE}>
            M-Pesa
            <StateNote state={loaded.states.mpesa} />
          </h3>
          <p className={NOTE}>
            The Lipa na M-Pesa paybill number travellers pay to, with their booking reference as the account number.
          </p>
          <div className="mt-4 max-w-xs">{field("mpesaPaybill", "Paybill number", { inputMode: "numeric" })}</div>
        </section>

        <section aria-labelledby="business-social" className={SECTION}>
          <h3 id="business-social" className={SECTION_TITLE}>
            Social profiles
            <StateNote state={loaded.states.social} />
          </h3>
          <p className={NOTE}>Linked from the footer. Leave a field empty to show no link.</p>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            {SOCIAL_NETWORKS.map((network) =>
              field(network, SOCIAL_LABELS[network].label, {
                type: "url",
                inputMode: "url",
                placeholder: SOCIAL_LABELS[network].example,
              }),
            )}
          </div>
        </section>

        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-stone-900 disabled:opacity-60"
        >
          Save business details
        </button>
      </Form>
    </>
  );
}

function worst(...states: ("missing" | "sample" | "set")[]) {
  return states.includes("missing") ? "missing" : states.includes("sample") ? "sample" : "set";
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
