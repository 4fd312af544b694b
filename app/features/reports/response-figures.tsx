// The reply-time figures above the histogram: the median, the share within the target, how many were
// measured and how many still wait.
import { formatCount } from "./report-tables";
import type { ResponseSummary } from "./report-view";

export function ResponseFigures({ summary }: { summary: ResponseSummary }) {
  const figures = [
    { key: "median", label: "Median first answer", value: summary.median ?? "–", hint: "office time" },
    {
      key: "within-target",
      label: `Within the ${summary.target} target`,
      value: summary.withinTarget,
      hint: "of answered",
    },
    { key: "answered", label: "Answered", value: formatCount(summary.answered), hint: "enquiries" },
    { key: "waiting", label: "Still waiting", value: formatCount(summary.waiting), hint: "no answer yet" },
  ];
  return (
    <dl className="mb-5 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {figures.map((figure) => (
        <div key={figure.key} className="rounded-lg bg-stone-50 px-3 py-2.5">
          <dt className="text-xs font-medium text-stone-600">{figure.label}</dt>
          <dd className="mt-0.5 text-xl font-semibold text-stone-950 tabular-nums" data-figure={figure.key}>
            {figure.value}
          </dd>
          <dd className="text-xs text-stone-600">{figure.hint}</dd>
        </div>
      ))}
    </dl>
  );
}
