// /admin/packages/new: the package editor for a package not yet saved; saving leads to /admin/packages/{id}.
import { useActionData, useLoaderData } from "react-router";
import { submitWithRefusals } from "~/features/forms/submit-with-refusals";
import { PackageEditor } from "~/features/package-editor/package-editor-form";
import { packageEditorAction, packageEditorLoader } from "~/features/package-editor/package-editor-route.server";
import type { EditorActionData } from "~/features/package-editor/package-editor-types";
import { AdminErrorPage } from "~/features/staff/admin-error";
import { staffMeta } from "~/features/staff/staff-meta";
import type { Route } from "./+types/package-new";

export const meta: Route.MetaFunction = () => staffMeta("New package");

export async function loader({ request, context }: Route.LoaderArgs) {
  return packageEditorLoader(request, context, null);
}

export async function action({ request, context }: Route.ActionArgs) {
  return packageEditorAction(request, context, null);
}

export const clientAction = (args: Route.ClientActionArgs) => submitWithRefusals(args);

export default function PackageNewPage() {
  const view = useLoaderData<typeof loader>();
  const actionData = useActionData() as EditorActionData | undefined;
  return <PackageEditor view={view} actionData={actionData} />;
}

export function ErrorBoundary() {
  return <AdminErrorPage />;
}
