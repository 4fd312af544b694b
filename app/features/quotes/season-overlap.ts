// The season calendar's one rule: no day belongs to two seasons. The database refuses an overlap too
// (seasons_no_overlap); this finds it first, so the staff editor can say which two seasons clash.
import type { Season } from "./rate-book";

/** The first two seasons (in calendar order) that share a day, or null when none do. */
export function findSeasonOverlap<S extends Pick<Season, "startsOn" | "endsOn">>(seasons: readonly S[]): [S, S] | null {
  // "YYYY-MM-DD" strings sort as the dates they name.
  const ordered = [...seasons].sort((a, b) => a.startsOn.localeCompare(b.startsOn) || a.endsOn.localeCompare(b.endsOn));
  // Sorted by start, a season overlaps an earlier one only if it overlaps the one just before it (until the
  // first overlap, each season ends before the next starts).
  for (let index = 1; index < ordered.length; index++) {
    const previous = ordered[index - 1]!;
    const season = ordered[index]!;
    if (season.startsOn <= previous.endsOn) return [previous, season];
  }
  return null;
}
