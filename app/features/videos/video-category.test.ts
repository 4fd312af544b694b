import { describe, expect, it } from "vitest";
import { sampleVideos } from "~/seed/content/videos";
import { categoriesPresent, deriveVideoCategory, isVideoCategory, type VideoCategory } from "./video-category";

describe("deriveVideoCategory", () => {
  // Every seeded clip was written for one category; the gallery must file it there.
  const intended: Record<string, VideoCategory> = {
    "lion-pride-at-dawn": "wildlife",
    "hot-air-balloon-over-the-mara": "activities",
    "inside-our-tented-lodge": "accommodations",
    "destination-guide-zanzibar": "destinations",
    "maasai-village-culture": "culture",
    "great-migration-river-crossing": "wildlife",
    "planning-your-first-trip": "general",
    "crater-rim-lodge-rooms": "accommodations",
    "elephants-beneath-kilimanjaro": "wildlife",
    "destination-guide-ngorongoro": "destinations",
    "dhow-sailing-activities-lamu": "activities",
  };

  it.each(sampleVideos.map((video) => [video.key, video] as const))(
    "files the seeded video %s where it belongs",
    (key, video) => {
      expect(intended[key], `no intended category written down for ${key}`).toBeDefined();
      expect(deriveVideoCategory(video.title, video.description)).toBe(intended[key]);
    },
  );

  it("covers every seeded video and every category but none twice by accident", () => {
    expect(Object.keys(intended).sort()).toEqual(sampleVideos.map((video) => video.key).sort());
    expect(categoriesPresent(Object.values(intended))).toEqual([
      "wildlife",
      "culture",
      "accommodations",
      "destinations",
      "activities",
      "general",
    ]);
  });

  it.each([
    ["Our Maasai Mara Safari", "A week on safari in the Mara with friends.", "general"],
    ["Maasai Mara in the Rain", "Ngorongoro, Serengeti and Samburu: the parks we visit every month.", "general"],
    ["A Safari Day", "Nothing in particular happened, and that was the best part.", "general"],
    ["Maasai Mara Lions", "", "wildlife"],
    ["Tented Camp in the Maasai Mara", "", "accommodations"],
  ] as const)("place names and 'safari' decide nothing: %s", (title, description, expected) => {
    expect(deriveVideoCategory(title, description)).toBe(expected);
  });

  it.each([
    ["Leopards of Samburu", "", "wildlife"],
    ["Big Five in a Day", "", "wildlife"],
    ["Birding at Lake Naivasha", "Flamingos by the thousand.", "wildlife"],
    ["Samburu Beadwork and Song", "", "culture"],
    ["Our Favourite Hotels in Nairobi", "", "accommodations"],
    ["Beaches of Diani", "", "destinations"],
    ["Snorkelling at Mnemba", "", "activities"],
    ["Climbing Kilimanjaro", "The Machame route in seven days.", "activities"],
    ["HOT AIR BALLOON at sunrise", "", "activities"],
  ] as const)("recognises keywords and plurals in any case: %s", (title, description, expected) => {
    expect(deriveVideoCategory(title, description)).toBe(expected);
  });

  it("weighs the title above the description", () => {
    // One accommodation word in the title beats two wildlife words in the description.
    expect(deriveVideoCategory("Evening at the Lodge", "Elephants and buffalo drink at the waterhole.")).toBe(
      "accommodations",
    );
    // The description decides when the title says nothing.
    expect(deriveVideoCategory("A Morning to Remember", "Lions on a kill at first light.")).toBe("wildlife");
  });

  it("matches whole words only", () => {
    expect(
      deriveVideoCategory("Content Creators", "Campaigns, lionhearted stories, roomy and ballooned budgets."),
    ).toBe("general");
  });

  it("copes with a missing or empty description", () => {
    expect(deriveVideoCategory("", "")).toBe("general");
    expect(deriveVideoCategory("Zebra crossing", null)).toBe("wildlife");
  });
});

describe("isVideoCategory", () => {
  it("accepts only the six categories", () => {
    expect(isVideoCategory("wildlife")).toBe(true);
    expect(isVideoCategory("general")).toBe(true);
    expect(isVideoCategory("Wildlife")).toBe(false);
    expect(isVideoCategory("all")).toBe(false);
    expect(isVideoCategory(undefined)).toBe(false);
  });
});
