// The words of a safari page's hero badges (DECISIONS.md): its length, the countries its itinerary visits
// and its best months. A badge with nothing true to say is left out rather than guessed.

import { safarisMessages } from "~/i18n/messages/en/safaris";
import { translate } from "~/i18n/translate";
import { countryName } from "~/utils/countries";
import { bestMonthsLabel, durationLabel } from "~/utils/format";

export interface SafariBadgeFacts {
  days: number;
  /** In the order the trip reaches them. */
  countries: readonly string[];
  /** Months 1-12. */
  bestMonths: readonly number[];
}

/** ["7 days", "Kenya & Tanzania", "Best: Jul - Oct"]. */
export function safariBadges({ days, countries, bestMonths }: SafariBadgeFacts): string[] {
  const badges = [durationLabel(days)];
  if (countries.length > 0) {
    badges.push(
      countries
        .map(countryName)
        .reduce((listed, country) =>
          translate(safarisMessages, "safaris.detail.countries", { first: listed, second: country }),
        ),
    );
  }
  if (bestMonths.length === 12) badges.push(bestMonthsLabel(bestMonths));
  else if (bestMonths.length > 0) {
    badges.push(translate(safarisMessages, "safaris.detail.bestMonths", { months: bestMonthsLabel(bestMonths) }));
  }
  return badges;
}
