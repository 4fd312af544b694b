// URL slugs for destinations, hotels and packages, and the reverse: a route parameter read as a name.

/** A slug: lowercase letters and digits in words joined by single hyphens ("maasai-mara"). */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MAX_LENGTH = 100;

/**
 * The slug a new destination, hotel or package gets from its name: lowercased, "&" becomes "and",
 * every run of spaces (or other characters a URL would have to escape) becomes one hyphen.
 *
 * The specification had two variants (single spaces to hyphens on most pages, whitespace runs on the home
 * page); for ordinary names they agree, and where they differ ("Tsavo  East") only the run-collapsing one
 * gives a usable URL. Links never recompute slugs anyway: they use the stored `slug` column, so one rule
 * is enough. Accents are dropped ("Élan" becomes "elan").
 */
export function slugFromName(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-+$/, "");
}

export function isValidSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG_PATTERN.test(value);
}

// Short joining words stay lowercase inside a title, as an editor would write "Lake Nakuru and Bogoria".
const MINOR_WORDS = new Set(["and", "of", "the", "in", "on", "at", "to", "for"]);

/**
 * A route parameter read back as Title Case words, for messages about a destination that does not exist:
 * "maasai-mara" gives "Maasai Mara". Empty words (from "--") are dropped; an empty parameter gives "".
 */
export function titleFromSlug(param: string): string {
  return param
    .split("-")
    .filter((word) => word.length > 0)
    .map((word, index) => {
      const lower = word.toLowerCase();
      if (index > 0 && MINOR_WORDS.has(lower)) return lower;
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(" ");
}
