// A staff note on a review: the one schema the page and the server check it with.
import { z } from "zod";

export const REVIEW_NOTE_LIMIT = 10_000;

export const reviewNoteForm = z.object({
  intent: z.literal("note"),
  body: z
    .string()
    .trim()
    .min(1, "Please write the note.")
    .max(REVIEW_NOTE_LIMIT, "Please keep a note to 10,000 characters."),
});
