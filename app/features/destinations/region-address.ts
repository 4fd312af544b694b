// How the destinations page's address names the open region tab (?region=tanzania#regions). Apart from the
// tabs' own module, which the page loads only later (a static import of it would put it back in the page).

export const REGION_PARAM = "region";
/** The id of the block the tabs' links scroll to. */
export const REGIONS_ANCHOR = "regions";

export function regionHref(value: string): string {
  return `?${REGION_PARAM}=${encodeURIComponent(value)}#${REGIONS_ANCHOR}`;
}
