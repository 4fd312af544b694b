// Draws a chart's geometry (worked out on the server, chart-geometry.ts) as an accessible SVG: one image
// with a title and a description, every series filled with its own pattern as well as its colour.
import type { ChartGeometry, ChartPattern, ChartSeries } from "./chart-geometry";

const INK = {
  tick: "#433e38",
  value: "#1f1c19",
  axis: "#433e38",
  label: "#1f1c19",
  grid: "#e9e6e1",
  baseline: "#8c8478",
};

/** The fill of one series: a pattern over its colour, so colour is never the only difference. */
export function SeriesPattern({ id, colour, pattern }: { id: string; colour: string; pattern: ChartPattern }) {
  if (pattern === "solid") return null;
  return (
    <pattern
      id={id}
      width="6"
      height="6"
      patternUnits="userSpaceOnUse"
      patternTransform={pattern === "hatch" ? "rotate(45)" : undefined}
    >
      <rect width="6" height="6" fill={colour} />
      {pattern === "hatch" ? <rect width="2.2" height="6" fill="#ffffff" fillOpacity="0.55" /> : null}
      {pattern === "dots" ? <circle cx="3" cy="3" r="1.3" fill="#ffffff" fillOpacity="0.75" /> : null}
      {pattern === "cross" ? <path d="M0 3H6M3 0V6" stroke="#ffffff" strokeOpacity="0.6" strokeWidth="1.2" /> : null}
    </pattern>
  );
}

export function seriesFill(idPrefix: string, series: ChartSeries): string {
  return series.pattern === "solid" ? series.colour : `url(#${idPrefix}-${series.key})`;
}

export function ReportChart({
  id,
  title,
  description,
  geometry,
  series,
}: {
  id: string;
  title: string;
  description: string;
  geometry: ChartGeometry;
  series: ChartSeries[];
}) {
  const byKey = new Map(series.map((entry) => [entry.key, entry]));
  const fill = (key: string) => {
    const entry = byKey.get(key);
    return entry ? seriesFill(id, entry) : "#8c8478";
  };
  return (
    <svg
      viewBox={`0 0 ${geometry.width} ${geometry.height}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      className="block h-auto w-full overflow-visible"
      data-chart={id}
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <defs>
        {series.map((entry) => (
          <SeriesPattern key={entry.key} id={`${id}-${entry.key}`} colour={entry.colour} pattern={entry.pattern} />
        ))}
      </defs>
      {geometry.rules.map((rule, index) => (
        <line
          key={index}
          x1={rule.x1}
          y1={rule.y1}
          x2={rule.x2}
          y2={rule.y2}
          stroke={rule.role === "grid" ? INK.grid : INK.baseline}
          strokeWidth={rule.role === "grid" ? 1 : 1.25}
        />
      ))}
      {geometry.rects.map((rect, index) => (
        <rect
          key={index}
          x={rect.x}
          y={rect.y}
          width={Math.max(rect.width, 0.5)}
          height={Math.max(rect.height, 0.5)}
          fill={fill(rect.series)}
          stroke="#ffffff"
          strokeWidth={0.75}
          data-series={rect.series}
        />
      ))}
      {geometry.paths.map((path) => (
        <path
          key={path.series}
          d={path.d}
          fill="none"
          stroke={byKey.get(path.series)?.colour ?? INK.value}
          strokeWidth={2}
          strokeLinejoin="round"
        />
      ))}
      {geometry.dots.map((dot, index) => (
        <circle
          key={index}
          cx={dot.cx}
          cy={dot.cy}
          r={3.5}
          fill={byKey.get(dot.series)?.colour ?? INK.value}
          stroke="#ffffff"
          strokeWidth={1.5}
        />
      ))}
      {geometry.texts.map((text, index) => (
        <text
          key={index}
          x={text.x}
          y={text.y}
          textAnchor={text.anchor}
          fontSize={text.role === "value" ? 11 : text.role === "empty" ? 14 : 12}
          fontWeight={text.role === "value" || text.role === "label" ? 600 : 400}
          fill={INK[text.role === "empty" ? "axis" : text.role]}
        >
          {text.text}
        </text>
      ))}
    </svg>
  );
}

/** The key to a chart: a swatch in each series' own fill and its name. */
export function ChartLegend({ id, series }: { id: string; series: ChartSeries[] }) {
  return (
    <ul className="flex flex-wrap gap-x-5 gap-y-1.5 text-sm text-stone-700">
      {series.map((entry) => (
        <li key={entry.key} className="flex items-center gap-2">
          <svg width="22" height="14" viewBox="0 0 22 14" aria-hidden="true" className="shrink-0">
            <defs>
              <SeriesPattern id={`${id}-key-${entry.key}`} colour={entry.colour} pattern={entry.pattern} />
            </defs>
            {entry.line ? (
              <>
                <line x1="1" y1="7" x2="21" y2="7" stroke={entry.colour} strokeWidth="2" />
                <circle cx="11" cy="7" r="3.5" fill={entry.colour} stroke="#ffffff" strokeWidth="1.5" />
              </>
            ) : (
              <rect x="1" y="1" width="20" height="12" fill={seriesFill(`${id}-key`, entry)} />
            )}
          </svg>
          {entry.label}
        </li>
      ))}
    </ul>
  );
}
