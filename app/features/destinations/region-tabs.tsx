// The destinations page's regions (Kenya, Tanzania, East Africa, Islands) as tabs following the WAI-ARIA
// tabs pattern: arrow keys move between tabs (wrapping) and select them, Home and End jump, Tab moves on to
// the open panel. Written by hand rather than with @radix-ui/react-tabs, which would add about 7 KB of
// gzipped script to a page whose budget the shared framework already nearly fills.
//
// Each tab is a link to the page with its region chosen (?region=tanzania#regions) and the server renders
// that region's panel open, so a tap works before this code has arrived, and without script at all. Once the
// code runs, a tap switches panels in place, without a request. Every panel is in the server's
// HTML (the closed ones hidden), for search engines and so that switching needs no request.
import { clsx } from "clsx";
import { type KeyboardEvent, type MouseEvent, useId, useRef, useState } from "react";
import { ButtonLink } from "~/components/ui/button";
import { ArrowRightIcon, MapPinIcon } from "~/components/ui/icons";
import { regionHref } from "./region-address";

export interface RegionTab {
  /** The region's value in the address (?region=east-africa). */
  value: string;
  tab: string;
  title: string;
  text: string;
  parks: string[];
  link: { to: string; label: string };
}

export function RegionTabs({
  regions,
  selected,
  label,
  parksLabel,
}: {
  regions: RegionTab[];
  /** The region the server rendered open. */
  selected: string;
  label: string;
  parksLabel: string;
}) {
  const baseId = useId();
  const [active, setActive] = useState(() =>
    Math.max(
      0,
      regions.findIndex((region) => region.value === selected),
    ),
  );
  const tabRefs = useRef<(HTMLAnchorElement | null)[]>([]);

  function select(index: number) {
    const count = regions.length;
    const next = ((index % count) + count) % count;
    setActive(next);
    tabRefs.current[next]?.focus();
  }

  function onClick(event: MouseEvent<HTMLAnchorElement>, index: number) {
    // New tab, new window: the browser follows the link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    select(index);
  }

  function onKeyDown(event: KeyboardEvent<HTMLAnchorElement>, index: number) {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: regions.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined || event.altKey || event.ctrlKey || event.metaKey) return;
    event.preventDefault();
    select(target);
  }

  return (
    <div className="region-tabs">
      <div
        role="tablist"
        aria-label={label}
        className="mb-6 grid grid-cols-2 gap-1 rounded-2xl bg-sand-100 p-1 ring-1 ring-sand-200 sm:inline-flex sm:rounded-full"
      >
        {regions.map((region, index) => {
          const isActive = index === active;
          return (
            <a
              key={region.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              href={regionHref(region.value)}
              role="tab"
              id={`${baseId}-tab-${region.value}`}
              aria-selected={isActive}
              aria-controls={`${baseId}-panel-${region.value}`}
              tabIndex={isActive ? 0 : -1}
              onClick={(event) => onClick(event, index)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={clsx(
                "cursor-pointer rounded-xl px-4 py-2.5 text-center text-sm font-semibold whitespace-nowrap transition-colors sm:rounded-full sm:px-6",
                isActive ? "bg-charcoal-900 text-white" : "text-charcoal-700 hover:text-charcoal-950",
              )}
            >
              {region.tab}
            </a>
          );
        })}
      </div>
      {regions.map((region, index) => (
        <div
          key={region.value}
          role="tabpanel"
          id={`${baseId}-panel-${region.value}`}
          aria-labelledby={`${baseId}-tab-${region.value}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the tabs pattern makes the panel reachable with Tab
          tabIndex={0}
          hidden={index !== active}
          className="rounded-(--radius-card) bg-white p-6 shadow-(--shadow-card) ring-1 ring-charcoal-900/5 sm:p-10"
        >
          <div className="grid gap-8 lg:grid-cols-[3fr_2fr] lg:gap-12">
            <div>
              <h3 className="font-display text-display-md text-charcoal-900">{region.title}</h3>
              <p className="mt-4 text-lead text-charcoal-600">{region.text}</p>
              <ButtonLink
                to={region.link.to}
                variant="dark"
                className="mt-6"
                trailingIcon={<ArrowRightIcon aria-hidden="true" className="size-4" />}
              >
                {region.link.label}
              </ButtonLink>
            </div>
            <div className="rounded-2xl bg-sand-50 p-5 ring-1 ring-sand-200 sm:p-6">
              <h4 className="eyebrow text-ochre-700">{parksLabel}</h4>
              <ul className="mt-4 flex flex-col gap-3">
                {region.parks.map((park) => (
                  <li key={park} className="flex items-center gap-3 text-charcoal-800">
                    <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-acacia-600" />
                    {park}
                  </li>
                ))}
              </ul>
            </div>
          </div>
        </div>
      ))}
    </div>
  );
}
