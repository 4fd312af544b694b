// /admin/reports, "Numbers": the headline figures against the period before, enquiries and bookings per week,
// the funnel, money received, how fast staff answer, where enquiries come from, and each member of staff's
// reply time and conversion, for one date range. Every chart is drawn on the server with its table and CSV
// beside it, so the page needs no script of its own.
import { data, useLoaderData } from "react-router";
import { loadClockSettings } from "~/features/inbox/response-clock.server";
import { listExchangeRates } from "~/features/quotes/rates/rates-admin.server";
import { ComparisonFigures } from "~/features/reports/comparison-figures";
import { DateRangeForm } from "~/features/reports/date-range-form";
import { compareHeadlines, comparisonPeriod, headlineOf, rangeWords } from "~/features/reports/report-comparison";
import { readReportFigures } from "~/features/reports/report-queries.server";
import { rangePresets, readRange } from "~/features/reports/report-range";
import { ReportSection, TableSection } from "~/features/reports/report-section";
import { buildReportView } from "~/features/reports/report-view";
import { ResponseFigures } from "~/features/reports/response-figures";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff } from "~/features/staff/staff-session.server";
import { businessToday } from "~/utils/business-calendar";
import type { Route } from "./+types/reports";

export const meta: Route.MetaFunction = () => staffMeta("Numbers");

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "reports");
  const today = businessToday();
  const reading = readRange(new URL(request.url).searchParams, today);
  const settings = await loadClockSettings(context.db);
  // The period before, for "how are we doing against last month" at the top.
  const previous = comparisonPeriod(reading.range);
  const [figures, before, exchangeRates] = await Promise.all([
    readReportFigures(context.db, reading.range, settings),
    readReportFigures(context.db, previous.range, settings),
    listExchangeRates(context.db),
  ]);
  return data(
    {
      view: buildReportView(figures),
      comparison: {
        figures: compareHeadlines(headlineOf(figures), headlineOf(before), exchangeRates),
        rangeWords: rangeWords(reading.range),
        previousWords: previous.words,
        previousRange: rangeWords(previous.range),
      },
      presets: rangePresets(today),
      errors: reading.ok ? null : reading.errors,
      entered: reading.ok ? null : reading.entered,
    },
    // A range that cannot be shown is a refusal, said in words on the page, which keeps the range before.
    { status: reading.ok ? 200 : 400 },
  );
}

export default function Numbers() {
  const { view, comparison, presets, errors, entered } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeading
        title="Numbers"
        description="Enquiries, bookings, money received, reply times and sources for one date range. Days, weeks (from Monday) and months are East Africa Time; each chart's table holds the numbers it draws."
      />
      <div className="space-y-6">
        <DateRangeForm
          range={view.range}
          presets={presets}
          errors={errors ?? undefined}
          entered={entered ?? undefined}
        />
        <ComparisonFigures {...comparison} />
        <ReportSection view={view.enquiries} range={view.range} />
        <ReportSection view={view.funnel} range={view.range} layout="beside" />
        <section aria-labelledby="revenue-heading" className="space-y-4">
          <div>
            <h2 id="revenue-heading" className="text-lg font-semibold text-stone-950">
              Money received
            </h2>
            <p className="mt-1 max-w-3xl text-sm text-stone-700">
              Payments that succeeded, in the month the money arrived, in each booking's own currency (a payment made in
              another currency counts at what it was credited); refunds are taken off in the month they were recorded.
            </p>
          </div>
          {view.revenue.map((revenue) => (
            <ReportSection key={revenue.id} view={revenue} range={view.range} heading="h3" />
          ))}
        </section>
        <ReportSection
          view={view.responses}
          range={view.range}
          layout="beside"
          intro={<ResponseFigures summary={view.responses.summary} />}
        />
        <ReportSection view={view.sources} range={view.range} layout="half" />
        <TableSection
          id="staff"
          title="By member of staff"
          table={view.staff}
          range={view.range}
          intro="Enquiries received in the range, by who owns them now: how many were answered, the median office time to the first answer (as counted when it was made), and how many reached a paid deposit or further."
        />
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
