// What /admin/packages/new and /admin/packages/{id} do on the server: read the package for the editor, and
// answer the editor's posts: a button that rearranges the draft (answered with the draft, nothing saved),
// Preview (the same), or Save (checked, saved, audited; refused in words with everything typed kept).

import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { formRefusal } from "~/features/forms/form-result";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { listFromPrices } from "~/features/quotes/rate-book.server";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import { deleteUploadedImage } from "~/services/images/image-pipeline.server";
import { mediaStorageFor } from "~/services/storage/media-storage.server";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import {
  applyDraftChange,
  checkDraft,
  checkDraftPart,
  type DraftErrors,
  draftChangeOf,
  draftFromForm,
  emptyDraft,
  PART_TITLES,
  type PackageDraft,
  type PackagePart,
  savedPartOf,
  withPart,
} from "./package-draft";
import { loadPackageEditor, savePackage } from "./package-editor.server";
import type { EditorActionData } from "./package-editor-types";
import {
  deletePackage,
  isPackageLifecycleIntent,
  type PackageLifecycleIntent,
  readPackageLifecycle,
  setPackageArchived,
} from "./package-lifecycle.server";

type Context = AppLoadContext;

export const PACKAGE_EDITOR_PATH = "/admin/packages";

function notFound(): never {
  throw data({ error: "Package not found" }, { status: 404 });
}

/** The package id in /admin/packages/{id}; anything but a plain positive number is an unknown package. */
export function editorPackageId(param: string | undefined): number {
  if (!param || !/^[1-9]\d{0,8}$/.test(param)) notFound();
  return Number(param);
}

export async function packageEditorLoader(request: Request, context: Context, id: number | null) {
  await requireStaff(request, context, "content");
  const [editor, fromPrices, lifecycle] = await Promise.all([
    loadPackageEditor(context.db, id),
    id === null ? null : listFromPrices(context.db),
    id === null ? null : readPackageLifecycle(context.db, id),
  ]);
  if (!editor) notFound();
  return { ...editor, fromPrices: id === null ? null : (fromPrices?.get(id) ?? null), lifecycle };
}

function refused(
  code: number,
  draft: PackageDraft,
  fieldErrors: DraftErrors,
  formError: string | null,
  init?: ResponseInit,
) {
  const refusal = formRefusal(code, { intent: "save", fieldErrors, formError, values: {} });
  return data<EditorActionData>({ ...refusal, draft }, { ...init, status: code });
}

export async function packageEditorAction(request: Request, context: Context, id: number | null) {
  const staff = await requireStaffAction(request, context, "content");
  const formData = await readFormData(request);
  const intent = String(formData.get("intent") ?? "save");
  if (isPackageLifecycleIntent(intent)) {
    if (id === null) return refuse(400, { intent, formError: "Save the package first." });
    return packageLifecycleAction(intent, formData, {
      context,
      packageId: id,
      actor: { id: staff.id, email: staff.email },
    });
  }
  const draft = draftFromForm(formData);

  if (intent === "preview") {
    return data<EditorActionData>({
      status: "draft",
      draft,
      focus: "preview-heading",
      said: "Preview updated. Not saved yet.",
      preview: true,
    });
  }
  const change = draftChangeOf(intent);
  if (change) return data<EditorActionData>({ status: "draft", ...applyDraftChange(draft, change), preview: false });
  const part = savedPartOf(intent);
  if (part === undefined || (part !== null && id === null)) {
    return refused(400, draft, {}, "That button is not one this page knows. Please reload it.");
  }

  if (id === null) draft.versions = emptyDraft().versions;
  // A part is checked beside the other parts as saved: only it is written.
  const saved = part && id !== null ? await loadPackageEditor(context.db, id) : null;
  if (part && !saved) return refused(404, draft, {}, DELETED_WHILE_EDITING);
  const checked = saved && part ? checkDraftPart(saved.draft, draft, part) : checkDraft(draft);
  if (!checked.ok) return refused(400, draft, checked.errors, null);

  const result = await savePackage(context.db, {
    id,
    part,
    versions: draft.versions,
    input: checked.input,
    actor: { id: staff.id, email: staff.email },
  });
  if (result.ok && part) return partSaved(context, result.id, draft, part);
  if (result.ok) {
    const title = result.created
      ? "Package added. Add its pictures and rates below."
      : "Package saved. The public page shows it now.";
    return redirectWithToast(`${PACKAGE_EDITOR_PATH}/${result.id}`, { title });
  }
  if (result.status === 404) return refused(404, draft, {}, DELETED_WHILE_EDITING);
  if (result.status === 409) {
    const who = result.savedBy ? ` by ${result.savedBy}` : "";
    const what = part ? `the ${PART_TITLES[part].toLowerCase()} of this package` : "this package";
    // Their version goes into the form, so pressing Save again replaces their changes with these.
    const versions = part ? { ...draft.versions, [part]: result.versions[part] } : result.versions;
    return refused(
      409,
      { ...draft, versions },
      {},
      `Someone saved ${what}${who} at ${formatBusinessDateTime(result.savedAt)}, after you opened it. Your changes are below and not saved. Save again to replace their changes with yours, or reload the page to see theirs (yours are then lost).`,
    );
  }
  return refused(400, draft, result.errors, null);
}

const DELETED_WHILE_EDITING =
  "This package was deleted while you were editing it. Copy what you need: it cannot be saved.";

/**
 * A part saved: answered in place, not redirected, so what is typed in the other parts stays as typed (with
 * script and without). The saved part comes back as saved (an empty address made from the title), with its
 * new version; the other parts keep the versions their editing began from.
 */
async function partSaved(context: Context, id: number, posted: PackageDraft, part: PackagePart) {
  const after = await loadPackageEditor(context.db, id);
  if (!after) return refused(404, posted, {}, DELETED_WHILE_EDITING);
  const draft = {
    ...withPart(posted, after.draft, part),
    versions: { ...posted.versions, [part]: after.draft.versions[part] },
  };
  return data<EditorActionData>({
    status: "saved",
    part,
    draft,
    focus: `save-${part}`,
    said: `${PART_TITLES[part]} saved: the public page shows the change now.`,
  });
}

/** Archive, Restore and Delete: each answered with a redirect and a toast, or a refusal in words beside them. */
async function packageLifecycleAction(
  intent: PackageLifecycleIntent,
  formData: FormData,
  { context, packageId, actor }: { context: Context; packageId: number; actor: { id: string; email: string } },
) {
  const here = `${PACKAGE_EDITOR_PATH}/${packageId}`;
  if (intent === "archive" || intent === "restore") {
    const result = await setPackageArchived(context.db, { packageId, archived: intent === "archive", actor });
    if (result.status === "not_found") return refuse(404, { intent, formError: "This package no longer exists." });
    const title =
      intent === "archive"
        ? `${result.title} is archived: it is off the site and cannot be booked. Its bookings keep their itinerary.`
        : `${result.title} is restored: it is on the site and can be booked again.`;
    return redirectWithToast(here, { title });
  }
  if (formData.get("confirm") !== "delete") {
    return refuse(400, {
      intent,
      fieldErrors: { confirm: "Tick this box to delete the package." },
      formError:
        "Nothing was deleted: tick the box to confirm that the package, its days, rates and pictures go for good.",
    });
  }
  const result = await deletePackage(context.db, { packageId, actor });
  if (result.status === "not_found") return refuse(404, { intent, formError: "This package no longer exists." });
  if (result.status === "has_bookings") {
    return refuse(409, {
      intent,
      formError: packageHasBookingsMessage(result.title, result.bookings),
    });
  }
  if (result.status !== "deleted") return refuse(409, { intent });
  const storage = mediaStorageFor(context.config);
  for (const url of result.pictures) {
    await deleteUploadedImage(storage, url).catch((error: unknown) =>
      context.log.warn({ err: error, url }, "a deleted package's picture files could not be deleted"),
    );
  }
  return redirectWithToast("/admin/packages", {
    title: `${result.title} is deleted, with its itinerary days, rates and pictures (listed in the audit log).`,
  });
}

/** The refusal of a delete when travellers booked the package: why, and what to do instead. */
export function packageHasBookingsMessage(title: string, bookings: number): string {
  const counted = bookings === 1 ? "1 booking" : `${bookings} bookings`;
  return `${title} cannot be deleted: it has ${counted}, whose travellers' trip pages, documents and payments depend on it. Archive it instead: it leaves the site and the booking forms at once, its bookings keep the itinerary they bought, and Restore brings it back.`;
}

/** Generic table screens' Edit and Add for packages open the editor instead of a dialog. */
export function packageEditorRedirect(table: string | undefined, url: URL): Response | null {
  const name = table?.toLowerCase();
  if (name !== "packages" && name !== "safaris") return null;
  const edit = url.searchParams.get("edit");
  if (edit && /^[1-9]\d{0,8}$/.test(edit)) return redirect(`${PACKAGE_EDITOR_PATH}/${edit}`);
  if (url.searchParams.has("new")) return redirect(`${PACKAGE_EDITOR_PATH}/new`);
  return null;
}
