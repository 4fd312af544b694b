// Which words of which records are translated, as the code names them: the one list the public pages' loaders,
// the seed and the staff's translation screens share. A field is a text or a list of lines; its English is the
// record's own column of that name.
import type { TranslatableEntity } from "~/db/schema/translations";

export type FieldKind = "text" | "list";

export interface TranslatableField {
  field: string;
  kind: FieldKind;
  /** What staff read beside the field. */
  label: string;
  /** A long text gets a larger box. */
  long?: boolean;
}

const text = (field: string, label: string, long = false): TranslatableField => ({ field, kind: "text", label, long });
const list = (field: string, label: string): TranslatableField => ({ field, kind: "list", label });

export const TRANSLATABLE_FIELDS: Record<TranslatableEntity, TranslatableField[]> = {
  package: [
    text("title", "Title"),
    text("description", "Description", true),
    text("location", "Location"),
    list("highlights", "Highlights"),
    list("included", "Included"),
    list("excluded", "Not included"),
  ],
  itinerary_day: [
    text("title", "Title"),
    text("description", "Description", true),
    text("accommodation", "Accommodation"),
    text("meals", "Meals"),
  ],
  destination: [
    text("name", "Name"),
    text("region", "Region"),
    text("overview", "Overview", true),
    text("infoNote", "Good to know", true),
    text("bestTimeReason", "Best time to visit", true),
  ],
  attraction: [text("name", "Name"), text("description", "Description", true)],
  transport: [text("duration", "Duration"), text("description", "Description", true)],
  stay: [text("description", "Description", true)],
  hotel: [
    text("location", "Location"),
    text("description", "Description", true),
    list("rooms", "Rooms and tents"),
    list("amenities", "Amenities"),
  ],
  gallery_image: [text("alt", "Picture description")],
  video: [text("title", "Title"), text("description", "Description", true)],
  season: [text("name", "Name")],
  park: [text("name", "Name")],
};
