// /admin/packages/{id}: the package editor (basics, texts and lists, itinerary days, links to its pictures
// and rates, a preview drawn by the public page's parts). The generic Packages table's Edit opens it.
import { useActionData, useLoaderData } from "react-router";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { PackageEditor } from "~/features/package-editor/package-editor-form";
import {
  editorPackageId,
  packageEditorAction,
  packageEditorLoader,
} from "~/features/package-editor/package-editor-route.server";
import type { EditorActionData } from "~/features/package-editor/package-editor-types";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { staffMeta } from "~/features/staff/staff-meta";
import type { Route } from "./+types/package-edit";

export const meta: Route.MetaFunction = ({ loaderData }) =>
  staffMeta(loaderData ? `Edit: ${loaderData.draft.title}` : "Package not found");

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return packageEditorLoader(request, context, editorPackageId(params.id));
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return packageEditorAction(request, context, editorPackageId(params.id));
}

// With script, posts go through the form layer: a refusal from before the action (403, 413, offline) shows too.
export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function PackageEditPage() {
  const view = useLoaderData<typeof loader>();
  const actionData = useActionData() as EditorActionData | undefined;
  return <PackageEditor view={view} actionData={actionData} />;
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
