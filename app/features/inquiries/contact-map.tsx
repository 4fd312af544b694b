// Where the office is: an illustrated map drawn here (no key, no third-party request, nothing to fail)
// with a link to OpenStreetMap. A visitor who wants to pan and zoom can swap in OpenStreetMap's embedded
// map, which is only fetched then. The button submits a GET form (?map=live#office-map) the page's loader
// honours, so it works before this code has arrived and without script; once the code runs, it swaps in place.
import { type MouseEvent, useState } from "react";
import { MapPinIcon } from "~/components/ui/icons";
import { contactMessages } from "~/i18n/messages/en/contact";
import { useMessages } from "~/i18n/translate";
import { LIVE_MAP, MAP_ANCHOR, MAP_PARAM } from "./live-map-address";

/** The office on Kenyatta Avenue, Nairobi. */
export const OFFICE_LOCATION = { latitude: -1.284, longitude: 36.8225 } as const;

const { latitude, longitude } = OFFICE_LOCATION;
export const OPENSTREETMAP_LINK = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
const EMBED_URL = `https://www.openstreetmap.org/export/embed.html?bbox=${longitude - 0.008}%2C${latitude - 0.005}%2C${
  longitude + 0.008
}%2C${latitude + 0.005}&layer=mapnik&marker=${latitude}%2C${longitude}`;

export function ContactMap({ live = false }: { live?: boolean }) {
  const t = useMessages(contactMessages);
  const [interactive, setInteractive] = useState(live);

  function showLiveMap(event: MouseEvent<HTMLButtonElement>) {
    event.preventDefault();
    setInteractive(true);
  }

  return (
    <figure
      id={MAP_ANCHOR}
      className="overflow-hidden rounded-(--radius-card) bg-white shadow-(--shadow-card) ring-1 ring-charcoal-900/5"
    >
      <div className="relative aspect-[4/3] w-full bg-sand-100 sm:aspect-[16/10]">
        {interactive ? (
          <iframe
            title={t("contact.map.frameTitle")}
            src={EMBED_URL}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <>
            <MapIllustration label={t("contact.map.illustration")} />
            <form method="get" action={`#${MAP_ANCHOR}`}>
              <button
                type="submit"
                name={MAP_PARAM}
                value={LIVE_MAP}
                onClick={showLiveMap}
                className="absolute right-3 bottom-3 inline-flex cursor-pointer rounded-full bg-white/95 px-4 py-2 text-sm font-semibold text-charcoal-900 shadow-md ring-1 ring-charcoal-900/10 hover:bg-white"
                title={t("contact.map.loadNote")}
              >
                {t("contact.map.load")}
              </button>
            </form>
          </>
        )}
      </div>
      <figcaption className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-4 text-sm">
        <span className="flex items-center gap-2 text-charcoal-700">
          <MapPinIcon className="size-4 text-ochre-700" />
          {t("contact.map.caption")}
        </span>
        <a
          href={OPENSTREETMAP_LINK}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-ochre-800 underline underline-offset-4 hover:text-ochre-900"
        >
          {t("contact.map.link")}
        </a>
      </figcaption>
    </figure>
  );
}

/** A quiet street plan in the site's palette: blocks, the main avenues, a park and the office's pin. */
function MapIllustration({ label }: { label: string }) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 800 500"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
    >
      <rect width="800" height="500" fill="#f5ede0" />
      {/* Park (Uhuru Gardens side) and river */}
      <path d="M0 330 C120 300 190 360 300 340 L300 500 L0 500Z" fill="#c7d5ae" />
      <path d="M560 0 C600 90 540 160 600 260 C650 340 610 420 660 500" fill="none" stroke="#a9c7cf" strokeWidth="18" />
      {/* Blocks */}
      <g fill="#eadcc4">
        {[
          [40, 40, 150, 90],
          [220, 40, 130, 90],
          [380, 40, 140, 90],
          [40, 160, 150, 110],
          [220, 160, 130, 110],
          [380, 160, 140, 110],
          [340, 300, 180, 90],
          [340, 410, 180, 90],
          [640, 40, 130, 120],
          [660, 200, 120, 120],
          [690, 360, 110, 140],
        ].map(([x, y, w, h]) => (
          <rect key={`${x}-${y}`} x={x} y={y} width={w} height={h} rx="6" />
        ))}
      </g>
      {/* Avenues */}
      <g stroke="#ffffff" strokeLinecap="round" fill="none">
        <path d="M0 145 L800 145" strokeWidth="16" />
        <path d="M0 285 L560 285 L800 340" strokeWidth="20" />
        <path d="M205 0 L205 500" strokeWidth="14" />
        <path d="M365 0 L365 290 L325 500" strokeWidth="14" />
        <path d="M540 0 L540 500" strokeWidth="12" />
      </g>
      <g stroke="#dcc6a0" strokeWidth="2" fill="none" strokeDasharray="2 8" strokeLinecap="round">
        <path d="M0 145 L800 145" />
        <path d="M0 285 L560 285 L800 340" />
      </g>
      {/* The office */}
      <g transform="translate(365 285)">
        <circle r="46" fill="#c98221" opacity="0.18" />
        <circle r="24" fill="#c98221" opacity="0.28" />
        <path
          d="M0 -4 C-16 -22 -22 -34 -22 -46 A22 22 0 0 1 22 -46 C22 -34 16 -22 0 -4Z"
          fill="#86511a"
          stroke="#ffffff"
          strokeWidth="3"
        />
        <circle cy="-46" r="8" fill="#ffffff" />
      </g>
    </svg>
  );
}
