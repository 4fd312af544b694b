// Reads the {id} of /safaris/{id} and /booking/{id}: anything but a plain positive whole number is unknown.

const POSTGRES_INT_MAX = 2_147_483_647;

/** The package id in a route parameter, or null for "12abc", "-1", "1.5", "012", "" or beyond int4. */
export function parseSafariId(param: string | undefined): number | null {
  if (param === undefined || !/^[1-9]\d{0,9}$/.test(param)) return null;
  const id = Number(param);
  return id <= POSTGRES_INT_MAX ? id : null;
}
