// The one way an action reads a posted form. A body that is not a form at all (a broken multipart body, a
// wrong content type) is the sender's mistake: a clear 400 with a sentence, never a 500.
import { refuse } from "./refuse.server";

/** The posted form, or a thrown 400 answer saying the form could not be read. */
export async function readFormData(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    throw refuse(400, undefined, { headers: { "Cache-Control": "private, no-store" } });
  }
}
