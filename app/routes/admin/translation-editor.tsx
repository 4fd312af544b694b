// /admin/translations/{entity}/{id}: one record's English beside its German, French, Italian and Spanish (a
// package with its days and pictures, a destination with its parts...), each field marked Missing or Outdated;
// each part of the page (the record, its itinerary, its pictures) saves one language on its own, refused in words
// (a 409 when someone saved that part meanwhile) with what was typed kept.

import { data, useActionData, useLoaderData, useSearchParams } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { formValues } from "~/features/forms/field-errors";
import { isFormRefusal } from "~/features/forms/form-result";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import {
  isTranslatableEntity,
  loadTranslationEditor,
  type RecordRef,
  saveTranslations,
} from "~/features/translations/translation-editor.server";
import { saveIntent, TranslationEditor } from "~/features/translations/translation-editor-form";
import { CONTENT_LOCALE_LABELS, CONTENT_LOCALE_LIST, isContentLocale } from "~/features/translations/translation-form";
import { formatBusinessDateTime } from "~/utils/business-calendar";
import type { Route } from "./+types/translation-editor";

const NOT_FOUND = "Nothing to translate here: that record does not exist (it may have been deleted).";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Translations: ${loaderData.name}` : "Record not found");

function recordOf(params: { entity?: string; id?: string }): RecordRef {
  if (!isTranslatableEntity(params.entity) || !params.id || !/^[1-9]\d{0,8}$/.test(params.id)) {
    throw data({ error: NOT_FOUND }, { status: 404 });
  }
  return { entity: params.entity, id: Number(params.id) };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "content");
  const view = await loadTranslationEditor(context.db, recordOf(params));
  if (!view) throw data({ error: NOT_FOUND }, { status: 404 });
  return view;
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "content");
  const ref = recordOf(params);
  const posted = formValues(await readFormData(request));
  const intent = posted.intent ?? "";
  const locale = CONTENT_LOCALE_LIST.find((candidate) => intent === saveIntent(candidate));
  if (!locale) {
    return refuse(400, {
      intent,
      values: posted,
      formError: "This request was not understood. Please reload the page.",
    });
  }
  const language = CONTENT_LOCALE_LABELS[locale];
  const section = posted.section ?? "";
  const result = await saveTranslations(context.db, {
    ref,
    section,
    locale,
    version: posted.version ?? "",
    posted,
    actor: { id: staff.id, email: staff.email },
  });
  // Back to the part just saved (the record itself is the top of the page), in the language just saved.
  const back = `/admin/translations/${ref.entity}/${ref.id}?lang=${locale}${section === "record" ? "" : `#${encodeURIComponent(section)}`}`;
  if (result.ok) {
    if (result.changed === 0) {
      return redirectWithToast(back, { type: "info", title: `Nothing to save: the ${language} was already as shown.` });
    }
    return redirectWithToast(back, {
      title: `${language} saved.`,
      description: `The ${language} pages show it now.`,
    });
  }
  if (result.status === 404) throw data({ error: NOT_FOUND }, { status: 404 });
  if (result.status === 400) {
    if (Object.keys(result.errors).length === 0) {
      return refuse(400, {
        intent,
        values: posted,
        formError: "This request was not understood. Please reload the page.",
      });
    }
    return refuse(400, { intent, values: posted, fieldErrors: result.errors, formError: null });
  }
  const who = result.savedBy ? ` by ${result.savedBy}` : "";
  const when = result.savedAt ? ` at ${formatBusinessDateTime(result.savedAt)}` : "";
  // Their version goes into the form: saving again replaces their translation with this one.
  return refuse(409, {
    intent,
    values: { ...posted, version: result.version },
    formError: `Someone saved the ${language}${who}${when}, after you opened this page. Your ${language} is below and not saved. Save again to replace theirs with yours, or reload the page to see theirs (yours is then lost).`,
  });
}

// With script, posts go through the form layer: a refusal from before the action (403, 413, offline) shows too.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function TranslationEditorPage() {
  const view = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const [params] = useSearchParams();
  const asked = params.get("lang");
  return (
    <TranslationEditor
      view={view}
      refusal={isFormRefusal(actionData) ? actionData : null}
      chosen={isContentLocale(asked) ? asked : null}
    />
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
