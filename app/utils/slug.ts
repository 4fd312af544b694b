// URL slugs for destinations, hotels and packages.

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
