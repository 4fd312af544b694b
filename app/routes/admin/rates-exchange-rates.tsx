// /admin/rates/exchange-rates: how many units of each currency make 1 USD, as staff set them. Quotes shown
// in another currency use these rates and record the one they used.
import { Form, useLoaderData } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { formValues } from "~/features/forms/field-errors";
import { FormAlert } from "~/features/forms/form-alert";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { GridInput } from "~/features/quotes/rates/grid-input";
import { useRatesRefusal } from "~/features/quotes/rates/page-refusal";
import { parseExchangeRatesForm } from "~/features/quotes/rates/rate-forms";
import {
  EXCHANGE_CURRENCIES,
  listExchangeRates,
  RatesWriteError,
  saveExchangeRates,
} from "~/features/quotes/rates/rates-admin.server";
import { RatesNav } from "~/features/quotes/rates/rates-nav";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import type { Route } from "./+types/rates-exchange-rates";

export const meta: Route.MetaFunction = () => staffMeta("Exchange rates");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "rates");
  return { rates: await listExchangeRates(context.db), currencies: EXCHANGE_CURRENCIES };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "rates");
  const form = formValues(await readFormData(request));
  const parsed = parseExchangeRatesForm(form, EXCHANGE_CURRENCIES);
  if (!parsed.ok) return refuse(400, { values: form, fieldErrors: parsed.fieldErrors, formError: null });
  try {
    const changed = await saveExchangeRates(context.db, {
      rates: parsed.value,
      actor: { id: staff.id, email: staff.email },
    });
    return redirectWithToast("/admin/rates/exchange-rates", {
      title: changed === 0 ? "No exchange rate changed." : `${changed} exchange rate${changed === 1 ? "" : "s"} saved.`,
    });
  } catch (error) {
    if (error instanceof RatesWriteError) return refuse(409, { values: form, formError: error.message });
    throw error;
  }
}

export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function RatesExchangePage() {
  const { rates, currencies } = useLoaderData<typeof loader>();
  const { refusal, busy } = useRatesRefusal();
  const values = refusal ? (refusal.values as Record<string, string>) : null;
  const errors = (refusal?.fieldErrors ?? {}) as Record<string, string>;
  return (
    <>
      <PageHeading
        title="Exchange rates"
        description="Units of each currency per 1 USD. A quote shown in another currency converts at these rates and records the rate it used; a blank rate means no conversion to or from that currency."
      />
      <RatesNav />
      <section
        aria-labelledby="exchange-heading"
        className="max-w-xl rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
      >
        <h2 id="exchange-heading" className="mb-3 text-lg font-semibold">
          Per 1 USD
        </h2>
        <Form method="post" className="space-y-4" aria-labelledby="exchange-heading" key={JSON.stringify(rates)}>
          {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
          <div className="grid gap-4 sm:grid-cols-2">
            {currencies.map((currency) => (
              <GridInput
                key={currency}
                id={`rate-${currency}`}
                name={`rate-${currency}`}
                label={`${currency} per 1 USD`}
                labelClassName="mb-1 block text-sm font-medium text-stone-800"
                inputMode="decimal"
                className="w-40"
                defaultValue={values ? (values[`rate-${currency}`] ?? "") : (rates[currency]?.toString() ?? "")}
                error={errors[`rate-${currency}`]}
              />
            ))}
          </div>
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-800 disabled:opacity-60"
          >
            Save exchange rates
          </button>
        </Form>
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
