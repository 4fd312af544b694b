// Which picture an attraction card gets, read from the attraction's name; the page maps kinds to icons.

export const ATTRACTION_KINDS = ["wildlife", "culture", "water", "landscape", "default"] as const;
export type AttractionKind = (typeof ATTRACTION_KINDS)[number];

// Checked in this order, so "Elephant River Crossing" is wildlife. Words match anywhere in the name,
// so "Birdwatching" and "Big Five" count as wildlife and "Foothills" as landscape.
const KEYWORDS: ReadonlyArray<readonly [AttractionKind, readonly string[]]> = [
  ["wildlife", ["wildlife", "five", "elephant", "bird"]],
  ["culture", ["culture", "people", "traditional"]],
  ["water", ["river", "lake", "water"]],
  ["landscape", ["mountain", "landscape", "hill"]],
];

export function attractionKind(name: string): AttractionKind {
  const lower = name.toLowerCase();
  for (const [kind, words] of KEYWORDS) {
    if (words.some((word) => lower.includes(word))) return kind;
  }
  return "default";
}
