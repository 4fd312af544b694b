import { describe, expect, it } from "vitest";
import { type AttractionKind, attractionKind } from "./attraction-kind";

describe("attractionKind", () => {
  it.each<[string, AttractionKind]>([
    ["Wildlife Viewing", "wildlife"],
    ["The Big Five", "wildlife"],
    ["Elephant Herds", "wildlife"],
    ["Birdwatching at dawn", "wildlife"],
    ["Maasai Culture", "culture"],
    ["Meet the People", "culture"],
    ["Traditional Dances", "culture"],
    ["Mara River", "water"],
    ["Lake Nakuru", "water"],
    ["Waterfalls", "water"],
    ["Mountain Views", "landscape"],
    ["Rift Valley Landscape", "landscape"],
    ["Ngong Hills", "landscape"],
    ["Hot-air Balloon Ride", "default"],
    ["", "default"],
    ["ELEPHANT ORPHANAGE", "wildlife"],
    ["Elephant River Crossing", "wildlife"],
    ["Traditional Lake Fishing", "culture"],
    ["Lakeside Hills", "water"],
  ])("%j -> %s", (name, kind) => {
    expect(attractionKind(name)).toBe(kind);
  });
});
