// /admin/reports/{chart}/export.csv?from=&to=: one chart's table of the Numbers page as a spreadsheet.
import { loadClockSettings } from "~/features/inbox/response-clock.server";
import { reportCsv, reportCsvFileName } from "~/features/reports/report-csv.server";
import { readReportFigures } from "~/features/reports/report-queries.server";
import { readRange } from "~/features/reports/report-range";
import { chartIdOf, tableFor } from "~/features/reports/report-tables";
import { requireStaff } from "~/features/staff/staff-session.server";
import { businessToday } from "~/utils/business-calendar";
import type { Route } from "./+types/reports-export";

function plainText(message: string, status: number): Response {
  return new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "reports");
  const chart = chartIdOf(params.chart);
  if (!chart) return plainText("There is no such chart on the Numbers page.", 404);
  const reading = readRange(new URL(request.url).searchParams, businessToday());
  // A download has no page to say it on: the reason is the answer's text.
  if (!reading.ok) return plainText(Object.values(reading.errors).join(" "), 400);
  const figures = await readReportFigures(context.db, reading.range, await loadClockSettings(context.db));
  const table = tableFor(chart, figures);
  context.log.info({ staffId: staff.id, chart, ...reading.range }, "numbers exported");
  return new Response(reportCsv(table), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${reportCsvFileName(table, reading.range)}"`,
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
