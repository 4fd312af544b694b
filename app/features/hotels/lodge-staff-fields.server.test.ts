// Staff edit a lodge's rooms, amenities and position, and a night's lodge, in the generic tables: what they
// type is read into what the pages use, and a position the map cannot use is refused beside its field.
import { describe, expect, it } from "vitest";
import { parseRecordForm } from "~/features/admin-tables/record-form.server";
import { findTable } from "~/features/admin-tables/table-registry.server";

const lodges = findTable("hotels_lodges")!;

function formOf(values: Record<string, string>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.append(key, value);
  return data;
}

function lodgeForm(values: Record<string, string>) {
  return parseRecordForm(lodges, formOf({ name: "River Camp", ...values }), "create");
}

describe("a lodge's new fields", () => {
  it("reads rooms and amenities one a line, and the position as decimal degrees", () => {
    const { values, fieldErrors } = lodgeForm({
      rooms: "10 tents\n\n 2 family tents ",
      amenities: "Pool\nWi-Fi",
      latitude: " -1.402 ",
      longitude: "35.021",
    });
    expect(fieldErrors).toEqual({});
    expect(values).toMatchObject({
      slug: "river-camp",
      rooms: ["10 tents", "2 family tents"],
      amenities: ["Pool", "Wi-Fi"],
      latitude: -1.402,
      longitude: 35.021,
    });
  });

  it("leaves the position empty for no map", () => {
    const { values, fieldErrors } = lodgeForm({ latitude: "", longitude: "" });
    expect(fieldErrors).toEqual({});
    expect(values).toMatchObject({ latitude: null, longitude: null });
  });

  it.each([
    [{ latitude: "1°24'S", longitude: "35.021" }, { latitude: "Please enter decimal degrees, e.g. -1.402" }],
    [{ latitude: "-91", longitude: "35" }, { latitude: "Must be between -90 and 90" }],
    [{ latitude: "-1.4", longitude: "181" }, { longitude: "Must be between -180 and 180" }],
    [{ latitude: "-1.4", longitude: "" }, { longitude: "Give both latitude and longitude, or neither" }],
  ])("refuses %j beside the field", (position, errors) => {
    expect(lodgeForm(position).fieldErrors).toEqual(errors);
  });
});

it("lets staff choose the lodge of an itinerary night", () => {
  const days = findTable("itinerary_days")!;
  const lodge = days.columns.find((column) => column.key === "hotelId");
  expect(lodge).toMatchObject({ kind: "foreignKey", references: "hotels_lodges", editable: true, nullable: true });
});
