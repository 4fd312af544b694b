// The inbox list's one form post, read: a bulk change (assign, close, reopen the ticked enquiries, or one
// row's own button), or a saved view kept or deleted. Success redirects back to the list as it was, with
// the outcome said in a toast; a refusal comes back in the form layer's shape with the ticks kept.
import type { AppLoadContext } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { refuse } from "~/features/forms/refuse.server";
import type { StaffMember } from "~/features/staff/staff-session.server";
import {
  assignEnquiries,
  BULK_LIMIT,
  type BulkResult,
  deleteView,
  SAVED_VIEW_LIMIT,
  SAVED_VIEW_NAME_MAX,
  SAVED_VIEW_QUERY_MAX,
  saveView,
  setEnquiriesClosed,
} from "./inbox-actions.server";
import { inboxQuery, parseInboxFilter, STAFF_ID_PATTERN } from "./inbox-filters";
import { listInboxStaff } from "./inbox-list.server";
import { readSeenToken, type SeenRow } from "./inbox-seen";

/** The bulk form's intents; a row's own buttons post `take:<id>`, `close:<id>` or `reopen:<id>`. */
export const BULK_INTENTS = ["assign", "close", "reopen"] as const;
/** Refusals of a bulk change carry this intent, so the page shows them beside the bulk form. */
export const BULK_REFUSAL = "bulk";

const ROW_INTENT = /^(take|close|reopen):(\d{1,9})$/;
const ID = /^\d{1,9}$/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

const enquiriesWord = (count: number) => (count === 1 ? "1 enquiry" : `${count} enquiries`);

interface PostContext {
  db: AppLoadContext["db"];
  staff: StaffMember;
  /** The list the form was posted from (path and canonical query), to go back to. */
  back: string;
  /** The site's address, for the link in the e-mail telling a colleague an enquiry is now theirs. */
  siteUrl: string;
}

const strings = (formData: FormData, name: string) =>
  formData.getAll(name).filter((value): value is string => typeof value === "string");

function text(formData: FormData, name: string): string {
  const value = formData.get(name);
  return typeof value === "string" ? value : "";
}

/** Reads and answers one post to /admin/inbox. */
export async function handleInboxPost(formData: FormData, context: PostContext) {
  const intent = text(formData, "intent");
  if (intent === "save-view") return saveViewPost(formData, context);
  if (intent === "delete-view") return deleteViewPost(formData, context);
  if ((BULK_INTENTS as readonly string[]).includes(intent) || ROW_INTENT.test(intent)) {
    return bulkPost(formData, intent, context);
  }
  return refuse(400, { formError: "This request was not understood. Reload the page and try again." });
}

async function bulkPost(formData: FormData, intent: string, { db, staff, back, siteUrl }: PostContext) {
  const seen = new Map<number, SeenRow>();
  for (const token of strings(formData, "seen")) {
    const row = readSeenToken(token);
    if (row) seen.set(row.id, row);
  }
  const ticked = strings(formData, "ids");
  const scope = text(formData, "scope");
  const owner = text(formData, "owner");
  const values = { ids: ticked.join(","), scope, owner };
  const refused = (code: number, formError: string) => refuse(code, { intent: BULK_REFUSAL, values, formError });

  const row = ROW_INTENT.exec(intent);
  let action: "assign" | "close" | "reopen";
  let ids: string[];
  let ownerChoice = owner;
  if (row) {
    action = row[1] === "take" ? "assign" : (row[1] as "close" | "reopen");
    ownerChoice = "me";
    ids = [row[2] as string];
  } else {
    action = intent as "assign" | "close" | "reopen";
    // 'Select all on this page' without script: every row the page showed.
    ids = scope === "page" ? [...seen.keys()].map(String) : ticked;
  }

  if (ids.length === 0)
    return refused(400, "Select at least one enquiry first: tick its box, or Select all on this page.");
  if (!ids.every((id) => ID.test(id)))
    return refused(400, "This request was not understood. Reload the page and try again.");
  if (new Set(ids).size > BULK_LIMIT) return refused(400, `Select at most ${BULK_LIMIT} enquiries at a time.`);
  const selection = { ids: ids.map(Number), seen };
  const actor = { id: staff.id, email: staff.email };

  let result: BulkResult;
  let ownerName = "";
  if (action === "assign") {
    let ownerId: string | null;
    if (ownerChoice === "me") ownerId = staff.id;
    else if (ownerChoice === "none") ownerId = null;
    else if (STAFF_ID_PATTERN.test(ownerChoice)) ownerId = ownerChoice;
    else return refused(400, "Choose who to assign them to.");
    result = await assignEnquiries(db, selection, ownerId, actor, new Date(), {
      siteUrl,
      byName: staff.name,
    });
    if (ownerId && ownerId !== staff.id) {
      ownerName = (await listInboxStaff(db)).find((member) => member.id === ownerId)?.name ?? "";
    }
    if (result.status === "done") {
      const who = ownerId === null ? "nobody" : ownerId === staff.id ? "you" : ownerName;
      const title =
        result.changed === 0
          ? `Nothing changed: ${result.unchanged === 1 ? "it was" : "they were"} already with ${who}.`
          : ownerId === null
            ? `Unassigned ${enquiriesWord(result.changed)}.`
            : `Assigned ${enquiriesWord(result.changed)} to ${who}.`;
      return redirectWithToast(back, { title, description: alreadyNote(result) });
    }
  } else {
    result = await setEnquiriesClosed(db, selection, action === "close", actor);
    if (result.status === "done") {
      const verb = action === "close" ? "Closed" : "Reopened";
      const title =
        result.changed === 0
          ? `Nothing changed: ${result.unchanged === 1 ? "it was" : "they were"} already ${action === "close" ? "closed" : "open"}.`
          : `${verb} ${enquiriesWord(result.changed)}.`;
      return redirectWithToast(back, { title, description: alreadyNote(result) });
    }
  }

  switch (result.status) {
    case "unknown_owner":
      return refused(
        400,
        "That member of staff cannot take enquiries (the account is gone or barred). Choose someone else.",
      );
    case "missing":
      return refused(
        409,
        `Nothing was changed: ${result.ids.length === 1 ? "one of the selected enquiries is" : `${result.ids.length} of the selected enquiries are`} no longer there. The list now shows what is; check it and try again.`,
      );
    case "stale": {
      const changes = result.enquiries.map((enquiry) => `${enquiry.name}’s enquiry ${enquiry.change}`).join("; ");
      return refused(
        409,
        `Nothing was changed: since you loaded the list, ${changes}. The list now shows the latest; check it and try again.`,
      );
    }
  }
}

function alreadyNote(result: Extract<BulkResult, { status: "done" }>): string | undefined {
  if (result.changed === 0 || result.unchanged === 0) return undefined;
  return `${enquiriesWord(result.unchanged)} already ${result.unchanged === 1 ? "was" : "were"} as asked.`;
}

async function saveViewPost(formData: FormData, { db, staff }: PostContext) {
  const name = text(formData, "name").trim();
  const rawQuery = text(formData, "query").replace(/^\?/, "");
  const values = { name, query: rawQuery };
  const refused = (code: number, formError: string) => refuse(code, { intent: "save-view", values, formError });
  if (!name) return refused(400, "Give the view a name, such as “Mine, waiting”.");
  if (name.length > SAVED_VIEW_NAME_MAX)
    return refused(400, `Use at most ${SAVED_VIEW_NAME_MAX} characters for the name.`);
  if (CONTROL_CHARACTERS.test(name))
    return refused(400, "The name holds characters nobody can type; use letters and words.");
  if (rawQuery.length > SAVED_VIEW_QUERY_MAX) return refused(400, "These filters are too long to save as a view.");
  // What is kept is the list's own reading of the filters, never what was posted.
  const members = await listInboxStaff(db);
  const { filter } = parseInboxFilter(
    new URLSearchParams(rawQuery),
    members.map((member) => member.id),
  );
  const query = inboxQuery(filter);
  const result = await saveView(db, staff.id, name, query, { id: staff.id, email: staff.email });
  if (result.status === "limit") {
    return refused(409, `You have ${SAVED_VIEW_LIMIT} saved views already. Delete one you no longer use first.`);
  }
  const title = result.status === "updated" ? `Updated your view “${name}”.` : `Saved the view “${name}”.`;
  return redirectWithToast(query ? `/admin/inbox?${query}` : "/admin/inbox", { title });
}

async function deleteViewPost(formData: FormData, { db, staff, back }: PostContext) {
  const id = text(formData, "viewId");
  const refused = (code: number, formError: string) =>
    refuse(code, { intent: "delete-view", values: { viewId: id }, formError });
  if (!ID.test(id)) return refused(400, "This request was not understood. Reload the page and try again.");
  const deleted = await deleteView(db, staff.id, Number(id), { id: staff.id, email: staff.email });
  if (!deleted) return refused(404, "That saved view is not there any more; it may have been deleted already.");
  return redirectWithToast(back, { title: `Deleted the view “${deleted.name}”.` });
}
