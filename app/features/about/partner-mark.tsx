// Simple emblems for the conservation partners, drawn in markup so no logo files are needed; the partner's
// name beside the emblem is its accessible label.
import type { ReactNode } from "react";

export type PartnerKey = "wildlifeFund" | "lionTrust" | "elephantProject" | "rhinoCoalition";

const EMBLEMS: Record<PartnerKey, ReactNode> = {
  // A leaf in a ring.
  wildlifeFund: (
    <>
      <path d="M32 46c-8-4-12-11-10-20 9-2 17 1 20 8 2 5 0 9-3 12" />
      <path d="M30 44c1-7 3-12 8-17" />
    </>
  ),
  // A sun-like mane around a face.
  lionTrust: (
    <>
      <circle cx="32" cy="33" r="7" />
      {Array.from({ length: 12 }, (_, index) => {
        const angle = (index * Math.PI) / 6;
        const x1 = 32 + Math.cos(angle) * 10;
        const y1 = 33 + Math.sin(angle) * 10;
        const x2 = 32 + Math.cos(angle) * 15;
        const y2 = 33 + Math.sin(angle) * 15;
        return <path key={angle} d={`M${x1.toFixed(1)} ${y1.toFixed(1)}L${x2.toFixed(1)} ${y2.toFixed(1)}`} />;
      })}
    </>
  ),
  // An elephant's head: ears and a curled trunk.
  elephantProject: (
    <>
      <path d="M26 22c-6-1-10 4-9 10 1 5 5 7 9 6" />
      <path d="M38 22c6-1 10 4 9 10-1 5-5 7-9 6" />
      <path d="M26 22c2-3 10-3 12 0 2 4 0 10-3 14v6c0 3-4 4-5 1" />
      <path d="M27 27h.01M37 27h.01" />
    </>
  ),
  // A rhino's profile: two horns over a low head.
  rhinoCoalition: (
    <>
      <path d="M16 40c2-7 8-11 16-11h8l4-8 2 9 4-4-1 7c3 2 4 5 3 8H16z" />
      <path d="M26 29l-3-6" />
    </>
  ),
};

export function PartnerMark({ partner, name }: { partner: PartnerKey; name: string }) {
  return (
    <figure className="flex flex-col items-center gap-4 rounded-2xl bg-white px-4 py-8 text-center ring-1 ring-sand-200">
      <svg
        viewBox="0 0 64 64"
        aria-hidden="true"
        focusable="false"
        className="size-20 text-acacia-700"
        fill="none"
        stroke="currentColor"
        strokeWidth={2.25}
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <circle cx="32" cy="32" r="29" className="text-sand-300" stroke="currentColor" strokeWidth={1.5} />
        <circle cx="32" cy="32" r="25" className="fill-acacia-50" stroke="none" />
        {EMBLEMS[partner]}
      </svg>
      <figcaption className="font-display text-lg text-charcoal-900">{name}</figcaption>
    </figure>
  );
}
