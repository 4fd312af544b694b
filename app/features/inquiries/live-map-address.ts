// How the contact page's address asks for the interactive map (?map=live#office-map). Apart from the map's
// own module, which the page loads only later (a static import of it would put it back in the page).

export const MAP_PARAM = "map";
export const LIVE_MAP = "live";
/** The id of the map, where the form's answer scrolls to. */
export const MAP_ANCHOR = "office-map";
