// /admin/templates: the reply templates staff write to travellers from. List, add, edit (?edit=ID), delete,
// with the variables and a preview; a template naming an unknown variable is refused when saved.
import { data, Form, Link, useActionData, useLoaderData, useNavigation } from "react-router";
import { redirectWithToast } from "~/components/ui/toast.server";
import { formValues } from "~/features/forms/field-errors";
import { FormAlert } from "~/features/forms/form-alert";
import { readFormData } from "~/features/forms/read-form.server";
import { refuse } from "~/features/forms/refuse.server";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { BUTTON, Panel, refusalFor } from "~/features/inbox/enquiry-ui";
import { TemplateEditor, VariablesPanel } from "~/features/inbox/reply-template-editor";
import {
  deleteReplyTemplate,
  findReplyTemplate,
  listReplyTemplates,
  saveReplyTemplate,
} from "~/features/inbox/reply-templates.server";
import { wordingField } from "~/features/inbox/template-variables";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { PageHeading } from "~/features/staff/admin-shell";
import { staffMeta } from "~/features/staff/staff-meta";
import { requireStaff, requireStaffAction } from "~/features/staff/staff-session.server";
import { LANGUAGE_NAMES_IN_ENGLISH } from "~/i18n/language-names";
import { TRANSLATED_LOCALES } from "~/i18n/locales";
import type { Route } from "./+types/templates";

const listFormat = new Intl.ListFormat("en-GB", { type: "conjunction" });

export const meta: Route.MetaFunction = () => staffMeta("Reply templates");

function idOf(raw: string | null | undefined): number | null {
  return raw && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "templates");
  const editParam = new URL(request.url).searchParams.get("edit");
  const editId = idOf(editParam);
  const [templates, editing] = await Promise.all([
    listReplyTemplates(context.db),
    editId === null ? null : findReplyTemplate(context.db, editId),
  ]);
  return { templates, editing, missing: Boolean(editParam) && !editing };
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaffAction(request, context, "templates");
  const posted = formValues(await readFormData(request));
  const actor = { id: staff.id, email: staff.email };
  const id = idOf(posted.id);
  const values: Record<string, string> = {
    name: posted.name ?? "",
    subject: posted.subject ?? "",
    body: posted.body ?? "",
  };
  for (const locale of TRANSLATED_LOCALES) {
    for (const part of ["subject", "body"] as const)
      values[wordingField(part, locale)] = posted[wordingField(part, locale)] ?? "";
  }

  if (posted.intent === "preview") return { status: "preview" as const, values };
  if (posted.intent === "delete") {
    if (id === null || !(await deleteReplyTemplate(context.db, actor, id))) {
      return refuse(404, { intent: "delete", formError: "That template was already deleted." });
    }
    return redirectWithToast("/admin/templates", { title: `Template “${posted.name ?? ""}” deleted.` });
  }
  if (posted.intent !== "save") return refuse(400, { formError: "This request was not understood." });

  const result = await saveReplyTemplate(context.db, actor, { id: posted.id ? id : null, values });
  if (result.status === "not_found") {
    throw data({ error: "Template not found" }, { status: 404 });
  }
  if (result.status === "invalid") {
    return refuse(400, { intent: "save", values, fieldErrors: result.fieldErrors, formError: null });
  }
  return redirectWithToast("/admin/templates", {
    title: id === null ? `Template “${result.template.name}” added.` : `Template “${result.template.name}” saved.`,
  });
}

// With script, posts go through the form layer: every refusal shows beside the form, what was typed kept.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function TemplatesPage() {
  const { templates, editing, missing } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const busy = useNavigation().state === "submitting";
  const refusal = actionData && actionData.status === "error" ? actionData : null;
  const preview = actionData && actionData.status === "preview" ? actionData.values : null;
  const initial: Record<string, string> = preview ?? {
    name: editing?.name ?? "",
    subject: editing?.subject ?? "",
    body: editing?.body ?? "",
    ...Object.fromEntries(
      TRANSLATED_LOCALES.flatMap((locale) => [
        [wordingField("subject", locale), editing?.wordings[locale]?.subject ?? ""],
        [wordingField("body", locale), editing?.wordings[locale]?.body ?? ""],
      ]),
    ),
  };

  return (
    <>
      <PageHeading
        title="Reply templates"
        description="The wording staff start a reply from on an enquiry. Variables in braces are filled in for each traveller."
      />
      {missing ? (
        <div className="mb-4">
          <FormAlert tone="info">That template no longer exists.</FormAlert>
        </div>
      ) : null}
      {refusal?.intent === "delete" || (refusal && !refusal.intent) ? (
        <div className="mb-4">
          <FormAlert>{refusal.formError}</FormAlert>
        </div>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start lg:gap-6">
        <Panel
          id="template-list"
          title="Templates"
          aside={
            editing ? (
              <Link to="/admin/templates" className={BUTTON.secondary}>
                New template
              </Link>
            ) : null
          }
        >
          {templates.length === 0 ? (
            <p className="text-sm text-stone-600">No templates yet. Add the first with the form.</p>
          ) : (
            <ul className="divide-y divide-stone-200" data-testid="template-list">
              {templates.map((template) => (
                <li key={template.id} className="py-3 first:pt-0 last:pb-0">
                  <p className="font-semibold break-words">{template.name}</p>
                  <p className="text-sm break-words text-stone-600">{template.subject}</p>
                  <p className="text-sm text-stone-600">
                    In {listFormat.format(template.languages.map((locale) => LANGUAGE_NAMES_IN_ENGLISH[locale]))}
                  </p>
                  <div className="mt-2 flex flex-wrap items-start gap-2">
                    <Link
                      to={`/admin/templates?edit=${template.id}`}
                      className={BUTTON.secondary}
                      aria-label={`Edit ${template.name}`}
                      preventScrollReset
                    >
                      Edit
                    </Link>
                    <details className="group">
                      <summary className={`${BUTTON.danger} cursor-pointer list-none`}>
                        <span aria-hidden="true">Delete</span>
                        <span className="sr-only">Delete {template.name}</span>
                      </summary>
                      <Form method="post" className="mt-2 space-y-2 rounded-lg border border-red-200 bg-red-50 p-3">
                        <input type="hidden" name="intent" value="delete" />
                        <input type="hidden" name="id" value={template.id} />
                        <input type="hidden" name="name" value={template.name} />
                        <p className="text-sm">Delete “{template.name}”? Replies already sent keep their words.</p>
                        <button type="submit" disabled={busy} className={BUTTON.danger}>
                          Yes, delete it
                        </button>
                      </Form>
                    </details>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <div className="min-w-0 space-y-4 lg:space-y-6">
          <TemplateEditor
            key={`${editing?.id ?? "new"}-${preview ? "preview" : "saved"}`}
            id={editing?.id ?? null}
            initial={initial}
            refusal={refusalFor(refusal, "save")}
            busy={busy}
          />
          <VariablesPanel />
        </div>
      </div>
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
