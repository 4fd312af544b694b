// /admin/rates/seasons: the season calendar every package is priced by. Named date ranges with a kind
// (high, shoulder, green), never two on one day: an overlap is refused naming the season it clashes with.
import { Form, useLoaderData } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { formValues } from "~/features/forms/field-errors";
import { FormAlert } from "~/features/forms/form-alert";
import type { FormRefusal } from "~/features/forms/form-result";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { SEASON_KINDS } from "~/features/quotes/rate-book";
import { GridInput, GridSelect } from "~/features/quotes/rates/grid-input";
import { PageRefusalAlert, useRatesRefusal } from "~/features/quotes/rates/page-refusal";
import { parseSeasonForm, SEASON_LABELS, seasonDates } from "~/features/quotes/rates/rate-forms";
import {
  deleteSeason,
  listSeasons,
  RatesWriteError,
  type SeasonRow,
  saveSeason,
} from "~/features/quotes/rates/rates-admin.server";
import { RatesNav } from "~/features/quotes/rates/rates-nav";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import type { Route } from "./+types/rates-seasons";

export const meta: Route.MetaFunction = () => staffMeta("Season calendar");

const BACK = "/admin/rates/seasons";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "rates");
  return { seasons: await listSeasons(context.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "rates");
  const form = formValues(await readFormData(request));
  const actor = { id: staff.id, email: staff.email };
  const intent = form.intent ?? "";
  const id = /^\d{1,9}$/.test(form.id ?? "") ? Number(form.id) : null;
  const formIntent = id === null ? "add" : `season-${id}`;

  try {
    if (intent === "delete" && id !== null) {
      const name = await deleteSeason(context.db, { id, actor });
      if (name === null)
        return refuse(404, { intent: formIntent, values: form, formError: "This season was already removed." });
      return redirectWithToast(BACK, { title: `${name} removed.` });
    }
    if (intent === "save") {
      const others = (await listSeasons(context.db)).filter((season) => season.id !== id);
      const parsed = parseSeasonForm(form, others);
      if (!parsed.ok) {
        return refuse(400, {
          intent: formIntent,
          values: form,
          fieldErrors: parsed.fieldErrors,
          formError: null,
        });
      }
      const saved = await saveSeason(context.db, { id, season: parsed.value, actor });
      if (!saved)
        return refuse(404, { intent: formIntent, values: form, formError: "This season was removed meanwhile." });
      return redirectWithToast(BACK, {
        title: id === null ? `${parsed.value.name} added.` : `${parsed.value.name} saved.`,
      });
    }
  } catch (error) {
    if (error instanceof RatesWriteError)
      return refuse(409, { intent: formIntent, values: form, formError: error.message });
    throw error;
  }
  return refuse(400, { formError: "Unknown action." });
}

export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

function SeasonForm({
  season,
  refusal,
  busy,
}: {
  season: SeasonRow | null;
  refusal: FormRefusal | null;
  busy: boolean;
}) {
  const prefix = season ? `season-${season.id}` : "season-new";
  const values = refusal ? (refusal.values as Record<string, string>) : null;
  const errors = (refusal?.fieldErrors ?? {}) as Record<string, string>;
  const value = (name: keyof SeasonRow, saved: string) => (values ? (values[name] ?? "") : saved);
  const title = season ? `${season.name}, ${seasonDates(season.startsOn, season.endsOn)}` : "New season";
  const labelClass = "mb-1 block text-xs font-medium text-stone-700";
  return (
    <Form method="post" preventScrollReset aria-label={title} className="space-y-2">
      <input type="hidden" name="intent" value="save" />
      {season ? <input type="hidden" name="id" value={season.id} /> : null}
      {refusal?.formError ? <FormAlert>{refusal.formError}</FormAlert> : null}
      <div className="flex flex-wrap items-start gap-3">
        <GridInput
          id={`${prefix}-name`}
          name="name"
          label="Name"
          labelClassName={labelClass}
          className="w-56"
          required
          maxLength={100}
          defaultValue={value("name", season?.name ?? "")}
          error={errors.name}
        />
        <GridSelect
          id={`${prefix}-kind`}
          name="kind"
          label="Kind"
          labelClassName={labelClass}
          defaultValue={value("kind", season?.kind ?? "high")}
          error={errors.kind}
        >
          {SEASON_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {SEASON_LABELS[kind]}
            </option>
          ))}
        </GridSelect>
        <GridInput
          id={`${prefix}-starts-on`}
          name="startsOn"
          type="date"
          label="First day"
          labelClassName={labelClass}
          className="w-40"
          required
          defaultValue={value("startsOn", season?.startsOn ?? "")}
          error={errors.startsOn}
        />
        <GridInput
          id={`${prefix}-ends-on`}
          name="endsOn"
          type="date"
          label="Last day"
          labelClassName={labelClass}
          className="w-40"
          required
          defaultValue={value("endsOn", season?.endsOn ?? "")}
          error={errors.endsOn}
        />
        <div className="flex gap-2 self-end">
          <button
            type="submit"
            disabled={busy}
            className="inline-flex min-h-10 items-center rounded-lg bg-stone-900 px-3 text-sm font-semibold text-white hover:bg-stone-800 disabled:opacity-60"
          >
            {season ? "Save" : "Add season"}
            {season ? <span className="sr-only"> {season.name}</span> : null}
          </button>
          {season ? (
            <button
              type="submit"
              name="intent"
              value="delete"
              formNoValidate
              disabled={busy}
              className="inline-flex min-h-10 items-center rounded-lg border border-red-300 bg-white px-3 text-sm font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60"
            >
              Delete<span className="sr-only"> {season.name}</span>
            </button>
          ) : null}
        </div>
      </div>
    </Form>
  );
}

export default function RatesSeasonsPage() {
  const { seasons } = useLoaderData<typeof loader>();
  const { refusal, busy } = useRatesRefusal();
  const refusalFor = (intent: string) => (refusal?.intent === intent ? refusal : null);

  return (
    <>
      <PageHeading
        title="Season calendar"
        description="Named stretches of the calendar, first and last day included, shared by every package. No day may be in two seasons; a day in none is priced on request."
      />
      <RatesNav />
      {refusal && !refusal.intent ? <PageRefusalAlert refusal={refusal} /> : null}
      <section aria-labelledby="add-season" className="mb-6 rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
        <h2 id="add-season" className="mb-3 text-lg font-semibold">
          Add a season
        </h2>
        <SeasonForm key={`new-${seasons.length}`} season={null} refusal={refusalFor("add")} busy={busy} />
      </section>
      <section aria-labelledby="seasons-list" className="rounded-xl border border-stone-200 bg-white p-4 sm:p-5">
        <h2 id="seasons-list" className="mb-3 text-lg font-semibold">
          Seasons ({seasons.length})
        </h2>
        {seasons.length === 0 ? (
          <p className="text-sm text-stone-600">No seasons yet: every date is priced on request.</p>
        ) : (
          <ul className="divide-y divide-stone-200">
            {seasons.map((season) => (
              <li
                key={`${season.id}-${season.name}-${season.startsOn}-${season.endsOn}-${season.kind}`}
                className="py-3"
              >
                <SeasonForm season={season} refusal={refusalFor(`season-${season.id}`)} busy={busy} />
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
