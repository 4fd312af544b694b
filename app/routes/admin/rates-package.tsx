// /admin/rates/{packageId}: one package's rates. A card per residency (currency, the season x party-size
// grid, single supplements, children's bands), the package's minimum age, whether its rates include park
// fees and each itinerary day's park, and beside them a quote preview priced by the server on these rates.

import { data, Form, Link, useLoaderData } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { CheckboxField } from "~/features/forms/checkbox-field";
import { formValues } from "~/features/forms/field-errors";
import { FormAlert } from "~/features/forms/form-alert";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { STAFF_TONE } from "~/features/forms/staff-field-tones";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { quoteFromQuery } from "~/features/quotes/quote-service.server";
import { RESIDENCIES, type Residency } from "~/features/quotes/rate-book";
import { GridInput, GridSelect } from "~/features/quotes/rates/grid-input";
import { PageRefusalAlert, useRatesRefusal } from "~/features/quotes/rates/page-refusal";
import type { PreviewAnswer, PreviewQuestion } from "~/features/quotes/rates/quote-preview";
import { QuotePreview } from "~/features/quotes/rates/quote-preview";
import { RateCardEditor } from "~/features/quotes/rates/rate-card-editor";
import { parseCardForm, parsePackageSettings, RESIDENCY_LABELS } from "~/features/quotes/rates/rate-forms";
import {
  loadPackageEditor,
  RatesWriteError,
  saveCard,
  savePackageSettings,
} from "~/features/quotes/rates/rates-admin.server";
import { RatesNav } from "~/features/quotes/rates/rates-nav";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import { addDays, businessToday } from "~/utils/business-calendar";
import { sameOriginPath } from "~/utils/same-origin-path";
import type { Route } from "./+types/rates-package";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Rates: ${loaderData.editor.package.title}` : "Package not found");

function packageIdOf(raw: string | undefined): number {
  if (!raw || !/^\d{1,9}$/.test(raw)) throw data({ error: "Package not found" }, { status: 404 });
  return Number(raw);
}

/** The preview's question from the address, with a sensible default (two adults, three months ahead). */
function previewQuestion(url: URL, now = new Date()): PreviewQuestion {
  const get = (name: string) => url.searchParams.get(name)?.trim();
  return {
    start: get("start") || addDays(businessToday(now), 90),
    adults: get("adults") || "2",
    childAges: get("childAges") ?? "",
    residency: get("residency") || "non_resident",
    singles: get("singles") || "0",
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "rates");
  const packageId = packageIdOf(params.packageId);
  const editor = await loadPackageEditor(context.db, packageId);
  if (!editor) throw data({ error: "Package not found" }, { status: 404 });
  const question = previewQuestion(new URL(request.url));
  const asked = new URLSearchParams({
    package: String(packageId),
    start: question.start,
    adults: question.adults,
    residency: question.residency,
    singles: question.singles,
  });
  if (question.childAges) asked.set("childAges", question.childAges.replace(/\s+/g, ""));
  // Fresh: staff see the rates they have just saved, not a cached answer.
  const answered = await quoteFromQuery(context.db, asked, { fresh: true });
  const answer: PreviewAnswer =
    answered.status === 200 ? { quote: answered.quote, errors: null } : { quote: null, errors: answered.errors };
  return { editor, question, answer };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "rates");
  const packageId = packageIdOf(params.packageId);
  const form = formValues(await readFormData(request));
  const editor = await loadPackageEditor(context.db, packageId);
  if (!editor) throw data({ error: "Package not found" }, { status: 404 });
  const actor = { id: staff.id, email: staff.email };
  const url = new URL(request.url);
  const back = sameOriginPath(`${url.pathname}${url.search}`);
  const intent = form.intent ?? "";

  try {
    const residency = intent.startsWith("card-") ? (intent.slice(5) as Residency) : null;
    if (residency && RESIDENCIES.includes(residency)) {
      const parsed = parseCardForm(form);
      if (!parsed.ok) return refuse(400, { intent, values: form, fieldErrors: parsed.fieldErrors, formError: null });
      await saveCard(context.db, {
        packageId,
        residency,
        card: parsed.value,
        actor,
        packageTitle: editor.package.title,
      });
      return redirectWithToast(back, { title: `${RESIDENCY_LABELS[residency]} rates saved.` });
    }
    if (intent === "package") {
      const parsed = parsePackageSettings(form, new Set(editor.parks.map((park) => park.id)));
      if (!parsed.ok) return refuse(400, { intent, values: form, fieldErrors: parsed.fieldErrors, formError: null });
      await savePackageSettings(context.db, {
        packageId,
        packageTitle: editor.package.title,
        settings: parsed.value,
        actor,
      });
      return redirectWithToast(back, { title: "Package settings saved." });
    }
  } catch (error) {
    if (error instanceof RatesWriteError) return refuse(409, { intent, values: form, formError: error.message });
    throw error;
  }
  return refuse(400, { formError: "Unknown action." });
}

export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function RatesPackagePage() {
  const { editor, question, answer } = useLoaderData<typeof loader>();
  const { refusal, busy } = useRatesRefusal();
  const settingsRefusal = refusal?.intent === "package" ? refusal : null;
  const settingsErrors = (settingsRefusal?.fieldErrors ?? {}) as Record<string, string>;
  const settingsValues = settingsRefusal ? (settingsRefusal.values as Record<string, string>) : null;
  const pkg = editor.package;

  return (
    <>
      <p className="mb-3 text-sm">
        <Link to="/admin/rates" className="underline underline-offset-4">
          ← All packages' rates
        </Link>
      </p>
      <PageHeading
        title={`Rates: ${pkg.title}`}
        description={`${pkg.durationDays} days, ${Math.max(pkg.durationDays - 1, 1)} nights priced. Seasons, park fees and exchange rates are shared by every package.`}
        actions={
          // Below the widest layout the preview sits after the cards: one tap away.
          <a
            href="#preview-heading"
            className="inline-flex min-h-10 items-center rounded-lg border border-stone-300 bg-white px-3 text-sm font-semibold text-stone-900 hover:bg-stone-100 xl:hidden"
          >
            Preview quote
          </a>
        }
      />
      <RatesNav />
      {refusal && !refusal.intent?.startsWith("card-") && refusal.intent !== "package" ? (
        <PageRefusalAlert refusal={refusal} />
      ) : null}

      <div className="grid grid-cols-[minmax(0,1fr)] gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="min-w-0 space-y-6">
          {editor.cards.map((card) => (
            <RateCardEditor
              key={`${card.residency}-${JSON.stringify(card)}`}
              card={card}
              label={RESIDENCY_LABELS[card.residency]}
              refusal={refusal?.intent === `card-${card.residency}` ? refusal : null}
              busy={busy}
            />
          ))}

          <section
            aria-labelledby="package-settings"
            className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5"
          >
            <h2 id="package-settings" className="mb-3 text-lg font-semibold">
              Package and park days
            </h2>
            <Form
              method="post"
              preventScrollReset
              className="space-y-4"
              aria-labelledby="package-settings"
              key={JSON.stringify([pkg, editor.days])}
            >
              <input type="hidden" name="intent" value="package" />
              {settingsRefusal?.formError ? <FormAlert>{settingsRefusal.formError}</FormAlert> : null}
              <div className="flex flex-wrap items-end gap-6">
                <GridInput
                  id="minimum-age"
                  name="minimumAge"
                  label="Minimum age (blank: none)"
                  labelClassName="mb-1 block text-sm font-medium text-stone-800"
                  inputMode="numeric"
                  defaultValue={settingsValues ? (settingsValues.minimumAge ?? "") : (pkg.minimumAge?.toString() ?? "")}
                  error={settingsErrors.minimumAge}
                />
                <CheckboxField
                  id="park-fees-included"
                  name="parkFeesIncluded"
                  label="Park fees included in the rates"
                  defaultChecked={settingsValues ? settingsValues.parkFeesIncluded === "on" : pkg.parkFeesIncluded}
                  tone={STAFF_TONE}
                />
              </div>
              {editor.days.length > 0 ? (
                <ol className="space-y-2">
                  {editor.days.map((day) => (
                    <li key={day.dayNumber} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                      <span className="min-w-0 flex-1 basis-48">
                        <span className="font-medium">Day {day.dayNumber}</span> · {day.title}
                        {day.dayNumber > pkg.durationDays ? " (beyond the trip's length)" : ""}
                      </span>
                      <GridSelect
                        id={`day-${day.dayNumber}-park`}
                        name={`day-${day.dayNumber}-park`}
                        label={`Park on day ${day.dayNumber}`}
                        defaultValue={
                          settingsValues
                            ? (settingsValues[`day-${day.dayNumber}-park`] ?? "")
                            : (day.parkId?.toString() ?? "")
                        }
                        error={settingsErrors[`day-${day.dayNumber}-park`]}
                      >
                        <option value="">No park</option>
                        {editor.parks.map((park) => (
                          <option key={park.id} value={park.id}>
                            {park.name}
                          </option>
                        ))}
                      </GridSelect>
                    </li>
                  ))}
                </ol>
              ) : (
                <p className="text-sm text-stone-600">This package has no itinerary days yet.</p>
              )}
              <button
                type="submit"
                disabled={busy}
                className="inline-flex min-h-11 items-center rounded-lg bg-stone-900 px-4 text-sm font-semibold text-white hover:bg-stone-800 disabled:opacity-60"
              >
                Save package settings
              </button>
            </Form>
          </section>
        </div>
        <aside className="min-w-0 xl:sticky xl:top-4 xl:self-start">
          <QuotePreview key={JSON.stringify(question)} question={question} answer={answer} />
        </aside>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
