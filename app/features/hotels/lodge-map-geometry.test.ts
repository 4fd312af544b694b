import { describe, expect, it } from "vitest";
import { lodgeMapGeometry, openStreetMapUrl } from "./lodge-map-geometry";

describe("lodgeMapGeometry", () => {
  it("puts the Maasai Mara west of Zanzibar and north of it, inside the drawing", () => {
    const mara = lodgeMapGeometry(-1.402, 35.021, "Mara Riverbend Camp")!;
    const zanzibar = lodgeMapGeometry(-5.868, 39.349, "Coral Rag Beach House")!;
    expect(mara.point.x).toBeLessThan(zanzibar.point.x);
    expect(mara.point.y).toBeLessThan(zanzibar.point.y);
    for (const { x, y } of [mara.point, zanzibar.point]) {
      expect(x).toBeGreaterThan(0);
      expect(x).toBeLessThan(mara.width);
      expect(y).toBeGreaterThan(0);
      expect(y).toBeLessThan(mara.height);
    }
    expect(mara.kenya).toMatch(/^M[\d. ]+(L[\d. ]+)+Z$/);
  });

  it("writes the name where there is room: left of a point when it would run off the map", () => {
    expect(lodgeMapGeometry(-1.402, 35.021, "Mara Riverbend Camp")?.nameAnchor).toBe("start");
    expect(lodgeMapGeometry(-2.766, 37.468, "Kilima View Lodge")?.nameAnchor).toBe("end");
    expect(lodgeMapGeometry(-5.868, 39.349, "Coral Rag Beach House")?.nameAnchor).toBe("end");
  });

  it("draws no map for a position outside Kenya and Tanzania's part of the world", () => {
    expect(lodgeMapGeometry(51.5, -0.12, "London")).toBeNull();
    expect(lodgeMapGeometry(-1.4, 135.0, "Far")).toBeNull();
  });
});

it("links to the position on OpenStreetMap", () => {
  expect(openStreetMapUrl(-1.402, 35.021)).toBe(
    "https://www.openstreetmap.org/?mlat=-1.40200&mlon=35.02100#map=13/-1.40200/35.02100",
  );
});
