// What /admin/packages/new and /admin/packages/{id} do on the server: read the package for the editor, and
// answer the editor's posts: a button that rearranges the draft (answered with the draft, nothing saved),
// Preview (the same), or Save (checked, saved, audited; refused in words with everything typed kept).

import type { AppLoadContext } from "react-router";
import { data, redirect } from "react-router";
import { formatBusinessDateTime } from "~/features/admin-tables/business-time";
import { formRefusal } from "~/features/forms/form-result";
import { readFormData } from "~/features/forms/read-form.server";
import { listFromPrices } from "~/features/quotes/rate-book.server";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import { redirectWithToast } from "~/utils/toast.server";
import {
  applyDraftChange,
  checkDraft,
  type DraftErrors,
  draftChangeOf,
  draftFromForm,
  type PackageDraft,
} from "./package-draft";
import { loadPackageEditor, savePackage } from "./package-editor.server";
import type { EditorActionData } from "./package-editor-types";

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
  const [editor, fromPrices] = await Promise.all([
    loadPackageEditor(context.db, id),
    id === null ? null : listFromPrices(context.db),
  ]);
  if (!editor) notFound();
  return { ...editor, fromPrices: id === null ? null : (fromPrices?.get(id) ?? null) };
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
  const draft = draftFromForm(formData);
  const intent = String(formData.get("intent") ?? "save");

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
  if (intent !== "save") return refused(400, draft, {}, "That button is not one this page knows. Please reload it.");

  if (id === null) draft.version = "new";
  const checked = checkDraft(draft);
  if (!checked.ok) return refused(400, draft, checked.errors, null);

  const result = await savePackage(context.db, {
    id,
    version: draft.version,
    input: checked.input,
    actor: { id: staff.id, email: staff.email },
  });
  if (result.ok) {
    const title = result.created
      ? "Package added. Add its pictures and rates below."
      : "Package saved. The public page shows it now.";
    return redirectWithToast(`${PACKAGE_EDITOR_PATH}/${result.id}`, { title });
  }
  if (result.status === 404) {
    return refused(
      404,
      draft,
      {},
      "This package was deleted while you were editing it. Copy what you need: it cannot be saved.",
    );
  }
  if (result.status === 409) {
    const who = result.savedBy ? ` by ${result.savedBy}` : "";
    // Their version goes into the form, so pressing Save again replaces their changes with these.
    return refused(
      409,
      { ...draft, version: result.version },
      {},
      `Someone saved this package${who} at ${formatBusinessDateTime(result.savedAt)}, after you opened it. Your changes are below and not saved. Save again to replace their changes with yours, or reload the page to see theirs (yours are then lost).`,
    );
  }
  return refused(400, draft, result.errors, null);
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
