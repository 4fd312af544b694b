// One chart of the Numbers page: heading, key, the drawing for the screen's width, its table and its CSV.
import { clsx } from "clsx";
import type { ReactNode } from "react";
import { ChartLegend, ReportChart } from "./report-chart";
import { type ReportRange, rangeQuery } from "./report-range";
import { ReportTable } from "./report-table";
import type { ReportTable as ReportTableData } from "./report-tables";
import type { ChartView } from "./report-view";

export function ReportSection({
  view,
  range,
  heading = "h2",
  intro,
  layout = "below",
}: {
  view: ChartView;
  range: ReportRange;
  heading?: "h2" | "h3";
  intro?: ReactNode;
  /** A narrow table goes beside its chart on wide screens (taking two fifths, or half); a wide one below it. */
  layout?: "beside" | "half" | "below";
}) {
  const Heading = heading;
  return (
    <section
      aria-labelledby={`${view.id}-heading`}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <SectionHeading id={view.id} title={view.title} range={range} heading={Heading} />
      {intro}
      <div
        className={clsx(
          "grid gap-6 xl:items-start",
          layout === "beside" && "xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]",
          layout === "half" && "xl:grid-cols-2",
        )}
      >
        <figure className={clsx("min-w-0 space-y-3", layout === "below" && "max-w-3xl")}>
          <ChartLegend id={view.id} series={view.series} />
          <div className="sm:hidden">
            <ReportChart
              id={`${view.id}-narrow`}
              title={view.title}
              description={view.description}
              geometry={view.drawings.narrow}
              series={view.series}
            />
          </div>
          <div className="hidden sm:block">
            <ReportChart
              id={`${view.id}-wide`}
              title={view.title}
              description={view.description}
              geometry={view.drawings.wide}
              series={view.series}
            />
          </div>
        </figure>
        <ReportTable table={view.table} />
      </div>
    </section>
  );
}

function SectionHeading({
  id,
  title,
  range,
  heading: Heading,
}: {
  id: string;
  title: string;
  range: ReportRange;
  heading: "h2" | "h3";
}) {
  return (
    <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-2">
      <Heading id={`${id}-heading`} className="text-lg font-semibold text-stone-950">
        {title}
      </Heading>
      <a
        href={`/admin/reports/${id}/export.csv?${rangeQuery(range)}`}
        download
        className="inline-flex min-h-10 items-center rounded-lg border border-stone-300 px-3 text-sm font-medium text-stone-900 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-stone-900"
      >
        Download CSV<span className="sr-only">: {title}</span>
      </a>
    </div>
  );
}

/** A section that is only a table (no chart), with its CSV. */
export function TableSection({
  id,
  title,
  intro,
  table,
  range,
}: {
  id: string;
  title: string;
  intro: ReactNode;
  table: ReportTableData;
  range: ReportRange;
}) {
  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-xl border border-stone-200 bg-white p-4 shadow-xs sm:p-6"
    >
      <SectionHeading id={id} title={title} range={range} heading="h2" />
      <div className="mb-4 max-w-3xl text-sm text-stone-700">{intro}</div>
      <div className="max-w-4xl">
        <ReportTable table={table} />
      </div>
    </section>
  );
}
