// The response clock as staff see it on a list row or an enquiry: its state in words with the office time
// ('Waiting 35 min', 'Nearing target 1 h 40 min', 'Past target 3 h', 'Answered in 50 min', 'Closed'),
// an icon and a colour on top of the words (never colour alone). The server renders it at the loader's
// `now`; once the page runs, it counts on by itself every half minute.
import { clsx } from "clsx";
import { useEffect, useState } from "react";
import { AlertIcon, CheckCircleIcon, Svg } from "~/components/ui/icons";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import {
  type ClockReading,
  type ClockSettings,
  type ClockState,
  DEFAULT_CLOCK_SETTINGS,
  formatOfficeDuration,
  officeOpensAt,
  readClock,
} from "./office-hours";

type Instant = string | Date;

/** What the clock needs to know of an enquiry. */
export interface ClockTimes {
  receivedAt: Instant;
  firstReplyAt: Instant | null;
  closedAt: Instant | null;
  /** 'imported' answers came before the inbox: their time is unknown, so no duration is shown. */
  firstReplyChannel?: string | null;
  /** Office minutes to the first answer as counted when it was made (the hours then in force). */
  firstReplyOfficeMinutes?: number | null;
  /** Moved on without a reply (a proposal, money, a loss): the clock has stopped. */
  movedOn?: boolean;
}

const TICK_MS = 30_000;

const toDate = (value: Instant) => (value instanceof Date ? value : new Date(value));

/** The clock of `enquiry` at `now`. */
export function readClockOf(enquiry: ClockTimes, now: Instant, settings: ClockSettings = DEFAULT_CLOCK_SETTINGS) {
  return readClock(
    {
      receivedAt: toDate(enquiry.receivedAt),
      firstReplyAt: enquiry.firstReplyAt ? toDate(enquiry.firstReplyAt) : null,
      closedAt: enquiry.closedAt ? toDate(enquiry.closedAt) : null,
      firstReplyOfficeMinutes: enquiry.firstReplyOfficeMinutes ?? null,
      movedOn: enquiry.movedOn ?? false,
    },
    toDate(now),
    settings,
  );
}

/** 'Waiting 35 min', 'Nearing target 1 h 40 min', 'Past target 3 h', 'Answered in 50 min', 'Moved on', 'Closed'. */
export function clockLabel(reading: Pick<ClockReading, "state" | "officeMinutes">, imported = false): string {
  const time = formatOfficeDuration(reading.officeMinutes);
  switch (reading.state) {
    case "waiting":
      return `Waiting ${time}`;
    case "nearing":
      return `Nearing target ${time}`;
    case "overdue":
      return `Past target ${time}`;
    case "answered":
      return imported ? "Answered" : `Answered in ${time}`;
    case "moved":
      return "Moved on without a reply";
    case "closed":
      return "Closed";
  }
}

const TONES: Record<ClockState, string> = {
  waiting: "bg-sky-50 text-sky-900 ring-sky-300",
  nearing: "bg-amber-100 text-amber-950 ring-amber-400",
  overdue: "bg-red-100 text-red-900 ring-red-400",
  answered: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  moved: "bg-stone-100 text-stone-800 ring-stone-300",
  closed: "bg-stone-100 text-stone-800 ring-stone-300",
};

function ClockIcon({ state }: { state: ClockState }) {
  const size = "size-3.5 shrink-0";
  if (state === "overdue" || state === "nearing") return <AlertIcon className={size} />;
  if (state === "answered") return <CheckCircleIcon className={size} />;
  if (state === "closed" || state === "moved") return null;
  return (
    <Svg className={size}>
      <circle cx="12" cy="12" r="10" />
      <path d="M12 6v6l4 2" />
    </Svg>
  );
}

/** The current time, moving on every half minute once the page runs (the server's `now` until then). */
export function useClockNow(serverNow: Instant, live = true): Date {
  const [now, setNow] = useState(() => toDate(serverNow));
  useEffect(() => {
    setNow(toDate(serverNow));
    if (!live) return;
    // The browser's clock from here on; the server's first, so the first paint matches what was rendered.
    const timer = setInterval(() => setNow(new Date()), TICK_MS);
    return () => clearInterval(timer);
  }, [serverNow, live]);
  return now;
}

export interface ClockBadgeProps {
  enquiry: ClockTimes;
  /** The loader's time: the badge shows the same on the server and at hydration, then counts on. */
  now: Instant;
  settings?: ClockSettings;
  /** Count on in the browser (default); false keeps the reading at `now`. */
  live?: boolean;
  /** Also say when the target is (or was) due, in East Africa Time: for a page about one enquiry. */
  showDeadline?: boolean;
  className?: string;
}

export function ClockBadge({
  enquiry,
  now,
  settings = DEFAULT_CLOCK_SETTINGS,
  live = true,
  showDeadline = false,
  className,
}: ClockBadgeProps) {
  const current = useClockNow(now, live);
  const reading = readClockOf(enquiry, current, settings);
  const running = reading.state === "waiting" || reading.state === "nearing" || reading.state === "overdue";
  // Out of office hours the count stands still: say so, or 'Waiting 0 min' on a Sunday reads as a fault.
  const opens = running ? officeOpensAt(current, settings.hours) : null;
  return (
    <span className={clsx("inline-flex flex-wrap items-center gap-x-2 gap-y-1", className)}>
      <span
        data-clock={reading.state}
        title={
          running
            ? `Office time since it arrived; the target is ${formatOfficeDuration(settings.targetMinutes)}`
            : undefined
        }
        className={clsx(
          "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset",
          TONES[reading.state],
          reading.state === "overdue" && "ring-2",
        )}
      >
        <ClockIcon state={reading.state} />
        {clockLabel(reading, enquiry.firstReplyChannel === "imported")}
      </span>
      {opens ? (
        <span className="text-xs whitespace-nowrap text-stone-600" data-office-closed>
          office closed
          {/* A phone row keeps it to one line beside the badge (the first enquiry stays in view); a
              screen reader still hears until when. */}
          <span className="max-sm:sr-only"> until {formatBusinessDateTime(opens)}</span>
        </span>
      ) : null}
      {showDeadline && running ? (
        <span className="text-xs text-stone-600">
          {reading.state === "overdue" ? "was due" : "due by"} {formatBusinessDateTime(reading.deadline)}
        </span>
      ) : null}
    </span>
  );
}
