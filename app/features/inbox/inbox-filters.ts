// The inbox's filters as they travel in its URL (?q=&kind=&stage=&owner=&clock=&status=&from=&to=&sort=&page=),
// read the same way by the list, the CSV export and a saved view. A value that means nothing is left out
// with a sentence saying so, never a failure: a mistyped link still opens the inbox.
// Only types from the schema: this module runs in the browser too, which must not load the schema's code.
import type { EnquiryKind } from "~/db/schema/enquiries";
import { TRIP_STAGE_LABELS, TRIP_STAGES, type TripStage } from "~/features/lifecycle/trip-stages";

export const INBOX_STATUSES = ["open", "snoozed", "closed", "all"] as const;
export const INBOX_CLOCKS = ["waiting", "nearing", "overdue"] as const;
export const INBOX_SORTS = ["activity", "newest", "oldest"] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];
export type InboxClock = (typeof INBOX_CLOCKS)[number];
export type InboxSort = (typeof INBOX_SORTS)[number];

/** The kinds in a word, for the list's rows and filters (enquiry-stages.ts has them in full). */
export const KIND_SHORT_LABELS: Record<EnquiryKind, string> = { booking: "Booking", inquiry: "Inquiry", chat: "Chat" };
/** Rows and filters speak of the one lifecycle (features/lifecycle), never of a stored stage. */
export const STAGE_LABELS = TRIP_STAGE_LABELS;

// Every kind and stage (the records above must name each, so these lists are complete).
const KINDS = Object.keys(KIND_SHORT_LABELS) as EnquiryKind[];
const STAGES = TRIP_STAGES;
const LEGACY_STAGE_WORDS: Record<string, TripStage> = { quoted: "proposal_sent", travelled: "completed" };
export const STATUS_LABELS: Record<InboxStatus, string> = {
  open: "Open",
  snoozed: "Snoozed (follow-up later)",
  closed: "Closed",
  all: "Open, snoozed and closed",
};
export const CLOCK_LABELS: Record<InboxClock, string> = {
  waiting: "Waiting",
  nearing: "Nearing target",
  overdue: "Past target",
};
export const SORT_LABELS: Record<InboxSort, string> = {
  activity: "Latest activity first",
  newest: "Newest received first",
  oldest: "Oldest received first",
};

/** Search terms longer than this are cut (nobody types more into a search box). */
export const INBOX_SEARCH_MAX_LENGTH = 200;
const MAX_PAGE = 10_000;

export interface InboxFilter {
  q?: string;
  kind?: EnquiryKind;
  stage?: TripStage;
  /** 'me', 'none' (unassigned) or a staff member's id. */
  owner?: string;
  clock?: InboxClock;
  status: InboxStatus;
  /** Received on or after / on or before these days in East Africa Time (YYYY-MM-DD). */
  from?: string;
  to?: string;
  sort: InboxSort;
  page: number;
}

export const DEFAULT_INBOX_FILTER: InboxFilter = { status: "open", sort: "activity", page: 1 };

export interface ParsedInboxFilter {
  filter: InboxFilter;
  /** What was left out of the URL and why, in words for the page. */
  notices: string[];
}

/** A staff account's id as the authentication library makes them: letters, digits, - and _. */
export const STAFF_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split("-").map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function oneOf<T extends string>(list: readonly T[], value: string): value is T {
  return (list as readonly string[]).includes(value);
}

/** Quotes a value staff typed, shortened, for a notice. */
const shown = (value: string) => `“${value.length > 40 ? `${value.slice(0, 40)}…` : value}”`;

/**
 * The filter in `params`. `staffIds`, when given, are the accounts an ?owner= may name; another id is left
 * out with a notice.
 */
export function parseInboxFilter(params: URLSearchParams, staffIds?: readonly string[]): ParsedInboxFilter {
  const filter: InboxFilter = { ...DEFAULT_INBOX_FILTER };
  const notices: string[] = [];
  const value = (name: string) => params.get(name)?.trim() ?? "";

  const q = value("q").slice(0, INBOX_SEARCH_MAX_LENGTH);
  if (CONTROL_CHARACTERS.test(q)) notices.push("The search held characters nobody can type, so it was left out.");
  else if (q) filter.q = q;

  const kind = value("kind");
  if (kind && oneOf(KINDS, kind)) filter.kind = kind;
  else if (kind) notices.push(`Kind ${shown(kind)} is not one the inbox knows; showing every kind.`);

  // Saved views and links from before the one lifecycle name two stages by their old words.
  const stage = LEGACY_STAGE_WORDS[value("stage")] ?? value("stage");
  if (stage && oneOf(STAGES, stage)) filter.stage = stage;
  else if (stage) notices.push(`Stage ${shown(stage)} is not one the inbox knows; showing every stage.`);

  const owner = value("owner");
  if (owner === "me" || owner === "none") filter.owner = owner;
  else if (owner && STAFF_ID_PATTERN.test(owner) && (!staffIds || staffIds.includes(owner))) filter.owner = owner;
  else if (owner) notices.push("No member of staff has that id; showing every owner.");

  const clock = value("clock");
  if (clock && oneOf(INBOX_CLOCKS, clock)) filter.clock = clock;
  else if (clock) notices.push(`Clock ${shown(clock)} is not one the inbox knows; showing every clock.`);

  const status = value("status");
  if (status && oneOf(INBOX_STATUSES, status)) filter.status = status;
  else if (status) notices.push(`Status ${shown(status)} is not one the inbox knows; showing open enquiries.`);

  for (const edge of ["from", "to"] as const) {
    const day = value(edge);
    if (day && isCalendarDay(day)) filter[edge] = day;
    else if (day) notices.push(`${edge === "from" ? "From" : "To"} ${shown(day)} is not a date; it was left out.`);
  }
  if (filter.from && filter.to && filter.from > filter.to) {
    notices.push("The From date is after the To date, so the dates were left out.");
    filter.from = undefined;
    filter.to = undefined;
  }

  const sort = value("sort");
  if (sort && oneOf(INBOX_SORTS, sort)) filter.sort = sort;
  else if (sort) notices.push(`Sort ${shown(sort)} is not one the inbox knows; latest activity first.`);

  const page = value("page");
  if (/^\d{1,6}$/.test(page) && Number(page) >= 1) filter.page = Math.min(Number(page), MAX_PAGE);

  return { filter, notices };
}

/**
 * The filter as a query string without `?`, defaults left out, always in the same order: what the page's
 * links, the export and saved views use. `page` only when asked for and not the first.
 */
export function inboxQuery(filter: InboxFilter, { withPage = false }: { withPage?: boolean } = {}): string {
  const params = new URLSearchParams();
  if (filter.q) params.set("q", filter.q);
  if (filter.kind) params.set("kind", filter.kind);
  if (filter.stage) params.set("stage", filter.stage);
  if (filter.owner) params.set("owner", filter.owner);
  if (filter.clock) params.set("clock", filter.clock);
  if (filter.status !== DEFAULT_INBOX_FILTER.status) params.set("status", filter.status);
  if (filter.from) params.set("from", filter.from);
  if (filter.to) params.set("to", filter.to);
  if (filter.sort !== DEFAULT_INBOX_FILTER.sort) params.set("sort", filter.sort);
  if (withPage && filter.page > 1) params.set("page", String(filter.page));
  return params.toString();
}

/** `/admin/inbox` with the filter (and page) as a link. */
export function inboxHref(filter: InboxFilter, changes: Partial<InboxFilter> = {}, withPage = false): string {
  const query = inboxQuery({ ...filter, ...changes }, { withPage });
  return query ? `/admin/inbox?${query}` : "/admin/inbox";
}

/** How many filters beyond search, status and sort are in use (for the folded filter panel's label). */
export function extraFilterCount(filter: InboxFilter): number {
  return [filter.kind, filter.stage, filter.owner, filter.clock, filter.from, filter.to].filter(Boolean).length;
}
