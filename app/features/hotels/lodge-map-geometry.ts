// The lodge page's map, drawn on the server from our own outline of Kenya and Tanzania: no tiles, no map
// library, nothing fetched from another host. The outlines are simplified to a few dozen points (about 10 km
// off at worst), enough to show where in the two countries a lodge lies. Longitude and latitude are drawn
// as x and y in equal steps: near the equator that distorts too little to notice.

type LonLat = readonly [longitude: number, latitude: number];

// Clockwise from the tripoint with Uganda and South Sudan.
// biome-ignore format: a few points a line, as a table of coordinates
const KENYA: readonly LonLat[] = [
  [33.99, 4.23], [34.4, 4.62], [35.3, 5.0], [35.92, 4.62], [36.85, 4.45], [38.1, 3.6], [39.05, 3.52],
  [39.55, 3.42], [40.77, 4.26], [41.2, 3.94], [41.9, 3.98], [41.0, 2.78], [40.99, -0.85], [41.56, -1.67],
  [40.95, -2.3], [40.25, -2.75], [40.12, -3.22], [39.85, -3.63], [39.67, -4.05], [39.2, -4.68], [37.75, -3.6],
  [37.6, -3.05], [33.95, -1.0], [33.95, 0.1], [34.1, 0.47], [34.55, 1.1], [35.0, 1.9], [34.9, 2.5],
  [34.45, 3.6],
];

// Clockwise from the Kenyan border on the coast.
// biome-ignore format: a few points a line, as a table of coordinates
const TANZANIA: readonly LonLat[] = [
  [39.2, -4.68], [38.98, -5.43], [38.9, -6.43], [39.3, -6.82], [39.5, -7.2], [39.35, -7.9], [39.5, -8.9],
  [39.7, -10.0], [40.2, -10.27], [40.45, -10.47], [39.5, -11.0], [38.5, -11.35], [37.5, -11.6], [36.8, -11.6],
  [35.8, -11.45], [34.95, -11.55], [34.6, -11.3], [34.3, -10.3], [34.0, -9.5], [33.3, -9.5], [32.9, -9.4],
  [31.9, -8.95], [31.2, -8.6], [30.6, -8.0], [30.2, -7.1], [29.6, -6.2], [29.4, -5.1], [29.6, -4.45],
  [30.1, -4.1], [30.5, -3.4], [30.8, -3.0], [30.5, -2.4], [30.85, -2.0], [30.48, -1.06], [31.7, -1.0],
  [33.95, -1.0], [37.6, -3.05], [37.75, -3.6],
];

// biome-ignore format: a few points a line, as a table of coordinates
const ZANZIBAR: readonly LonLat[] = [
  [39.28, -5.72], [39.4, -5.95], [39.55, -6.3], [39.5, -6.45], [39.38, -6.35], [39.2, -6.1], [39.2, -5.85],
];
// biome-ignore format: a few points a line, as a table of coordinates
const PEMBA: readonly LonLat[] = [[39.7, -4.9], [39.85, -5.1], [39.75, -5.45], [39.6, -5.3], [39.65, -5.0]];

// biome-ignore format: a few points a line, as a table of coordinates
const LAKE_VICTORIA: readonly LonLat[] = [
  [31.75, -0.2], [32.3, 0.2], [33.0, 0.3], [33.5, 0.25], [34.05, 0.05], [34.8, -0.2], [34.4, -0.5],
  [33.95, -1.0], [33.8, -1.5], [33.8, -2.1], [33.0, -2.45], [32.4, -2.4], [31.8, -2.5], [31.8, -1.33],
  [31.7, -0.8],
];

// The drawn area: a little beyond the two countries.
const WEST = 29.0;
const EAST = 42.3;
const NORTH = 5.4;
const SOUTH = -12.0;
/** Drawing units per degree. */
const SCALE = 24;

export interface LodgeMapGeometry {
  width: number;
  height: number;
  /** SVG path data. */
  kenya: string;
  tanzania: string;
  islands: string;
  lake: string;
  labels: { kenya: { x: number; y: number }; tanzania: { x: number; y: number } };
  point: { x: number; y: number };
  /** The lodge's name is written on the side with room for it. */
  nameAnchor: "start" | "end";
}

function project([longitude, latitude]: LonLat): { x: number; y: number } {
  const round = (value: number) => Math.round(value * 10) / 10;
  return { x: round((longitude - WEST) * SCALE), y: round((NORTH - latitude) * SCALE) };
}

function path(points: readonly LonLat[]): string {
  return `${points
    .map((point, index) => {
      const { x, y } = project(point);
      return `${index === 0 ? "M" : "L"}${x} ${y}`;
    })
    .join("")}Z`;
}

/** Whether a position can be drawn on this map at all (a typing slip puts a lodge in the Atlantic). */
export function isOnLodgeMap(latitude: number, longitude: number): boolean {
  return latitude <= NORTH && latitude >= SOUTH && longitude >= WEST && longitude <= EAST;
}

/** About the width of one character of the 13-unit label, in drawing units. */
const LABEL_CHARACTER_WIDTH = 7.4;

/** The map of a lodge at this position, its name beside the point; null when it lies outside the drawn area. */
export function lodgeMapGeometry(latitude: number, longitude: number, name: string): LodgeMapGeometry | null {
  if (!isOnLodgeMap(latitude, longitude)) return null;
  const point = project([longitude, latitude]);
  const width = Math.round((EAST - WEST) * SCALE);
  // Right of the point unless the name would run off the map there.
  const fitsRight = point.x + 12 + name.length * LABEL_CHARACTER_WIDTH <= width;
  return {
    width,
    height: Math.round((NORTH - SOUTH) * SCALE),
    kenya: path(KENYA),
    tanzania: path(TANZANIA),
    islands: path(ZANZIBAR) + path(PEMBA),
    lake: path(LAKE_VICTORIA),
    labels: { kenya: project([38.2, 1.2]), tanzania: project([34.2, -8.0]) },
    point,
    nameAnchor: fitsRight ? "start" : "end",
  };
}

/** The lodge on OpenStreetMap's own site, for a closer look (a link; nothing is loaded from there). */
export function openStreetMapUrl(latitude: number, longitude: number): string {
  const lat = latitude.toFixed(5);
  const lon = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=13/${lat}/${lon}`;
}
