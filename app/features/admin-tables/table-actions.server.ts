// What the table screens' forms do: add, edit, delete and one-click actions (approve, resend ...),
// each only for a signed-in member of staff posting from our own pages, each audited.
import { eq } from "drizzle-orm";
import { type AppLoadContext, data } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { staffSessions } from "~/db/schema";
import { formValues } from "~/features/forms/field-errors";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { lastOwnerRefusal } from "~/features/staff/staff-accounts.server";
import { assertStaffCan, requireStaffAction, type StaffMember } from "~/features/staff/staff-session.server";
import { deleteUploadedImage, ImageRejectedError, storeUploadedImage } from "~/services/images/image-pipeline.server";
import { imageWork } from "~/services/images/image-work-queue.server";
import { mediaStorageFor } from "~/services/storage/media-storage.server";
import { closeDialogHref } from "./list-url";
import { parseRecordForm } from "./record-form.server";
import { createRecord, deleteRecord, getRow, parseRowId, RecordWriteError, updateRecord } from "./table-queries.server";
import { findTable, type TableDefinition } from "./table-registry.server";
import type { FieldErrors, Row } from "./table-types";

/** Forms with pictures are bigger; anything past this is refused before it is read. */
const MAX_FORM_BYTES = 40 * 1024 * 1024;

type ActionContext = Pick<AppLoadContext, "db" | "config" | "logger" | "log">;

interface DialogRefusal {
  intent: string;
  /** The record being edited or deleted; it goes back in `values.id`, so its dialog knows the answer is its own. */
  id?: string;
  fieldErrors?: FieldErrors;
  /** A sentence for the whole form; without one the dialog asks for the highlighted fields to be corrected. */
  formError?: string;
  /** What was typed, to put back in the form. */
  values?: Record<string, string>;
}

/** A refused dialog post in the form layer's refusal shape: 400, or 503 with Retry-After (the picture queue is full). */
function failure({ intent, id, fieldErrors, formError, values = {} }: DialogRefusal, status: 400 | 409 | 503 = 400) {
  return refuse(
    status,
    { intent, fieldErrors, formError: formError ?? null, values: id === undefined ? values : { ...values, id } },
    status === 503 ? { headers: { "Retry-After": "60" } } : {},
  );
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Staff cannot lock themselves out: no deleting, blocking or demoting their own account. */
function selfLockout(
  definition: TableDefinition,
  staff: StaffMember,
  id: string | number,
  values?: Record<string, unknown>,
) {
  if (definition.tableName !== "staff_users" || id !== staff.id) return null;
  if (!values) return "You cannot delete your own account.";
  if (values.banned === true) return "You cannot block your own account.";
  if (typeof values.role === "string" && values.role !== staff.role) return "You cannot change your own role.";
  return null;
}

/** The uploads of one form, stored; or the refusal of one of them, with nothing left behind. */
async function storeImages(context: ActionContext, uploads: Record<string, File>) {
  const values: Record<string, string> = {};
  const errors: FieldErrors = {};
  let status: 400 | 503 = 400;
  const storage = mediaStorageFor(context.config);
  const limits = {
    maxMegapixels: context.config.UPLOAD_MAX_MEGAPIXELS,
    onStoreFailure: (error: unknown) => context.log.error({ err: error }, "picture store failed: upload refused"),
  };
  for (const [key, file] of Object.entries(uploads)) {
    try {
      values[key] = (await storeUploadedImage(storage, file, limits)).url;
      context.log.info({ field: key, imageWork: imageWork.state() }, "picture stored");
    } catch (error) {
      if (!(error instanceof ImageRejectedError)) {
        await discardImages(context, Object.values(values));
        throw error;
      }
      errors[key] = error.message;
      if (error.status === 503) status = 503;
    }
  }
  if (Object.keys(errors).length > 0) {
    await discardImages(context, Object.values(values));
    return { values: {}, errors, status };
  }
  return { values, errors, status };
}

/** Deletes the stored files of uploaded pictures no record shows any more; a failure is logged, never shown. */
async function discardImages(context: ActionContext, urls: Array<unknown>): Promise<void> {
  const storage = mediaStorageFor(context.config);
  for (const url of urls) {
    if (typeof url !== "string") continue;
    try {
      await deleteUploadedImage(storage, url);
    } catch (error) {
      context.log.warn({ err: error, url }, "an unused picture's files could not be deleted");
    }
  }
}

/** The pictures `before` showed that `after` no longer does (replaced or removed). */
function picturesLeft(definition: TableDefinition, before: Row, after: Row): unknown[] {
  return definition.columns
    .filter((column) => column.kind === "image")
    .map((column) => before[column.key])
    .filter((url) => !definition.columns.some((column) => after[column.key] === url));
}

export async function tableAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: { table?: string };
  context: ActionContext;
}) {
  const staff = await requireStaffAction(request, context);
  const definition = findTable(params.table);
  if (!definition) throw data({ error: "Table Not Found" }, { status: 404 });
  assertStaffCan(staff, definition.permission);

  const length = Number(request.headers.get("content-length") ?? 0);
  if (length > MAX_FORM_BYTES) throw data({ error: "The form is too large." }, { status: 413 });

  const url = new URL(request.url);
  const backToList = closeDialogHref(url.pathname, url.searchParams);
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "");
  const actor = { id: staff.id, email: staff.email };
  const noun = definition.rowNoun;

  try {
    switch (intent) {
      case "create": {
        if (!definition.canCreate) throw data({ error: refusedHere(definition, "Adding to") }, { status: 403 });
        // Staff are invited (they choose their own password), on the Staff page: never added with one typed here.
        if (definition.createKind === "staff-account") {
          return failure({ intent, formError: STAFF_ARE_INVITED, values: formValues(formData) });
        }
        const parsed = parseRecordForm(definition, formData, "create");
        if (Object.keys(parsed.fieldErrors).length > 0)
          return failure({ intent, fieldErrors: parsed.fieldErrors, values: parsed.entered });
        const images = await storeImages(context, parsed.uploads);
        if (Object.keys(images.errors).length > 0)
          return failure({ intent, fieldErrors: images.errors, values: parsed.entered }, images.status);
        try {
          await createRecord(context.db, definition, { ...parsed.values, ...images.values }, actor);
        } catch (error) {
          await discardImages(context, Object.values(images.values));
          throw error;
        }
        return redirectWithToast(backToList, { title: `${capitalised(noun)} added.` });
      }

      case "update": {
        if (!definition.canEdit) throw data({ error: refusedHere(definition, "Editing") }, { status: 403 });
        const id = parseRowId(definition, formData.get("id"));
        const before = id === null ? null : await getRow(context.db, definition, id);
        if (id === null || !before) throw data({ error: `${capitalised(noun)} not found` }, { status: 404 });
        const parsed = parseRecordForm(definition, formData, "update", before);
        const lockout =
          selfLockout(definition, staff, id, parsed.values) ??
          (definition.tableName === "staff_users"
            ? await lastOwnerRefusal(context.db, String(id), parsed.values)
            : null);
        if (lockout) return failure({ intent, id: String(id), formError: lockout, values: parsed.entered });
        if (Object.keys(parsed.fieldErrors).length > 0) {
          return failure({ intent, id: String(id), fieldErrors: parsed.fieldErrors, values: parsed.entered });
        }
        const images = await storeImages(context, parsed.uploads);
        if (Object.keys(images.errors).length > 0) {
          return failure({ intent, id: String(id), fieldErrors: images.errors, values: parsed.entered }, images.status);
        }
        let after: Row | null;
        try {
          after = await updateRecord(context.db, definition, id, { ...parsed.values, ...images.values }, actor);
        } catch (error) {
          await discardImages(context, Object.values(images.values));
          throw error;
        }
        if (!after) {
          await discardImages(context, Object.values(images.values));
          throw data({ error: `${capitalised(noun)} not found` }, { status: 404 });
        }
        // A replaced or removed picture's files go with it.
        await discardImages(context, picturesLeft(definition, before, after));
        if (definition.tableName === "staff_users" && after.banned === true) {
          await context.db.delete(staffSessions).where(eq(staffSessions.userId, String(id)));
        }
        return redirectWithToast(backToList, { title: `${capitalised(noun)} saved.` });
      }

      case "delete": {
        if (!definition.canDelete) throw data({ error: refusedHere(definition, "Deleting from") }, { status: 403 });
        const id = parseRowId(definition, formData.get("id"));
        if (id === null) throw data({ error: `${capitalised(noun)} not found` }, { status: 404 });
        const lockout =
          selfLockout(definition, staff, id) ??
          (definition.tableName === "staff_users" ? await lastOwnerRefusal(context.db, String(id), "delete") : null);
        if (lockout) return failure({ intent, id: String(id), formError: lockout });
        const deleted = await deleteRecord(context.db, definition, id, actor);
        if (!deleted) throw data({ error: `${capitalised(noun)} not found` }, { status: 404 });
        // Its pictures' files go with it, and those of every row the database deleted with it.
        await discardImages(context, deleted.pictures);
        return redirectWithToast(backToList, { title: `${capitalised(noun)} deleted.` });
      }

      case "quick": {
        const quick = definition.quickActions.find((candidate) => candidate.intent === formData.get("quickAction"));
        if (!quick) throw data({ error: "Unknown action" }, { status: 400 });
        const id = parseRowId(definition, formData.get("id"));
        const before = id === null ? null : await getRow(context.db, definition, id);
        if (id === null || !before) throw data({ error: `${capitalised(noun)} not found` }, { status: 404 });
        if (quick.when && !quick.when.values.includes(String(before[quick.when.column]))) {
          return redirectWithToast(backToList, {
            type: "info",
            title: "Nothing to do: the record had already changed.",
          });
        }
        await updateRecord(context.db, definition, id, quick.changes(before), actor);
        return redirectWithToast(backToList, { title: quick.done });
      }

      default:
        throw data({ error: "Unknown action" }, { status: 400 });
    }
  } catch (error) {
    if (error instanceof RecordWriteError) {
      const id = formData.get("id");
      return failure(
        {
          intent,
          id: typeof id === "string" ? id : undefined,
          fieldErrors: error.fieldErrors,
          formError: error.message,
          values: formValues(formData),
        },
        error.status,
      );
    }
    throw error;
  }
}

/** "Deleting from Safari bookings is not allowed here. Bookings are changed on each booking's page ..." */
function refusedHere(definition: TableDefinition, what: string): string {
  const sentence = `${what} ${definition.title} is not allowed here.`;
  return definition.changedOn ? `${sentence} ${definition.changedOn}` : sentence;
}

const STAFF_ARE_INVITED =
  "Staff accounts are made by invitation: on the Staff page, invite them by e-mail and they choose their own password.";
