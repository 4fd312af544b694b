// A video's gallery category, derived from the words of its title and description (the specification's
// six: Wildlife, Culture, Accommodations, Destinations, Activities, General). Staff and the YouTube sync
// never have to tag videos: a title like "Destination Guide: Zanzibar" is enough.
//
// Each category has a list of keywords; a keyword in the title counts three times as much as one in the
// description, and the highest score wins (ties go to the earlier category). Place names are never
// keywords: "Maasai Mara", "Ngorongoro" or "safari" appear in videos of every kind and say nothing
// about what a video shows.

export const VIDEO_CATEGORIES = [
  "wildlife",
  "culture",
  "accommodations",
  "destinations",
  "activities",
  "general",
] as const;
export type VideoCategory = (typeof VIDEO_CATEGORIES)[number];

/** Keyword patterns per category (regular-expression source, matched as whole words, plurals included). */
const KEYWORDS: Record<Exclude<VideoCategory, "general">, readonly string[]> = {
  wildlife: [
    "wildlife",
    "animal",
    "lion",
    "lioness",
    "leopard",
    "cheetah",
    "elephant",
    "rhino",
    "rhinoceros",
    "buffalo",
    "giraffe",
    "zebra",
    "hippo",
    "hippopotamus",
    "crocodile",
    "wildebeest",
    "gnu",
    "antelope",
    "gazelle",
    "impala",
    "hyena",
    "wild ?dog",
    "predator",
    "big (?:five|5)",
    "great migration",
    "migration",
    "river crossing",
    "herd",
    "bird",
    "birding",
    "birdlife",
    "flamingo",
  ],
  culture: [
    "culture",
    "cultural",
    "tradition",
    "traditional",
    "village",
    "tribe",
    "tribal",
    "dance",
    "dancing",
    "song",
    "music",
    "community",
    "communities",
    "heritage",
    "craft",
    "beadwork",
    "homestead",
    "manyatta",
    "ceremony",
    "ritual",
    "history",
    "historic",
  ],
  accommodations: [
    "accommodation",
    "lodge",
    "camp",
    "tented",
    "tent",
    "hotel",
    "room",
    "suite",
    "villa",
    "cottage",
    "resort",
    "glamping",
    "banda",
    "where to stay",
  ],
  destinations: [
    "destination",
    "destination guide",
    "travel guide",
    "national park",
    "game reserve",
    "conservancy",
    "island",
    "beach",
    "coast",
    "region",
    "city",
    "cities",
  ],
  activities: [
    "activity",
    "activities",
    "hot[- ]air",
    "balloon",
    "ballooning",
    "sail",
    "sailing",
    "dhow",
    "snorkel",
    "snorkelling",
    "snorkeling",
    "diving",
    "dive",
    "hike",
    "hiking",
    "trek",
    "trekking",
    "climb",
    "climbing",
    "walking safari",
    "bush walk",
    "fishing",
    "kayak",
    "kayaking",
    "canoe",
    "canoeing",
    "cycling",
    "horse riding",
    "horseback",
  ],
};

const TITLE_WEIGHT = 3;
const DESCRIPTION_WEIGHT = 1;

const PATTERNS = Object.fromEntries(
  Object.entries(KEYWORDS).map(([category, words]) => [
    category,
    words.map((word) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${word})(?:s|es)?(?![\\p{L}\\p{N}])`, "iu")),
  ]),
) as Record<Exclude<VideoCategory, "general">, RegExp[]>;

function score(patterns: readonly RegExp[], text: string): number {
  let found = 0;
  for (const pattern of patterns) if (pattern.test(text)) found += 1;
  return found;
}

/** The category a video belongs to; "general" when no category's words appear. */
export function deriveVideoCategory(title: string, description: string | null | undefined): VideoCategory {
  let best: VideoCategory = "general";
  let bestScore = 0;
  for (const category of VIDEO_CATEGORIES) {
    if (category === "general") continue;
    const patterns = PATTERNS[category];
    const total = score(patterns, title) * TITLE_WEIGHT + score(patterns, description ?? "") * DESCRIPTION_WEIGHT;
    if (total > bestScore) {
      best = category;
      bestScore = total;
    }
  }
  return best;
}

export function isVideoCategory(value: unknown): value is VideoCategory {
  return typeof value === "string" && (VIDEO_CATEGORIES as readonly string[]).includes(value);
}

/** The categories that have at least one video, in the specification's order. */
export function categoriesPresent(categories: Iterable<VideoCategory>): VideoCategory[] {
  const present = new Set(categories);
  return VIDEO_CATEGORIES.filter((category) => present.has(category));
}
