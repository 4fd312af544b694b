// A safari's length as the detail page states it: one day per itinerary entry.

/** The number of itinerary days (the detail page's duration badge); 0 for a package without itinerary. */
export function itineraryDuration(days: readonly { dayNumber: number }[]): number {
  return new Set(days.map((day) => day.dayNumber)).size;
}
