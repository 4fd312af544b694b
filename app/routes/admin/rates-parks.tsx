// /admin/rates/parks: each park's fees per person per day, by residency, age band and calendar months (or all
// year), in their own currency. Packages add them for each itinerary day spent in the park.
import { Form, useLoaderData } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { formValues } from "~/features/forms/field-errors";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { QUOTE_CURRENCIES, RESIDENCIES } from "~/features/quotes/rate-book";
import { GridInput, GridSelect } from "~/features/quotes/rates/grid-input";
import { PageRefusalAlert, useRatesRefusal } from "~/features/quotes/rates/page-refusal";
import {
  amountText,
  monthsFieldText,
  parseParkFeesForm,
  RESIDENCY_SHORT_LABELS,
  SPARE_ROWS,
} from "~/features/quotes/rates/rate-forms";
import { listParksWithFees, RatesWriteError, saveParkFees } from "~/features/quotes/rates/rates-admin.server";
import { RatesNav } from "~/features/quotes/rates/rates-nav";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import type { Route } from "./+types/rates-parks";

export const meta: Route.MetaFunction = () => staffMeta("Park fees");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "rates");
  return { parks: await listParksWithFees(context.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "rates");
  const form = formValues(await readFormData(request));
  const parkId = /^\d{1,9}$/.test(form.parkId ?? "") ? Number(form.parkId) : null;
  if (parkId === null) return refuse(400, { formError: "Unknown park." });
  const intent = `park-${parkId}`;
  const parsed = parseParkFeesForm(form);
  if (!parsed.ok) return refuse(400, { intent, values: form, fieldErrors: parsed.fieldErrors, formError: null });
  try {
    const saved = await saveParkFees(context.db, {
      parkId,
      fees: parsed.value,
      actor: { id: staff.id, email: staff.email },
    });
    if (!saved) return refuse(404, { intent, values: form, formError: "This park was removed meanwhile." });
  } catch (error) {
    if (error instanceof RatesWriteError) return refuse(409, { intent, values: form, formError: error.message });
    throw error;
  }
  return redirectWithToast(`/admin/rates/parks#park-${parkId}`, { title: "Park fees saved." });
}

export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

type ParkView = Awaited<ReturnType<typeof loader>>["parks"][number];

function ParkFees({ park, refusal, busy }: { park: ParkView; refusal: FormRefusal | null; busy: boolean }) {
  const values = refusal ? (refusal.values as Record<string, string>) : null;
  const errors = (refusal?.fieldErrors ?? {}) as Record<string, string>;
  let rows = park.fees.length + SPARE_ROWS;
  if (values) {
    for (const key of Object.keys(values)) {
      const match = /^fee-(\d{1,2})-/.exec(key);
      if (match) rows = Math.max(rows, Number(match[1]) + 1);
    }
  }
  const headingId = `park-${park.id}`;
  return (
    <section
      id={headingId}
      aria-labelledby={`${headingId}-heading`}
      className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h2 id={`${headingId}-heading`} className="text-lg font-semibold">
        {park.name} <span className="text-sm font-normal text-stone-600">· {park.country}</span>
      </h2>
      {/* Drawn anew after each save, so the fields show the fees as stored ("July - December" reads back as
          "Jul-Dec"); a refused save changes nothing, so what was typed stays. */}
      <Form
        key={park.feesVersion}
        method="post"
        preventScrollReset
        className="mt-3 space-y-3"
        aria-labelledby={`${headingId}-heading`}
      >
        <input type="hidden" name="parkId" value={park.id} />
        {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
        {refusal && !refusal.formError ? <FormAlert>Please correct the highlighted fees.</FormAlert> : null}
        <div className="overflow-x-auto">
          <table className="text-left text-sm">
            <caption className="sr-only">{park.name} fees per person per day</caption>
            <thead>
              <tr className="text-xs text-stone-600 uppercase">
                {["Residency", "Ages", "Months", "Currency", "Per day"].map((heading) => (
                  <th key={heading} scope="col" className="pr-3 pb-1 font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {Array.from({ length: rows }, (_, index) => {
                const fee = park.fees[index];
                const field = (name: string) => `fee-${index}-${name}`;
                const id = (name: string) => `park-${park.id}-${field(name)}`;
                const value = (name: string, saved: string) => (values ? (values[field(name)] ?? "") : saved);
                const row = `row ${index + 1}`;
                return (
                  <tr key={field("row")} className="align-top">
                    <td className="py-1 pr-3">
                      <GridSelect
                        id={id("residency")}
                        name={field("residency")}
                        label={`Residency, ${row}`}
                        defaultValue={value("residency", fee?.residency ?? "non_resident")}
                        error={errors[field("residency")]}
                      >
                        {RESIDENCIES.map((residency) => (
                          <option key={residency} value={residency}>
                            {RESIDENCY_SHORT_LABELS[residency]}
                          </option>
                        ))}
                      </GridSelect>
                    </td>
                    <td className="py-1 pr-3">
                      <div className="flex items-start gap-1">
                        <GridInput
                          id={id("min")}
                          name={field("min")}
                          label={`Youngest age, ${row}`}
                          inputMode="numeric"
                          className="w-12 sm:w-14"
                          defaultValue={value("min", fee ? String(fee.minAge) : "")}
                          error={errors[field("min")]}
                        />
                        <span className="pt-2 text-stone-500" aria-hidden="true">
                          –
                        </span>
                        <GridInput
                          id={id("max")}
                          name={field("max")}
                          label={`Oldest age, ${row}`}
                          inputMode="numeric"
                          className="w-12 sm:w-14"
                          defaultValue={value("max", fee ? String(fee.maxAge) : "")}
                          error={errors[field("max")]}
                        />
                      </div>
                    </td>
                    <td className="py-1 pr-3">
                      <GridInput
                        id={id("months")}
                        name={field("months")}
                        label={`Months, ${row}`}
                        placeholder="All year"
                        className="w-32 sm:w-36"
                        defaultValue={value("months", monthsFieldText(fee?.months ?? null))}
                        error={errors[field("months")]}
                      />
                    </td>
                    <td className="py-1 pr-3">
                      <GridSelect
                        id={id("currency")}
                        name={field("currency")}
                        label={`Currency, ${row}`}
                        defaultValue={value("currency", fee?.currency ?? "USD")}
                        error={errors[field("currency")]}
                      >
                        {QUOTE_CURRENCIES.map((currency) => (
                          <option key={currency} value={currency}>
                            {currency}
                          </option>
                        ))}
                      </GridSelect>
                    </td>
                    <td className="py-1 pr-3">
                      <GridInput
                        id={id("amount")}
                        name={field("amount")}
                        label={`Fee per person per day, ${row}`}
                        inputMode="decimal"
                        defaultValue={value("amount", amountText(fee?.perPersonPerDay))}
                        error={errors[field("amount")]}
                      />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        <p className="text-xs text-stone-600">
          Months as the park charges them: Jul-Dec, or Jan-Feb, Jul-Oct; empty for all year (a month's own row wins over
          an all-year row). Clear a row's ages and amount to remove it. A free band is 0.
        </p>
        <button
          type="submit"
          disabled={busy}
          className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-800 disabled:opacity-60"
        >
          Save fees<span className="sr-only"> of {park.name}</span>
        </button>
      </Form>
    </section>
  );
}

export default function RatesParksPage() {
  const { parks } = useLoaderData<typeof loader>();
  const { refusal, busy } = useRatesRefusal();
  return (
    <>
      <PageHeading
        title="Park fees"
        description="Per person per day, by residency, age (at the start of the trip) and season. Each package's itinerary days name the park they spend in."
      />
      <RatesNav />
      {refusal && !refusal.intent ? <PageRefusalAlert refusal={refusal} /> : null}
      {parks.length === 0 ? <p className="text-sm text-stone-600">There are no parks yet.</p> : null}
      <div className="space-y-6">
        {parks.map((park) => (
          <ParkFees
            key={`${park.id}-${JSON.stringify(park.fees)}`}
            park={park}
            refusal={refusal?.intent === `park-${park.id}` ? refusal : null}
            busy={busy}
          />
        ))}
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
