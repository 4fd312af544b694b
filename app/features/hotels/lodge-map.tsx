// A lodge's place on a small map of Kenya and Tanzania (geometry from lodge-map-geometry.ts), its position in
// words, and a link to a closer look on OpenStreetMap, all made and worded by the loader. The picture is one
// image to assistive technology, named by its alternative text; the caption says the same in words for everyone.
import { useId } from "react";
import type { LodgeMapGeometry } from "./lodge-map-geometry";

export interface LodgeMapData {
  geometry: LodgeMapGeometry;
  /** "1.402° S, 35.021° E". */
  position: string;
  openStreetMapUrl: string;
  texts: { title: string; alt: string; open: string; kenya: string; tanzania: string };
}

export function LodgeMap({ map, name }: { map: LodgeMapData; name: string }) {
  const { texts } = map;
  const titleId = useId();
  const { geometry } = map;
  const { point } = geometry;
  const nameX = geometry.nameAnchor === "start" ? point.x + 12 : point.x - 12;
  return (
    <figure className="flex flex-col gap-3">
      <div className="overflow-hidden rounded-2xl bg-[#dcebf0] ring-1 ring-sand-200">
        <svg
          viewBox={`0 0 ${geometry.width} ${geometry.height}`}
          role="img"
          aria-labelledby={titleId}
          className="mx-auto block h-auto max-h-96 w-full"
        >
          <title id={titleId}>{texts.alt}</title>
          <path d={geometry.tanzania} className="fill-sand-100 stroke-sand-500" strokeWidth={1.2} />
          <path d={geometry.kenya} className="fill-sand-200 stroke-sand-500" strokeWidth={1.2} />
          <path d={geometry.islands} className="fill-sand-100 stroke-sand-500" strokeWidth={1} />
          <path d={geometry.lake} fill="#dcebf0" className="stroke-sand-500" strokeWidth={0.8} />
          <g className="fill-charcoal-500 font-sans text-[13px] tracking-[0.2em] uppercase">
            <text x={geometry.labels.kenya.x} y={geometry.labels.kenya.y} textAnchor="middle">
              {texts.kenya}
            </text>
            <text x={geometry.labels.tanzania.x} y={geometry.labels.tanzania.y} textAnchor="middle">
              {texts.tanzania}
            </text>
          </g>
          <g>
            <circle cx={point.x} cy={point.y} r={11} className="fill-ochre-500/25" />
            <circle cx={point.x} cy={point.y} r={5.5} className="fill-clay-600 stroke-white" strokeWidth={2} />
            <text
              x={nameX}
              y={point.y + 4.5}
              textAnchor={geometry.nameAnchor}
              className="fill-charcoal-900 stroke-white font-sans text-[13px] font-semibold"
              strokeWidth={3.5}
              paintOrder="stroke"
            >
              {name}
            </text>
          </g>
        </svg>
      </div>
      <figcaption className="flex flex-col gap-1 text-sm text-charcoal-700">
        <span>{map.position}</span>
        <a
          href={map.openStreetMapUrl}
          rel="noopener external"
          className="font-semibold text-charcoal-900 underline decoration-ochre-400 decoration-2 underline-offset-4 hover:text-ochre-700"
        >
          {texts.open}
        </a>
      </figcaption>
    </figure>
  );
}
